# SPDX-License-Identifier: MIT
# A btrfs root on two devices, the second hot-plugged after kinit started:
# the kernel mounts it only when told of both (udev's btrfs builtin or
# `btrfs device scan' do it in other initramfs), so kinit finds the root by
# its label on the first, reads there that the filesystem has two devices,
# waits for the other and names both in device= options.  The layout comes
# from autopkgtest/btrfs-disks.sh (the second added by the kernel itself).
DESC="kinit: btrfs root on two devices, one hot-plugged later (device= for each)"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk crc32c_generic btrfs"
APPEND="root=LABEL=btrfs2 ro"
EXPECT=(KINIT-ROOT-OK
	"btrfs on /dev/vda: 1 of its 2 devices are here; waiting for the others"
	"btrfs on /dev/vda spans 2 devices: mounting with device=/dev/vda,device=/dev/vdb")
REJECT=("devices found (waited")
FIELDS=(fstype=btrfs mode=ro pid=1)
TIMEOUT=150
prepare() {
	. autopkgtest/btrfs-disks.sh
	btrfs_test_root
	BOOT+=(--disk "$BTRFS_ROOT" --hotplug-disk "$CASEDIR/second.img"
		--hotplug-on "Run /init as init process" --hotplug-after 6)
}
