# SPDX-License-Identifier: MIT
# The arm (EABI, hard-float) kinit on Debian's armmp kernel, QEMU's virt
# board (cortex-a15, highmem off: armmp has no LPAE): PCIe host and PL011
# built in, virtio_pci, virtio_blk, ext4 and crc32c modules.  Opt-in: make
# check builds no arm tree.
DESC="armhf: kinit mounts ext4 rw on Debian's armmp kernel (virt)"
CASE_ARCH=arm
OPT_IN=yes
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic"
ROOT=(--type ext4 --label root)
APPEND="root=/dev/vda rw"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(root=/dev/vda fstype=ext4 mode=rw write=ok pid=1)
TIMEOUT=120
