# SPDX-License-Identifier: MIT
# rootflags= reach the mount: a generic flag (noatime) becomes MS_NOATIME and
# a filesystem option (data=journal) is passed to ext4.
DESC="kinit: rootflags=noatime,data=journal"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4)
APPEND="root=/dev/vda rw rootflags=noatime,data=journal"
EXPECT=(KINIT-ROOT-OK)
EXPECT_RE=(" opts=[^ ]*noatime" " sopts=[^ ]*data=journal")
FIELDS=(fstype=ext4 mode=rw write=ok pid=1)
