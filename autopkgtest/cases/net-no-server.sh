# SPDX-License-Identifier: MIT
# No DHCP server at all (a tap in a private namespace, nothing answering):
# ipconfig gives up after its bounded time (ipconfig.timeout=6 here; 30 s
# by default) with a message naming the interface and what it heard, and
# kinit goes on to the local root.
DESC="net: ip=dhcp with no server: a clear message within the bounded timeout"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic virtio_net"
ROOT=(--type ext4 --label root)
APPEND="root=/dev/vda ip=dhcp ipconfig.timeout=6"
BOOT=(--net tap:tap0 --netns "--tap tap0")
EXPECT=(KINIT-ROOT-OK "kinit: no lease after 6.0 s on 1 interface(s):"
	"kinit: no network configured (ipconfig.timeout=SECONDS waits longer than 6 s)")
EXPECT_RE=("kinit:   eth0: [3-5] DHCP request\(s\) sent, no reply heard")
FIELDS=(fstype=ext4 pid=1)
TIMEOUT=90
prepare() {
	local why
	why=$(autopkgtest/netns --check --tap tap0 2>&1) || skip "$why"
}
