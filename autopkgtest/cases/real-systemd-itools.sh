# SPDX-License-Identifier: MIT
# The real Debian 12 root through Debian's own, unmodified initramfs-tools
# with our klibc-utils: in a bookworm chroot with initramfs-tools and
# Debian's klibc-utils, `make install' lays our library and programs over
# Debian's, and mkinitramfs makes a klibc-only image (BUSYBOX=n,
# MODULES=list: virtio and ext4) for the stock kernel.  Its init script then
# runs our sh, fstype, mount and run-init (run-init -n first, to validate
# /sbin/init, the absolute link) and systemd must come up as PID 1.
DESC="real root: Debian 12 + systemd-sysv through initramfs-tools (BUSYBOX=n, MODULES=list) with our klibc-utils"
NEEDS="kinit"
TREE=systemd
INIT=none
ROOT=(--type ext4 --size 1G --uuid 5d1c7a3e-8b2f-4e6d-a1c9-3f7b2e8d4c64)
APPEND="root=UUID=5d1c7a3e-8b2f-4e6d-a1c9-3f7b2e8d4c64 ro systemd.unit=poweroff.target"
TIMEOUT_REAL=240
. autopkgtest/itools-image.sh
prepare() {
	[ "$(id -u)" -eq 0 ] || skip "the initramfs-tools chroot needs root"
	itools_image "$CASEDIR/initrd.img" 2> "$CASEDIR/itools-image.err" ||
		die "$(tail -n 1 "$CASEDIR/itools-image.err")"
	BOOT+=(--initrd "$CASEDIR/initrd.img")
}
. autopkgtest/real-root.sh
# initramfs-tools' own messages (not quiet): its local script mounted root.
EXPECT+=("Begin: Mounting root file system")
