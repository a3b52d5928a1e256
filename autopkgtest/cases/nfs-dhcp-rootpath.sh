# SPDX-License-Identifier: MIT
# root=/dev/nfs with no nfsroot=: the server and the path come from DHCP
# (dnsmasq in a private namespace: siaddr 10.0.3.1, option 17
# /srv/nfsroot); ganesha serves that path in the same namespace.  QEMU's
# user network cannot send option 17, hence the tap.
DESC="nfs: root=/dev/nfs, server and path from DHCP (siaddr, option 17 root path)"
NEEDS="kinit rootinit ganesha.nfsd rpcbind"
MODULES="virtio_pci virtio_net nfsv3"
APPEND="root=/dev/nfs ip=dhcp rw"
BOOT=(--net tap:tap0 --netns "--tap tap0 --serve tap0"
	--nfs-server "--no-netns --pseudo /srv/nfsroot --export $CASEDIR/export")
EXPECT=(KINIT-ROOT-OK "kinit: NFS root 10.0.3.1:/srv/nfsroot (NFSv3 over tcp")
FIELDS=(root=10.0.3.1:/srv/nfsroot fstype=nfs mode=rw write=ok pid=1)
TIMEOUT=90
prepare() {
	local why
	why=$(autopkgtest/netns --check --tap tap0 --serve tap0 2>&1) || skip "$why"
	autopkgtest/nfs-root-tree "$CASEDIR/export" "$ROOTINIT"
}
