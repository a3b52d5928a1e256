# SPDX-License-Identifier: MIT
# The patched kernel still takes an external initramfs on top of its own:
# here one whose /init is the same kinit (as the kinit package's
# mkinitramfs-kinit makes it), so the versions match.
DESC="patched kernel + external kinit initramfs: unpacked on top, versions match"
NEEDS="kinit rootinit"
. autopkgtest/kernel-case.sh
INIT=kinit
ROOT=(--type ext4)
APPEND="root=$ROOT_DISK rw"
EXPECT=("Trying to unpack rootfs image as initramfs" "kinit: version $KERNEL_KINIT, the same as the kernel's built-in kinit"
	KINIT-ROOT-OK)
FIELDS=(root=$ROOT_DISK fstype=ext4 mode=rw pid=1)
REJECT=("VERSION MISMATCH" "Initramfs unpacking failed")
TIMEOUT=90
