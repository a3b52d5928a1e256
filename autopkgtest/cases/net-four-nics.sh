# SPDX-License-Identifier: MIT
# Four NICs, a DHCP server (dnsmasq in a private network namespace) only on
# the last: every interface is tried at once, so the lease comes in about
# the time one interface takes (a sequential client waits on each of the
# first three).  The conf file carries what dnsmasq sends (options 3 6 15
# 17 40 119, siaddr and file) and matches Debian's ipconfig's.
DESC="net: ip=dhcp on four NICs, server on the last only (dnsmasq, taps in a netns)"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic virtio_net"
ROOT=(--type ext4 --label root)
APPEND="root=/dev/vda ip=dhcp rootinit.net"
BOOT=(--net tap:tap0,tap1,tap2,tap3 --netns "--tap tap0,tap1,tap2,tap3 --serve tap3")
EXPECT=(KINIT-ROOT-OK "KINIT-NET net-eth3.conf PROTO='dhcp'"
	"KINIT-NET net-eth3.conf IPV4GATEWAY='10.0.3.1'"
	"KINIT-NET net-eth3.conf IPV4DNS0='10.0.3.1'"
	"KINIT-NET net-eth3.conf IPV4DNS1='10.0.3.2'"
	"KINIT-NET net-eth3.conf DNSDOMAIN='example.test'"
	"KINIT-NET net-eth3.conf NISDOMAIN='nis.test'"
	"KINIT-NET net-eth3.conf ROOTSERVER='10.0.3.1'"
	"KINIT-NET net-eth3.conf ROOTPATH='/srv/nfsroot'"
	"KINIT-NET net-eth3.conf filename='pxelinux.0'"
	"KINIT-NET net-eth3.conf DHCPLEASETIME='3600'"
	"KINIT-NET net-eth3.conf DOMAINSEARCH='a.example.test. b.example.test.'"
	"KINIT-NET-COMPARED same=17 diff=0")
# The lease within 2 s of ipconfig's start, though three NICs stay silent.
EXPECT_RE=("kinit: eth3: dhcp 10\.0\.3\.[0-9]+/255\.255\.255\.0 .*\(([0-9]{1,3}|1[0-9]{3}) ms\)"
	"KINIT-NET net-eth3.conf IPV4ADDR='10\.0\.3\.[0-9]+'")
REJECT=(KINIT-NET-DIFF "net-eth0.conf" "net-eth1.conf" "net-eth2.conf")
FIELDS=(fstype=ext4 pid=1)
TIMEOUT=120
prepare() {
	local deb so why
	why=$(autopkgtest/netns --check --tap tap0 --serve tap0 2>&1) || skip "$why"
	deb=$(autopkgtest/debian-klibc) || skip "Debian's klibc-utils cannot be downloaded"
	so=$(ls "$deb"/lib/klibc-*.so | head -n 1)
	disk root "${ROOT[@]}" --add "$so:/lib/${so##*/}" \
		--add "$deb/usr/lib/klibc/bin/ipconfig:/debian/ipconfig" >/dev/null
}
