# SPDX-License-Identifier: MIT
# kinit/kinit.mk: kinit and its stages as programs, for $(ARCH).
#
# Every kinit/<stage>/*.c except main.c goes into libkinit.a; a stage with
# a main.c is also a standalone program of that name (run-init, fstype,
# ...), and kinit/kinit.c is kinit itself.  Programs are built static and
# shared with klcc; kinit/tests/*.c are test programs linked with
# libkinit.a and run by `make check'.

KO	:= $(O)/kinit
# -Oz: kinit's code runs once a boot, so bytes count more than cycles (about
# 1.7 KB less than -Os on x86_64).
KINIT_CFLAGS := $(filter-out -Os,$(PROG_CFLAGS)) -Oz -Wno-format-truncation -I kinit/include -I lib \
	-DKINIT_VERSION='"$(shell cat VERSION)"'

KINIT_LIBSRC := $(filter-out %/main.c kinit/tests/% kinit/fuzz/%,$(wildcard kinit/*/*.c))
KINIT_LIBOBJ := $(patsubst kinit/%.c,$(KO)/obj/%.o,$(KINIT_LIBSRC))
KINIT_PROGS  := kinit $(patsubst kinit/%/main.c,%,$(wildcard kinit/*/main.c))
KINIT_STATIC := $(addprefix $(KO)/static/,$(KINIT_PROGS))
KINIT_SHARED := $(addprefix $(KO)/shared/,$(KINIT_PROGS))
KINIT_TESTSRC := $(wildcard kinit/tests/*.c)
KINIT_TESTS := $(patsubst kinit/tests/%.c,$(KO)/tests/%,$(KINIT_TESTSRC))

$(KO)/obj/%.o: kinit/%.c $(KLIBC_OUTPUTS)
	$(call klcc_compile,$(KINIT_CFLAGS))

# The version stage carries the VERSION file's text (kinit/version/).
$(KO)/obj/version/version.o: VERSION

$(KO)/libkinit.a: $(KINIT_LIBOBJ)
	@rm -f $@
	@$(AR) rcsD $@ $(sort $^)

# Code shared with the utilities (mount options, messages, ...) comes from lib/.
KINIT_LIBS := $(KO)/libkinit.a $(LIBPROG)

$(KO)/static/kinit $(KO)/shared/kinit: $(KO)/obj/kinit.o $(KINIT_LIBS)
	$(call klcc_link)
$(KO)/static/%: $(KO)/obj/%/main.o $(KINIT_LIBS)
	$(call klcc_link)
$(KO)/shared/%: $(KO)/obj/%/main.o $(KINIT_LIBS)
	$(call klcc_link)
$(KO)/tests/%: $(KO)/obj/tests/%.o $(KINIT_LIBS)
	$(call klcc_link)

-include $(wildcard $(KO)/obj/*.d $(KO)/obj/*/*.d)

KINIT_OUTPUTS := $(KINIT_STATIC) $(KINIT_SHARED)

.PHONY: kinit
kinit: $(KINIT_OUTPUTS)

# Sample filesystem images for the probe tests, the same for every arch.
FSIMAGES := build/fsimages
$(FSIMAGES)/list: kinit/mkfsimages-test
	@kinit/mkfsimages-test $(FSIMAGES)

# md member images for the md test, written by the host-side tool.
MDIMAGES := build/mdimages
$(MDIMAGES)/list: autopkgtest/mkmdimage
	@rm -rf $(MDIMAGES) && mkdir -p $(MDIMAGES) && cd $(MDIMAGES) && \
	head -c 1048576 /dev/zero > data && M=$(CURDIR)/autopkgtest/mkmdimage && \
	$$M --level 1 --metadata 1.2 -o r12 data >> list && \
	$$M --level 1 --metadata 1.2 -o r12short --truncate-member 1:1M data >> list && \
	$$M --level 1 --metadata 0.90 --number 3 -o r09 data >> list && \
	$$M --level 1 --metadata 0.90 -o r09short --truncate-member 0:900K data >> list && \
	$$M --level 0 -o r0 data >> list

# make check: every kinit/tests/NAME.c, with the arguments kinit_test_args.NAME
# gives it; on the host's own architecture also the fuzz runs of kinit's
# parsers (kinit/fuzz/fuzz-NAME.c) and the scripts that run the standalone
# programs against the host's peers.
kinit_test_args.md := $(CURDIR)/$(MDIMAGES)
kinit_test_args.initrd := $(CURDIR)/$(FSIMAGES)
kinit_test_args.fsprobe := $(CURDIR)/$(FSIMAGES) $(CURDIR)/kinit/fuzz/regress
kinit_test_args.partition := $(CURDIR)/$(FSIMAGES)
kinit_test_args.run-init := $(CURDIR)/$(KO)/static/run-init
CHECK_PROGS += $(foreach t,$(KINIT_TESTS),"$(strip $(t) $(kinit_test_args.$(notdir $(t))))")
CHECK_DEPS += $(KINIT_TESTS) $(FSIMAGES)/list $(MDIMAGES)/list \
	$(KO)/static/run-init $(KO)/static/ipconfig $(KO)/static/nfsmount
ifeq ($(ARCH),$(HOSTARCH))
CHECK_LONG += "kinit/fuzz/run 20 probe" "kinit/fuzz/run 10 dhcp ra dhcp6" \
	"kinit/fuzz/run 10 cmdline" "kinit/fuzz/run 10 rpc md lvm"
# The standalone ipconfig and Debian's, side by side in a network namespace.
CHECK_LONG += "kinit/tests/ipconfig-netns $(CURDIR)/$(KO)/static/ipconfig"
# run-init -n with a tmpfs as / and a new root in it, as initramfs-tools calls it.
CHECK_PROGS += "kinit/tests/run-init-chroot.sh $(CURDIR)/$(KO)/static/run-init"
# nfsmount's RPC client against nfs-ganesha on a private loopback (dry run).
CHECK_PROGS += "kinit/tests/nfs-ganesha.sh $(CURDIR)/$(KO)/static/nfsmount"
endif
