# chroot: run a command under another root (needs root; static programs inside).
if can_chroot; then
	mkdir -p root/bin
	cp "$STATIC/cat" "$STATIC/true" "$STATIC/false" "$STATIC/ls" root/bin/
	printf 'inside\n' >root/hello
	t "a command inside" "chroot root /bin/cat /hello" "" "inside\n" 0
	t "the new root is / and the current directory" "chroot root /bin/ls" "" "bin\nhello\n" 0
	t "its exit status" "chroot root /bin/false" "" "" 1
	t "default: \$SHELL -i" "SHELL=/bin/true chroot root" "" "" 0
	t "default shell's status" "SHELL=/bin/false chroot root" "" "" 1
	t "command not found: 127" "chroot root /bin/nope" "" "" 127 "chroot: /bin/nope: No such file or directory"
	t "not executable: 126" "chroot root /hello" "" "" 126 "chroot: /hello: Permission denied"
else
	for n in "a command inside" "the new root is / and the current directory" \
		"its exit status" "default: \$SHELL -i" "default shell's status" \
		"command not found: 127" "not executable: 126"; do
		skip "$n" "needs root and our static programs"
	done
fi
t_ours "a missing directory" "chroot nodir /bin/true" "" "" 1 "chroot: cannot change root directory to nodir: No such file or directory"
t "no operand" "chroot" "" "" "!0"
if can_drop; then
	mkdir -p r2
	t "not allowed" "\$NOBODY chroot r2 /bin/true" "" "" "!0" "chroot: cannot change root directory to r2: Operation not permitted"
else
	skip "not allowed" "needs root and setpriv"
fi
