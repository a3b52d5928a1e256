# SPDX-License-Identifier: MIT
# NFSv3 with proto=udp: the portmapper and MOUNT calls go over UDP; Debian's
# kernel is built without NFS over UDP (CONFIG_NFS_DISABLE_UDP_SUPPORT), so
# the mount itself is refused and kinit says so and mounts over TCP.  ro
# on the command line is honoured.
DESC="nfs: NFSv3 with udp: portmapper and MOUNT over UDP, the kernel's refusal of UDP handled; ro"
NEEDS="kinit rootinit ganesha.nfsd rpcbind"
MODULES="virtio_pci virtio_net nfsv3"
APPEND="root=/dev/nfs nfsroot=10.0.2.2:/export,udp ip=dhcp ro"
BOOT=(--net user,restrict=off --nfs-server "--export $CASEDIR/export")
EXPECT=(KINIT-ROOT-OK
	"kinit: NFS root 10.0.2.2:/export (NFSv3 over udp"
	"kinit: 10.0.2.2:/export: MOUNT v3 20048/udp gave a "
	"kinit: 10.0.2.2:/export: the kernel refuses NFS over UDP; mounting over TCP")
FIELDS=(root=10.0.2.2:/export fstype=nfs mode=ro write=erofs pid=1)
TIMEOUT=90
prepare() {
	[ "$(id -u)" -eq 0 ] || skip "autopkgtest/nfs-server needs root"
	autopkgtest/nfs-root-tree "$CASEDIR/export" "$ROOTINIT"
}
