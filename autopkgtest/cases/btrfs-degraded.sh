# SPDX-License-Identifier: MIT
# btrfs-two-devices with the second device gone: kinit waits for it as
# long as rootwait=2 says, says what is missing and how to mount without
# it, and rootflags=degraded (which the kernel needs then) mounts the root.
DESC="kinit: btrfs root on two devices, one missing: the wait, the hint, rootflags=degraded"
NEEDS="kinit rootinit"
FULL=yes
MODULES="virtio_pci virtio_blk crc32c_generic btrfs"
APPEND="root=LABEL=btrfs2 ro rootwait=2 rootflags=degraded"
EXPECT=(KINIT-ROOT-OK
	"btrfs on /dev/vda: 1 of its 2 devices are here; waiting for the others"
	"btrfs on /dev/vda: 1 of its 2 devices found (waited 2"
	"btrfs on /dev/vda spans 2 devices: mounting with device=/dev/vda")
FIELDS=(fstype=btrfs mode=ro pid=1)
TIMEOUT=150
prepare() {
	. autopkgtest/btrfs-disks.sh
	btrfs_test_root
	rm -f "$CASEDIR/second.img"
	BOOT+=(--disk "$BTRFS_ROOT")
}
