# SPDX-License-Identifier: MIT
# No root= at all: as systemd's initrd does (root=gpt-auto), kinit takes
# the GPT partition of the architecture's root type in the Discoverable
# Partitions Specification (x86-64's here), on the only disk that has one.
DESC="kinit: no root=, the root found by its GPT partition type (gpt-auto)"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4 --partition gpt --part-number 2
	--part-type 4F68BCE3-E8CD-4DB1-96E7-FBCAF984B709)
APPEND="rw"
EXPECT=(KINIT-ROOT-OK "looking for the x86-64 root partition (root=gpt-auto)"
	"root=gpt-auto is /dev/vda2")
FIELDS=(fstype=ext4 mode=rw write=ok pid=1)
