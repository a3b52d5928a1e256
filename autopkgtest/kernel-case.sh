# SPDX-License-Identifier: MIT
# kernel-case.sh: sourced by the kernel-*.sh boot cases: the patched kernel.
#
# The kernel-*.sh cases boot the kernel of kernel-patches/ (CONFIG_KINIT,
# kinit built into its initramfs) instead of Debian's stock one.  It comes
# from KINIT_PATCHED_KERNEL (an installed linux-image-*-kinit, as
# debian/tests use), or from kernel-patches/build-kernel's output for the case's
# architecture (run-cases --arch ARCH, or CASE_ARCH: build/kernel/ARCH/;
# make kernel, or kernel-patches/build-kernel --arch ARCH); without either the case
# is skipped.  Sets KERNEL (run-cases boots it, and the stock kernel need
# not be there), KERNEL_KINIT (the version of the kinit built into it) and
# ROOT_DISK (the device of the first disk autopkgtest/boot attaches).
if [ -n "${KINIT_PATCHED_KERNEL:-}" ]; then
	[ -f "$KINIT_PATCHED_KERNEL" ] ||
		skip "KINIT_PATCHED_KERNEL=$KINIT_PATCHED_KERNEL: no such file"
	KERNEL=$KINIT_PATCHED_KERNEL
	# The kinit built in is the one of the kernel package's version
	# (6.1.N.R+kinitVERSION), whatever klibc-kinit is installed now.
	if [ -z "${KINIT_PATCHED_KERNEL_KINIT:-}" ]; then
		kpkg=$(dpkg-query -S "$KINIT_PATCHED_KERNEL" 2>/dev/null | cut -d: -f1)
		KINIT_PATCHED_KERNEL_KINIT=$(dpkg-query -W -f='${Version}' "$kpkg" 2>/dev/null)
		KINIT_PATCHED_KERNEL_KINIT=${KINIT_PATCHED_KERNEL_KINIT##*+kinit}
	fi
	KERNEL_KINIT=$KINIT_PATCHED_KERNEL_KINIT
	[ -n "$KERNEL_KINIT" ] ||
		skip "$KINIT_PATCHED_KERNEL: no package version to tell its kinit (set KINIT_PATCHED_KERNEL_KINIT)"
	# The release is in the file name (/boot/vmlinuz-RELEASE, or vmlinux-).
	KERNEL_RELEASE=${KINIT_PATCHED_KERNEL##*/vmlinu[xz]-}
else
	karch=${CASE_ARCH:-$ARCH}
	kdir=$top/build/kernel/$karch
	# The image's name (bzImage, Image, vmlinux) is the build's to say.
	kimg=$(cat "$kdir/image-name" 2>/dev/null) || kimg=bzImage
	[ -f "$kdir/$kimg" ] && [ -f "$kdir/kinit-version" ] ||
		skip "the patched kernel is not built for $karch (no image in $kdir; kernel-patches/build-kernel --arch $karch)"
	KERNEL=$kdir/$kimg
	KERNEL_KINIT=$(cat "$kdir/kinit-version")
	KERNEL_RELEASE=$(cat "$kdir/kernel-release" 2>/dev/null) ||
		skip "$kdir/kernel-release: not there (an older build; make kernel)"
fi
VMLINUZ=$KERNEL
# The first disk's name (vda, or sda on 32-bit sparc).
. autopkgtest/root-disk.sh
ROOT_DISK=$(root_disk "${CASE_ARCH:-$ARCH}")
# Only the kernel's own initramfs unless a case says otherwise.
INIT=none
MODULES=
