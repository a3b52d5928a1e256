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

# make check: every test program, static and shared (under an emulator
# too: they are short); the porting list and klcc; on x86_64, each of
# Debian's headers against ours (what a program including it alone sees)
# and klibc's own test programs built on ours beside Debian's.
CHECK_PROGS += "klibc/tests/check-porting $(KLIBC_PORT)" "klibc/tests/klcc $(ARCH)" \
	$(if $(filter x86_64,$(ARCH)),"klibc/tests/debian-headers $(ARCH)" \
		"klibc/tests/debian-klibc-tests $(ARCH)") \
	$(TESTBIN_STATIC) $(TESTBIN_SHARED)
CHECK_DEPS += $(TESTBIN_STATIC) $(TESTBIN_SHARED)
-include $(wildcard $(O)/tests/obj/*.d)
