# SPDX-License-Identifier: MIT
# The mipsel (o32) kinit on Debian's 4kc-malta kernel, QEMU's Malta board
# with its default CPU: the board's PCI bridge and 8250 console are built
# in; virtio itself, virtio_pci, virtio_blk, ext4 and crc32c are modules.
DESC="mipsel: kinit mounts ext4 rw on Debian's 4kc-malta kernel (malta)"
CASE_ARCH=mipsel
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic"
ROOT=(--type ext4 --label root)
APPEND="root=/dev/vda rw"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(root=/dev/vda fstype=ext4 mode=rw write=ok pid=1)
TIMEOUT=120
