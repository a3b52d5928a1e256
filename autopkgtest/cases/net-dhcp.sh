# SPDX-License-Identifier: MIT
# kinit's ipconfig leases eth0 from QEMU's user network (ip=dhcp; with
# restrict=on it offers no router and no name server), writes
# /run/net-eth0.conf, which reaches the real root; there Debian's own
# klibc ipconfig runs on the same interface and its conf file must say
# the same thing, variable by variable.
DESC="net: ip=dhcp on QEMU's user network; /run/net-eth0.conf as Debian's ipconfig writes it"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic virtio_net"
ROOT=(--type ext4 --label root)
APPEND="root=/dev/vda ip=dhcp rootinit.net"
BOOT=(--net user)
EXPECT=(KINIT-ROOT-OK "KINIT-NET net-eth0.conf PROTO='dhcp'"
	"KINIT-NET net-eth0.conf IPV4ADDR='10.0.2.15'"
	"KINIT-NET-COMPARED same=17 diff=0")
REJECT=(KINIT-NET-DIFF)
FIELDS=(fstype=ext4 pid=1)
TIMEOUT=90
prepare() {
	local deb so
	deb=$(autopkgtest/debian-klibc) || skip "Debian's klibc-utils cannot be downloaded"
	so=$(ls "$deb"/lib/klibc-*.so | head -n 1)
	disk root "${ROOT[@]}" --add "$so:/lib/${so##*/}" \
		--add "$deb/usr/lib/klibc/bin/ipconfig:/debian/ipconfig" >/dev/null
}
