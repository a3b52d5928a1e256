# SPDX-License-Identifier: MIT
# A root on a logical volume that LVM's own tools made (autopkgtest/lvm-disks.sh):
# kinit reads the physical volume's label and metadata, makes the volume's
# device-mapper device and mounts it by its /dev/mapper name.
DESC="kinit: ext4 root on an LVM logical volume, root=/dev/mapper/VG-LV"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic dm_mod"
APPEND="root=/dev/mapper/kinit--vg-root ro"
EXPECT=(KINIT-ROOT-OK
	"lvm: kinit-vg/root is /dev/mapper/kinit--vg-root (dm-0, 1 segment(s))"
	"root=/dev/mapper/kinit--vg-root is /dev/mapper/kinit--vg-root (253:0)")
FIELDS=(root=/dev/mapper/kinit--vg-root fstype=ext4 mode=ro pid=1)
TIMEOUT=120
prepare() {
	local fs
	fs=$(disk lvroot --type ext4 --size 24M --label lvroot) || die "mkrootfs failed"
	. autopkgtest/lvm-disks.sh
	lvm_disks kinit-vg 1 1 "root=$fs"
	rm -f "$fs"
}
