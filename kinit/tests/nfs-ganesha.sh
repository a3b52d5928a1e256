#!/bin/bash
# SPDX-License-Identifier: MIT
# nfs-ganesha.sh: nfsmount's RPC client against nfs-ganesha and rpcbind on a
# private loopback (autopkgtest/nfs-server), in dry-run mode: the portmapper
# and MOUNT calls are real, mount(2) is never called on this host.
#
#   kinit/tests/nfs-ganesha.sh NFSMOUNT
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
nfsmount=${1:?usage: nfs-ganesha.sh NFSMOUNT}
nfsmount=$(realpath "$nfsmount")

if [ "${2:-}" != --inside ]; then
	tmp=$(mktemp -d "${TMPDIR:-/tmp}/nfs-ganesha.XXXXXX") || exit 1
	trap 'rm -rf "$tmp"' EXIT
	mkdir -p "$tmp/export/sub"
	echo hello > "$tmp/export/file"
	"$top/autopkgtest/nfs-server" --export "$tmp/export" -- \
		"$0" "$nfsmount" --inside 2> "$tmp/err"
	rc=$?
	if [ $rc -eq 77 ]; then
		echo "ok 1 - nfsmount against nfs-ganesha # skip $(tail -n 1 "$tmp/err")"
		echo "1..1"
		exit 0
	fi
	cat "$tmp/err" >&2
	exit $rc
fi

n=0 failed=0
ok() {
	n=$((n + 1))
	if [ "$1" = 0 ]; then
		echo "ok $n - $2"
	else
		echo "not ok $n - $2"
		failed=$((failed + 1))
	fi
}
# field NAME: the value of NAME= in $out
field() { printf '%s\n' "$out" | sed -n "s/^$1=//p"; }
run() { out=$("$nfsmount" "$@" 2> "$errf"); rc=$?; }
errf=$(mktemp) || exit 1
trap 'rm -f "$errf"' EXIT

pm_port() {
	rpcinfo -p 127.0.0.1 2>/dev/null |
		awk -v p="$1" -v v="$2" -v t="$3" '$1 == p && $2 == v && $3 == t { print $4; exit }'
}

run -n 127.0.0.1:/export
ok $rc "NFSv3 over TCP: portmapper and MNT succeed"
ok "$([ "$(field NFS_PORT)" = "$NFS_SERVER_NFS_PORT" ] && echo 0)" "... the NFS port from GETPORT ($(field NFS_PORT))"
ok "$([ "$(field MOUNT_PORT)" = "$NFS_SERVER_MNT_PORT" ] && echo 0)" "... the MOUNT port from GETPORT ($(field MOUNT_PORT))"
ok "$([ "$(field MOUNT_PORT)" = "$(pm_port 100005 3 tcp)" ] && echo 0)" "... the same as rpcinfo -p says"
fh=$(field NFS_FH)
ok "$([[ $fh =~ ^[0-9a-f]{2,128}$ ]] && echo 0)" "... a file handle ($fh)"
ok "$([ "$(field MOUNT_TYPE)" = nfs ] && [ "$(field MOUNT_SOURCE)" = 127.0.0.1:/export ] && echo 0)" "... mount 127.0.0.1:/export type nfs"
ok "$(field MOUNT_DATA | grep -q '^nfs_mount_data version=6 flags=0x2c0 .* timeo=600 retrans=3 .* addr=127.0.0.1 port=20490$' && echo 0)" \
	"... binary data: NFSv3, TCP, nolock as Debian's, the kernel's TCP timeout, Debian's retrans=3"

run -n -o udp,nolock,soft,ro 127.0.0.1:/export
ok $rc "NFSv3 over UDP"
ok "$([ "$(field NFS_PROTO)" = udp ] && [ "$(field MOUNT_PROTO)" = udp ] && echo 0)" "... portmapper and MNT over UDP"
ok "$([ "$(field MOUNT_PORT)" = "$(pm_port 100005 3 udp)" ] && echo 0)" "... the UDP MOUNT port as rpcinfo -p says"
ok "$([ "$(field NFS_FH)" = "$fh" ] && echo 0)" "... the same file handle as over TCP"
ok "$(field MOUNT_DATA | grep -q '^nfs_mount_data version=6 flags=0x281 .* timeo=7 retrans=3 ' && echo 0)" \
	"... binary data: UDP, soft, nolock, timeo=7 retrans=3"
ok "$([ "$(field MOUNT_FLAGS)" = ro ] && echo 0)" "... read-only"

run -n -o "port=$NFS_SERVER_NFS_PORT,mountport=$NFS_SERVER_MNT_PORT,mountproto=udp,timeo=20,retrans=4,rsize=32768,acregmin=1" 127.0.0.1:/export/sub
ok $rc "ports given, MOUNT over UDP, NFS over TCP"
ok "$([ "$(field MOUNT_PROTO)" = udp ] && [ "$(field NFS_PROTO)" = tcp ] && echo 0)" "... the protocols as asked"
ok "$(field MOUNT_DATA | grep -q 'rsize=32768 .* timeo=20 retrans=4 acregmin=1 ' && echo 0)" "... the numbers as asked"
ok "$([ -n "$(field NFS_FH)" ] && [ "$(field NFS_FH)" != "$fh" ] && echo 0)" "... a subdirectory has its own handle"

