# SPDX-License-Identifier: MIT
# The patched kernel has no ipconfig or nfsroot of its own: its built-in
# kinit leases eth0 by DHCP from QEMU's user network and mounts an NFSv3
# root from nfs-ganesha (on the loopback of a private namespace, reached
# as 10.0.2.2), with no external initramfs and no modules.
DESC="patched kernel, built-in kinit: NFSv3 root with ip=dhcp"
NEEDS="rootinit ganesha.nfsd rpcbind"
. autopkgtest/kernel-case.sh
APPEND="root=/dev/nfs nfsroot=10.0.2.2:/export,tcp ip=dhcp rw"
BOOT=(--net user,restrict=off --nfs-server "--export $CASEDIR/export")
EXPECT=("kinit: version $KERNEL_KINIT, the same as the kernel's built-in kinit"
	"kinit: NFS root 10.0.2.2:/export (NFSv3 over tcp"
	KINIT-ROOT-OK)
FIELDS=(root=10.0.2.2:/export fstype=nfs mode=rw write=ok pid=1)
REJECT=("VERSION MISMATCH")
TIMEOUT=90
prepare() {
	[ "$(id -u)" -eq 0 ] || skip "autopkgtest/nfs-server needs root"
	autopkgtest/nfs-root-tree "$CASEDIR/export" "$ROOTINIT"
}
