# SPDX-License-Identifier: MIT
# /usr on an md mirror, named in the root's fstab by the UUID of its
# filesystem, with the root itself on a plain disk (so find-root had no
# reason to look for arrays): kinit assembles the array for /usr, as it
# does for the root, and mounts /usr from /dev/md5, not from a member
# (whose 0.90 superblock at the end leaves the filesystem visible on it).
DESC="kinit: /usr by UUID= on an md RAID1 from the root's fstab: the array, not a member"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic md-mod raid1"
APPEND="root=/dev/vda init=/usr/sbin/stageinit"
EXPECT=(KINIT-ROOT-OK "md5: 2 member(s) with md 0.90 superblocks"
	"KINIT-MOUNT dir=/usr src=/dev/md5 fstype=ext4 mode=ro")
FIELDS=(root=/dev/vda mode=ro init=/usr/sbin/stageinit pid=1)

prepare() {
	local si=$CASEDIR/stageinit root usr
	"$top/build/$ARCH/bin/klcc" -Os -Wall -o "$si" "$top/autopkgtest/stageinit.c" ||
		die "klcc could not build autopkgtest/stageinit.c"
	mkdir -p "$CASEDIR/empty"
	printf '# /etc/fstab of the md-usr-uuid case\nUUID=6b2d4f1a-3c5e-4a7b-9d8f-0e1c2b3a4d5e /usr ext4 defaults 0 2\n' > "$CASEDIR/fstab"
	root=$(disk root --type ext4 --add "$ROOTINIT:/sbin/rootinit" \
		--add "$CASEDIR/empty:/usr" --add "$CASEDIR/fstab:/etc/fstab") ||
		die "mkrootfs (root) failed"
	usr=$(disk usr --type ext4 --uuid 6b2d4f1a-3c5e-4a7b-9d8f-0e1c2b3a4d5e --no-init --add "$si:/sbin/stageinit") ||
		die "mkrootfs (usr) failed"
	autopkgtest/mkmdimage --level 1 --metadata 0.90 --number 5 -o "$CASEDIR/u" "$usr" >/dev/null ||
		die "mkmdimage failed"
	rm -f "$usr"
	BOOT+=(--disk "$root" --disk "$CASEDIR/u-0.img" --disk "$CASEDIR/u-1.img")
}
