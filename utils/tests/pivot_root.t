# pivot_root: only ever inside a private mount namespace made for the test.
if can_unshare; then
	mkdir -p new
	t "pivot into a tmpfs; the old root is under put_old" \
		"unshare -m sh -c 'mount -t tmpfs none new && mkdir new/old && cd new && pivot_root . old && cd / && [ -d /old/proc ] && [ ! -d /proc ] && echo pivoted'" \
		"" "pivoted\n" 0
	t "new_root that is not a mount point" \
		"unshare -m sh -c 'mkdir -p plain/old && pivot_root plain plain/old'" "" "" 1
	t "put_old not under new_root" \
		"unshare -m sh -c 'mount -t tmpfs none new && mkdir -p elsewhere && pivot_root new elsewhere'" "" "" 1
else
	skip "pivot into a tmpfs; the old root is under put_old" "needs root and unshare -m"
	skip "new_root that is not a mount point" "needs root and unshare -m"
	skip "put_old not under new_root" "needs root and unshare -m"
fi
t_ours "a missing directory" "pivot_root nodir nodir/old" "" "" 1 "pivot_root: nodir, nodir/old: $( is_root && echo 'No such file or directory' || echo 'Operation not permitted')"
t "one operand" "pivot_root x" "" "" 1
t "no operand" "pivot_root" "" "" 1
