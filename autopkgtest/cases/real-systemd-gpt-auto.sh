# SPDX-License-Identifier: MIT
# real-systemd with no root= at all: the Debian 12 root sits in a GPT
# partition of the x86-64 root type (Discoverable Partitions
# Specification), as systemd-repart and mkosi make images that systemd's
# own initrd boots by root=gpt-auto; kinit finds it by that type and
# systemd, as PID 1, reaches poweroff.target.
. autopkgtest/cases/real-systemd.sh
DESC="real root: Debian 12 with no root=, found by its GPT partition type (gpt-auto), to poweroff.target"
ROOT=(--type ext4 --size 1G --partition gpt --part-number 2
	--part-type 4F68BCE3-E8CD-4DB1-96E7-FBCAF984B709)
APPEND="ro systemd.unit=poweroff.target"
EXPECT+=("root=gpt-auto is /dev/vda2")
FULL=yes
