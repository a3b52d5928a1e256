# SPDX-License-Identifier: MIT
# root=UUID= (as initramfs-tools and dracut accept) with rw: the test init
# writes a file on the root.
DESC="kinit: ext4 found by root=UUID=, mounted rw"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4 --uuid 6a1d2b7c-3f4e-4d5a-8b9c-0e1f2a3b4c5d)
# kinit.timing: the timeline on the console, for make boot's report.
APPEND="root=UUID=6a1d2b7c-3f4e-4d5a-8b9c-0e1f2a3b4c5d rw kinit.timing"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(fstype=ext4 mode=rw write=ok init=/sbin/init pid=1)
