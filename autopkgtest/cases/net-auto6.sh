# SPDX-License-Identifier: MIT
# ip=auto6: a router solicitation, dnsmasq's advertisement (prefix
# fd00:77::/64 with SLAAC, RDNSS, DNSSL), the EUI-64 address of the NIC.
DESC="net: ip=auto6, router solicitation and SLAAC against dnsmasq in a netns"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic virtio_net"
ROOT=(--type ext4 --label root)
APPEND="root=/dev/vda ip=auto6 rootinit.net"
BOOT=(--net tap:tap0 --netns "--tap tap0 --serve tap0 --mode auto6")
EXPECT=(KINIT-ROOT-OK "KINIT-NET net-eth0.conf PROTO='auto6'"
	"KINIT-NET net-eth0.conf IPV6ADDR='fd00:77::5054:ff:fe12:3456'"
	"KINIT-NET net-eth0.conf IPV6NETMASK='64'"
	"KINIT-NET net-eth0.conf IPV6DNS0='fd00:77::1'"
	"KINIT-NET net-eth0.conf IPV6DOMAINSEARCH='v6.example.test.'")
EXPECT_RE=("KINIT-NET net-eth0.conf IPV6GATEWAY='fe80::[0-9a-f:]+'")
FIELDS=(fstype=ext4 pid=1)
TIMEOUT=90
prepare() {
	local why
	why=$(autopkgtest/netns --check --tap tap0 --serve tap0 2>&1) || skip "$why"
}
