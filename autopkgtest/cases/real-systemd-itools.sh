# SPDX-License-Identifier: MIT
# The real Debian 12 root through Debian's own, unmodified initramfs-tools
# with our klibc-utils: in a bookworm chroot with initramfs-tools and
# Debian's klibc-utils, `make install' lays our library and programs over
# Debian's, and mkinitramfs makes a klibc-only image (BUSYBOX=n,
# MODULES=list: virtio and ext4) for the stock kernel.  Its init script then
# runs our sh, fstype, mount and run-init (run-init -n first, to validate
# /sbin/init, the absolute link) and systemd must come up as PID 1.
DESC="real root: Debian 12 + systemd-sysv through initramfs-tools (BUSYBOX=n, MODULES=list) with our klibc-utils"
NEEDS="kinit"
TREE=systemd
INIT=none
ROOT=(--type ext4 --size 1G --uuid 5d1c7a3e-8b2f-4e6d-a1c9-3f7b2e8d4c64)
APPEND="root=UUID=5d1c7a3e-8b2f-4e6d-a1c9-3f7b2e8d4c64 ro systemd.unit=poweroff.target"
TIMEOUT_REAL=240
prepare() {
	local ch=$CASEDIR/chroot tar ours f
	[ "$(id -u)" -eq 0 ] || skip "the initramfs-tools chroot needs root"
	tar=$(autopkgtest/debian-root itools 2> "$CASEDIR/debian-root-itools.err") ||
		die "autopkgtest/debian-root itools: $(tail -n 1 "$CASEDIR/debian-root-itools.err")"
	mkdir -p "$ch" && tar -xpf "$tar" -C "$ch" --numeric-owner ||
		die "cannot unpack $tar"
	# The stock kernel's modules and config, as its package would put them.
	mkdir -p "$ch/lib/modules" "$ch/boot"
	cp -a "$MODDIR" "$ch/lib/modules/$KVER" &&
		cp "$MODDIR/../../../boot/config-$KVER" "$ch/boot/" ||
		die "cannot copy the kernel's modules into the chroot"
	make --no-print-directory ARCH=x86_64 install DESTDIR="$ch" \
		> "$CASEDIR/install.log" 2>&1 || die "make install failed (log $CASEDIR/install.log)"
	printf 'virtio_pci\nvirtio_blk\next4\n' >> "$ch/etc/initramfs-tools/modules"
	sed -i -e 's/^MODULES=.*/MODULES=list/' -e 's/^BUSYBOX=.*/BUSYBOX=n/' \
		-e 's/^COMPRESS=.*/COMPRESS=gzip/' "$ch/etc/initramfs-tools/initramfs.conf"
	unshare --mount --propagation private -- /bin/sh -c '
		ch=$1 kver=$2
		mount --bind /proc "$ch/proc" && mount --bind /sys "$ch/sys" &&
			mount --bind /dev "$ch/dev" || exit 125
		chroot "$ch" mkinitramfs -o /tmp/initrd.img "$kver"' sh "$ch" "$KVER" \
		> "$CASEDIR/mkinitramfs.log" 2>&1 ||
		die "mkinitramfs failed in the chroot (log $CASEDIR/mkinitramfs.log)"
	# Our run-init must be the one in the image, not Debian's.
	mkdir -p "$CASEDIR/image" &&
		(cd "$CASEDIR/image" && zcat "$ch/tmp/initrd.img" | cpio -id --quiet) ||
		die "cannot unpack the image"
	for f in run-init sh fstype; do
		ours=$ch/usr/lib/klibc/bin/$f
		cmp -s "$ours" "$(find "$CASEDIR/image" -name "$f" -type f | head -n 1)" ||
			die "the image's $f is not ours ($ours)"
	done
	[ ! -e "$CASEDIR/image/bin/busybox" ] && [ ! -e "$CASEDIR/image/usr/bin/busybox" ] ||
		die "the image has busybox (BUSYBOX=n was not honoured)"
	# Only the image is kept: the chroot is most of a gigabyte.
	mv "$ch/tmp/initrd.img" "$CASEDIR/initrd.img" || die "cannot keep the image"
	rm -rf --one-file-system "$ch" "$CASEDIR/image"
	BOOT+=(--initrd "$CASEDIR/initrd.img")
}
. autopkgtest/real-root.sh
# initramfs-tools' own messages (not quiet): its local script mounted root.
EXPECT+=("Begin: Mounting root file system")
