# Every program: --help gives its usage on stdout, a bad option the usage
# on stderr and status 1, and a manual page that groff reads cleanly.
progs="cat chroot cpio dd dmesg halt insmod kill ln losetup ls minips mkdir
	mkfifo mknod mount mv nuke pivot_root readlink sleep sync umount uname"
for p in $progs; do
	t_ours "$p --help" "\$BIN/$p --help | head -1 | cut -c1-7" "" "usage: \n" 0
done
for p in cat chroot cpio dmesg halt ln losetup ls minips mkdir mkfifo mknod mount mv \
	readlink sync umount uname; do
	t_ours "$p with a bad option" "\$BIN/$p -j x >/dev/null 2>err; s=\$?; head -1 err; exit \$s" "" "$p: invalid option -j\n" 1
done
for p in $progs true false; do
	page=$root/utils/man/$p.1
	if command -v groff >/dev/null; then
		check_ours "$p.1 reads cleanly" "[ -f $page ] && [ -z \"\$(LC_ALL=C.UTF-8 groff -ww -z -man $page 2>&1)\" ]"
	else
		check_ours "$p.1 exists" "[ -f $page ]"
	fi
done
