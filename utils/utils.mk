# SPDX-License-Identifier: MIT
# utils/utils.mk: the initramfs utilities (utils/<name>.c), for $(ARCH).
#
# Every utils/<name>.c is one program, built static and shared with klcc
# into $(UO)/static and $(UO)/shared, linked with lib/ (lib/lib.mk).  halt is also installed as poweroff and reboot (hard
# links: the program looks at its name).  `make check' runs
# utils/tests/run on both builds and a short fuzz run of the cpio reader.

UO	:= $(O)/utils
UTILS_CFLAGS := $(PROG_CFLAGS) -Wno-format-truncation -I lib

UTILS_PROGS  := $(basename $(notdir $(wildcard utils/*.c)))
UTILS_ALIASES := poweroff reboot
UTILS_NAMES  := $(UTILS_PROGS) $(UTILS_ALIASES)
UTILS_OBJ    := $(addprefix $(UO)/obj/,$(addsuffix .o,$(UTILS_PROGS)))
UTILS_STATIC := $(addprefix $(UO)/static/,$(UTILS_NAMES))
UTILS_SHARED := $(addprefix $(UO)/shared/,$(UTILS_NAMES))

$(UO)/obj/%.o: utils/%.c $(KLIBC_OUTPUTS)
	$(call klcc_compile,$(UTILS_CFLAGS))

$(UO)/static/%: $(UO)/obj/%.o $(LIBPROG)
	$(call klcc_link)
$(UO)/shared/%: $(UO)/obj/%.o $(LIBPROG)
	$(call klcc_link)

# One program under three names.
$(addprefix $(UO)/static/,$(UTILS_ALIASES)): $(UO)/static/halt
	@ln -f $< $@
$(addprefix $(UO)/shared/,$(UTILS_ALIASES)): $(UO)/shared/halt
	@ln -f $< $@

-include $(wildcard $(UO)/obj/*.d)

UTILS_OUTPUTS := $(UTILS_STATIC) $(UTILS_SHARED)

.PHONY: utils
utils: $(UTILS_OUTPUTS)

# make check: the utilities' table on each build, the cpio reader's fuzz run.
$(call check_tables,CHECK_LONG,utils/tests/run $(UO)/%)
CHECK_LONG += "utils/fuzz/run $(ARCH)"
