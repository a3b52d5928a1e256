# SPDX-License-Identifier: MIT
# The real Debian 12 root over NFSv3: kinit leases eth0 by DHCP from QEMU's
# user network and mounts the root that nfs-ganesha exports; systemd then
# runs from it as PID 1 and powers off.
DESC="real root: Debian 12 + systemd-sysv over NFSv3 (ip=dhcp, nfs-ganesha), to poweroff.target"
NEEDS="kinit ganesha.nfsd rpcbind"
TREE=systemd
MODULES="virtio_pci virtio_net nfsv3"
APPEND="root=/dev/nfs nfsroot=10.0.2.2:/export,tcp ip=dhcp ro systemd.unit=poweroff.target"
BOOT=(--net user,restrict=off --nfs-server "--export $CASEDIR/export")
prepare() {
	[ "$(id -u)" -eq 0 ] || skip "autopkgtest/nfs-server needs root"
	mkdir -p "$CASEDIR/export" &&
		tar -xpf "$TREE_TAR" -C "$CASEDIR/export" --numeric-owner ||
		die "cannot unpack $TREE_TAR into the export"
}
. autopkgtest/real-root.sh
EXPECT+=("kinit: NFS root 10.0.2.2:/export (NFSv3 over tcp")
