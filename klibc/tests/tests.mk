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

$(O)/tests/shared/%: $(O)/tests/obj/%.o $(K)/lib.stamp $(K)/interp-tree.o
	@mkdir -p $(@D)
	@$(CC) $(KLIBC_SHARED_LDFLAGS) -o $@ $(K)/interp-tree.o $< -Wl,-R,$(K)/libc.so $(LIBGCC)

# The tests of one architecture; the results go to build/check.log.
check-arch: all $(TESTBIN_STATIC) $(TESTBIN_SHARED)
	@KLIBC_EMU="$(KLIBC_EMU)" $(KLIBC_EMU_ENV) tools/run-tests --arch $(ARCH) --log build/check.log \
		--dir $(O)/tests $(TESTBIN_STATIC) $(TESTBIN_SHARED) \
		"tools/check-porting $(KLIBC_PORT)" "tools/tests/klcc $(ARCH)" \
		"utils/tests/run $(O)/utils/static" "utils/tests/run $(O)/utils/shared" \
		"utils/fuzz/run $(ARCH)" \
		"gzip/tests/run $(O)/gzip/static/gzip" "gzip/tests/run $(O)/gzip/shared/gzip" \
		"gzip/fuzz/run $(ARCH)"
-include $(wildcard $(O)/tests/obj/*.d)
