# SPDX-License-Identifier: MIT
# Resume from a swap FILE through Debian's own initramfs-tools with our
# klibc-utils (BUSYBOX=n: its scripts/local-premount/resume runs our
# `resume DEVICE OFFSET').  The ext4 root holds /swapfile; resume= names
# the root's device and resume_offset= the file's first block (debugfs
# reads it from the image).  The first boot has nothing to resume (the
# file is a fresh swap area) and its init hibernates into the file, after
# checking that the kernel sees the same offset (FIBMAP); the boot that
# counts resumes that image through initramfs-tools and the resumed init
# prints the first boot's token, which only the hibernated memory holds.
# The kernel's own attempt at resume= (late in its boot) finds no /dev/vda
# yet (virtio_blk is a module of Debian's kernel), so the resume is the
# script's.  On the first boot our resume must be silent, as Debian's: the
# file is a plain swap area then.
DESC="initramfs-tools (BUSYBOX=n) with our klibc-utils resumes a hibernation image from a swap file"
NEEDS="kinit mkswap debugfs"
INIT=none
TIMEOUT=300
BOOT=(--memory 256)
. autopkgtest/itools-image.sh
prepare() {
	local si=$CASEDIR/stageinit swapf=$CASEDIR/swapfile root off token common
	[ "$(id -u)" -eq 0 ] || skip "the initramfs-tools chroot needs root"
	"$top/build/$ARCH/bin/klcc" -Os -Wall -o "$si" "$top/autopkgtest/stageinit.c" ||
		die "klcc could not build autopkgtest/stageinit.c"
	# No block of the file may be zeros: mke2fs -d leaves those as holes,
	# and the kernel refuses a swap file with holes.
	head -c 96M /dev/urandom > "$swapf" && chmod 600 "$swapf" &&
		mkswap -q "$swapf" >&2 || die "mkswap failed"
	root=$(disk root --type ext4 --size 160M --mkfs-opt -b4096 --init "$si" \
		--add "$ROOTINIT:/sbin/rootinit" --add "$swapf:/swapfile") ||
		die "mkrootfs failed"
	rm -f "$swapf"
	# resume_offset= counts pages; the filesystem's blocks are pages here.
	off=$(debugfs -R "bmap /swapfile 0" "$root" 2>/dev/null)
	case $off in ''|*[!0-9]*|0) die "debugfs: no first block for /swapfile ($off)" ;; esac
	itools_image "$CASEDIR/initrd.img" 2> "$CASEDIR/itools-image.err" ||
		die "$(tail -n 1 "$CASEDIR/itools-image.err")"
	APPEND="root=/dev/vda rw resume=/dev/vda resume_offset=$off"
	BOOT+=(--disk "$root" --initrd "$CASEDIR/initrd.img")
	common=(--kernel "$QEMU_KERNEL" --initrd "$CASEDIR/initrd.img" --memory 256
		--disk "$root" --timeout 300)

	autopkgtest/boot "${common[@]}" --name "$label/hibernate" \
		--log "$CASEDIR/hibernate.log" \
		--append "$APPEND stageinit.hibernate=/swapfile" \
		--expect "Begin: Running /scripts/local-premount" \
		--expect "KINIT-SWAPFILE offset=$off" \
		--expect KINIT-HIBERNATING --reject KINIT-HIBERNATE-FAIL \
		--reject KINIT-RESUMED --reject KINIT-ROOT-OK --reject "resume: " \
		--reject "Usage: " | sed -n 's/^boot /# boot /p'
	[ "${PIPESTATUS[0]}" = 0 ] || die "the first boot did not hibernate into /swapfile (log $CASEDIR/hibernate.log)"
	token=$(tr -d '\r' < "$CASEDIR/hibernate.log" |
		sed -n 's/.*KINIT-HIBERNATING token=\([^ ]*\).*/\1/p' | head -n 1)
	[ -n "$token" ] || die "no token in the first boot's log"
	EXPECT+=("KINIT-RESUMED token=$token")
}
# initramfs-tools ran its resume script (our resume, the image found) and
# never went on to mount the root afresh (local-bottom follows the mount;
# a fresh boot would also run stageinit anew, with another token).
EXPECT=("Begin: Running /scripts/local-premount")
REJECT=(KINIT-HIBERNATE-FAIL KINIT-HIBERNATING "Running /scripts/local-bottom"
	"Usage: " "resume: ")
