# SPDX-License-Identifier: MIT
# LVM on an md mirror whose 0.90 superblocks lie at the members' ends, so
# that each member starts with the same LVM label as the array: md= makes
# the array first, and kinit must take the array as the physical volume,
# never a member (a volume mapped over one member writes past the mirror).
# The volume group is LVM's own (autopkgtest/lvm-disks.sh); the members are
# laid out by autopkgtest/mkmdimage.
DESC="kinit: LVM on an md RAID1 (0.90): the array is the PV, not its members"
FULL=yes
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic md-mod raid1 dm_mod"
APPEND="root=/dev/kinit-vg/root ro md=0,/dev/vda,/dev/vdb"
EXPECT=(KINIT-ROOT-OK "/dev/md0: running with 2 member(s)"
	"lvm: kinit-vg/root is /dev/mapper/kinit--vg-root (dm-0, 1 segment(s))")
REJECT=("physical volume" degraded)
FIELDS=(root=/dev/kinit-vg/root fstype=ext4 mode=ro pid=1)
TIMEOUT=120
prepare() {
	local fs
	fs=$(disk lvroot --type ext4 --size 16M --label lvroot) || die "mkrootfs failed"
	. autopkgtest/lvm-disks.sh
	lvm_disks kinit-vg 1 "root=$fs"
	rm -f "$fs"
	# The PV becomes the array's contents; its two members are the disks.
	BOOT=()
	autopkgtest/mkmdimage --level 1 --metadata 0.90 -o "$CASEDIR/m" "$CASEDIR/pv0.img" \
		>/dev/null || die "mkmdimage failed"
	rm -f "$CASEDIR/pv0.img"
	BOOT+=(--disk "$CASEDIR/m-0.img" --disk "$CASEDIR/m-1.img")
}
