# SPDX-License-Identifier: MIT
# An NFSv3 root over TCP: kinit leases eth0 from QEMU's user network, asks
# the portmapper and MOUNT v3 of nfs-ganesha (on the loopback of a private
# namespace, reached as 10.0.2.2) for the export's handle, and hands it to
# the kernel in its binary mount data.  rw on the command line is honoured.
DESC="nfs: root=/dev/nfs, NFSv3 over TCP from nfs-ganesha (portmapper, MOUNT v3), rw"
NEEDS="kinit rootinit ganesha.nfsd rpcbind"
MODULES="virtio_pci virtio_net nfsv3"
APPEND="root=/dev/nfs nfsroot=10.0.2.2:/export,tcp ip=dhcp rw"
BOOT=(--net user,restrict=off --nfs-server "--export $CASEDIR/export")
EXPECT=(KINIT-ROOT-OK
	"kinit: NFS root 10.0.2.2:/export (NFSv3 over tcp"
	"kinit: 10.0.2.2:/export: MOUNT v3 20048/tcp gave a ")
FIELDS=(root=10.0.2.2:/export fstype=nfs mode=rw write=ok pid=1)
TIMEOUT=90
prepare() {
	[ "$(id -u)" -eq 0 ] || skip "autopkgtest/nfs-server needs root"
	autopkgtest/nfs-root-tree "$CASEDIR/export" "$ROOTINIT"
}
