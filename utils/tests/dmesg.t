# dmesg: reading the buffer only; clearing it or the console level would
# change this machine, so -c, -C and -n are tested only up to their checks.
if is_root && [ "$(cat /proc/sys/kernel/dmesg_restrict 2>/dev/null || echo 0)" != 2 ]; then
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
