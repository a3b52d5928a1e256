# SPDX-License-Identifier: MIT
# A RAID1 root named as a Debian system on md names it: root=UUID= of the
# filesystem on the array, no md= and no /dev/mdN (mdadm assembles arrays
# in initramfs-tools' image).  The 0.90 superblock lies at the end, so each
# member shows the filesystem at its start: kinit must not mount a member
# (writes there would bypass the mirror) but assemble the array, which
# names itself md3, and mount that.
DESC="kinit: RAID1 root by root=UUID= of its filesystem: the array assembled, not a member mounted"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic md-mod raid1"
UUID=3a7c1e5b-9d2f-4b6a-8e1c-5f3d7b9a2c41
APPEND="root=UUID=$UUID ro"
EXPECT=(KINIT-ROOT-OK "md3: 2 member(s) with md 0.90 superblocks"
	"/dev/md3: running with 2 member(s)" "root=UUID=$UUID is /dev/md3")
REJECT=(degraded)
FIELDS=(root=/dev/md3 fstype=ext4 mode=ro pid=1)

prepare() {
	local fs
	fs=$(disk fs --type ext4 --uuid "$UUID") || die "mkrootfs failed"
	autopkgtest/mkmdimage --level 1 --metadata 0.90 --number 3 -o "$CASEDIR/r" "$fs" >/dev/null ||
		die "mkmdimage failed"
	rm -f "$fs"
	BOOT+=(--disk "$CASEDIR/r-0.img" --disk "$CASEDIR/r-1.img")
}
