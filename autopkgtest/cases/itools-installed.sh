# SPDX-License-Identifier: MIT
# This system's own initramfs-tools, with the klibc-utils installed here,
# makes the image (BUSYBOX=n, MODULES=list) for the kernel installed here,
# and its init mounts an ext4 root by UUID with our fstype, mount and
# run-init.  For an autopkgtest testbed where our packages are installed
# (debian/tests/boot runs it with KINIT_KERNEL_INSTALLED); opt-in, because
# on any other machine it would test that machine's klibc-utils.
DESC="initramfs-tools installed here, with this system's klibc-utils (BUSYBOX=n), boots the installed kernel"
NEEDS="rootinit mkinitramfs unmkinitramfs"
OPT_IN=yes
INIT=none
ROOT=(--type ext4 --uuid 0c9e4f2a-6b7d-4e1c-9a3f-5d8b2c7e1f60)
APPEND="root=UUID=0c9e4f2a-6b7d-4e1c-9a3f-5d8b2c7e1f60 rw"
EXPECT=(KINIT-ROOT-OK "Begin: Mounting root file system")
FIELDS=(fstype=ext4 mode=rw write=ok init=/sbin/init pid=1)
TIMEOUT=120
prepare() {
	local conf=$CASEDIR/initramfs-tools f
	[ -n "${KINIT_KERNEL_INSTALLED:-}" ] ||
		skip "needs KINIT_KERNEL_INSTALLED: the image is made for an installed kernel"
	[ -x /usr/lib/klibc/bin/run-init ] || skip "klibc-utils is not installed"
	rm -rf "$conf" && cp -a /etc/initramfs-tools "$conf" ||
		die "cannot copy /etc/initramfs-tools"
	printf 'virtio_pci\nvirtio_blk\next4\n' >> "$conf/modules"
	sed -i -e 's/^MODULES=.*/MODULES=list/' -e 's/^BUSYBOX=.*/BUSYBOX=n/' \
		-e 's/^COMPRESS=.*/COMPRESS=gzip/' "$conf/initramfs.conf"
	mkinitramfs -d "$conf" -o "$CASEDIR/initrd.img" "$KVER" \
		> "$CASEDIR/mkinitramfs.log" 2>&1 ||
		die "mkinitramfs failed (log $CASEDIR/mkinitramfs.log)"
	# The image's klibc programs must be the ones installed here.
	# unmkinitramfs, as the image need not be one gzip stream: Debian 13's
	# mkinitramfs puts files already compressed (its kernel's .ko.xz
	# modules) in a plain cpio ahead of the compressed one.
	rm -rf "$CASEDIR/image" &&
		unmkinitramfs "$CASEDIR/initrd.img" "$CASEDIR/image" > "$CASEDIR/unmkinitramfs.log" 2>&1 ||
		die "cannot unpack the image (log $CASEDIR/unmkinitramfs.log)"
	for f in run-init sh fstype; do
		cmp -s "/usr/lib/klibc/bin/$f" "$(find "$CASEDIR/image" -name "$f" -type f | head -n 1)" ||
			die "the image's $f is not /usr/lib/klibc/bin/$f"
	done
	[ ! -e "$CASEDIR/image/bin/busybox" ] && [ ! -e "$CASEDIR/image/usr/bin/busybox" ] ||
		die "the image has busybox (BUSYBOX=n was not honoured)"
	rm -rf "$CASEDIR/image"
	BOOT+=(--initrd "$CASEDIR/initrd.img")
}
