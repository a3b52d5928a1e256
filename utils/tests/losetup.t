# losetup: a scratch file on a free loop device, always detached again;
# no other device is touched.
head -c 1048576 /dev/zero >img
printf 'not a loop device\n' >plain
img=$PWD/img
if is_root && [ -c /dev/loop-control ] && command -v blockdev >/dev/null; then
	# Loop devices are the machine's: runs of this table at once (the
	# static and the shared build's, run side by side) take turns, or one
	# could detach the device the other just found free.
	exec 8>/tmp/klibc-losetup-test.lock && flock 8
	# Every attach is undone in the same command, whatever happens.
	with_loop() {	# with_loop NAME OPTIONS CHECKS EXPECTED
		t "$1" "d=\$(losetup -f --show $2 img) || exit 1; trap 'losetup -d \$d' EXIT; $3" "" "$4" 0
	}
	with_loop "attach to a free device" "" "blockdev --getsize64 \$d" "1048576\n"
	with_loop "offset and sizelimit" "-o 512 --sizelimit 4096" "blockdev --getsize64 \$d" "4096\n"
	with_loop "suffixes: -o 1K" "-o 1K" "blockdev --getsize64 \$d" "1047552\n"
	with_loop "read-only" "-r" "blockdev --getro \$d" "1\n"
	with_loop "data goes to the file" "-o 4096" "printf hello | dd of=\$d conv=fsync status=none && dd if=img bs=1 skip=4096 count=5 status=none" "hello"
	ino=$(stat -c %i img)
	t_ours "show one device, as Debian's klibc" \
		"d=\$(losetup -f --show -o 512 -S 4096 img) || exit 1; trap 'losetup -d \$d' EXIT; losetup \$d | sed \"s|^\$d: \\[[0-9a-f]*\\]|DEV: [X]|\"" \
		"" "DEV: [X]:$ino ($img), offset 512, sizelimit 4096\n" 0
	check_ours "-a lists it" "d=\$(losetup -f --show img) || exit 1; trap 'losetup -d \$d' EXIT; losetup -a | grep -q \"^\$d: .*($img)\\\$\""
	check "detached afterwards" "d=\$(losetup -f --show img) && losetup -d \$d && ! losetup \$d 2>/dev/null | grep -qF '($img)'"
	t_ours "detaching a free device" "d=\$(losetup -f) && losetup -d \$d" "" "" 1 "losetup: /dev/loop*: not attached"
	t_ours "-v names the device" "losetup -v -f img >out && d=\$(sed -n 's/^Loop device is //p' out) && losetup -d \$d && echo \$d | grep -c '^/dev/loop'" "" "1\n" 0
	check "-f prints a device" "losetup -f | grep -Eq '^/dev/loop[0-9]+\$'"
	exec 8>&-
else
	for n in "attach to a free device" "offset and sizelimit" "suffixes: -o 1K" \
		"read-only" "data goes to the file" "show one device, as Debian's klibc" \
		"-a lists it" "detached afterwards" "detaching a free device" "-v names the device" \
		"-f prints a device"; do
		skip "$n" "needs root, /dev/loop-control and blockdev"
	done
fi
t_ours "a file that is not a loop device" "losetup -d plain" "" "" 1 "losetup: plain: Inappropriate ioctl for device"
t_ours "a missing device" "losetup /dev/nonexistent-loop" "" "" 1 "losetup: /dev/nonexistent-loop: No such file or directory"
t_ours "encryption is refused" "losetup -e aes -f img" "" "" 1 "losetup: encryption is not supported"
t_ours "a bad offset" "losetup -o 12x -f img" "" "" 1 "losetup: offset '12x': not a number"
t_ours "a missing file" "losetup -f nofile" "" "" 1 "losetup: nofile: No such file or directory"
t "too many operands" "losetup a b c" "" "" "!0"
