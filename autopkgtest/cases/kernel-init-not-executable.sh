# SPDX-License-Identifier: MIT
# An external initramfs replaces the built-in kinit with an /init that is
# there and executable by its mode but is no program (execve fails with
# ENOEXEC): the kernel must panic naming kinit and the error, not fall
# back to mounting root= itself or try /sbin/init.
DESC="patched kernel: an /init that cannot be executed panics with a message naming kinit"
. autopkgtest/kernel-case.sh
ROOT=(--type ext4)
APPEND="root=$ROOT_DISK"
EXPECT=("Failed to execute /init (error -8)"
	"Kernel panic - not syncing: kinit: /init failed (error -8)")
REJECT=(KINIT-ROOT-OK "VFS: Mounted root" "Run /sbin/init")
TIMEOUT=60
prepare() {
	local d=$CASEDIR/initramfs
	mkdir -p "$d" && printf 'this is not a program\n' > "$d/init" &&
		chmod 755 "$d/init" &&
		(cd "$d" && echo init | cpio --quiet -o -H newc -R 0:0) > "$CASEDIR/init.cpio" ||
		die "cannot make the initramfs with a bad /init"
	BOOT+=(--initrd "$CASEDIR/init.cpio")
}
