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

kernel-deb:
	@$(MAKE) --no-print-directory ARCH=x86_64 $(KERNEL_KINIT)
	@kernel-patches/build-kernel-deb

# The unpatched objects are compiled once for the symbol test.  A build
# that fails counts as a failed test; the cases and tests then skip.
check-kernel:
	@$(MAKE) --no-print-directory ARCH=x86_64 $(KERNEL_KINIT)
	@kernel-patches/build-kernel --kinit $(KERNEL_KINIT) --unpatched >/dev/null || \
		echo "RESULT 0 1 0 x86_64/kernel/build-kernel" >> build/check.log
	@tools/run-tests --arch x86_64 --log build/check.log --dir build/kernel/tests \
		kernel-patches/tests/series kernel-patches/tests/symbols

# make check-full adds what takes long: init/ compiled in the
# configurations the kernel above does not use (no warnings), and the
# linux-image package with lintian.
.PHONY: check-kernel-full
check-full: check-kernel-full
check-kernel-full:
	@TEST_TIMEOUT=1800 tools/run-tests --arch x86_64 --log build/check.log \
		--dir build/kernel/tests kernel-patches/tests/init-configs \
		kernel-patches/tests/deb

# make check-full also builds the patched kernel for every other
# architecture with its own kinit built in, and boots it under QEMU
# (kernel-patches/tests/arch): ext4 by name and by UUID=, and an external
# kinit of another version reported as a mismatch everywhere, an NFS root
# with ip=dhcp where KERNEL_NFS_ARCHES say.  A missing compiler or emulator
# is a failure.  x86_64's kernel is make check's.
KERNEL_ARCHES := i386 arm64 mipsel mips sparc64 sparc
KERNEL_ARCH_CASES := kernel-ext4-devname kernel-ext4-uuid kernel-mismatch
KERNEL_NFS_ARCHES := arm64 mips sparc64
KERNEL_DEB_ARCHES := i386 arm64 mipsel mips sparc64
.PHONY: check-kernel-arches
check-full: check-kernel-arches
check-kernel-arches:
	@for a in $(KERNEL_ARCHES); do \
		TEST_TIMEOUT=5400 tools/run-tests --arch $$a --log build/check.log \
			--dir build/kernel/tests "kernel-patches/tests/arch $$a \
			$(KERNEL_ARCH_CASES) $$(case " $(KERNEL_NFS_ARCHES) " in \
			*" $$a "*) echo kernel-nfs ;; esac)"; \
	done
	@# Each packaged for its Debian architecture (a cross build of the
	@# kernel just built, with lintian); 32-bit sparc has no Debian
	@# architecture, so no package.
	@for a in $(KERNEL_DEB_ARCHES); do \
		TEST_TIMEOUT=1800 tools/run-tests --arch $$a --log build/check.log \
			--dir build/kernel/tests "kernel-patches/tests/deb $$a"; \
	done
