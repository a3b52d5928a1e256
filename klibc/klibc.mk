# SPDX-License-Identifier: MIT
# klibc/klibc.mk: builds the C library for $(ARCH) into $(O)/klibc.

KLIBC_MCONFIG := klibc/arch/$(ARCH)/MCONFIG
ifeq ($(wildcard $(KLIBC_MCONFIG)),)
$(error ARCH=$(ARCH) is not supported: no $(KLIBC_MCONFIG))
endif
KLIBC_SOCKETCALL := n
KLIBC_SHARED_ARCHLDFLAGS :=
KLIBC_EMU_ENV :=
# KLIBC_PORT: whose files (klibc/arch/<port>/, klibc/include/arch/<port>/)
# this architecture builds; a variant's MCONFIG (armel) names another port.
KLIBC_PORT := $(ARCH)
include $(KLIBC_MCONFIG)
KLIBC_ARCHDIR := klibc/arch/$(KLIBC_PORT)

CROSS	:= $(KLIBC_TRIPLET)-
CC	:= $(CROSS)gcc
AR	:= $(CROSS)ar
NM	:= $(CROSS)nm
STRIP	:= $(CROSS)strip
OBJCOPY	:= $(CROSS)objcopy

K	:= $(O)/klibc
KHDR	:= $(O)/kernel-headers
GCCINC	:= $(shell $(CC) -print-file-name=include 2>/dev/null)
LIBGCC	:= $(shell $(CC) $(KLIBC_ARCHFLAGS) -print-libgcc-file-name 2>/dev/null)

# Where the kernel's user-space headers for this architecture live.
KHDR_SRC := $(firstword $(wildcard /usr/$(KLIBC_TRIPLET)/include/asm) \
		$(wildcard /usr/include/$(KLIBC_TRIPLET)/asm))

KLIBC_INCLUDES = -nostdinc -I klibc/include/arch/$(KLIBC_PORT) -I klibc/include \
	-isystem $(KHDR) -isystem $(GCCINC)
KLIBC_OPTFLAGS := -Os -fomit-frame-pointer
KLIBC_DEFS := -D__KLIBC__=2 -D__KLIBC_MINOR__=1 -D_BITSIZE=$(KLIBC_BITS)
KLIBC_CFLAGS = -std=gnu11 $(KLIBC_ARCHFLAGS) $(KLIBC_OPTFLAGS) $(KLIBC_DEFS) \
	-fno-pie -fno-pic -fno-stack-protector -fno-common \
	-fno-asynchronous-unwind-tables -fno-unwind-tables \
	-ffunction-sections -fdata-sections -fno-strict-aliasing \
	-ffile-prefix-map=$(CURDIR)/= \
	-W -Wall -Wno-sign-compare -Wno-unused-parameter \
	$(KLIBC_INCLUDES)
# The library's own string functions must not be turned into calls to themselves.
KLIBC_LIBFLAGS := -fno-tree-loop-distribute-patterns -fno-builtin -I klibc/init \
	-D__KLIBC_NO_PRINTF_LITE

# Linking programs: small static binaries with no page padding.  No RELRO:
# no loader would protect it, and aligning its end pads the file to the
# maximum page size (64K on arm64 and ppc64).  A common page size of 64
# bytes: ld otherwise pads the file to a page boundary before the data to
# save a page of memory, which never pays in an initramfs, where the file
# itself is in memory.
KLIBC_LDFLAGS = $(KLIBC_ARCHFLAGS) -nostdlib -no-pie -Wl,--build-id=none \
	-Wl,-z,noseparate-code -Wl,-z,noexecstack -Wl,-z,norelro \
	-Wl,--hash-style=gnu -Wl,-z,common-page-size=64
KLIBC_STATIC_LDFLAGS = $(KLIBC_LDFLAGS) -static -Wl,--gc-sections
KLIBC_SHARED_LDFLAGS = $(KLIBC_LDFLAGS) $(KLIBC_SHARED_ARCHLDFLAGS) -Wl,-e,main

