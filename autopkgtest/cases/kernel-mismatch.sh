# SPDX-License-Identifier: MIT
# An external initramfs whose /init is a kinit of another version replaces
# the built-in one: kinit must say loudly that kernel and kinit differ,
# and still boot.
DESC="patched kernel + external initramfs with another kinit version: mismatch reported"
NEEDS="rootinit"
. autopkgtest/kernel-case.sh
other=0.0.1-other
# kinit relinked with only its version stage built for another version.
mm=$top/build/boot/kernel-mismatch-kinit-$ARCH
klcc=$top/build/$ARCH/bin/klcc
ko=$top/build/$ARCH/kinit
[ -x "$klcc" ] && [ -f "$ko/obj/kinit.o" ] && [ -f "$ko/libkinit.a" ] ||
	skip "kinit not built (make ARCH=$ARCH kinit)"
mkdir -p "$mm" &&
	"$klcc" -Os -I kinit/include -I lib -DKINIT_VERSION="\"$other\"" \
		-c -o "$mm/version.o" kinit/version/version.c &&
	"$klcc" -o "$mm/kinit" "$ko/obj/kinit.o" "$mm/version.o" \
		"$ko/libkinit.a" "$top/build/$ARCH/lib/libprog.a" ||
	skip "cannot relink kinit with version $other"
INIT=$mm/kinit
ROOT=(--type ext4)
APPEND="root=$ROOT_DISK rw"
EXPECT=("kinit: VERSION MISMATCH: this kinit is $other, the kernel was built with kinit $KERNEL_KINIT"
	KINIT-ROOT-OK)
FIELDS=(root=$ROOT_DISK fstype=ext4 mode=rw pid=1)
TIMEOUT=90
