# SPDX-License-Identifier: MIT
# root=/dev/sda1 on a virtio-scsi disk, as Proxmox and many clouds attach
# them: the SCSI bus is scanned after virtio_scsi's init returns and sd_mod
# names the disk later still, so kinit must wait for sda1 to appear.
DESC="kinit: ext4 in MBR partition 1 of a virtio-scsi disk, root=/dev/sda1"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_scsi sd_mod ext4 crc32c_generic"
ROOT=()
APPEND="root=/dev/sda1 ro"
EXPECT=(KINIT-ROOT-OK "is /dev/sda1 (")
FIELDS=(fstype=ext4 mode=ro pid=1)
prepare() {
	local img
	img=$(disk scsi --type ext4 --partition mbr --part-number 1) || return 1
	BOOT+=(--qemu-arg -device --qemu-arg "virtio-scsi-pci,id=scsi0"
		--qemu-arg -drive --qemu-arg "file=$img,if=none,id=scsidisk0,format=raw"
		--qemu-arg -device --qemu-arg "scsi-hd,drive=scsidisk0,bus=scsi0.0")
}
