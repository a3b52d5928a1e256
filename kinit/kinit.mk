# SPDX-License-Identifier: MIT
# kinit/kinit.mk: kinit and its stages as programs, for $(ARCH).
#
# Every kinit/<stage>/*.c except main.c goes into libkinit.a; a stage with
# a main.c is also a standalone program of that name (run-init, fstype,
# ...), and kinit/kinit.c is kinit itself.  Programs are built static and
# shared with klcc; kinit/tests/*.c are test programs linked with
# libkinit.a and run by `make check'.

KO	:= $(O)/kinit
KLCC	:= $(O)/bin/klcc
KINIT_CFLAGS := -Os -W -Wall -Wno-sign-compare -Wno-unused-parameter -Wno-format-truncation \
	-ffile-prefix-map=$(CURDIR)/= -I kinit/include -I utils/lib \
	-DKINIT_VERSION='"$(shell cat VERSION)"'

KINIT_LIBSRC := $(filter-out %/main.c kinit/tests/% kinit/fuzz/%,$(wildcard kinit/*/*.c))
KINIT_LIBOBJ := $(patsubst kinit/%.c,$(KO)/obj/%.o,$(KINIT_LIBSRC))
KINIT_PROGS  := kinit $(patsubst kinit/%/main.c,%,$(wildcard kinit/*/main.c))
KINIT_STATIC := $(addprefix $(KO)/static/,$(KINIT_PROGS))
KINIT_SHARED := $(addprefix $(KO)/shared/,$(KINIT_PROGS))
KINIT_TESTSRC := $(wildcard kinit/tests/*.c)
KINIT_TESTS := $(patsubst kinit/tests/%.c,$(KO)/tests/%,$(KINIT_TESTSRC))

$(KO)/obj/%.o: kinit/%.c $(KLIBC_OUTPUTS)
	@mkdir -p $(@D)
	@echo "  CC      $@"
	@$(KLCC) $(KINIT_CFLAGS) -MMD -MP -c -o $@ $<

# The version stage carries the VERSION file's text (kinit/version/).
$(KO)/obj/version/version.o: VERSION

$(KO)/libkinit.a: $(KINIT_LIBOBJ)
	@rm -f $@
	@$(AR) rcsD $@ $(sort $^)

# Code shared with the utilities (mount options, ...) comes from libutils.a.
KINIT_LIBS := $(KO)/libkinit.a $(O)/utils/libutils.a

$(KO)/static/kinit: $(KO)/obj/kinit.o $(KINIT_LIBS)
	@mkdir -p $(@D)
	@$(KLCC) -o $@ $^
$(KO)/shared/kinit: $(KO)/obj/kinit.o $(KINIT_LIBS)
	@mkdir -p $(@D)
	@$(KLCC) -shared -o $@ $^
$(KO)/static/%: $(KO)/obj/%/main.o $(KINIT_LIBS)
	@mkdir -p $(@D)
	@$(KLCC) -o $@ $^
$(KO)/shared/%: $(KO)/obj/%/main.o $(KINIT_LIBS)
	@mkdir -p $(@D)
	@$(KLCC) -shared -o $@ $^

$(KO)/tests/%: $(KO)/obj/tests/%.o $(KINIT_LIBS)
	@mkdir -p $(@D)
	@$(KLCC) -o $@ $^

-include $(wildcard $(KO)/obj/*.d $(KO)/obj/*/*.d)

KINIT_OUTPUTS := $(KINIT_STATIC) $(KINIT_SHARED)

.PHONY: kinit
kinit: $(KINIT_OUTPUTS)

# Sample filesystem images for the probe tests, the same for every arch.
FSIMAGES := build/fsimages
$(FSIMAGES)/list: tools/mkfsimages-test
	@tools/mkfsimages-test $(FSIMAGES)

# md member images for the md test, written by the host-side tool.
MDIMAGES := build/mdimages
$(MDIMAGES)/list: tools/mkmdimage
	@rm -rf $(MDIMAGES) && mkdir -p $(MDIMAGES) && cd $(MDIMAGES) && \
	head -c 1048576 /dev/zero > data && M=$(CURDIR)/tools/mkmdimage && \
	$$M --level 1 --metadata 1.2 -o r12 data >> list && \
	$$M --level 1 --metadata 1.2 -o r12short --truncate-member 1:1M data >> list && \
	$$M --level 1 --metadata 0.90 --number 3 -o r09 data >> list && \
	$$M --level 1 --metadata 0.90 -o r09short --truncate-member 0:900K data >> list && \
	$$M --level 0 -o r0 data >> list

# kinit's unit tests (and, on the host's own architecture, a short fuzz run
# of the probes) are part of each architecture's check.
KINIT_CHECK := "$(KO)/tests/cmdline" "$(KO)/tests/devname" "$(KO)/tests/resume" \
	"$(KO)/tests/md $(CURDIR)/$(MDIMAGES)" \
	"$(KO)/tests/fstab" \
	"$(KO)/tests/initrd $(CURDIR)/$(FSIMAGES)" \
	"$(KO)/tests/fsprobe $(CURDIR)/$(FSIMAGES) $(CURDIR)/kinit/fuzz/regress" \
	"$(KO)/tests/partition $(CURDIR)/$(FSIMAGES)" \
	"$(KO)/tests/run-init $(CURDIR)/$(KO)/static/run-init" "$(KO)/tests/resolve" \
	"$(KO)/tests/version"
KINIT_CHECK += "$(KO)/tests/ipconfig"
KINIT_CHECK += "$(KO)/tests/nfsmount" "$(KO)/tests/nfsroot"
ifeq ($(ARCH),$(HOSTARCH))
# The fuzz runs take longest: they go first (see check-arch).
KINIT_CHECK := "kinit/fuzz/run 20 probe" "kinit/fuzz/run 10 dhcp ra dhcp6" \
	"kinit/fuzz/run 10 cmdline" "kinit/fuzz/run 10 rpc" $(KINIT_CHECK)
# The standalone ipconfig and Debian's, side by side in a network namespace.
KINIT_CHECK += "kinit/tests/ipconfig-netns $(CURDIR)/$(KO)/static/ipconfig"
# run-init -n with a tmpfs as / and a new root in it, as initramfs-tools calls it.
KINIT_CHECK += "kinit/tests/run-init-chroot.sh $(CURDIR)/$(KO)/static/run-init"
# nfsmount's RPC client against nfs-ganesha on a private loopback (dry run).
KINIT_CHECK += "kinit/tests/nfs-ganesha.sh $(CURDIR)/$(KO)/static/nfsmount"
endif
.PHONY: check-kinit
check-arch: check-kinit
check-kinit: $(KO)/static/nfsmount
check-kinit: $(KO)/static/ipconfig
check-kinit: $(KINIT_TESTS) $(FSIMAGES)/list $(MDIMAGES)/list $(KO)/static/run-init
	@KLIBC_EMU="$(KLIBC_EMU)" $(KLIBC_EMU_ENV) tools/run-tests --arch $(ARCH) \
		--log build/check.log --dir $(KO)/tests $(KINIT_CHECK)
