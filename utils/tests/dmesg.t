# dmesg: reading the buffer only; clearing it or the console level would
# change this machine, so -c, -C and -n are tested only up to their checks.
# Readable for this process: util-linux's dmesg tells (a user namespace,
# as in a build chroot, is refused even as its root).
if command -v dmesg >/dev/null && [ -n "$(command dmesg -r 2>/dev/null | head -1)" ]; then
	check_ours "lines without their <level>" "dmesg | head -1 | grep -Eq '^(\\[ *[0-9]+\\.[0-9]+\\] )?[^<]'"
	check_ours "-r keeps <level>" "dmesg -r | head -1 | grep -Eq '^<[0-9]+>'"
	check_ours "-s limits what is read" "[ \$(dmesg -s 100 | wc -c) -le 101 ]"
else
	for n in "lines without their <level>" "-r keeps <level>" "-s limits what is read"; do
		skip "$n" "the kernel log is not readable here"
	done
fi
t_ours "-n 0 is refused before anything is done" "dmesg -n 0" "" "" 1 "dmesg: level '0': out of range (1 to 8)"
t_ours "-n 9 is refused" "dmesg -n 9" "" "" 1 "dmesg: level '9': out of range (at most 8)"
t_ours "-n x is refused" "dmesg -n x" "" "" 1 "dmesg: level 'x': not a number"
t_ours "-s x is refused" "dmesg -s x" "" "" 1 "dmesg: size 'x': not a number"
t "an operand" "dmesg extra" "" "" "!0"
t "bad option" "dmesg -j" "" "" "!0"
