# SPDX-License-Identifier: MIT
# ip=dhcp and ip=dhcp6 together: DHCPv4 and DHCPv6 on the same interface
# at once, one conf file holding both (IPV4* and IPV6* variables).
DESC="net: ip=dhcp ip=dhcp6 together on one interface (dnsmasq in a netns)"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic virtio_net"
ROOT=(--type ext4 --label root)
APPEND="root=/dev/vda ip=dhcp ip=dhcp6 rootinit.net"
BOOT=(--net tap:tap0 --netns "--tap tap0 --serve tap0 --mode dhcp,dhcp6")
EXPECT=(KINIT-ROOT-OK "KINIT-NET net-eth0.conf PROTO='dhcp'"
	"KINIT-NET net-eth0.conf IPV4GATEWAY='10.0.3.1'"
	"KINIT-NET net-eth0.conf IPV6PROTO='dhcp6'"
	"KINIT-NET net-eth0.conf IPV6DNS0='fd00:77::1'")
EXPECT_RE=("KINIT-NET net-eth0.conf IPV4ADDR='10\.0\.3\.[0-9]+'"
	"KINIT-NET net-eth0.conf IPV6ADDR='fd00:77::1[0-9a-f]{2}'")
FIELDS=(fstype=ext4 pid=1)
TIMEOUT=90
prepare() {
	local why
	why=$(autopkgtest/netns --check --tap tap0 --serve tap0 2>&1) || skip "$why"
}
