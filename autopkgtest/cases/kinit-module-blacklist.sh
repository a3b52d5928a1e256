# SPDX-License-Identifier: MIT
# modprobe.blacklist= (kmod's, which initramfs-tools' udev and dracut
# follow) keeps a module of the image from being loaded, as a user who
# blacklisted a misbehaving driver expects; '-' and '_' are one.  The
# module it needs (fat) and the root's still load, two at a time (the
# concurrent loader; the one-at-a-time one skips the same way).
DESC="kinit: modprobe.blacklist=nls-ascii,vfat leaves those two modules out"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic vfat nls_ascii"
ROOT=(--type ext4)
APPEND="root=/dev/vda modprobe.blacklist=nls-ascii,vfat"
EXPECT=(KINIT-ROOT-OK
	"module vfat: not loaded: modprobe.blacklist= names it"
	"module nls_ascii: not loaded: modprobe.blacklist= names it")
BOOT=(--smp 2)
REJECT_RE=("module (vfat|nls_ascii|fat): cannot load" "loaded module (vfat|nls_ascii)"
	"failed to load")
FIELDS=(root=/dev/vda fstype=ext4 mode=ro pid=1)
