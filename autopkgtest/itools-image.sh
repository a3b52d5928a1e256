# SPDX-License-Identifier: MIT
# itools-image.sh: sourced by the boot cases that boot through Debian's own,
# unmodified initramfs-tools with our klibc-utils.  itools_image OUT makes
# that image: in a chroot of $SUITE with initramfs-tools and Debian's
# klibc-utils (autopkgtest/debian-root itools $SUITE), `make install' lays our
# library and programs over Debian's, and mkinitramfs makes a klibc-only
# image (BUSYBOX=n, MODULES=list: virtio and ext4, COMPRESS=gzip) for the
# stock kernel ($KVER, $MODDIR), written to OUT.  It checks that the image
# runs our sh, fstype, run-init and resume and holds no busybox, and keeps
# only the image (the chroot is most of a gigabyte).  Needs root; returns
# non-zero with a message on stderr.
itools_image() {
	local out=$1 ch=$CASEDIR/chroot tar f ours
	tar=$(autopkgtest/debian-root itools "$SUITE" 2> "$CASEDIR/debian-root-itools.err") || {
		echo "autopkgtest/debian-root itools $SUITE: $(tail -n 1 "$CASEDIR/debian-root-itools.err")" >&2
		return 1
	}
	mkdir -p "$ch" && tar -xpf "$tar" -C "$ch" --numeric-owner ||
		{ echo "cannot unpack $tar" >&2; return 1; }
	# The stock kernel's modules and config, as its package would put them.
	mkdir -p "$ch/lib/modules" "$ch/boot"
	cp -a "$MODDIR" "$ch/lib/modules/$KVER" &&
		cp "$MODDIR/../../../boot/config-$KVER" "$ch/boot/" ||
		{ echo "cannot copy the kernel's modules into the chroot" >&2; return 1; }
	make --no-print-directory ARCH=x86_64 install DESTDIR="$ch" \
		> "$CASEDIR/install.log" 2>&1 ||
		{ echo "make install failed (log $CASEDIR/install.log)" >&2; return 1; }
	printf 'virtio_pci\nvirtio_blk\next4\n' >> "$ch/etc/initramfs-tools/modules"
	sed -i -e 's/^MODULES=.*/MODULES=list/' -e 's/^BUSYBOX=.*/BUSYBOX=n/' \
		-e 's/^COMPRESS=.*/COMPRESS=gzip/' "$ch/etc/initramfs-tools/initramfs.conf"
	unshare --mount --propagation private -- /bin/sh -c '
		ch=$1 kver=$2
		mount --bind /proc "$ch/proc" && mount --bind /sys "$ch/sys" &&
			mount --bind /dev "$ch/dev" || exit 125
		chroot "$ch" mkinitramfs -o /tmp/initrd.img "$kver"' sh "$ch" "$KVER" \
		> "$CASEDIR/mkinitramfs.log" 2>&1 ||
		{ echo "mkinitramfs failed in the chroot (log $CASEDIR/mkinitramfs.log)" >&2; return 1; }
	# Our programs must be the ones in the image, not Debian's.
	mkdir -p "$CASEDIR/image" &&
		(cd "$CASEDIR/image" && zcat "$ch/tmp/initrd.img" | cpio -id --quiet) ||
		{ echo "cannot unpack the image" >&2; return 1; }
	for f in run-init sh fstype resume; do
		ours=$ch/usr/lib/klibc/bin/$f
		# (by its folder: scripts/local-premount/resume is a script)
		cmp -s "$ours" "$(find "$CASEDIR/image" -path "*bin/$f" -type f | head -n 1)" ||
			{ echo "the image's $f is not ours ($ours)" >&2; return 1; }
	done
	if [ -e "$CASEDIR/image/bin/busybox" ] || [ -e "$CASEDIR/image/usr/bin/busybox" ]; then
		echo "the image has busybox (BUSYBOX=n was not honoured)" >&2
		return 1
	fi
	mv "$ch/tmp/initrd.img" "$out" || { echo "cannot keep the image" >&2; return 1; }
	rm -rf --one-file-system "$ch" "$CASEDIR/image"
}
