# SPDX-License-Identifier: MIT
# The Debian installer's LVM layout without the root on it: the root on a
# plain disk, /usr and the swap on logical volumes that LVM's own tools made
# (autopkgtest/lvm-disks.sh).  resume= names the swap volume, so kinit makes
# the volumes before it looks for a hibernation image there (none: a fresh
# swap area); the root's fstab names /usr by its /dev/mapper name.
DESC="kinit: resume= and /usr from fstab on LVM volumes, the root on a plain disk"
FULL=yes
NEEDS="kinit rootinit mkswap"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic dm_mod"
APPEND="root=/dev/vda ro init=/usr/sbin/stageinit resume=/dev/kinit-vg/swap"
EXPECT=(KINIT-ROOT-OK
	"lvm: kinit-vg/usr is /dev/mapper/kinit--vg-usr (dm-0, 1 segment(s))"
	"lvm: kinit-vg/swap is /dev/mapper/kinit--vg-swap (dm-1, 1 segment(s))"
	"/dev/kinit-vg/swap is a swap area with no hibernation image"
	"KINIT-MOUNT dir=/usr src=/dev/mapper/kinit--vg-usr fstype=ext4 mode=ro")
FIELDS=(root=/dev/vda mode=ro init=/usr/sbin/stageinit pid=1)
TIMEOUT=120
prepare() {
	local si=$CASEDIR/stageinit root usr swap=$CASEDIR/swap.img
	"$top/build/$ARCH/bin/klcc" -Os -Wall -o "$si" "$top/autopkgtest/stageinit.c" ||
		die "klcc could not build autopkgtest/stageinit.c"
	mkdir -p "$CASEDIR/empty"
	printf '# /etc/fstab of the lvm-usr-swap case\n/dev/vda / ext4 ro 0 1\n/dev/mapper/kinit--vg-usr /usr ext4 defaults 0 2\n/dev/mapper/kinit--vg-swap none swap sw 0 0\n' > "$CASEDIR/fstab"
	root=$(disk root --type ext4 --add "$ROOTINIT:/sbin/rootinit" \
		--add "$CASEDIR/empty:/usr" --add "$CASEDIR/fstab:/etc/fstab") ||
		die "mkrootfs (root) failed"
	usr=$(disk usr --type ext4 --size 8M --no-init --add "$si:/sbin/stageinit") ||
		die "mkrootfs (usr) failed"
	truncate -s 8M "$swap" && mkswap -q "$swap" >/dev/null || die "mkswap failed"
	BOOT+=(--disk "$root")
	. autopkgtest/lvm-disks.sh
	lvm_disks kinit-vg 1 "usr=$usr" "swap=$swap"
	rm -f "$usr" "$swap"
}
