# SPDX-License-Identifier: MIT
# dash/dash.mk: the upstream dash shell, built against the library as sh.
#
# The source is Debian's dash release tarball, fetched and checked by
# dash/fetch-source (SHA-256 pinned in dash/SHA256SUMS, cached under
# build/cache/dash), or an already unpacked upstream tree given as
# DASH_SRC=<dir>, which is only read.  Either is copied to $(DSO)/src, and
# dash/apply-patches applies there Debian's own patch series (debian/patches
# of the pinned dash_<ver>-<rev>.debian.tar.xz, or the folder given as
# DASH_DEBIAN_PATCHES=<dir>) less dash/patches/debian-skip, then
# dash/patches/series.  dash's generators (mkinit, mknodes,
# mksyntax) are built with the build machine's compiler; the signal name
# table comes from the target's headers (dash/mksignames), and
# dash/config.h stands in for dash's configure.  sh is built static and
# shared into $(DSO)/static and $(DSO)/shared.  `make check' compares the
# scripts in dash/tests with the host's /bin/dash (dash/tests/run).

DSO	:= $(O)/dash
DASH_SRC ?=
DASH_DEBIAN_PATCHES ?=
HOSTCC	?= cc
# Upstream's own style (exec.c mixes && and || unbracketed) is not ours to
# change; -Wno-parentheses keeps that one warning out of make check's log.
DASH_CFLAGS := -Os -Wall -Wno-unused-result -Wno-parentheses -fno-strict-aliasing \
	-ffunction-sections -fdata-sections \
	-ffile-prefix-map=$(CURDIR)/= -ffile-prefix-map=$(abspath $(DSO))/=
DASH_CPPFLAGS := -include $(CURDIR)/dash/config.h -DBSD=1 -DSHELL \
	-I $(DSO)/src/src

# The sources of dash 0.5.12 (src/Makefile.am, dash_CFILES), with priv.c
# from Debian's 9002-Add-privmode-Part-2.diff.
DASH_CFILES := alias.c arith_yacc.c arith_yylex.c cd.c error.c eval.c \
	exec.c expand.c histedit.c input.c jobs.c mail.c main.c memalloc.c \
	miscbltin.c mystring.c options.c parser.c priv.c redir.c show.c trap.c \
	output.c bltin/printf.c system.c bltin/test.c bltin/times.c var.c
DASH_GENC := builtins.c init.c nodes.c signames.c syntax.c
DASH_OBJS := $(addprefix $(DSO)/obj/,$(notdir $(DASH_CFILES:.c=.o) $(DASH_GENC:.c=.o)))
DASH_PATCHES := $(addprefix dash/patches/,$(shell cat dash/patches/series 2>/dev/null))
DS	:= $(DSO)/src/src

# The source tree of this build: the upstream tree (the verified orig
# tarball, or DASH_SRC copied), then Debian's patch series (from the
# verified debian tarball, or DASH_DEBIAN_PATCHES) and ours, applied by
# dash/apply-patches; files dated now, so that objects follow a new tree.
DASH_FETCH := dash/SHA256SUMS dash/fetch-source
# fetched NAME-PATTERN: the path of the verified file fetch-source printed.
dash_fetched = "$$(dash/fetch-source | grep '$(1)')"
ifeq ($(DASH_SRC),)
DASH_SRC_IN := $(DASH_FETCH)
DASH_GET_SRC = tar -xzmf $(call dash_fetched,\.orig\.tar\.) \
	-C $(DSO)/src --strip-components=1
else
DASH_SRC_IN := $(DASH_SRC)/src/main.c
DASH_GET_SRC = cp -R $(DASH_SRC)/. $(DSO)/src/ && chmod -R u+w $(DSO)/src
endif
ifeq ($(DASH_DEBIAN_PATCHES),)
DASH_DEB_IN := $(DASH_FETCH)
DASH_DEB_DIR := $(DSO)/debian-patches
DASH_GET_DEB = rm -rf $(DASH_DEB_DIR) && mkdir -p $(DASH_DEB_DIR) && \
	tar -xJf $(call dash_fetched,\.debian\.tar\.) \
	-C $(DASH_DEB_DIR) --strip-components=2 debian/patches
