# SPDX-License-Identifier: MIT
# The real Debian 13 root (trixie) through trixie's own, unmodified
# initramfs-tools with our klibc-utils laid over Debian's (as
# real-systemd-itools does for Debian 12): its mkinitramfs makes a
# klibc-only image (BUSYBOX=n, MODULES=list) whose init script runs our sh,
# fstype, mount and run-init, and systemd 257 must come up as PID 1.
DESC="real root: Debian 13 + systemd-sysv through trixie's initramfs-tools (BUSYBOX=n, MODULES=list) with our klibc-utils"
NEEDS="kinit"
TREE=systemd
SUITE=trixie
FULL=yes
INIT=none
ROOT=(--type ext4 --size 1G --uuid 5d1c7a3e-8b2f-4e6d-a1c9-3f7b2e8d4c6b)
APPEND="root=UUID=5d1c7a3e-8b2f-4e6d-a1c9-3f7b2e8d4c6b ro systemd.unit=poweroff.target"
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
