# SPDX-License-Identifier: MIT
# The command line's module blacklists, as kmod (which initramfs-tools'
# udev and dracut follow) keeps them: modprobe.blacklist= keeps a module
# of the image from being loaded, as a user who blacklisted a misbehaving
# driver expects ('-' and '_' are one), but a module another loaded one
# needs (fat, for vfat) is loaded all the same; the kernel's own
# module_blacklist= refuses crc-itu-t, so udf, which needs it, is left out
# too instead of failing in the kernel.  Two at a time (the concurrent
# loader; the one-at-a-time one decides the same way).
DESC="kinit: modprobe.blacklist=, blacklist= and module_blacklist= leave modules out as kmod does"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic vfat nls_ascii udf"
ROOT=(--type ext4)
APPEND="root=/dev/vda modprobe.blacklist=nls-ascii blacklist=fat module_blacklist=crc-itu-t"
EXPECT=(KINIT-ROOT-OK
	"module nls_ascii: not loaded: modprobe.blacklist= names it"
	"module fat: loaded though blacklist= names it: vfat needs it"
	"module crc_itu_t: not loaded: module_blacklist= names it"
	"module udf: not loaded: it needs crc_itu_t, which module_blacklist= keeps out")
BOOT=(--smp 2)
REJECT_RE=("module (nls_ascii|udf|crc_itu_t): cannot load"
	"loaded module (nls_ascii|udf|crc_itu_t)" "failed to load")
FIELDS=(root=/dev/vda fstype=ext4 mode=ro pid=1)
