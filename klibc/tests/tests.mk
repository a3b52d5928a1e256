# SPDX-License-Identifier: MIT
# klibc/tests/tests.mk: every klibc/tests/<name>.c is a test program, built
# static and shared, run by tools/run-tests.

KLIBC_TESTSRC := $(wildcard klibc/tests/*.c)
KLIBC_TESTS := $(basename $(notdir $(KLIBC_TESTSRC)))
TESTBIN_STATIC := $(addprefix $(O)/tests/static/,$(KLIBC_TESTS))
TESTBIN_SHARED := $(addprefix $(O)/tests/shared/,$(KLIBC_TESTS))
TEST_CFLAGS = $(filter-out -ffile-prefix-map=%,$(KLIBC_CFLAGS)) -I klibc/tests -Wno-format-truncation -Wno-stringop-truncation

$(O)/tests/obj/%.o: klibc/tests/%.c klibc/tests/tap.h $(KLIBC_DEPS)
	@mkdir -p $(@D)
	@$(CC) $(TEST_CFLAGS) -MMD -MP -c -o $@ $<

$(O)/tests/static/%: $(O)/tests/obj/%.o $(K)/libc.a $(K)/crt0.o
	@mkdir -p $(@D)
	@$(CC) $(KLIBC_STATIC_LDFLAGS) -o $@ $(K)/crt0.o $< \
		-Wl,--start-group $(K)/libc.a $(LIBGCC) -Wl,--end-group

$(O)/tests/shared/%: $(O)/tests/obj/%.o $(K)/lib.stamp $(K)/interp-tree.o $(K)/libc.a
	@mkdir -p $(@D)
	@$(CC) $(KLIBC_SHARED_LDFLAGS) -o $@ $(K)/interp-tree.o $< -Wl,-R,$(K)/libc.so $(K)/libc.a $(LIBGCC)

# The builds of the programs (utilities, gzip, sh) whose table tests run.
# Under an emulator every command of a table starts the emulator again
# (the utilities' table alone takes over three minutes per build), so make
# check runs the static build there and says so; the library's own tests
# still run both static and shared, and CHECK_FULL=1 (make check-full)
# runs the shared programs' tables too.
CHECK_VARIANTS = $(if $(and $(KLIBC_EMU),$(if $(CHECK_FULL),,y)),static,static shared)
# check-arch's note of what it left out, counted as skips.
define check-left-out
$(if $(filter shared,$(CHECK_VARIANTS)),,@echo "$(ARCH)     $(1) of the shared build: skipped under emulation (make check-full runs them)"; \
	echo "RESULT 0 0 $(2) $(ARCH)/shared-build $(1)" >> build/check.log)
endef

# The tests of one architecture; the results go to build/check.log.  The
# long tables come first, so that the short programs run beside them
# rather than leaving them to run alone at the end.
check-arch: all $(TESTBIN_STATIC) $(TESTBIN_SHARED)
	@KLIBC_EMU="$(KLIBC_EMU)" $(KLIBC_EMU_ENV) tools/run-tests --arch $(ARCH) --log build/check.log \
		--dir $(O)/tests \
		$(foreach v,$(CHECK_VARIANTS),"utils/tests/run $(O)/utils/$(v)") \
		$(foreach v,$(CHECK_VARIANTS),"gzip/tests/run $(O)/gzip/$(v)/gzip") \
		"utils/fuzz/run $(ARCH)" "gzip/fuzz/run $(ARCH)" \
		"tools/check-porting $(KLIBC_PORT)" "tools/tests/klcc $(ARCH)" \
		$(TESTBIN_STATIC) $(TESTBIN_SHARED)
	$(call check-left-out,the utilities' and gzip's tables,2)
-include $(wildcard $(O)/tests/obj/*.d)
