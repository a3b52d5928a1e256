# SPDX-License-Identifier: MIT
# A real Debian 12 root (minbase + systemd-sysv + lvm2) on a logical volume,
# laid out as the Debian installer's LVM scheme does: the volume group made
# by LVM's own tools (autopkgtest/lvm-disks.sh), the root's /etc/fstab naming
# /dev/mapper/debian--vg-root with fsck pass 1.  kinit makes the volume and
# hands over to systemd, which boots to multi-user.target (so udev, the root's
# fsck and LVM run), where a unit of the case shows that systemd has the
# volume's device unit (udev's device-mapper rules took kinit's device
# without a udev database from an initramfs) and that LVM lists the volume
# as active and open, then powers off (SIGRTMIN+4 to systemd).
DESC="real root: Debian 12 + systemd-sysv + lvm2 on an LVM volume, to multi-user.target"
FULL=yes
NEEDS="kinit"
TREE=lvm
MODULES="virtio_pci virtio_blk ext4 crc32c_generic dm_mod"
APPEND="root=/dev/mapper/debian--vg-root ro"
prepare() {
	local fs
	printf '# /etc/fstab of the real-systemd-lvm case\n/dev/mapper/debian--vg-root / ext4 errors=remount-ro 0 1\n' \
		> "$CASEDIR/fstab"
	cat > "$CASEDIR/check.service" <<'UNIT'
[Unit]
Description=kinit's LVM root as systemd and LVM see it
After=multi-user.target
[Service]
Type=oneshot
StandardOutput=tty
TTYPath=/dev/console
ExecStart=/bin/sh -c 'echo "KINIT-LVM-DEVICE $(systemctl is-active "$(systemd-escape -p --suffix=device /dev/mapper/debian--vg-root)")"; lvs --noheadings -o vg_name,lv_name,lv_attr | sed "s/^/KINIT-LVM-LVS /"; kill -38 1'
[Install]
WantedBy=multi-user.target
UNIT
	fs=$(disk realroot --type ext4 --size 400M --add "$CASEDIR/fstab:/etc/fstab" \
		--add "$CASEDIR/check.service:/etc/systemd/system/kinit-lvm-check.service" \
		--symlink "/etc/systemd/system/kinit-lvm-check.service:/etc/systemd/system/multi-user.target.wants/kinit-lvm-check.service") ||
		die "mkrootfs failed"
	. autopkgtest/lvm-disks.sh
	lvm_disks debian-vg 1 "root=$fs"
	rm -f "$fs"
}
. autopkgtest/real-root.sh
EXPECT+=("lvm: debian-vg/root is /dev/mapper/debian--vg-root (dm-0, 1 segment(s))"
	"KINIT-LVM-DEVICE active")
EXPECT_RE+=('KINIT-LVM-LVS +debian-vg +root +-wi-ao')
REJECT+=("Dependency failed" "Timed out waiting for device")
