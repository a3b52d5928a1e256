# SPDX-License-Identifier: MIT
# A static ip= with every field: no packet is needed, the interface is
# configured as given and the conf file says so (PROTO='none').
DESC="net: static ip=client:server:gw:netmask:host.nis:eth0:off:dns0:dns1:ntp0"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic virtio_net"
ROOT=(--type ext4 --label root)
APPEND="root=/dev/vda ip=10.0.2.77:10.0.2.2:10.0.2.1:255.255.255.0:box.nis.test:eth0:off:10.0.2.3:10.0.2.4:10.0.2.5 rootinit.net"
BOOT=(--net user)
EXPECT=(KINIT-ROOT-OK "KINIT-NET net-eth0.conf PROTO='none'"
	"KINIT-NET net-eth0.conf IPV4ADDR='10.0.2.77'"
	"KINIT-NET net-eth0.conf IPV4NETMASK='255.255.255.0'"
	"KINIT-NET net-eth0.conf IPV4BROADCAST='10.0.2.255'"
	"KINIT-NET net-eth0.conf IPV4GATEWAY='10.0.2.1'"
	"KINIT-NET net-eth0.conf IPV4DNS0='10.0.2.3'"
	"KINIT-NET net-eth0.conf IPV4DNS1='10.0.2.4'"
	"KINIT-NET net-eth0.conf HOSTNAME='box'"
	"KINIT-NET net-eth0.conf NISDOMAIN='nis.test'"
	"KINIT-NET net-eth0.conf ROOTSERVER='10.0.2.2'")
FIELDS=(fstype=ext4 pid=1)
TIMEOUT=90