else
DASH_DEB_IN := $(DASH_DEBIAN_PATCHES)/series
DASH_DEB_DIR := $(DASH_DEBIAN_PATCHES)
DASH_GET_DEB = :
endif
$(DSO)/src/.stamp: $(sort $(DASH_SRC_IN) $(DASH_DEB_IN)) dash/apply-patches \
		dash/patches/debian-skip dash/patches/series $(DASH_PATCHES)
	@rm -rf $(DSO)/src && mkdir -p $(DSO)/src
	@$(if $(filter $(DASH_FETCH),$^),dash/fetch-source > /dev/null)
	@$(DASH_GET_SRC)
	@$(DASH_GET_DEB)
	@dash/apply-patches $(DSO)/src $(DASH_DEB_DIR)
	@touch $@

# Host-side generators, run in the copied tree (they write to the current
# directory; mktokens and mkbuiltins also to TMPDIR).
$(DSO)/host/%: $(DSO)/src/.stamp
	@mkdir -p $(@D)
	@$(HOSTCC) -O2 -DBSD=1 -DSHELL -I $(DS) -o $@ $(DS)/$*.c
$(DSO)/host/mksyntax: $(DS)/token.h

$(DS)/token.h: $(DSO)/src/.stamp
	@mkdir -p $(DSO)/tmp
	@cd $(DS) && TMPDIR=$(abspath $(DSO))/tmp $(SHELL) ./mktokens
$(DS)/builtins.def: $(DSO)/src/.stamp dash/config.h $(KLIBC_OUTPUTS)
	@$(KLCC) -include $(CURDIR)/dash/config.h -E -P -x c -o $@ $(DS)/builtins.def.in
$(DS)/builtins.h: $(DS)/builtins.def
	@mkdir -p $(DSO)/tmp
	@cd $(DS) && TMPDIR=$(abspath $(DSO))/tmp $(SHELL) ./mkbuiltins builtins.def
$(DS)/nodes.h: $(DSO)/host/mknodes
	@cd $(DS) && $(abspath $<) nodetypes nodes.c.pat
$(DS)/syntax.h: $(DSO)/host/mksyntax
	@cd $(DS) && $(abspath $<)
$(DS)/init.c: $(DSO)/host/mkinit
	@cd $(DS) && $(abspath $<) $(DASH_CFILES)
$(DS)/builtins.c: $(DS)/builtins.h
$(DS)/nodes.c: $(DS)/nodes.h
$(DS)/syntax.c: $(DS)/syntax.h
# The signal names of the target, not of the build machine.
$(DS)/signames.c: dash/mksignames $(DSO)/src/.stamp $(KLIBC_OUTPUTS)
	@dash/mksignames $(KLCC) > $@.tmp && mv $@.tmp $@

DASH_GENH := $(DS)/token.h $(DS)/builtins.h $(DS)/nodes.h $(DS)/syntax.h

define dash_obj_rule
$(DSO)/obj/$(notdir $(1:.c=.o)): $(DS)/$(1) $(DASH_GENH) dash/config.h $$(KLIBC_OUTPUTS)
	$$(call klcc_compile,$$(DASH_CFLAGS) $$(DASH_CPPFLAGS))
endef
$(foreach f,$(DASH_CFILES) $(DASH_GENC),$(eval $(call dash_obj_rule,$(f))))
$(addprefix $(DS)/,$(DASH_CFILES)): $(DSO)/src/.stamp

$(DSO)/static/sh: $(DASH_OBJS) $(K)/libc.a dash/dash.mk
	@echo "  LD      $@"
	$(call klcc_link,-s)
$(DSO)/shared/sh: $(DASH_OBJS) $(K)/lib.stamp dash/dash.mk
	@echo "  LD      $@"
	$(call klcc_link,-s)

DASH_OUTPUTS := $(DSO)/static/sh $(DSO)/shared/sh

.PHONY: dash
dash: $(DASH_OUTPUTS)

# make check: the comparison suite on each build of sh.
$(call check_tables,CHECK_LONG,dash/tests/run $(CURDIR)/$(DSO)/%/sh)
