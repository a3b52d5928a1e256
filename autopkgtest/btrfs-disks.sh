# SPDX-License-Identifier: MIT
# btrfs-disks.sh: sourced by the btrfs-*.sh boot cases.  mkfs.btrfs fills
# (--rootdir) a filesystem on one device only; btrfs_two_disks makes it
# span two as `btrfs device add' does: it boots the stock kernel with kinit
# once, the root read-write, and the test root's stageinit adds the second
# device to it (stageinit.btrfs-add=, the BTRFS_IOC_ADD_DEV ioctl).  No
# btrfs-progs in a guest, no root privileges.
#
#   btrfs_two_disks FSIMAGE SECOND SIZE [INIT]
#
# FSIMAGE: a btrfs image whose init (or INIT, its path in the image) is
# stageinit; SECOND is made SIZE bytes long (truncate's suffixes) and added.  The machine's console goes
# to $CASEDIR/btrfs-build.log.

btrfs_two_disks() {
	local fs=$1 second=$2 init=${4:+ init=$4}
	truncate -s "$3" "$second" || die "truncate $second failed"
	"$MKINITRAMFS_KINIT" -o "$CASEDIR/btrfs-build.cpio" --kernel-modules "$MODDIR" \
		--modules "virtio_pci virtio_blk crc32c_generic btrfs" "$KINIT" \
		2> "$CASEDIR/btrfs-build.mkinitramfs.err" ||
		die "mkinitramfs-kinit (the btrfs machine): $(tail -n 1 "$CASEDIR/btrfs-build.mkinitramfs.err")"
	autopkgtest/boot --kernel "$QEMU_KERNEL" --initrd "$CASEDIR/btrfs-build.cpio" \
		--disk "$fs" --disk "$second" --name btrfs-build --log "$CASEDIR/btrfs-build.log" \
		--append "root=/dev/vda rw stageinit.btrfs-add=/dev/vdb$init" --timeout 120 \
		--expect "KINIT-BTRFS-ADDED /dev/vdb" --expect KINIT-ROOT-OK \
		--reject KINIT-BTRFS-FAIL > "$CASEDIR/btrfs-build.out" ||
		die "the btrfs machine failed: $(grep -m 1 -e KINIT-BTRFS-FAIL -e 'not ok' "$CASEDIR/btrfs-build.log" "$CASEDIR/btrfs-build.out" | head -n 1) (log $CASEDIR/btrfs-build.log)"
	rm -f "$CASEDIR/btrfs-build.cpio"
}

# btrfs_test_root: the test root (stageinit as its init, rootinit after
# it) on a btrfs labelled btrfs2 over two 128 MiB disks, as above: the
# first is $BTRFS_ROOT, the second $CASEDIR/second.img.
btrfs_test_root() {
	local si=$CASEDIR/stageinit
	"$top/build/$ARCH/bin/klcc" -Os -Wall -o "$si" "$top/autopkgtest/stageinit.c" ||
		die "klcc could not build autopkgtest/stageinit.c"
	BTRFS_ROOT=$(disk root --type btrfs --size 128M --label btrfs2 --init "$si" \
		--add "$ROOTINIT:/sbin/rootinit") || die "mkrootfs failed"
	btrfs_two_disks "$BTRFS_ROOT" "$CASEDIR/second.img" 128M
}
