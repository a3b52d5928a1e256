# SPDX-License-Identifier: MIT
# Top-level build.  `make' builds for the host, `make ARCH=<arch>' cross-builds;
# everything generated goes under build/<arch>/.  See README.md.

HOSTARCH := $(shell uname -m | sed -e 's/^i.86$$/i386/' -e 's/^aarch64$$/arm64/')
ARCH	?= $(HOSTARCH)
# The architectures `make check' tests (CI's set); ARCHES=all for every port.
ARCHES	?= x86_64 i386 arm64 mips sparc ppc64
ifeq ($(ARCHES),all)
override ARCHES := $(sort $(patsubst klibc/arch/%/MCONFIG,%,$(wildcard klibc/arch/*/MCONFIG)))
endif
O	:= build/$(ARCH)
DESTDIR	?=
prefix	?= /usr
# The shared library's folder, which every shared program names as its ELF
# interpreter: /lib, as Debian's libklibc has it (initramfs-tools looks
# for /lib/klibc-*.so), whatever the prefix.
shlibdir ?= /lib

SHELL	:= /bin/bash
# Every rule is ours: without make's built-in rules it does not look for
# RCS, SCCS, yacc and lex sources of each of the tree's files.
MAKEFLAGS += --no-builtin-rules
.SUFFIXES:
export SOURCE_DATE_EPOCH ?= $(shell git log -1 --format=%ct 2>/dev/null || echo 0)
export LC_ALL := C

.PHONY: all check check-arch bench install clean deps boot
# Objects made through pattern rules are kept, not deleted as intermediates.
.SECONDARY:
all: $(O)/.built

# make check-arch runs the tests of one architecture in one tools/run-tests
# run (build/check.log gets the tally).  Each part registers its own tests
# where it lives (klibc/tests/tests.mk, kinit/kinit.mk, utils/utils.mk,
# gzip/gzip.mk, dash/dash.mk):
#   CHECK_LONG   the programs that take longest, started first so that the
#                short ones run beside them rather than alone at the end
#   CHECK_PROGS  the others
#   CHECK_DEPS   what they need built
# A program is its path and its arguments, quoted as one word.  Registering
# a table with $(call check_tables,LIST,COMMAND) runs it on each build
# CHECK_VARIANTS names, % in COMMAND standing for static or shared.  Under
# an emulator every command of a table starts the emulator again (the
# utilities' table alone takes over three minutes per build), so make check
# runs the tables of the static build only, and only on the emulated
# architectures of CHECK_TABLE_ARCHES (one 64-bit little-endian, one
# 32-bit big-endian); what it leaves out is counted as skipped.  The
# library's own tests still run both builds everywhere, and CHECK_FULL=1
# (make check-full) runs every table.  tools/tests/registered fails when a
# test program, a test script or a fuzz target is left out.
CHECK_TABLE_ARCHES ?= arm64 mips
CHECK_VARIANTS = $(if $(or $(CHECK_FULL),$(if $(KLIBC_EMU),,y)),static shared,$(if \
	$(filter $(ARCH),$(CHECK_TABLE_ARCHES)),static))
CHECK_LONG :=
CHECK_PROGS :=
CHECK_DEPS :=
CHECK_LEFT_OUT :=
define check_tables_
$(1) += $$(foreach v,$$(CHECK_VARIANTS),"$$(subst %,$$(v),$(2))")
CHECK_LEFT_OUT += $$(foreach v,$$(filter-out $$(CHECK_VARIANTS),static shared),$$(v):$$(firstword $(2)))
endef
check_tables = $(eval $(call check_tables_,$(1),$(2)))

include klibc/klibc.mk
include klibc/tests/tests.mk
include lib/lib.mk
include kinit/kinit.mk
include utils/utils.mk
include gzip/gzip.mk
include dash/dash.mk
include kernel-patches/kernel.mk

check-arch: all $(CHECK_DEPS)
	@KLIBC_EMU="$(KLIBC_EMU)" $(KLIBC_EMU_ENV) tools/run-tests --arch $(ARCH) \
		--log build/check.log --dir $(O)/tests $(CHECK_LONG) $(CHECK_PROGS)
	$(if $(strip $(CHECK_LEFT_OUT)),@echo "$(ARCH)     tables skipped under emulation" \
		"(make check-full runs them): $(strip $(CHECK_LEFT_OUT))"; \
		echo "RESULT 0 0 $(words $(CHECK_LEFT_OUT)) $(ARCH)/tables-left-out $(strip $(CHECK_LEFT_OUT))" \
		>> build/check.log)

$(O)/.built: $(KLIBC_OUTPUTS) $(KINIT_OUTPUTS) $(GZIP_OUTPUTS) $(UTILS_OUTPUTS) $(DASH_OUTPUTS)
	@touch $@

# make install: klibc/klibc.mk installs the library; the programs go where
# Debian's klibc-utils and kinit put them.
.PHONY: install-progs
install: install-progs
install-progs: all $(DASH_OUTPUTS)
	@tools/install-progs "$(DESTDIR)" "$(prefix)" "$(O)"

# make ARCH=i386 print-KLIBC_EMU: a variable's value, for scripts.
print-%:
	@echo '$($*)'

# Installs what the build and the tests need (a no-op when all is present).
deps:
	@ARCHES="$(ARCHES)" tools/install-deps

# The whole test suite, for every architecture in ARCHES.  The builds run
# CHECK_JOBS at once, as do the test programs (tools/run-tests, TEST_JOBS)
# and the boot cases (autopkgtest/run-cases, BOOT_JOBS): the machine's CPUs.
CHECK_JOBS ?= $(shell nproc 2>/dev/null || echo 1)
check: deps
	@rm -f build/check.log
	@for a in $(ARCHES); do \
		$(MAKE) --no-print-directory -j$(CHECK_JOBS) ARCH=$$a check-arch || exit 1; \
	done
	@# The host-side builders and the boot harness, then the boot cases.
	@tools/run-tests --arch x86_64 --log build/check.log --dir build/boot/tests \
		autopkgtest/tests/mkinitramfs-kinit autopkgtest/tests/mkrootfs \
		autopkgtest/tests/boot-harness autopkgtest/tests/boot-report \
		tools/check-spdx tools/tests/registered packaging/tests/deb-chroot \
		$(foreach a,$(ARCHES),"tools/tests/install $(a)")
	@$(MAKE) --no-print-directory -j$(CHECK_JOBS) ARCH=x86_64 all kinit
	@# initramfs-tools' calls of our programs, beside Debian's (needs x86_64's).
	@tools/run-tests --arch x86_64 --log build/check.log --dir build/boot/tests \
		autopkgtest/tests/itools-calls \
		"autopkgtest/tests/itools-calls build/x86_64/utils/shared build/x86_64/kinit/shared"
	@$(MAKE) --no-print-directory check-kernel
	@autopkgtest/run-cases --tally build/check.log
	@$(MAKE) --no-print-directory check-deb
	@$(MAKE) --no-print-directory check-autopkgtest
	@tools/run-tests --summary build/check.log

# Side-by-side tables against the peers: the library (sizes, instruction
# counts), gzip, booting (kinit against initramfs-tools and dracut), and
# DHCP (ipconfig against Debian's).
bench: deps
	@$(MAKE) --no-print-directory ARCH=x86_64 all
	@bench/bench
	@bench/bench-gzip
	@bench/bench-boot
	@$(MAKE) --no-print-directory ARCH=x86_64 dash
	@bench/bench-dash
	@$(MAKE) --no-print-directory ARCH=x86_64 kinit
	@bench/bench-dhcp
	@# Per architecture: every port built under build/, beside Debian's klibc.
	@bench/bench-arch
	@# The patched kernel's built-in kinit against external kinit images.
	@$(MAKE) --no-print-directory kernel
	@bench/bench-kernel

# The main job: boot Debian's stock kernel with a kinit initramfs that mounts
# a real Debian 12 root (mmdebstrap, systemd-sysv) by UUID and hands over to
# systemd, then show what kinit did and how long it took.  Unpacking that
# root needs root; otherwise (or with BOOT_CASE=kinit-ext4-rw-uuid) the
# generated test root boots instead.
BOOT_CASE ?= $(if $(filter 0,$(shell id -u)),real-systemd,kinit-ext4-rw-uuid)
boot: deps
	@$(MAKE) --no-print-directory -j$(CHECK_JOBS) ARCH=x86_64 all kinit
	@autopkgtest/run-cases $(BOOT_CASE)
	@autopkgtest/boot-report build/boot/$(BOOT_CASE)/console.log build/boot-timeline.svg

# Debian packages (README, "Debian packages"): the orig tarballs, the source
# package and sbuild builds in a clean chroot, native and cross; the
# reproducibility check; a local apt repository and the install-and-boot
# test.  Chroot and sbuild runs take /tmp/heavy.lock.
DEB_OUT	?= build/deb
DEB_CROSS ?= i386 arm64 mipsel
# Other releases the amd64 build runs on, tests included, each in a chroot
# of its own (packaging/deb-chroot): Debian 13's gcc 14, dpkg 1.22 and
# util-linux 2.41, and unstable's, where Debian's build daemons build an
# upload (gcc 16, bash 5.3); the packages go to DEB_OUT/SUITE.
DEB_SUITES ?= trixie sid
# e.g. --nocheck
DEB_BUILD_FLAGS ?=
.PHONY: dist deb repro repo install-test mksh-test check-deb check-full autopkgtest check-autopkgtest
dist:
	@packaging/deb-dist $(DEB_OUT)
deb: deps
	@dsc=$$(packaging/deb-source $(DEB_OUT)) && \
	flock /tmp/heavy.lock packaging/deb-build $(DEB_BUILD_FLAGS) "$$dsc" && \
	for a in $(DEB_CROSS); do \
		flock /tmp/heavy.lock packaging/deb-build --host $$a "$$dsc" || exit 1; \
	done && \
	for s in $(DEB_SUITES); do \
		DEB_SUITE=$$s flock /tmp/heavy.lock packaging/deb-build \
			--out $(DEB_OUT)/$$s "$$dsc" || exit 1; \
	done
repro: deps
	@dsc=$$(packaging/deb-source $(DEB_OUT)) && flock /tmp/heavy.lock packaging/deb-repro "$$dsc"
repo:
	@packaging/deb-repo $(DEB_OUT)
install-test: deps
	@flock /tmp/heavy.lock packaging/deb-install-test $(DEB_OUT)/repo
# A real client: Debian's mksh built by sbuild against our libklibc-dev,
# its regression suite run on the klibc-linked mksh-static; then each
# release of DEB_SUITES' mksh against the packages built there.
mksh-test: deps
	@flock /tmp/heavy.lock packaging/deb-mksh $(DEB_OUT)/repo
	@for s in $(DEB_SUITES); do \
		DEB_SUITE=$$s flock /tmp/heavy.lock packaging/deb-mksh $(DEB_OUT)/$$s || exit 1; \
	done
# make check's package step: the amd64 build (nocheck) and lintian, then
# every path of Debian's packages in ours.
check-deb:
	@TEST_TIMEOUT=1800 tools/run-tests --arch x86_64 --log build/check.log \
		--dir build/deb/check "packaging/deb-check build/deb/check"
	@# Reads the packages deb-check built: after it, not beside it.
	@tools/run-tests --arch x86_64 --log build/check.log \
		--dir build/deb/check "packaging/deb-peer-paths build/deb/check"
# The packages' autopkgtests as Debian's CI runs them: each test in a clean
# testbed (autopkgtest-virt-unshare, a bookworm tarball from mmdebstrap),
# nothing installed here.  The klibc packages are make check-deb's, the
# kernel's make kernel-deb's; either is built first when missing.
AUTOPKGTEST ?= klibc kernel
DEB_VERSION = $(shell dpkg-parsechangelog -l debian/changelog -S Version)
autopkgtest: deps
	@[ -f build/deb/check/klibc_$(DEB_VERSION)_$(shell dpkg --print-architecture).changes ] || \
		packaging/deb-check build/deb/check > /dev/null
	@$(if $(filter kernel,$(AUTOPKGTEST)),ls build/kernel-deb/linux-image-*-kinit_*.deb >/dev/null 2>&1 || \
		$(MAKE) --no-print-directory kernel-deb)
	@packaging/autopkgtest-run $(AUTOPKGTEST)
# make check's part: the klibc source package's tests (the kernel package
# is built by make check-full only: it compiles the kernel once more).
check-autopkgtest:
	@TEST_TIMEOUT=3600 tools/run-tests --arch x86_64 --log build/check.log \
		--dir build/autopkgtest "packaging/autopkgtest-run klibc"
# make check, then what CI leaves out: make check under CHECK_FULL=1 (every
# table of every build on every architecture, the FULL=yes boot cases),
# then check-extra.
check-full: export CHECK_FULL := 1
check-full: check
	@$(MAKE) --no-print-directory check-extra
# What make check-full adds to make check, on its own (after a make check,
# such as CI's, it is the rest of check-full but what CHECK_FULL adds to it;
# it appends to make check's build/check.log and sums it up): init/ in
# other configurations and the other architectures' kernels
# (kernel-patches/kernel.mk), the cross builds, the reproducibility check,
# the install test, the mksh build, the kernel packages of every
# architecture, the kernel package's autopkgtests and initramfs-tools'
# own with our klibc-utils, Debian 12's and Debian 13's, and ours on a
# Debian 13 testbed.
.PHONY: check-extra
check-extra: deps
	@mkdir -p build
	@$(MAKE) --no-print-directory check-kernel-full check-kernel-arches
	@$(MAKE) --no-print-directory deb repro repo install-test mksh-test
	@$(MAKE) --no-print-directory check-kernel-deb
	@# The klibc packages tested are make deb's (above), not make check's.
	@TEST_TIMEOUT=3600 tools/run-tests --arch x86_64 --log build/check.log \
		--dir build/autopkgtest "packaging/autopkgtest-run --klibc $(DEB_OUT) kernel"
	@TEST_TIMEOUT=3600 tools/run-tests --arch x86_64 --log build/check.log \
		--dir build/autopkgtest "packaging/autopkgtest-run --klibc $(DEB_OUT) itools"
	@TEST_TIMEOUT=3600 tools/run-tests --arch x86_64 --log build/check.log \
		--dir build/autopkgtest "packaging/autopkgtest-run --klibc $(DEB_OUT) --suite trixie klibc itools"
	@# unstable: our packages built there (make deb); its initramfs-tools
	@# source is not in the archive here, its binaries are (boot's itools case)
	@TEST_TIMEOUT=3600 tools/run-tests --arch x86_64 --log build/check.log \
		--dir build/autopkgtest "packaging/autopkgtest-run --suite sid --klibc $(DEB_OUT)/sid klibc"
	@tools/run-tests --summary build/check.log

clean:
	rm -rf build