run -n -o vers=4,retry=0 127.0.0.1:/export
ok "$([ $rc -ne 0 ] && grep -q 'NFS server at 127.0.0.1 port 2049/tcp: no answer' "$errf" && echo 0)" \
	"NFSv4 without port= asks 2049 (nobody there): $(head -n 1 "$errf")"

run -n -o "vers=4,port=$NFS_SERVER_NFS_PORT" 127.0.0.1:/export
ok $rc "NFSv4: the NULL call answers"
ok "$([ "$(field MOUNT_TYPE)" = nfs4 ] && echo 0)" "... type nfs4"
ok "$([ "$(field MOUNT_DATA)" = "vers=4,addr=127.0.0.1,clientaddr=127.0.0.1,proto=tcp,port=$NFS_SERVER_NFS_PORT,acregmin=3,acregmax=60,acdirmin=30,acdirmax=60,hard,lock,ac,cto,sec=sys" ] && echo 0)" \
	"... the kernel's text options with addr= and clientaddr="

run -n -o "v4.1,port=$NFS_SERVER_NFS_PORT,nocto,noac" 127.0.0.1:/export
ok "$([ $rc -eq 0 ] && field MOUNT_DATA | grep -q '^vers=4.1,.*,noac,nocto,sec=sys$' && echo 0)" "NFSv4.1 with noac,nocto"

run -n 127.0.0.1:/nosuch
ok "$([ $rc -ne 0 ] && grep -q '^nfsmount: 127.0.0.1:/nosuch: mountd refused /nosuch: ' "$errf" && echo 0)" \
	"a missing export: $(head -n 1 "$errf")"

pf=$(mktemp -u)
run -n -p "$pf" 127.0.0.1:/export
ok "$([ $rc -eq 0 ] && field MOUNT_DATA | grep -q 'flags=0xc0 ' && [ ! -e "$pf" ] && echo 0)" \
	"-p: NFSv3 with locks; a dry run starts no stand-in portmapper"
rm -f "$pf"

run -n -o vers=4,udp 127.0.0.1:/export
ok "$([ $rc -ne 0 ] && grep -q 'NFSv4 runs over TCP only' "$errf" && echo 0)" "NFSv4 over UDP is refused"

t0=$(date +%s%N)
run -n -o retry=0,mountport=1 127.0.0.1:/export
t1=$(date +%s%N)
ok "$([ $rc -ne 0 ] && [ $(( (t1 - t0) / 1000000 )) -lt 8000 ] && grep -q 'mountd at 127.0.0.1 port 1/tcp: no answer (Connection refused)' "$errf" && echo 0)" \
	"retry=0, mountd not there: $(( (t1 - t0) / 1000000 )) ms: $(head -n 1 "$errf")"

# No retry= given: one attempt that a refusal ends, as Debian's nfsmount
# (initramfs-tools' nfs script loops ROOTDELAY times itself).
t0=$(date +%s%N)
run -n -o mountport=1 127.0.0.1:/export
t1=$(date +%s%N)
ok "$([ $rc -ne 0 ] && [ $(( (t1 - t0) / 1000000 )) -lt 1500 ] && grep -q 'mountd at 127.0.0.1 port 1/tcp: Connection refused' "$errf" && echo 0)" \
	"no retry=, mountd not there: fails at once, $(( (t1 - t0) / 1000000 )) ms: $(head -n 1 "$errf")"

# As initramfs-tools' nfs script calls it: several -o, the last word wins.
run -n -o lock -o ro -o rw,vers=3 127.0.0.1:/export /root
ok "$([ $rc -eq 0 ] && [ "$(field MOUNT_FLAGS)" = rw ] && field MOUNT_DATA | grep -q 'flags=0xc0 ' && echo 0)" \
	"several -o options add up (lock, then ro, then rw)"
run -n -o frob 127.0.0.1:/export
ok "$([ $rc -eq 1 ] && [ "$(cat "$errf")" = "nfsmount: -o: frob: unknown option" ] && echo 0)" \
	"a bad option: one line, status 1"
run
ok "$([ $rc -eq 1 ] && grep -q '^Usage: nfsmount ' "$errf" && echo 0)" "no arguments: usage, status 1"
run 127.0.0.1:/export /nonexistent-dir
ok "$([ $rc -eq 1 ] && [ "$(cat "$errf")" = "nfsmount: /nonexistent-dir: No such file or directory" ] && echo 0)" \
	"a missing mount point is refused before any RPC"
run -n 127.0.0.1:/export/file
ok "$([ $rc -ne 0 ] && grep -q 'mountd refused /export/file: ' "$errf" && echo 0)" \
	"a file, not a directory: $(head -n 1 "$errf")"

echo "1..$n"
[ $failed -eq 0 ]
