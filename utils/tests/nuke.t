# nuke: trees go; symlinks are never followed; other filesystems stay.
mkdir -p outside
printf 'keep\n' >outside/keep

t "a file" "touch f && nuke f && [ ! -e f ] && echo gone" "" "gone\n" 0
t "a tree" "mkdir -p t/a/b/c && touch t/a/b/c/f t/x && mkfifo t/p && nuke t && [ ! -e t ] && echo gone" "" "gone\n" 0
t "a missing path is fine" "nuke nope" "" "" 0
t "symlinks inside are removed, not followed" \
	"mkdir -p t2 && ln -s ../outside t2/rel && ln -s \$PWD/outside t2/abs && nuke t2 && cat outside/keep && [ ! -e t2 ]" "" "keep\n" 0
t "a symlink argument: only the link goes" "ln -s outside l && nuke l && cat outside/keep && [ ! -L l ]" "" "keep\n" 0
t "a symlink argument with a slash: still only the link" "ln -s outside l2 && nuke l2/ && cat outside/keep && [ ! -L l2 ]" "" "keep\n" 0
t "several" "mkdir m1 m2 && touch m3 && nuke m1 m2 m3 && ls" "" "outside\n" 0
t "refuses ." "nuke ." "" "" 1 "nuke: .: refusing to remove"
t "refuses .." "mkdir -p q && nuke q/.." "" "" 1 "nuke: q/..: refusing to remove"
t "refuses /" "nuke /" "" "" 1 "nuke: /: refusing to remove"
check "deep trees" "p=deep; for i in \$(seq 200); do p=\$p/d; done; mkdir -p \$p && touch \$p/f && nuke deep && [ ! -e deep ]"
if can_unshare; then
	mkdir -p tree/mnt
	touch tree/file
	t "a mount point inside is not crossed" \
		"unshare -m sh -c 'mount -t tmpfs none tree/mnt && touch tree/mnt/inside && nuke tree; echo \$?; ls tree/mnt'" \
		"" "1\ninside\n" 0 "nuke: tree/mnt: a mount point: not removed
nuke: tree: Directory not empty"
	mkdir -p tree2/bound outside2
	touch outside2/precious
	t "a bind mount of the same filesystem is not crossed" \
		"unshare -m sh -c 'mount --bind outside2 tree2/bound && nuke tree2; ls tree2/bound'" "" "precious\n" 0
else
	skip "a mount point inside is not crossed" "needs root and unshare -m"
	skip "a bind mount of the same filesystem is not crossed" "needs root and unshare -m"
fi
if can_drop; then
	mkdir -p locked/sub
	touch locked/sub/f
	t "permission denied is reported" "\$NOBODY nuke locked" "" "" 1 "nuke: locked/sub/f: Permission denied*"
else
	skip "permission denied is reported" "needs root and setpriv"
fi
