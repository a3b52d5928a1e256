# SPDX-License-Identifier: MIT
# A RAID0 root from md= with no superblocks (the kernel's legacy syntax),
# partitionable (md=dN: /dev/md_dN on the mdp major): the test stripes an
# ext4 image over two disks in 64 KiB chunks itself, and kinit assembles
# the array with the md ioctls before the root lookup.
DESC="kinit: RAID0 root assembled from md=d0,0,4,0,vda,vdb"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic md-mod raid0"
APPEND="root=/dev/md_d0 md=d0,0,4,0,/dev/vda,/dev/vdb"
EXPECT=("/dev/md_d0: running with 2 member(s)" KINIT-ROOT-OK)
FIELDS=(root=/dev/md_d0 fstype=ext4 mode=ro pid=1)

prepare() {
	local si=$CASEDIR/stageinit fs
	"$top/build/$ARCH/bin/klcc" -Os -Wall -o "$si" "$top/autopkgtest/stageinit.c" ||
		die "klcc could not build autopkgtest/stageinit.c"
	fs=$(disk fs --type ext4 --init "$si" --add "$ROOTINIT:/sbin/rootinit") ||
		die "mkrootfs failed"
	autopkgtest/mkmdimage --level 0 --chunk 64 -o "$CASEDIR/r0" "$fs" >/dev/null ||
		die "mkmdimage failed"
	rm -f "$fs"
	BOOT+=(--disk "$CASEDIR/r0-0.img" --disk "$CASEDIR/r0-1.img")
}