# Sources: one function per file under klibc/<area>/; an architecture's own
# file of the same name replaces the generic one, then one in arch/bits<N>/,
# then a generated system call stub.  klibc/tools/ holds the build's scripts
# (gensyscalls, mkklcc, ...) and protocheck.c, none of them library code.
KLIBC_GENERIC := $(filter-out klibc/arch/% klibc/tests/% klibc/tools/%,$(wildcard klibc/*/*.c))
# KLIBC_HELPERS in a port's MCONFIG names a folder of klibc/arch/ whose
# files count as the port's own (libgcc32: compiler-support routines in
# place of libgcc's); a file of the port's folder wins over one there.
KLIBC_HELPERSRC := $(if $(KLIBC_HELPERS),$(filter-out $(addprefix \
	klibc/arch/$(KLIBC_HELPERS)/,$(notdir $(wildcard $(KLIBC_ARCHDIR)/*.c))),\
	$(wildcard klibc/arch/$(KLIBC_HELPERS)/*.c)))
KLIBC_ARCHSRC := $(filter-out %/crt0.S,$(wildcard $(KLIBC_ARCHDIR)/*.c $(KLIBC_ARCHDIR)/*.S)) \
	$(KLIBC_HELPERSRC)
KLIBC_BITSSRC := $(wildcard klibc/arch/bits$(KLIBC_BITS)/*.c)

-include $(K)/syscalls/syscalls.mk

klibc_name = $(basename $(notdir $(1)))
KLIBC_ARCHNAMES := $(call klibc_name,$(KLIBC_ARCHSRC))
KLIBC_BITSNAMES := $(filter-out $(KLIBC_ARCHNAMES),$(call klibc_name,$(KLIBC_BITSSRC)))
KLIBC_STUBNAMES := $(filter-out $(KLIBC_ARCHNAMES) $(KLIBC_BITSNAMES),$(KLIBC_SYSCALLS))
KLIBC_GENNAMES  := $(filter-out $(KLIBC_ARCHNAMES) $(KLIBC_BITSNAMES) $(KLIBC_STUBNAMES) libc_init,\
			$(call klibc_name,$(KLIBC_GENERIC)))

KLIBC_DUPS := $(shell printf '%s\n' $(call klibc_name,$(KLIBC_GENERIC)) | sort | uniq -d)
ifneq ($(KLIBC_DUPS),)
$(error two generic library files share a name (one object per name): $(KLIBC_DUPS))
endif

KLIBC_OBJS := $(addprefix $(K)/obj/,$(addsuffix .o,$(KLIBC_ARCHNAMES) $(KLIBC_BITSNAMES) \
		$(KLIBC_STUBNAMES) $(KLIBC_GENNAMES)))

# Areas in libc.a only, kept out of the shared library to keep it small:
# rarely used and large.  Programs linked against the shared library take
# them from libc.a (klcc and the test rules name it after libc.so, whose
# symbols then satisfy everything else those objects need).  gz: the gz*
# file functions; zextra: zlib's advanced calls (inflateBack, the copies,
# the gzip header fields, ...), which reach into the zlib area's state.
KLIBC_STATIC_AREAS := gz zextra
KLIBC_STATIC_ONLY := $(addprefix $(K)/obj/,$(addsuffix .o,$(call klibc_name,\
		$(wildcard $(addprefix klibc/,$(addsuffix /*.c,$(KLIBC_STATIC_AREAS)))))))
# __printf_lite (<stdio.h> calls it for simple formats) only saves size
# where the formatter is not linked anyway: in the shared library the name
# is printf's (klibc/stdio/printf.c).
KLIBC_STATIC_ONLY += $(K)/obj/__printf_lite.o
KLIBC_SHARED_OBJS := $(filter-out $(KLIBC_STATIC_ONLY),$(KLIBC_OBJS))

$(KHDR)/.stamp:
	@test -n "$(KHDR_SRC)" || { echo "klibc: no kernel headers for $(KLIBC_TRIPLET): run tools/install-deps" >&2; exit 1; }
	@mkdir -p $(KHDR)
	@ln -sfn $(KHDR_SRC) $(KHDR)/asm
	@ln -sfn $(firstword $(wildcard /usr/$(KLIBC_TRIPLET)/include/linux) /usr/include/linux) $(KHDR)/linux
	@ln -sfn $(firstword $(wildcard /usr/$(KLIBC_TRIPLET)/include/asm-generic) /usr/include/asm-generic) $(KHDR)/asm-generic
	@touch $@

$(K)/syscalls/syscalls.mk: klibc/SYSCALLS.def klibc/tools/gensyscalls $(KLIBC_MCONFIG)
	@mkdir -p $(K)/syscalls
	@klibc/tools/gensyscalls $(KLIBC_PORT) $(KLIBC_BITS) $(KLIBC_SOCKETCALL) $< $(K)/syscalls

# What every object depends on besides its source.  The headers each object
# includes are recorded by the compiler (-MMD, the .d files included below);
# naming all of klibc/include here as well made make itself spend minutes
# per fresh architecture walking 600 objects x 105 headers again and again
# while a -j build ran.
KLIBC_DEPS = $(KHDR)/.stamp $(KLIBC_MCONFIG)

define klibc_obj_rule
$(K)/obj/$(1).o: $(2) $$(KLIBC_DEPS)
	@mkdir -p $$(@D)
	@echo "  CC      $$@"
	@$$(CC) $$(KLIBC_CFLAGS) $$(KLIBC_LIBFLAGS) -I $$(KLIBC_ARCHDIR) -MMD -MP -c -o $$@ $$<
endef
$(foreach n,$(KLIBC_ARCHNAMES),$(eval $(call klibc_obj_rule,$(n),$(filter %/$(n).c %/$(n).S,$(KLIBC_ARCHSRC)))))
$(foreach n,$(KLIBC_BITSNAMES),$(eval $(call klibc_obj_rule,$(n),klibc/arch/bits$(KLIBC_BITS)/$(n).c)))
$(foreach n,$(KLIBC_STUBNAMES),$(eval $(call klibc_obj_rule,$(n),$(K)/syscalls/$(n).S)))
$(foreach n,$(KLIBC_GENNAMES),$(eval $(call klibc_obj_rule,$(n),$(filter %/$(n).c,$(KLIBC_GENERIC)))))

$(K)/crt0.o: $(KLIBC_ARCHDIR)/crt0.S $(KLIBC_DEPS)
	@mkdir -p $(@D)
	@$(CC) $(KLIBC_CFLAGS) -c -o $@ $<

$(K)/obj/libc_init.o: klibc/init/libc_init.c $(KLIBC_DEPS)
	@mkdir -p $(@D)
	@$(CC) $(KLIBC_CFLAGS) $(KLIBC_LIBFLAGS) -c -o $@ $<

$(K)/shobj/libc_init.o: klibc/init/libc_init.c $(KLIBC_DEPS)
	@mkdir -p $(@D)
	@$(CC) $(KLIBC_CFLAGS) $(KLIBC_LIBFLAGS) -DSHARED -c -o $@ $<

$(K)/libc.a: $(KLIBC_OBJS) $(K)/obj/libc_init.o
	@echo "  AR      $@"
	@rm -f $@
	@$(AR) rcsD $@ $(sort $^)

# The shared library: every object linked once at a fixed address, so it
# needs no run-time relocation; it is the ELF interpreter of the programs
# linked against it, and its name carries a hash of its interface.
$(K)/libc.so: $(KLIBC_SHARED_OBJS) $(K)/shobj/libc_init.o $(K)/crt0.o
	@echo "  LD      $@"
	@$(CC) $(KLIBC_LDFLAGS) -static -Wl,-Ttext-segment=$(KLIBC_SHARED_ADDR) \
		-Wl,-e,_start -o $@ $(K)/crt0.o $(sort $(KLIBC_SHARED_OBJS) $(K)/shobj/libc_init.o) $(LIBGCC)

$(K)/soname: $(K)/libc.so klibc/tools/klibc-soname
	@klibc/tools/klibc-soname $(NM) $< > $@.$$$$ && mv $@.$$$$ $@

$(K)/lib.stamp: $(K)/soname
	@rm -f $(K)/klibc-*.so
	@$(STRIP) --strip-all -R .comment -o $(K)/$$(cat $<) $(K)/libc.so
	@touch $@

# interp.o names the installed library ($(shlibdir)/klibc-<hash>.so),
# interp-tree.o the one in build/.
$(K)/interp.o: $(K)/soname klibc/klibc.mk
	@printf '\t.section .interp,"a"\n\t.string "%s/%s"\n' $(shlibdir) $$(cat $<) > $(K)/interp.S
	@$(CC) $(KLIBC_ARCHFLAGS) -c -o $@ $(K)/interp.S
$(K)/interp-tree.o: $(K)/soname
	@printf '\t.section .interp,"a"\n\t.string "%s/%s"\n' $(abspath $(K)) $$(cat $<) > $(K)/interp-tree.S
	@$(CC) $(KLIBC_ARCHFLAGS) -c -o $@ $(K)/interp-tree.S

# Compile-time check: every stub's prototype agrees with the public headers.
$(K)/protocheck.o: $(K)/syscalls/syscalls.mk klibc/tools/protocheck.c $(KLIBC_DEPS)
	@$(CC) $(KLIBC_CFLAGS) -Werror -I $(K)/syscalls -c -o $@ klibc/tools/protocheck.c

# klcc: in-tree (for building the project's programs) and installed.  The
# values are also what klcc -print-klibc-KEY prints.
KLCC_CONF = CC="$(CC)" CROSS="$(CROSS)" ARCH="$(KLIBC_PORT)" BITSIZE="$(KLIBC_BITS)" \
	VERSION="$$(cat VERSION)" REQFLAGS="$(KLIBC_ARCHFLAGS) $(KLIBC_DEFS)" \
	OPTFLAGS="$(KLIBC_OPTFLAGS)" LDFLAGS="$(KLIBC_LDFLAGS)" \
	SHLDFLAGS="$(KLIBC_SHARED_ARCHLDFLAGS)"
$(O)/bin/klcc: klibc/klcc.in $(K)/soname $(KLIBC_MCONFIG) klibc/klibc.mk VERSION klibc/tools/mkklcc
	@mkdir -p $(@D)
	@klibc/tools/mkklcc $< $(KLCC_CONF) \
		INCDIRS="$(abspath klibc/include/arch/$(KLIBC_PORT)) $(abspath klibc/include)" \
		KHDR="$(abspath $(KHDR))" PREFIX="$(abspath $(K))" BINDIR="$(abspath $(O))/bin" \
		LIBDIR="$(abspath $(K))" INTERP="$(abspath $(K))/interp-tree.o" > $@.tmp
	@chmod 755 $@.tmp && mv $@.tmp $@
$(K)/klcc.installed: klibc/klcc.in $(K)/soname $(KLIBC_MCONFIG) klibc/klibc.mk VERSION klibc/tools/mkklcc
	@klibc/tools/mkklcc $< $(KLCC_CONF) \
		INCDIRS="$(prefix)/lib/klibc/include" KHDR= PREFIX="$(prefix)/lib/klibc" \
		BINDIR="$(prefix)/lib/klibc/bin" LIBDIR="$(prefix)/lib/klibc/lib" \
		INTERP="$(prefix)/lib/klibc/lib/interp.o" > $@.tmp
	@chmod 755 $@.tmp && mv $@.tmp $@

# The recipe of every program built with klcc (the utilities, gzip, kinit
# and its stages, sh): $(call klcc_compile,FLAGS) compiles $< with FLAGS
# (a part's flags start from PROG_CFLAGS); $(call klcc_link,FLAGS) links
# the objects and archives among the prerequisites (the library's own
# outputs aside: klcc adds those), shared when the target is in a shared/
# folder and static otherwise.
KLCC := $(O)/bin/klcc
PROG_CFLAGS := -Os -W -Wall -Wno-sign-compare -Wno-unused-parameter \
	-ffile-prefix-map=$(CURDIR)/=
klcc_compile = @mkdir -p $(@D) && echo "  CC      $@" && \
	$(KLCC) $(1) -MMD -MP -c -o $@ $<
klcc_link = @mkdir -p $(@D) && $(KLCC) $(if $(findstring /shared/,$@),-shared) $(1) \
	-o $@ $(filter-out $(K)/%,$(filter %.o %.a,$^))

# Dependencies on area-local headers, recorded by the compiler.
-include $(wildcard $(K)/obj/*.d $(K)/shobj/*.d)

KLIBC_OUTPUTS = $(K)/libc.a $(K)/crt0.o $(K)/lib.stamp $(K)/interp.o \
	$(K)/interp-tree.o $(K)/protocheck.o $(O)/bin/klcc $(K)/klcc.installed

# make install: Debian's libklibc and libklibc-dev layout.
install: all
	@klibc/tools/install-klibc "$(DESTDIR)" "$(prefix)" "$(KLIBC_PORT)" "$(O)" "$(KLIBC_MULTIARCH)" "$(shlibdir)"
