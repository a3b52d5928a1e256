# SPDX-License-Identifier: MIT
# NFSv3 root with locks (nfsroot=...,lock): the kernel would force nolock;
# kinit honours lock by standing in for the local portmapper while the
# root is mounted, so that lockd can register (nothing else in an
# initramfs answers it), and keeps what lockd registered in
# /run/kinit/nfs-portmap for the real portmapper.
DESC="nfs: NFSv3 root with lock: lockd registers with kinit's stand-in portmapper"
NEEDS="kinit rootinit ganesha.nfsd rpcbind"
MODULES="virtio_pci virtio_net nfsv3"
APPEND="root=/dev/nfs nfsroot=10.0.2.2:/export,lock ip=dhcp rw"
BOOT=(--net user,restrict=off --nfs-server "--export $CASEDIR/export")
EXPECT=(KINIT-ROOT-OK)
EXPECT_RE=("kinit: lockd registered with the stand-in portmapper: .*100021 [134] (udp|tcp) [0-9]+.* \(kept in /run/kinit/nfs-portmap\)")
FIELDS=(root=10.0.2.2:/export fstype=nfs mode=rw write=ok pid=1)
TIMEOUT=90
prepare() {
	[ "$(id -u)" -eq 0 ] || skip "autopkgtest/nfs-server needs root"
	autopkgtest/nfs-root-tree "$CASEDIR/export" "$ROOTINIT"
}
