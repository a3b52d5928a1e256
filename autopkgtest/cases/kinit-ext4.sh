# SPDX-License-Identifier: MIT
# kinit mounts an ext4 root given as a device name; without "rw" the kernel's
# rule is a read-only root, so the test init's write must fail with EROFS.
DESC="kinit: ext4 on /dev/vda, read-only by default"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4 --label root)
APPEND="root=/dev/vda"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(fstype=ext4 mode=ro write=erofs init=/sbin/init pid=1 timing=yes)
# Without kinit.timing the timeline is in the file and the kernel log only.
REJECT=("kinit: timing")
