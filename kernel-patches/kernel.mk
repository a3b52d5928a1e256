# SPDX-License-Identifier: MIT
# kernel-patches/kernel.mk: the patched kernel (CONFIG_KINIT, kinit built in).
#
# make kernel       build/kernel/x86_64/bzImage with build/x86_64's static
#                   kinit built in (kernel-patches/build-kernel; cached, so a second
#                   run with the same series, config and kinit builds nothing)
# make kernel-deb   the linux-image-*-kinit package from kernel-patches/debian
#                   (kernel-patches/build-kernel-deb), into build/kernel-deb/
# make check-kernel the tests of the series and of the built kernel; the
#                   kernel-*.sh boot cases run with the other boot cases

KERNEL_KINIT := build/x86_64/kinit/static/kinit

.PHONY: kernel kernel-deb check-kernel
kernel:
	@$(MAKE) --no-print-directory ARCH=x86_64 $(KERNEL_KINIT)
	@kernel-patches/build-kernel --kinit $(KERNEL_KINIT)

# The package is built as Debian's build daemons build it, with sbuild in
# a clean chroot (kernel-patches/build-kernel-deb --sbuild), once
# KERNEL_DEB_REPO holds our klibc packages (make deb repo); before that,
# with dpkg-buildpackage and the tree's kinit.
KERNEL_DEB_REPO := build/deb/repo
kernel-deb:
	@$(MAKE) --no-print-directory ARCH=x86_64 $(KERNEL_KINIT)
	@kernel-patches/build-kernel-deb $(if $(wildcard $(KERNEL_DEB_REPO)/Packages),--sbuild $(KERNEL_DEB_REPO))

# The unpatched objects are compiled once for the symbol test.  A build
# that fails counts as a failed test; the cases and tests then skip.
check-kernel:
	@$(MAKE) --no-print-directory ARCH=x86_64 $(KERNEL_KINIT)
	@kernel-patches/build-kernel --kinit $(KERNEL_KINIT) --unpatched >/dev/null || \
		echo "RESULT 0 1 0 x86_64/kernel/build-kernel" >> build/check.log
	@tools/run-tests --arch x86_64 --log build/check.log --dir build/kernel/tests \
		kernel-patches/tests/series kernel-patches/tests/symbols

# make check-full (its check-extra) adds what takes long: init/ compiled in
# the configurations the kernel above does not use (no warnings), the
# other architectures' kernels and the linux-image packages (below).
.PHONY: check-kernel-full
check-kernel-full:
	@TEST_TIMEOUT=1800 tools/run-tests --arch x86_64 --log build/check.log \
		--dir build/kernel/tests kernel-patches/tests/init-configs

# make check-full also builds the patched kernel for every other
# architecture with its own kinit built in, and boots it under QEMU: ext4
# by name and by UUID=, and an external kinit of another version reported
# as a mismatch everywhere, an NFS root with ip=dhcp where KERNEL_NFS_ARCHES
# say.  A missing compiler or emulator is a failure.  x86_64's kernel is
# make check's.  The architectures whose package sbuild builds
# (KERNEL_SBUILD_ARCHES, check-kernel-deb below) boot the image of that
# package; the others' kernels are compiled here (kernel-patches/tests/arch,
# KERNEL_ARCHES), and their packages are made from those builds.
KERNEL_ARCHES := mips sparc64 sparc
KERNEL_ARCH_CASES := kernel-ext4-devname kernel-ext4-uuid kernel-mismatch
KERNEL_NFS_ARCHES := arm64 mips sparc64
KERNEL_DEB_ARCHES := i386 arm64 mipsel mips sparc64
kernel_cases = $(KERNEL_ARCH_CASES) $(if $(filter $(1),$(KERNEL_NFS_ARCHES)),kernel-nfs)
.PHONY: check-kernel-arches
check-kernel-arches:
	@$(foreach a,$(KERNEL_ARCHES),TEST_TIMEOUT=5400 tools/run-tests --arch $(a) \
		--log build/check.log --dir build/kernel/tests \
		"kernel-patches/tests/arch $(a) $(call kernel_cases,$(a))";)

# The linux-image package of x86_64 and of each architecture above, with
# lintian (kernel-patches/tests/deb).  make check-full runs this after
# make deb repo: KERNEL_SBUILD_ARCHES are built with sbuild in a clean
# chroot, amd64 natively and the others cross, with our klibc packages
# of the architecture from KERNEL_DEB_REPO (make deb cross-builds them:
# DEB_CROSS), and every boot case of the architecture boots the packaged
# image (x86_64's only kernel-ext4-uuid: make check boots them all);
# mips and sparc64 are no Debian 12 architectures (the archive has
# nothing for sbuild to install), so their packages are dpkg-buildpackage
# cross builds of the kernel check-kernel-arches built.  32-bit sparc has
# no Debian architecture, so no package.
KERNEL_SBUILD_ARCHES := x86_64 i386 arm64 mipsel
.PHONY: check-kernel-deb
check-kernel-deb:
	@$(foreach a,x86_64 $(KERNEL_DEB_ARCHES),$(if $(filter $(a),$(KERNEL_SBUILD_ARCHES)),\
		KERNEL_DEB_SBUILD=$(KERNEL_DEB_REPO) TEST_TIMEOUT=3600 \
		$(if $(filter-out x86_64,$(a)),KERNEL_DEB_CASES="$(call kernel_cases,$(a))"),\
		KERNEL_DEB_SBUILD= TEST_TIMEOUT=1800) \
		tools/run-tests --arch $(a) --log build/check.log --dir build/kernel/tests \
		"kernel-patches/tests/deb $(a)";)
