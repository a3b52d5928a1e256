# SPDX-License-Identifier: MIT
# An NFSv4.1 root: no portmapper and no mountd; kinit checks that the
# server answers (an NFS NULL call) and passes the kernel its text options
# with addr= and clientaddr=.  The path is the export's pseudo path.
DESC="nfs: root=/dev/nfs, NFSv4.1 from nfs-ganesha (text options, clientaddr=), rw"
NEEDS="kinit rootinit ganesha.nfsd rpcbind"
MODULES="virtio_pci virtio_net nfsv4"
APPEND="root=/dev/nfs nfsroot=10.0.2.2:/export,vers=4.1,port=20490 ip=dhcp rw"
BOOT=(--net user,restrict=off --nfs-server "--export $CASEDIR/export")
EXPECT=(KINIT-ROOT-OK
	"kinit: NFS root 10.0.2.2:/export (NFSv4.1 over tcp"
	"kinit: 10.0.2.2:/export: NFSv4 server answers on port 20490/tcp; client address 10.0.2.15")
FIELDS=(root=10.0.2.2:/export fstype=nfs4 mode=rw write=ok pid=1)
TIMEOUT=90
prepare() {
	[ "$(id -u)" -eq 0 ] || skip "autopkgtest/nfs-server needs root"
	autopkgtest/nfs-root-tree "$CASEDIR/export" "$ROOTINIT"
}
