# SPDX-License-Identifier: MIT
# A real Debian 12 root on a RAID1 mirror, named as Debian names it there:
# root=UUID= of the filesystem, and the same UUID in the root's fstab with
# fsck pass 1.  kinit assembles the array from its members' superblocks
# (0.90: each member also shows the filesystem, which must not be mounted
# from a member) and hands over to systemd, which checks and mounts the
# root on /dev/md3 and reaches poweroff.target.
DESC="real root: Debian 12 + systemd-sysv on an md RAID1 by root=UUID=, to poweroff.target"
FULL=yes
NEEDS="kinit"
TREE=systemd
MODULES="virtio_pci virtio_blk ext4 crc32c_generic md-mod raid1"
UUID=5d1c7a3e-8b2f-4e6d-a1c9-3f7b2e8d4c6d
APPEND="root=UUID=$UUID ro systemd.unit=poweroff.target"
prepare() {
	local fs
	printf '# /etc/fstab of the real-systemd-md case\nUUID=%s / ext4 errors=remount-ro 0 1\n' "$UUID" \
		> "$CASEDIR/fstab"
	fs=$(disk realroot --type ext4 --size 400M --uuid "$UUID" --add "$CASEDIR/fstab:/etc/fstab") ||
		die "mkrootfs failed"
	autopkgtest/mkmdimage --level 1 --metadata 0.90 --number 3 -o "$CASEDIR/r" "$fs" >/dev/null ||
		die "mkmdimage failed"
	rm -f "$fs"
	BOOT+=(--disk "$CASEDIR/r-0.img" --disk "$CASEDIR/r-1.img")
}
. autopkgtest/real-root.sh
EXPECT+=("md3: 2 member(s) with md 0.90 superblocks" "root=UUID=$UUID is /dev/md3")
REJECT+=(degraded "Dependency failed" "Timed out waiting for device")
