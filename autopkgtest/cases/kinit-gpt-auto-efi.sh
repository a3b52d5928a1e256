# SPDX-License-Identifier: MIT
# root=gpt-auto after a UEFI boot: OVMF starts systemd-boot from the EFI
# system partition of the second disk, which leaves that partition's
# PARTUUID in the EFI variable LoaderDevicePartUUID; both disks have a
# root partition of the x86-64 type, so only that variable (read through
# efivarfs) tells kinit, as it tells systemd, that the root is the one
# beside the loader, vdb2, and not vda1.
DESC="kinit: UEFI (OVMF, systemd-boot), no root=: the root on the boot loader's disk"
NEEDS="kinit rootinit sfdisk mkfs.vfat mcopy"
FIRMWARE=efi
MODULES="virtio_pci virtio_blk ext4 crc32c_generic efivarfs"
ROOT=(--type ext4 --partition gpt --part-type 4F68BCE3-E8CD-4DB1-96E7-FBCAF984B709)
APPEND="rw"
EXPECT=(KINIT-ROOT-OK
	"the boot loader was read from the partition PARTUUID=5e5e5e5e-0000-4000-8000-00000000e5e5 (EFI variable LoaderDevicePartUUID)"
	"root=gpt-auto is /dev/vdb2")
FIELDS=(fstype=ext4 mode=rw write=ok pid=1)
TIMEOUT=150
prepare() {
	local fs
	[ -f /usr/share/OVMF/OVMF_CODE_4M.fd ] || skip "ovmf: not installed (tools/install-deps)"
	[ -f /usr/lib/systemd/boot/efi/systemd-bootx64.efi ] ||
		skip "systemd-boot-efi: not installed (tools/install-deps)"
	fs=$(disk loaderroot --type ext4) || return 1
	autopkgtest/efi-disk -o "$CASEDIR/efi.img" --kernel "$VMLINUZ" \
		--initrd "$CASEDIR/initrd.img" --options "console=ttyS0 panic=-1 $APPEND" \
		--esp-uuid 5e5e5e5e-0000-4000-8000-00000000e5e5 \
		--part "$fs:4F68BCE3-E8CD-4DB1-96E7-FBCAF984B709" > /dev/null || return 1
	rm -f "$fs"
	BOOT+=(--disk "$CASEDIR/efi.img")
}
