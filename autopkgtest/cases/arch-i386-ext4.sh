# SPDX-License-Identifier: MIT
# The i386 kinit on Debian's own 32-bit kernel (linux-image-686), not the
# amd64 one the other i386 runs use: virtio_pci, virtio_blk, ext4 and
# crc32c are modules there, as on amd64.
DESC="i386: kinit mounts ext4 rw on Debian's 686 kernel"
CASE_ARCH=i386
CASE_KERNEL=i386
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic"
ROOT=(--type ext4 --label root)
APPEND="root=/dev/vda rw"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(root=/dev/vda fstype=ext4 mode=rw write=ok pid=1)
TIMEOUT=120
