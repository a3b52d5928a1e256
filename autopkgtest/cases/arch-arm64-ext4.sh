# SPDX-License-Identifier: MIT
# The arm64 kinit on Debian's arm64 kernel, QEMU's virt board with a
# cortex-a57: the PCIe host bridge and the PL011 console are built in,
# virtio_pci, virtio_blk, ext4 and crc32c are modules.
DESC="arm64: kinit mounts ext4 rw on Debian's arm64 kernel (virt, cortex-a57)"
CASE_ARCH=arm64
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic"
ROOT=(--type ext4 --label root)
APPEND="root=/dev/vda rw"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(root=/dev/vda fstype=ext4 mode=rw write=ok pid=1)
TIMEOUT=120
