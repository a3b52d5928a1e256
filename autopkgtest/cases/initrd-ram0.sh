# SPDX-License-Identifier: MIT
# An old-style initrd as the root: /initrd.image in the initramfs is a
# gzip-compressed ext2 image; kinit inflates it into /dev/ram0 (brd) with
# the library's zlib, and root=/dev/ram0 mounts it.
DESC="kinit: a gzip initrd loaded into /dev/ram0 is the root"
NEEDS="kinit rootinit"
MODULES="ext4 crc32c_generic brd"
APPEND="root=/dev/ram0"
EXPECT=(KINIT-ROOT-OK "initrd: /initrd.image loaded into /dev/ram0")
FIELDS=(root=/dev/ram0 mode=ro pid=1)

prepare() {
	local si=$CASEDIR/stageinit fs
	"$top/build/$ARCH/bin/klcc" -Os -Wall -o "$si" "$top/autopkgtest/stageinit.c" ||
		die "klcc could not build autopkgtest/stageinit.c"
	fs=$(disk ram --type ext2 --size 4M --init "$si" --add "$ROOTINIT:/sbin/rootinit") ||
		die "mkrootfs failed"
	gzip -n -9 < "$fs" > "$CASEDIR/initrd.image" && rm -f "$fs" || die "gzip failed"
	kinit/mkinitramfs-kinit -o "$CASEDIR/initrd.img" --kernel-modules "$MODDIR" \
		--modules "$MODULES" --add "$CASEDIR/initrd.image:/initrd.image" "$KINIT" \
		2> "$CASEDIR/mkinitramfs.err" || die "mkinitramfs-kinit failed"
}
