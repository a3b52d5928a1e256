# SPDX-License-Identifier: MIT
# A SATA disk on an AHCI controller, the usual disk of a PC and of QEMU's
# q35 machine: libata probes the port after ahci's init returns and sd_mod
# names the disk, so kinit finds the root by UUID= once it appears.
DESC="kinit: ext4 on a SATA disk behind AHCI, root=UUID="
NEEDS="kinit rootinit"
MODULES="ahci sd_mod ext4 crc32c_generic"
ROOT=()
APPEND="root=UUID=3f1d2c4b-5a6e-4f70-8b9c-0d1e2f3a4b5c ro"
EXPECT=(KINIT-ROOT-OK "is /dev/sda (")
FIELDS=(fstype=ext4 mode=ro pid=1)
prepare() {
	local img
	img=$(disk sata --type ext4 --uuid 3f1d2c4b-5a6e-4f70-8b9c-0d1e2f3a4b5c) || return 1
	BOOT+=(--qemu-arg -device --qemu-arg "ahci,id=ahci0"
		--qemu-arg -drive --qemu-arg "file=$img,if=none,id=satadisk0,format=raw"
		--qemu-arg -device --qemu-arg "ide-hd,drive=satadisk0,bus=ahci0.0")
}
