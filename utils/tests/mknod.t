# mknod: devices and fifos (devices need root; only in the scratch folder).
t "a fifo" "mknod p p && stat -c %F p" "" "fifo\n" 0
t "-m on a fifo" "mknod -m 640 p2 p && stat -c %a p2" "" "640\n" 0
if can_mknod; then
	t "a character device" "mknod c c 1 3 && stat -c '%F %t %T' c" "" "character special file 1 3\n" 0
	t "u is c" "mknod u u 1 5 && stat -c '%F %t %T' u" "" "character special file 1 5\n" 0
	t "a block device, hex numbers" "mknod b b 0x7 0x10 && stat -c '%F %t %T' b" "" "block special file 7 10\n" 0
	if emulated; then
		skip "large minor" "qemu-user turns large device numbers into EINVAL"
	else
		t "large minor" "mknod big c 4 1048575 && stat -c '%F %T' big" "" "character special file fffff\n" 0
	fi
	t "-m" "mknod -m 600 c2 c 1 3 && stat -c %a c2" "" "600\n" 0
else
	for n in "a character device" "u is c" "a block device, hex numbers" "large minor" "-m"; do
		skip "$n" "device nodes cannot be made here"
	done
fi
t "it exists" "mknod p p" "" "" 1 "mknod: p: File exists"
t "missing numbers" "mknod x c 1" "" "" 1
t "numbers for a fifo" "mknod x p 1 2" "" "" 1
t "bad type" "mknod x z 1 2" "" "" 1
t "bad major" "mknod x c one 2" "" "" 1
t_ours "major out of range" "mknod x c 4096 0" "" "" 1 "mknod: major '4096': out of range (at most 4095)"
t_ours "minor out of range" "mknod x c 1 1048576" "" "" 1 "mknod: minor '1048576': out of range (at most 1048575)"
t "no operands" "mknod" "" "" 1
