# SPDX-License-Identifier: MIT
DESC="kinit: erofs root named with rootfstype="
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk erofs crc32c_generic"
ROOT=(--type erofs)
APPEND="root=/dev/vda rootfstype=erofs"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(fstype=erofs mode=ro write=erofs pid=1)
