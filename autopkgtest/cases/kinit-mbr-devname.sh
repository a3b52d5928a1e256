# SPDX-License-Identifier: MIT
# root=/dev/vda2: the kernel's name of a partition, here the second slot of
# an MBR disk.
DESC="kinit: ext4 in MBR partition 2, found by root=/dev/vda2"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4 --partition mbr --part-number 2)
APPEND="root=/dev/vda2 rw"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(fstype=ext4 mode=rw write=ok pid=1)
