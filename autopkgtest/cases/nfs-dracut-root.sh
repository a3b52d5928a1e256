# SPDX-License-Identifier: MIT
# dracut's way to name an NFS root, root=nfs4:SERVER:PATH:OPTIONS (and
# root=nfs:..., root=dhcp, initramfs-tools' boot=nfs, which
# kinit/tests/nfsroot checks), taken as the kernel's root=/dev/nfs
# nfsroot=SERVER:PATH,vers=4,OPTIONS: a user moving from dracut keeps the
# command line.  The server is nfs-ganesha, as in nfs-v4.
DESC="nfs: dracut's root=nfs4:10.0.2.2:/export:vers=4.1,port=20490, rw"
NEEDS="kinit rootinit ganesha.nfsd rpcbind"
MODULES="virtio_pci virtio_net nfsv4"
APPEND="root=nfs4:10.0.2.2:/export:vers=4.1,port=20490 ip=dhcp rw"
BOOT=(--net user,restrict=off --nfs-server "--export $CASEDIR/export")
EXPECT=(KINIT-ROOT-OK
	"kinit: root=nfs4:10.0.2.2:/export:vers=4.1,port=20490: an NFS root, taken as root=/dev/nfs \"nfsroot=10.0.2.2:/export,vers=4,vers=4.1,port=20490\""
	"kinit: NFS root 10.0.2.2:/export (NFSv4.1 over tcp")
FIELDS=(root=10.0.2.2:/export fstype=nfs4 mode=rw write=ok pid=1)
TIMEOUT=90
prepare() {
	[ "$(id -u)" -eq 0 ] || skip "autopkgtest/nfs-server needs root"
	autopkgtest/nfs-root-tree "$CASEDIR/export" "$ROOTINIT"
}
