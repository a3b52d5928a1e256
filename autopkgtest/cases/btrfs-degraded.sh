# SPDX-License-Identifier: MIT
# btrfs-two-devices with the second device gone, on a command line with
# `rootwait' (a wait for ever) and rootflags=degraded (which the kernel
# needs then): kinit waits for the missing device LAST_RESORT_MS (30 s),
# says what is missing, and mounts the root degraded as asked, rather
# than wait for ever for a disk that died.
DESC="kinit: btrfs root on two devices, one missing: rootwait, 30 s, rootflags=degraded"
NEEDS="kinit rootinit"
FULL=yes
MODULES="virtio_pci virtio_blk crc32c_generic btrfs"
APPEND="root=LABEL=btrfs2 ro rootwait rootflags=degraded"
EXPECT=(KINIT-ROOT-OK
	"btrfs on /dev/vda: 1 of its 2 devices are here; waiting for the others"
	"btrfs on /dev/vda spans 2 devices: mounting with device=/dev/vda")
EXPECT_RE=("btrfs on /dev/vda: 1 of its 2 devices found \(waited 3[0-9]{4} ms\); mounting it degraded, as rootflags= asks")
FIELDS=(fstype=btrfs mode=ro pid=1)
TIMEOUT=150
prepare() {
	. autopkgtest/btrfs-disks.sh
	btrfs_test_root
	rm -f "$CASEDIR/second.img"
	BOOT+=(--disk "$BTRFS_ROOT")
}
