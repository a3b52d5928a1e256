# SPDX-License-Identifier: MIT
# root=MAJ:MIN: virtio-blk's block major is the first dynamic one (254) on
# Debian's kernel, and the first disk is minor 0.
DESC="kinit: ext4 found by root=254:0"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4)
APPEND="root=254:0"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(fstype=ext4 pid=1)
