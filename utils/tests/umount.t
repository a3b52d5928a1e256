# umount: inside a private mount namespace only.
mkdir -p mnt
if can_unshare; then
	t "unmount" "unshare -m sh -c 'mount -t tmpfs none mnt && umount mnt && ! mountpoint -q mnt && echo gone'" "" "gone\n" 0
	t "several" "mkdir -p m2 && unshare -m sh -c 'mount -t tmpfs none mnt && mount -t tmpfs none m2 && umount mnt m2 && ! mountpoint -q m2 && echo gone'" "" "gone\n" 0
	t "busy" "unshare -m sh -c 'mount -t tmpfs none mnt && touch mnt/f && exec 3<mnt/f && umount mnt'" "" "" "!0"
	t "-l detaches a busy one" "unshare -m sh -c 'mount -t tmpfs none mnt && touch mnt/f && exec 3<mnt/f && umount -l mnt && ! mountpoint -q mnt && echo detached'" "" "detached\n" 0
	t "-f" "unshare -m sh -c 'mount -t tmpfs none mnt && umount -f mnt && echo gone'" "" "gone\n" 0
	t_ours "not mounted: 255, as Debian's umount" "unshare -m sh -c 'umount mnt'" "" "" 255 "umount: mnt: not mounted"
else
	for n in unmount several busy "-l detaches a busy one" "-f" "not mounted"; do
		skip "$n" "needs root and unshare -m"
	done
fi
t_ours "a missing directory" "umount nodir" "" "" 255 "umount: nodir: No such file or directory"
t "no operand: a usage error, 1" "umount" "" "" 1
