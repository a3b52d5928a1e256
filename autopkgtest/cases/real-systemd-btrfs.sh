# SPDX-License-Identifier: MIT
# A real Debian 12 root (minbase + systemd-sysv + udev + btrfs-progs) on a
# btrfs that spans two disks: laid out by autopkgtest/btrfs-disks.sh (a
# first boot adds the second disk), /etc/fstab naming the filesystem by
# UUID=.  kinit names both devices to the kernel and hands over to systemd,
# which boots to multi-user.target (udev's btrfs rules run), where a unit of
# the case shows that systemd has the root's device unit (udev found the
# filesystem ready) and that btrfs lists both devices, then powers off.
DESC="real root: Debian 12 + systemd-sysv + btrfs-progs on a btrfs of two disks, to multi-user.target"
FULL=yes
NEEDS="kinit rootinit"
TREE=btrfs
MODULES="virtio_pci virtio_blk crc32c_generic btrfs"
uuid=5e1f0c3a-7b2d-4c9e-8a61-2f4b7d9e0c15
APPEND="root=UUID=$uuid ro"
prepare() {
	local si=$CASEDIR/stageinit fs
	"$top/build/$ARCH/bin/klcc" -Os -Wall -o "$si" "$top/autopkgtest/stageinit.c" ||
		die "klcc could not build autopkgtest/stageinit.c"
	printf '# /etc/fstab of the real-systemd-btrfs case\nUUID=%s / btrfs defaults 0 0\n' "$uuid" \
		> "$CASEDIR/fstab"
	cat > "$CASEDIR/check.service" <<UNIT
[Unit]
Description=kinit's btrfs root as systemd and btrfs see it
After=multi-user.target
[Service]
Type=oneshot
StandardOutput=tty
TTYPath=/dev/console
ExecStart=/bin/sh -c 'echo "KINIT-BTRFS-DEVICE \$\$(systemctl is-active "\$\$(systemd-escape -p --suffix=device /dev/disk/by-uuid/$uuid)")"; echo "KINIT-BTRFS-DEVS \$\$(btrfs filesystem show / | grep -c devid)"; kill -38 1'
[Install]
WantedBy=multi-user.target
UNIT
	# The first boot runs stageinit in place of systemd (init=), which
	# adds the disk and hands over to rootinit to power off.
	fs=$(disk realroot --type btrfs --size 600M --uuid "$uuid" --add "$CASEDIR/fstab:/etc/fstab" \
		--add "$si:/kinit-stageinit" --add "$ROOTINIT:/sbin/rootinit" \
		--add "$CASEDIR/check.service:/etc/systemd/system/kinit-btrfs-check.service" \
		--symlink "/etc/systemd/system/kinit-btrfs-check.service:/etc/systemd/system/multi-user.target.wants/kinit-btrfs-check.service") ||
		die "mkrootfs failed"
	. autopkgtest/btrfs-disks.sh
	btrfs_two_disks "$fs" "$CASEDIR/second.img" 600M /kinit-stageinit
	BOOT+=(--disk "$fs" --disk "$CASEDIR/second.img")
}
. autopkgtest/real-root.sh
# UUID= may find either member first; both are named, in devid order.
EXPECT_RE+=('btrfs on /dev/vd[ab] spans 2 devices: mounting with device=/dev/vda,device=/dev/vdb$')
EXPECT+=("KINIT-BTRFS-DEVICE active" "KINIT-BTRFS-DEVS 2")
REJECT+=("Dependency failed" "Timed out waiting for device")
