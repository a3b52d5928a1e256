# SPDX-License-Identifier: MIT
# root=/dev/disk/by-label/ as initramfs-tools and dracut take it (their
# udev makes the link; kinit reads it as LABEL=), with udev's \x20 for the
# label's space.
DESC="kinit: ext4 found by root=/dev/disk/by-label/kinit\\x20root"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4 --label "kinit root")
APPEND='root=/dev/disk/by-label/kinit\x20root'
EXPECT=(KINIT-ROOT-OK)
FIELDS=(root=/dev/vda fstype=ext4 mode=ro pid=1)
