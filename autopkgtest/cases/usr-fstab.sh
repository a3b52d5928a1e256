# SPDX-License-Identifier: MIT
# A separate /usr named by udev's /dev/disk/by-uuid/ link in the root's
# /etc/fstab (as many fstab files name it; kinit reads it as UUID=) is mounted
# before hand-over (read-only like the root), so an init that lives only
# on /usr runs; kinit_mount= adds a vfat disk on /tmp with its options.
DESC="kinit: /usr from the root's fstab, and kinit_mount="
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic vfat nls_cp437 nls_utf8 nls_ascii"
APPEND="root=/dev/vda init=/usr/sbin/stageinit kinit_mount=LABEL=KDATA;/tmp;vfat;ro,noexec"
EXPECT=(KINIT-ROOT-OK
	"KINIT-MOUNT dir=/usr src=/dev/vdb fstype=ext4 mode=ro"
	"KINIT-MOUNT dir=/tmp src=/dev/vdc fstype=vfat mode=ro")
FIELDS=(root=/dev/vda mode=ro init=/usr/sbin/stageinit pid=1)
# The two mounts are the kernel's share of the time, not kinit's own work.
EXPECT_RE=("mounting the root [0-9]+ ms, the other mounts [0-9]+ ms; kinit's own work [0-9]+ ms")

prepare() {
	local si=$CASEDIR/stageinit root usr data
	"$top/build/$ARCH/bin/klcc" -Os -Wall -o "$si" "$top/autopkgtest/stageinit.c" ||
		die "klcc could not build autopkgtest/stageinit.c"
	mkdir -p "$CASEDIR/empty"
	printf '# /etc/fstab of the usr-fstab case\nUUID=0 / ext4 errors=remount-ro 0 1\n/dev/disk/by-uuid/5e3c1a7b-9d2f-4b8e-a6c4-1f0e2d3c4b5a /usr ext4 defaults 0 2\n' > "$CASEDIR/fstab"
	root=$(disk root --type ext4 --add "$ROOTINIT:/sbin/rootinit" \
		--add "$CASEDIR/empty:/usr" --add "$CASEDIR/fstab:/etc/fstab") ||
		die "mkrootfs (root) failed"
	usr=$(disk usr --type ext4 --uuid 5e3c1a7b-9d2f-4b8e-a6c4-1f0e2d3c4b5a --no-init --add "$si:/sbin/stageinit") ||
		die "mkrootfs (usr) failed"
	data=$(disk data --type vfat --label KDATA --no-init) || die "mkrootfs (data) failed"
	BOOT+=(--disk "$root" --disk "$usr" --disk "$data")
}
