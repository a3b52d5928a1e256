# SPDX-License-Identifier: MIT
# root=PARTUUID= of a partition on an NVMe namespace.  In sysfs the
# namespace's folder is inside its controller's (nvme0/nvme0n1, no "block"
# folder between) and the partition's inside the namespace's: the device
# list must take nvme0n1 for a disk and nvme0n1p1 for its partition 1.
DESC="kinit: ext4 in GPT partition 1 of an NVMe namespace, found by root=PARTUUID="
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic nvme"
ROOT=()
APPEND="root=PARTUUID=5d0c4b3a-2e1f-4a9b-8c7d-6e5f4a3b2c1d ro"
EXPECT=(KINIT-ROOT-OK "is /dev/nvme0n1p1 (")
FIELDS=(fstype=ext4 mode=ro pid=1)
prepare() {
	local img
	img=$(disk nvme --type ext4 --partition gpt --part-number 1 \
		--part-uuid 5d0c4b3a-2e1f-4a9b-8c7d-6e5f4a3b2c1d) || return 1
	BOOT+=(--qemu-arg -drive --qemu-arg "file=$img,if=none,id=nv0,format=raw"
		--qemu-arg -device --qemu-arg "nvme,serial=kinit0,drive=nv0")
}
