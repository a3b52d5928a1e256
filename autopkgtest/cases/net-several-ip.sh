# SPDX-License-Identifier: MIT
# Several ip= parameters, each naming its interface: eth0 by DHCP from
# QEMU's user network, eth1 (a NIC with nobody behind it) static; both
# are configured and each gets its conf file.
DESC="net: two ip= (eth0 dhcp, eth1 static), both configured"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic virtio_net"
ROOT=(--type ext4 --label root)
APPEND="root=/dev/vda ip=:::::eth0:dhcp ip=192.168.77.5:::255.255.255.0::eth1:none rootinit.net"
BOOT=(--net user --net dead)
EXPECT=(KINIT-ROOT-OK "KINIT-NET net-eth0.conf PROTO='dhcp'"
	"KINIT-NET net-eth0.conf IPV4ADDR='10.0.2.15'"
	"KINIT-NET net-eth1.conf PROTO='none'"
	"KINIT-NET net-eth1.conf IPV4ADDR='192.168.77.5'"
	"KINIT-NET net-eth1.conf IPV4BROADCAST='192.168.77.255'")
FIELDS=(fstype=ext4 pid=1)
TIMEOUT=90
