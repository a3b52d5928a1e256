# SPDX-License-Identifier: MIT
# root=gpt-auto with the partition's read-only attribute (bit 60) set: the
# root is mounted read-only even though the command line says rw.
DESC="kinit: root=gpt-auto, a partition marked read-only is mounted read-only"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4 --partition gpt
	--part-type 4F68BCE3-E8CD-4DB1-96E7-FBCAF984B709 --part-attrs GUID:60)
APPEND="root=gpt-auto rw"
EXPECT=(KINIT-ROOT-OK "/dev/vda1: its GPT entry says read-only (attribute bit 60)")
FIELDS=(fstype=ext4 mode=ro pid=1)
