# SPDX-License-Identifier: MIT
# root=LABEL= of the filesystem, which the kernel itself cannot resolve.
DESC="kinit: ext4 found by root=LABEL="
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4 --label kinit-root)
APPEND="root=LABEL=kinit-root"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(fstype=ext4 mode=ro pid=1)
