# SPDX-License-Identifier: MIT
# gzip/gzip.mk: gzip, gunzip and zcat for $(ARCH), on the library's
# deflate and inflate (klibc/zlib/).
#
# gzip/*.c is one program (gzip.c: options and main; io.c, compress.c,
# decompress.c, list.c, files.c: see gzip.h), built static and shared with
# klcc into $(GZO)/static and $(GZO)/shared; gunzip and zcat are hard
# links to it (it looks at its name).  `make check' runs gzip/tests/run on both
# builds and a short fuzz run of inflate (gzip/fuzz/run); `make fuzz'
# runs the fuzzer longer.

GZO	:= $(O)/gzip
GZIP_NAMES  := gzip gunzip zcat
GZIP_STATIC := $(addprefix $(GZO)/static/,$(GZIP_NAMES))
GZIP_SHARED := $(addprefix $(GZO)/shared/,$(GZIP_NAMES))

GZIP_OBJ := $(patsubst gzip/%.c,$(GZO)/obj/%.o,$(sort $(wildcard gzip/*.c)))

$(GZO)/obj/%.o: gzip/%.c $(KLIBC_OUTPUTS)
	$(call klcc_compile,$(PROG_CFLAGS) -I lib)

$(GZO)/static/gzip: $(GZIP_OBJ) $(LIBPROG) $(K)/libc.a
	$(call klcc_link)
$(GZO)/shared/gzip: $(GZIP_OBJ) $(LIBPROG) $(K)/lib.stamp
	$(call klcc_link)

# One program under three names.
$(GZO)/static/gunzip $(GZO)/static/zcat: $(GZO)/static/gzip
	@ln -f $< $@
$(GZO)/shared/gunzip $(GZO)/shared/zcat: $(GZO)/shared/gzip
	@ln -f $< $@

-include $(wildcard $(GZO)/obj/*.d)

GZIP_OUTPUTS := $(GZIP_STATIC) $(GZIP_SHARED)

# make check: gzip's table on each build, inflate's fuzz run.
$(call check_tables,CHECK_LONG,gzip/tests/run $(GZO)/%/gzip)
CHECK_LONG += "gzip/fuzz/run $(ARCH)"

.PHONY: gzip fuzz-gzip
gzip: $(GZIP_OUTPUTS)

# A longer fuzz run of inflate than make check's (FUZZ_SECONDS, default 600).
fuzz-gzip:
	@gzip/fuzz/run $(HOSTARCH) $${FUZZ_SECONDS:-600}
.PHONY: fuzz
fuzz: fuzz-gzip
