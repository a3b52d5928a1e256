# SPDX-License-Identifier: MIT
# The patched kernel with no external initramfs: root=UUID= is kinit's to
# resolve (the kernel itself never knew UUID=, only PARTUUID=).
DESC="patched kernel, built-in kinit: ext4 found by root=UUID="
NEEDS="rootinit"
. autopkgtest/kernel-case.sh
ROOT=(--type ext4 --uuid 0b7c5e1a-2d3f-4a6b-9c8d-7e6f5a4b3c2d)
APPEND="root=UUID=0b7c5e1a-2d3f-4a6b-9c8d-7e6f5a4b3c2d ro"
EXPECT=("kinit: version $KERNEL_KINIT, the same as the kernel's built-in kinit"
	KINIT-ROOT-OK)
FIELDS=(root=$ROOT_DISK fstype=ext4 mode=ro write=erofs pid=1)
REJECT=("VERSION MISMATCH")
TIMEOUT=90
