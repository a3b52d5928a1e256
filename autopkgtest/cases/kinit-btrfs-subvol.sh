# SPDX-License-Identifier: MIT
# A btrfs root in a subvolume, as Debian's installer lays btrfs out
# (`@rootfs', with rootflags=subvol=@rootfs from the boot loader): kinit
# passes rootflags= to the kernel beside the device= it adds itself, and
# the mounted root is the subvolume.  A first boot makes the subvolume, a
# snapshot of the top level (stageinit.btrfs-snapshot=: btrfs-progs 6.2's
# mkfs.btrfs cannot make subvolumes).
DESC="kinit: btrfs root in the subvolume @rootfs, rootflags=subvol=@rootfs"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk crc32c_generic btrfs"
APPEND="root=LABEL=bsubvol rootflags=subvol=@rootfs ro"
EXPECT=(KINIT-ROOT-OK)
EXPECT_RE=("KINIT-ROOT-OK .* sopts=[^ ]*subvol=/@rootfs([ ,]|$)")
FIELDS=(fstype=btrfs mode=ro pid=1)
TIMEOUT=150
prepare() {
	local si=$CASEDIR/stageinit img
	"$top/build/$ARCH/bin/klcc" -Os -Wall -o "$si" "$top/autopkgtest/stageinit.c" ||
		die "klcc could not build autopkgtest/stageinit.c"
	img=$(disk root --type btrfs --size 128M --label bsubvol --init "$si" \
		--add "$ROOTINIT:/sbin/rootinit") || die "mkrootfs failed"
	"$MKINITRAMFS_KINIT" -o "$CASEDIR/subvol-build.cpio" --kernel-modules "$MODDIR" \
		--modules "$MODULES" "$KINIT" 2> "$CASEDIR/subvol-build.mkinitramfs.err" ||
		die "mkinitramfs-kinit (the first boot): $(tail -n 1 "$CASEDIR/subvol-build.mkinitramfs.err")"
	autopkgtest/boot --kernel "$QEMU_KERNEL" --initrd "$CASEDIR/subvol-build.cpio" \
		--disk "$img" --name subvol-build --log "$CASEDIR/subvol-build.log" \
		--append "root=/dev/vda rw stageinit.btrfs-snapshot=@rootfs" --timeout 120 \
		--expect "KINIT-BTRFS-SNAPSHOT @rootfs" --expect KINIT-ROOT-OK \
		--reject KINIT-BTRFS-FAIL > "$CASEDIR/subvol-build.out" ||
		die "the first boot failed: $(grep -m 1 -e KINIT-BTRFS-FAIL -e 'not ok' "$CASEDIR/subvol-build.log" "$CASEDIR/subvol-build.out" | head -n 1) (log $CASEDIR/subvol-build.log)"
	rm -f "$CASEDIR/subvol-build.cpio"
	BOOT+=(--disk "$img")
}
