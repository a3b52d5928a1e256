# SPDX-License-Identifier: MIT
# lib/lib.mk: the programs' shared library, for $(ARCH).
#
# lib/*.c is libprog.a: what the utilities, kinit's programs and gzip
# share (lib/utils.h): the program's name and usage text, one way to
# report an error (`prog: message[: strerror]', warn_msg, die, ...),
# numbers, paths, mount options, the newc cpio reader.  Built with klcc
# like the programs; kinit's messages to the kernel log stay with kinit
# (kmsg).

LO	:= $(O)/lib
LIB_CFLAGS := $(PROG_CFLAGS) -Wno-format-truncation -I lib
LIB_SRC := $(wildcard lib/*.c)
LIB_OBJ := $(patsubst lib/%.c,$(LO)/obj/%.o,$(LIB_SRC))
LIBPROG := $(LO)/libprog.a

$(LO)/obj/%.o: lib/%.c $(KLIBC_OUTPUTS)
	$(call klcc_compile,$(LIB_CFLAGS))

$(LIBPROG): $(LIB_OBJ)
	@rm -f $@
	@$(AR) rcsD $@ $(sort $^)

-include $(wildcard $(LO)/obj/*.d)
