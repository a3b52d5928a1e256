# mv: renames, into directories, -n, -T, and copies across filesystems.
printf 'one\n' >a
printf 'two\n' >b
mkdir dir

t "rename" "mv a a2 && cat a2 && [ ! -e a ]" "" "one\n" 0
t "replace" "printf new >c; mv c b && cat b" "" "new" 0
t "into a directory" "mv a2 dir && cat dir/a2" "" "one\n" 0
t "several into a directory" "touch x y && mv x y dir && ls dir" "" "a2\nx\ny\n" 0
t "several need a directory" "touch p q && mv p q r" "" "" 1 "mv: r: not a directory"
t "-n keeps the existing file" "printf old >k; printf new >l; mv -n l k; cat k l" "" "oldnew" 0
t "-T replaces an empty directory" "mkdir e1 e2 && touch e1/in && mv -T e1 e2 && ls e2" "" "in\n" 0
t "a missing source" "mv nope z" "" "" 1
t "a directory into itself" "mkdir s && mv s s/t" "" "" 1
t "a file over a directory" "mkdir dd && touch ff && mv -T ff dd" "" "" 1
t "no operands" "mv" "" "" 1
t "one operand" "mv a" "" "" 1
if can_unshare; then
	# A tmpfs in a private mount namespace is another filesystem.
	mkdir -p src/tree/deep mnt
	printf 'data\n' >src/tree/deep/f
	ln -s deep/f src/tree/link
	ln src/tree/deep/f src/tree/hard
	mkfifo src/tree/fifo
	chmod 751 src/tree/deep
	touch -d 2001-02-03 src/tree/deep/f
	t "across filesystems: a tree copied and removed" \
		"unshare -m sh -c 'mount -t tmpfs none mnt && mv src/tree mnt/ && ls -a src && cd mnt/tree && cat deep/f && readlink link && stat -c \"%F %a\" fifo deep && date -u -r deep/f +%F'" \
		"" ".\n..\ndata\ndeep/f\nfifo 644\ndirectory 751\n2001-02-03\n" 0
	printf 'solo\n' >single
	t "across filesystems: one file" \
		"unshare -m sh -c 'mount -t tmpfs none mnt && mv single mnt/s && cat mnt/s && [ ! -e single ]'" \
		"" "solo\n" 0
else
	skip "across filesystems: a tree copied and removed" "needs root and unshare -m"
	skip "across filesystems: one file" "needs root and unshare -m"
fi
