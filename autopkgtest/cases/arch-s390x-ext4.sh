# SPDX-License-Identifier: MIT
# The s390x kinit on Debian's s390x kernel, QEMU's s390-ccw-virtio machine:
# the disk is virtio-blk-ccw on the channel subsystem, whose transport
# (virtio_ccw) is built in, as is the SCLP console; virtio_blk, ext4 and
# crc32c are modules, and virtio_pci is not needed.  Opt-in: make check
# builds no s390x tree.
DESC="s390x: kinit mounts ext4 rw on Debian's s390x kernel (virtio-ccw)"
CASE_ARCH=s390x
OPT_IN=yes
NEEDS="kinit rootinit"
MODULES="virtio_blk ext4 crc32c_generic"
ROOT=(--type ext4 --label root)
APPEND="root=/dev/vda rw"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(root=/dev/vda fstype=ext4 mode=rw write=ok pid=1)
TIMEOUT=120
