# SPDX-License-Identifier: MIT
# RAID1 three ways in one boot: the root is /dev/md0, found with no md= by
# its members' md 1.2 superblocks; md=1,vdc,vdd assembles a 0.90 array by
# its superblocks; md=2,1,0,0,vde,vdf a mirror with no superblocks at all.
# The superblocks are written by autopkgtest/mkmdimage, not mdadm; md1 and md2
# are mounted with kinit_mount=.
DESC="kinit: RAID1 root by 1.2 superblocks; 0.90 and legacy mirrors from md="
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic md-mod raid1"
APPEND="root=/dev/md0 md=1,/dev/vdc,/dev/vdd md=2,1,0,0,vde,vdf kinit_mount=/dev/md1;/mnt/a;ext4;ro kinit_mount=/dev/md2;/mnt/b;ext4;ro"
EXPECT=(KINIT-ROOT-OK "md0: 2 member(s) with md 1.2 superblocks"
	"/dev/md1: running with 2 member(s)" "/dev/md2: running with 2 member(s)"
	"KINIT-MOUNT dir=/mnt/a src=/dev/md1 fstype=ext4 mode=ro"
	"KINIT-MOUNT dir=/mnt/b src=/dev/md2 fstype=ext4 mode=ro")
REJECT=(degraded "leaving out")
FIELDS=(root=/dev/md0 fstype=ext4 mode=ro pid=1)

prepare() {
	local si=$CASEDIR/stageinit fs
	"$top/build/$ARCH/bin/klcc" -Os -Wall -o "$si" "$top/autopkgtest/stageinit.c" ||
		die "klcc could not build autopkgtest/stageinit.c"
	mkdir -p "$CASEDIR/empty"
	fs=$(disk fs --type ext4 --init "$si" --add "$ROOTINIT:/sbin/rootinit" \
		--add "$CASEDIR/empty:/mnt/a" --add "$CASEDIR/empty:/mnt/b") ||
		die "mkrootfs failed"
	autopkgtest/mkmdimage --level 1 --metadata 1.2 -o "$CASEDIR/r12" "$fs" >/dev/null &&
		rm -f "$fs" &&
		fs=$(disk small --type ext4 --size 4M --no-init) &&
		autopkgtest/mkmdimage --level 1 --metadata 0.90 --number 1 --uuid 0123456789abcdef0123456789abcdef -o "$CASEDIR/r09" "$fs" >/dev/null &&
		autopkgtest/mkmdimage --level 1 -o "$CASEDIR/rl" "$fs" >/dev/null ||
		die "mkmdimage failed"
	rm -f "$fs"
	BOOT+=(--disk "$CASEDIR/r12-0.img" --disk "$CASEDIR/r12-1.img"
		--disk "$CASEDIR/r09-0.img" --disk "$CASEDIR/r09-1.img"
		--disk "$CASEDIR/rl-0.img" --disk "$CASEDIR/rl-1.img")
}
