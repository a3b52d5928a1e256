#!/bin/bash
# SPDX-License-Identifier: MIT
# run-init-chroot.sh: run-init -n as initramfs-tools' validate_init calls
# it, where it matters: / a tmpfs standing in for the initramfs (a private
# mount namespace and a chroot) and the new root another tmpfs inside it.
# /sbin/init in the new root is an absolute symbolic link whose target
# exists only there, or only in the initramfs, or nowhere.  Needs root.
#
#   kinit/tests/run-init-chroot.sh RUN-INIT    (a static run-init)
set -u
runinit=${1:?usage: run-init-chroot.sh RUN-INIT}
runinit=$(realpath "$runinit")

if [ "${2:-}" != --inside ]; then
	if [ "$(id -u)" -ne 0 ] || ! unshare --mount true 2>/dev/null; then
		echo "1..0 # skip needs root and a private mount namespace"
		exit 0
	fi
	if [ -n "${KLIBC_EMU:-}" ]; then
		echo "1..0 # skip a foreign run-init cannot run chrooted without its emulator"
		exit 0
	fi
	exec unshare --mount --propagation private -- "$0" "$runinit" --inside
fi

n=0 failed=0
check() {	# check WHAT EXPECTED-STATUS EXPECTED-OUTPUT-PATTERN ARGS...
	local what=$1 want=$2 pat=$3 out rc
	shift 3
	out=$(chroot "$fake" /run-init "$@" 2>&1)
	rc=$?
	n=$((n + 1))
	if [ "$rc" -eq "$want" ] && [[ $out =~ $pat ]]; then
		echo "ok $n - $what"
	else
		echo "not ok $n - $what (status $rc, want $want; output: ${out:-nothing})"
		failed=$((failed + 1))
	fi
}

fake=$(mktemp -d "${TMPDIR:-/tmp}/run-init-chroot.XXXXXX") || exit 1
mount -t tmpfs initramfs "$fake" || { echo "1..0 # skip cannot mount a tmpfs"; exit 0; }
cp "$runinit" "$fake/run-init"
mkdir -p "$fake/new" "$fake/lib/only-here"
mount -t tmpfs newroot "$fake/new"
mkdir -p "$fake/new/usr/lib/systemd" "$fake/new/usr/sbin" "$fake/new/keep"
: > "$fake/new/keep/file"
printf '#!/bin/sh\n' > "$fake/new/usr/lib/systemd/systemd"
chmod 755 "$fake/new/usr/lib/systemd/systemd"
ln -s usr/lib "$fake/new/lib"
ln -s usr/sbin "$fake/new/sbin"
ln -s /lib/systemd/systemd "$fake/new/usr/sbin/init"
# A target that exists in the initramfs but not in the new root.
printf '#!/bin/sh\n' > "$fake/lib/only-here/init"
chmod 755 "$fake/lib/only-here/init"
ln -s /lib/only-here/init "$fake/new/usr/sbin/initramfs-only"

check "run-init -n accepts Debian's /sbin/init -> /lib/systemd/systemd, silently" \
	0 '^$' -n /new /sbin/init
check "... and a relative path to it" 0 '^$' -n /new sbin/init
check "run-init -n refuses a link whose target is only in the initramfs" \
	1 'initramfs-only cannot be run in /new \(looked up as /usr/lib/only-here/init\)' \
	-n /new /sbin/initramfs-only
check "run-init -n refuses a missing init, naming it" \
	1 '/sbin/nothing cannot be run in /new.*No such file' -n /new /sbin/nothing
check "run-init -n refuses a directory" 1 'Is a directory' -n /new /usr/lib
n=$((n + 1))
if [ -f "$fake/new/keep/file" ] && [ -x "$fake/run-init" ]; then
	echo "ok $n - nothing was deleted by the dry runs"
else
	echo "not ok $n - a dry run deleted files"
	failed=$((failed + 1))
fi
umount "$fake/new" "$fake"
rmdir "$fake"
echo "1..$n"
[ $failed -eq 0 ]
