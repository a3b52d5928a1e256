# SPDX-License-Identifier: MIT
# root=PARTUUID=SSSSSSSS-PP on an MBR disk, read-only.
DESC="kinit: ext4 in MBR partition 1, found by root=PARTUUID=disk-id-01"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4 --partition mbr --part-uuid 4b1d5eed-01)
APPEND="root=PARTUUID=4b1d5eed-01 ro"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(fstype=ext4 mode=ro write=erofs pid=1)
