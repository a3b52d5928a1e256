# SPDX-License-Identifier: MIT
# The real root with /usr on a partition of its own, named in the root's
# /etc/fstab: with merged /usr every init path (/sbin -> usr/sbin, /lib ->
# usr/lib) lies on that partition, so kinit must mount it before it looks
# for init, and find systemd through it.
DESC="real root: Debian 12 + systemd-sysv with a separate /usr from fstab, to poweroff.target"
FULL=yes
NEEDS="kinit"
TREE=systemd
MODULES=default
APPEND="root=LABEL=realroot ro systemd.unit=poweroff.target"
prepare() {
	local root usr
	printf '# /etc/fstab of the real-systemd-usr case\nLABEL=realroot / ext4 ro 0 1\nLABEL=realusr /usr ext4 ro 0 2\n' > "$CASEDIR/fstab"
	root=$(disk root --type ext4 --size 256M --label realroot --omit /usr \
		--add "$CASEDIR/fstab:/etc/fstab") || die "mkrootfs (root) failed"
	usr=$(disk usr --type ext4 --size 1G --label realusr --only /usr) ||
		die "mkrootfs (usr) failed"
	BOOT+=(--disk "$root" --disk "$usr")
}
. autopkgtest/real-root.sh
EXPECT+=("kinit: mounted /dev/vdb (ext4) on /root/usr read-only")
