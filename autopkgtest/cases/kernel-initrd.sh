# SPDX-License-Identifier: MIT
# The patched kernel has no RAM-disk loader: an old-style initrd from the
# boot loader (a gzip-compressed ext2 image, not a cpio archive) is kept as
# /initrd.image, and the built-in kinit inflates it into /dev/ram0 and
# mounts it as root=/dev/ram0.
DESC="patched kernel: an old-style initrd is kept as /initrd.image and loaded by the built-in kinit"
NEEDS="rootinit"
. autopkgtest/kernel-case.sh
APPEND="root=/dev/ram0"
EXPECT=("looks like an initrd" "initrd: /initrd.image loaded into /dev/ram0" KINIT-ROOT-OK)
FIELDS=(root=/dev/ram0 mode=ro pid=1)
REJECT=("VERSION MISMATCH")
TIMEOUT=90
prepare() {
	local si=$CASEDIR/stageinit fs klcc=$top/build/$ARCH/bin/klcc
	# An installed libklibc-dev's klcc where there is no build tree.
	[ -x "$klcc" ] || klcc=$(command -v klcc) || skip "no klcc (make ARCH=$ARCH, or libklibc-dev)"
	"$klcc" -Os -Wall -o "$si" "$top/autopkgtest/stageinit.c" ||
		skip "klcc could not build autopkgtest/stageinit.c"
	fs=$(disk ram --type ext2 --size 4M --init "$si" --add "$ROOTINIT:/sbin/rootinit") ||
		die "mkrootfs failed"
	gzip -n -9 < "$fs" > "$CASEDIR/initrd.image" && rm -f "$fs" || die "gzip failed"
	BOOT+=(--initrd "$CASEDIR/initrd.image")
}
