# SPDX-License-Identifier: MIT
# A root on a logical volume that LVM's own tools made (autopkgtest/lvm-disks.sh,
# pvcreate, vgcreate and lvcreate in a Debian 12 root with lvm2): kinit reads
# the physical volumes' labels and metadata, makes the volumes' device-mapper
# devices and mounts the root by its /dev/mapper name; a second volume,
# striped over both PVs, is mounted by its /dev/VG/LV name (kinit_mount=);
# a third is left alone, as dracut's rd.lvm.lv= (naming the other two) asks.
DESC="kinit: ext4 root on an LVM logical volume (root=/dev/mapper/VG-LV), a striped one beside it"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic dm_mod"
APPEND="root=/dev/mapper/kinit--vg-root ro kinit_mount=/dev/kinit-vg/data;/mnt/data;ext4;ro rd.lvm.lv=kinit-vg/data rd.lvm.lv=kinit-vg/root"
EXPECT=(KINIT-ROOT-OK
	"lvm: kinit-vg/root is /dev/mapper/kinit--vg-root (dm-0, 1 segment(s))"
	"lvm: kinit-vg/data is /dev/mapper/kinit--vg-data (dm-1, 1 segment(s))"
	"root=/dev/mapper/kinit--vg-root is /dev/mapper/kinit--vg-root (253:0)"
	"KINIT-MOUNT dir=/mnt/data src=/dev/kinit-vg/data fstype=ext4 mode=ro")
REJECT=("kinit-vg/other is")
FIELDS=(root=/dev/mapper/kinit--vg-root fstype=ext4 mode=ro pid=1)
TIMEOUT=120
prepare() {
	local si=$CASEDIR/stageinit fs data
	"$top/build/$ARCH/bin/klcc" -Os -Wall -o "$si" "$top/autopkgtest/stageinit.c" ||
		die "klcc could not build autopkgtest/stageinit.c"
	mkdir -p "$CASEDIR/empty"
	fs=$(disk lvroot --type ext4 --size 24M --label lvroot --init "$si" \
		--add "$ROOTINIT:/sbin/rootinit" --add "$CASEDIR/empty:/mnt/data") ||
		die "mkrootfs failed"
	data=$(disk lvdata --type ext4 --size 8M --label lvdata --no-init) || die "mkrootfs failed"
	. autopkgtest/lvm-disks.sh
	truncate -s 4M "$CASEDIR/other.img" || die "truncate failed"
	lvm_disks kinit-vg 2 "root=$fs" "data=$data,2" "other=$CASEDIR/other.img"
	rm -f "$fs" "$data" "$CASEDIR/other.img"
}
