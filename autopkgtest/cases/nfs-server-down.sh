# SPDX-License-Identifier: MIT
# root=/dev/nfs with nothing serving NFS (the same private namespace, no
# ganesha, no rpcbind): kinit retries for its bounded default (20 s), then
# names what did not answer, and the boot ends in a panic, not a hang.
DESC="nfs: NFS server down: a clear message after the bounded retry, then a panic"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_net nfsv3"
APPEND="root=/dev/nfs nfsroot=10.0.2.2:/export ip=dhcp"
BOOT=(--net user,restrict=off --nfs-server "--down")
EXPECT=("kinit: 10.0.2.2:/export: portmapper at 10.0.2.2 port 111/tcp: no answer (Connection refused)"
	"Kernel panic - not syncing")
# Bounded: the default 20 s, not nfs(5)'s two minutes.
EXPECT_RE=("kinit: 10\.0\.2\.2:/export: gave up after (19|20)\.[0-9] s \(retry=N waits N minutes\)")
REJECT=(KINIT-ROOT-OK)
TIMEOUT=90
prepare() {
	[ "$(id -u)" -eq 0 ] || skip "autopkgtest/nfs-server needs root"
}
