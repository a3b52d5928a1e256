# SPDX-License-Identifier: MIT
# A root on a USB stick (usb-storage behind an xHCI controller): the bus
# is enumerated well after the modules are in, so kinit waits for the disk
# (rootwait) and finds the root by LABEL= when it appears.
DESC="kinit: ext4 on a USB mass-storage disk, root=LABEL= with rootwait"
NEEDS="kinit rootinit"
MODULES="xhci_pci usb_storage sd_mod ext4 crc32c_generic"
ROOT=()
APPEND="root=LABEL=usbroot rootwait ro"
EXPECT=(KINIT-ROOT-OK "is /dev/sda (")
FIELDS=(fstype=ext4 mode=ro pid=1)
prepare() {
	local img
	img=$(disk usb --type ext4 --label usbroot) || return 1
	BOOT+=(--qemu-arg -device --qemu-arg "qemu-xhci,id=xhci0"
		--qemu-arg -drive --qemu-arg "file=$img,if=none,id=usbdisk0,format=raw"
		--qemu-arg -device --qemu-arg "usb-storage,drive=usbdisk0,bus=xhci0.0")
}
