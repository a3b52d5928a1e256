# SPDX-License-Identifier: MIT
# Bad input for the resume, md and initrd stages in one boot, each
# reported in one line while the boot goes on to the root on /dev/vda:
# resume= names a disk of garbage; md1 is a 1.2 RAID1 one of whose members
# was cut short (left out: the array runs degraded on the other); md2 is a
# legacy mirror of two disks of different sizes (not assembled); and
# /initrd.image is a truncated gzip stream.  The test init checksums the
# garbage disk and the legacy mirrors after kinit: nothing was written.
DESC="kinit: garbage swap, a RAID member of the wrong size, a truncated initrd"
NEEDS="kinit rootinit gzip"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic md-mod raid1 brd"
APPEND="root=/dev/vda resume=/dev/vdb md=1,vdc,vdd md=2,1,0,0,vde,vdf stageinit.sum=/dev/vdb,/dev/vde,/dev/vdf"
EXPECT=(KINIT-ROOT-OK
	"resume: /dev/vdb: no swap signature at 0: not a swap area; not resuming"
	"md1: leaving out /dev/vdd: a member smaller than its md superblock records"
	"/dev/md1: running with 1 member(s)"
	"md2: not assembled: the mirrors differ in size"
	"initrd: /initrd.image: truncated gzip data")
FIELDS=(root=/dev/vda fstype=ext4 pid=1)

crc() {
	printf '%08x' "0x$(gzip -c < "$1" | tail -c 8 | od -An -tx4 -N4 --endian=little | tr -d ' ')"
}

prepare() {
	local si=$CASEDIR/stageinit root fs i
	"$top/build/$ARCH/bin/klcc" -Os -Wall -o "$si" "$top/autopkgtest/stageinit.c" ||
		die "klcc could not build autopkgtest/stageinit.c"
	root=$(disk root --type ext4 --init "$si" --add "$ROOTINIT:/sbin/rootinit") ||
		die "mkrootfs failed"
	yes 'not a swap area' | head -c 1048576 > "$CASEDIR/garbage.img"
	fs=$(disk small --type ext2 --size 4M --no-init) || die "mkrootfs failed"
	autopkgtest/mkmdimage --level 1 --metadata 1.2 --truncate-member 1:2M \
		-o "$CASEDIR/r12" "$fs" >/dev/null || die "mkmdimage failed"
	cp "$fs" "$CASEDIR/mirror-a.img" && head -c 3M "$fs" > "$CASEDIR/mirror-b.img" ||
		die "cannot copy the mirrors"
	gzip -n -9 < "$fs" > "$CASEDIR/whole.gz" || die "gzip failed"
	head -c $(($(wc -c < "$CASEDIR/whole.gz") / 2)) "$CASEDIR/whole.gz" > "$CASEDIR/initrd.image"
	rm -f "$fs"
	kinit/mkinitramfs-kinit -o "$CASEDIR/initrd.img" --kernel-modules "$MODDIR" \
		--modules "$MODULES" --add "$CASEDIR/initrd.image:/initrd.image" "$KINIT" \
		2> "$CASEDIR/mkinitramfs.err" || die "mkinitramfs-kinit failed"
	BOOT+=(--disk "$root" --disk "$CASEDIR/garbage.img"
		--disk "$CASEDIR/r12-0.img" --disk "$CASEDIR/r12-1.img"
		--disk "$CASEDIR/mirror-a.img" --disk "$CASEDIR/mirror-b.img")
	EXPECT+=("KINIT-SUM /dev/vdb crc32=$(crc "$CASEDIR/garbage.img")"
		"KINIT-SUM /dev/vde crc32=$(crc "$CASEDIR/mirror-a.img")"
		"KINIT-SUM /dev/vdf crc32=$(crc "$CASEDIR/mirror-b.img")")
}
