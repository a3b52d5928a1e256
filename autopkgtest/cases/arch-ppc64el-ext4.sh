# SPDX-License-Identifier: MIT
# The ppc64 (little-endian, ELFv2) kinit on Debian's powerpc64le kernel,
# QEMU's pseries machine (SLOF firmware, hvc0 console built in): virtio,
# virtio_pci, virtio_blk, ext4 and crc32c are modules.  Opt-in: SLOF adds
# about 8 s to every boot.
DESC="ppc64el: kinit mounts ext4 rw on Debian's powerpc64le kernel (pseries)"
CASE_ARCH=ppc64
OPT_IN=yes
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic"
ROOT=(--type ext4 --label root)
APPEND="root=/dev/vda rw"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(root=/dev/vda fstype=ext4 mode=rw write=ok pid=1)
TIMEOUT=150
