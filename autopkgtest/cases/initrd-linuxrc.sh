# SPDX-License-Identifier: MIT
# An initrd whose /linuxrc runs before the real root, as the kernel ran
# it: kinit loads /initrd.image into /dev/ram0, mounts it, runs /linuxrc
# chrooted into it; there is no root= at all: /linuxrc picks /dev/vda by
# writing its number to /proc/sys/kernel/real-root-dev.  The initrd then
# stays mounted on the new root's /initrd, as the kernel kept it.
DESC="kinit: an initrd's /linuxrc runs and picks the root (real-root-dev)"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic brd"
# 254:0 in the kernel's new_encode_dev(): (254 << 8) | 0
APPEND="stageinit.realroot=65024"
EXPECT=(KINIT-ROOT-OK "initrd: running /linuxrc"
	"KINIT-LINUXRC root=/ src=/dev/ram0 fstype=ext2 mode=rw"
	"KINIT-LINUXRC real-root-dev=65024" "/linuxrc chose the root 254:0"
	"KINIT-MOUNT dir=/initrd src=/dev/ram0 fstype=ext2 mode=rw")
FIELDS=(root=/dev/vda fstype=ext4 pid=1)

prepare() {
	local si=$CASEDIR/stageinit fs root
	"$top/build/$ARCH/bin/klcc" -Os -Wall -o "$si" "$top/autopkgtest/stageinit.c" ||
		die "klcc could not build autopkgtest/stageinit.c"
	fs=$(disk ram --type ext2 --size 2M --init "$si" --init-path /linuxrc) ||
		die "mkrootfs failed"
	gzip -n -9 < "$fs" > "$CASEDIR/initrd.image" && rm -f "$fs" || die "gzip failed"
	kinit/mkinitramfs-kinit -o "$CASEDIR/initrd.img" --kernel-modules "$MODDIR" \
		--modules "$MODULES" --add "$CASEDIR/initrd.image:/initrd.image" "$KINIT" \
		2> "$CASEDIR/mkinitramfs.err" || die "mkinitramfs-kinit failed"
	mkdir -p "$CASEDIR/empty"
	root=$(disk root --type ext4 --init "$si" --add "$ROOTINIT:/sbin/rootinit" \
		--add "$CASEDIR/empty:/initrd") ||
		die "mkrootfs failed"
	BOOT+=(--disk "$root")
}
