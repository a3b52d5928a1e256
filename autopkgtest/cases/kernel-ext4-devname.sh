# SPDX-License-Identifier: MIT
# The patched kernel with no external initramfs: its built-in kinit mounts
# the root named by its device (root=/dev/vda; /dev/sda on 32-bit sparc)
# and finds its own version equal to the kernel's; the kernel says the
# release its files are named after (uname -r).
DESC="patched kernel, built-in kinit: ext4 root=/dev/vda (sda on sparc), versions match"
NEEDS="rootinit"
. autopkgtest/kernel-case.sh
ROOT=(--type ext4)
APPEND="root=$ROOT_DISK rw"
EXPECT=("Linux version $KERNEL_RELEASE ("
	"kinit: version $KERNEL_KINIT, the same as the kernel's built-in kinit"
	KINIT-ROOT-OK)
FIELDS=(root=$ROOT_DISK fstype=ext4 mode=rw write=ok init=/sbin/init pid=1)
REJECT=("VERSION MISMATCH" "Trying to unpack rootfs image")
TIMEOUT=90
