# SPDX-License-Identifier: MIT
# ip=bootp sends a plain BOOTP request (no DHCP message type); QEMU's user
# network answers it, and the lease is recorded as PROTO='bootp'.
DESC="net: ip=:::::eth0:bootp on QEMU's user network"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic virtio_net"
ROOT=(--type ext4 --label root)
APPEND="root=/dev/vda ip=:::::eth0:bootp rootinit.net"
BOOT=(--net user)
EXPECT=(KINIT-ROOT-OK "KINIT-NET net-eth0.conf PROTO='bootp'"
	"KINIT-NET net-eth0.conf IPV4ADDR='10.0.2.15'")
FIELDS=(fstype=ext4 pid=1)
TIMEOUT=90
