# SPDX-License-Identifier: MIT
# The patched kernel does not mount root itself: with no /init to run it
# must panic naming kinit, not try root= and fail somewhere else.
DESC="patched kernel: no /init in the initramfs panics with a message naming kinit"
. autopkgtest/kernel-case.sh
ROOT=(--type ext4)
# rdinit= points the kernel at a program that is not there.
APPEND="root=$ROOT_DISK rdinit=/no-such-init"
EXPECT=("Kernel panic - not syncing: kinit: no /no-such-init in the initramfs")
REJECT=(KINIT-ROOT-OK "VFS: Mounted root")
TIMEOUT=60
