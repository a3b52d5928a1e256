# SPDX-License-Identifier: MIT
# Modules stored gzip-compressed in the initramfs: kinit inflates them
# itself (the kernel may lack module decompression) and the root mounts.
DESC="kinit: gzip-compressed modules are inflated and loaded"
NEEDS="kinit rootinit"
MODULES=default
INITRAMFS=(--gzip-modules)
ROOT=(--type ext4)
APPEND="root=/dev/vda"
EXPECT=(KINIT-ROOT-OK)
EXPECT_RE=("kinit: loaded ([0-9]+) of \\1 modules")
FIELDS=(fstype=ext4 pid=1)
