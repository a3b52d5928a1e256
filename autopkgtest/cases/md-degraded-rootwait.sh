# SPDX-License-Identifier: MIT
# A RAID1 root, one of whose two disks died, on a command line with
# `rootwait' (a wait for ever, as on boards whose disks come late): kinit
# finds md0 by the superblock of the member that is there, waits for the
# other LAST_RESORT_MS (30 s), then starts the array degraded and boots,
# as the kernel's md autodetect would at once and mdadm's last-resort
# timer does after 30 s.  A member that never comes must not hang the
# boot that the mirror was for.
DESC="kinit: RAID1 root with a member gone under rootwait: 30 s, then degraded"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic md-mod raid1"
APPEND="root=/dev/md0 ro rootwait"
EXPECT=(KINIT-ROOT-OK "/dev/md0: running with 1 member(s)")
EXPECT_RE=("md0: 1 of 2 members found \(waited 3[0-9]{4} ms\); starting it degraded")
FIELDS=(root=/dev/md0 fstype=ext4 mode=ro pid=1)
TIMEOUT=150

prepare() {
	local fs
	fs=$(disk fs --type ext4) || die "mkrootfs failed"
	autopkgtest/mkmdimage --level 1 --metadata 1.2 -o "$CASEDIR/r" "$fs" >/dev/null ||
		die "mkmdimage failed"
	rm -f "$fs" "$CASEDIR/r-1.img"
	BOOT+=(--disk "$CASEDIR/r-0.img")
}
