# SPDX-License-Identifier: MIT
# ip=dhcp6: SOLICIT, ADVERTISE, REQUEST, REPLY with dnsmasq (RFC 8415),
# one address from fd00:77::100-1ff, name server and search list from
# options 23 and 24, the router from the advertisement heard meanwhile.
DESC="net: ip=dhcp6, stateful DHCPv6 against dnsmasq in a netns"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic virtio_net"
ROOT=(--type ext4 --label root)
APPEND="root=/dev/vda ip=dhcp6 rootinit.net"
BOOT=(--net tap:tap0 --netns "--tap tap0 --serve tap0 --mode dhcp6")
EXPECT=(KINIT-ROOT-OK "KINIT-NET net-eth0.conf PROTO='dhcp6'"
	"KINIT-NET net-eth0.conf IPV6DNS0='fd00:77::1'"
	"KINIT-NET net-eth0.conf IPV6DOMAINSEARCH='v6.example.test.'")
EXPECT_RE=("KINIT-NET net-eth0.conf IPV6ADDR='fd00:77::1[0-9a-f]{2}'")
FIELDS=(fstype=ext4 pid=1)
TIMEOUT=90
prepare() {
	local why
	why=$(autopkgtest/netns --check --tap tap0 --serve tap0 2>&1) || skip "$why"
}
