# mount: listing, and real mounts inside a private mount namespace only.
mkdir -p mnt a b src
printf 'bound\n' >src/f
t "list one type, as /proc/mounts says" "mount -t sysfs" "" "$(awk '$3 == "sysfs" { print $1 " on " $2 " type " $3 " (" $4 ")" }' /proc/mounts)\n" 0
check "list everything" "[ \$(mount | wc -l) -ge \$(grep -c . /proc/mounts) ]"
if can_unshare; then
	# The type and options of mnt, as /proc/mounts shows them; whether mnt
	# is a shared mount, from mountinfo.
	printf '#!/bin/sh\nawk -v d="$PWD/mnt" '"'"'$2 == d { print $3, $4 }'"'"' /proc/mounts\n' >opts
	printf '#!/bin/sh\ngrep -c " $PWD/mnt .*shared:" /proc/self/mountinfo || true\n' >shared
	chmod +x opts shared
	opts=./opts
	: >plainfile
	ns() { t "$1" "unshare -m sh -c '$2'" "" "$3" "${4:-0}"; }
	ns "tmpfs with data options" "mount -t tmpfs -o size=1m,mode=700 none mnt && $opts && stat -c %a mnt" "tmpfs rw,relatime,size=1024k,mode=700\n700\n"
	ns "generic options become flags" "mount -t tmpfs -o nosuid,nodev,noexec,noatime none mnt && $opts" "tmpfs rw,nosuid,nodev,noexec,noatime\n"
	ns "-r" "mount -r -t tmpfs none mnt && $opts && touch mnt/x" "tmpfs ro,relatime\n" "!0"
	ns "-o ro then -w: the last wins" "mount -o ro -w -t tmpfs none mnt && $opts" "tmpfs rw,relatime\n"
	ns "remount read-only" "mount -t tmpfs none mnt && mount -o remount,ro mnt && $opts" "tmpfs ro,relatime\n"
	ns "remount back read-write" "mount -r -t tmpfs none mnt && mount -o remount,rw mnt && touch mnt/x && $opts" "tmpfs rw,relatime\n"
	ns "fstab-only options are dropped" "mount -t tmpfs -o defaults,noauto,nofail,_netdev,x-test.opt none mnt && $opts" "tmpfs rw,relatime\n"
	ns "-o bind" "mount -o bind src mnt && cat mnt/f" "bound\n"
	ns "--bind" "mount --bind src mnt && cat mnt/f" "bound\n"
	ns "--rbind takes the mounts below" "mount -t tmpfs none src && mkdir src/in && mount -t tmpfs none src/in && touch src/in/deep && mount --rbind src mnt && ls mnt/in" "deep\n"
	ns "-o move" "mount -t tmpfs none a && touch a/moved && mount -o move a b && ls b && ! mountpoint -q a" "moved\n"
	ns "--make-shared and --make-private" "mount -t tmpfs none mnt && mount --make-shared mnt && ./shared; mount --make-private mnt && ./shared" "1\n0\n"
	ns "-o private with the mount" "mount -t tmpfs -o private none mnt && mount --make-shared mnt && ./shared; mount -o remount,private mnt; ./shared" "1\n0\n"
	ns "-f does nothing" "mount -f -t tmpfs none mnt && $opts" ""
	# A failed mount: 255 as Debian's klibc mount (util-linux's is 32).
	ns "a missing directory" "mount -t tmpfs none nodir" "" "255/32"
	ns "an unknown type" "mount -t nosuchfs none mnt" "" "255/32"
	# In a user namespace the kernel refuses block filesystems outright.
	if can_mknod; then
		t_ours "no type: every device filesystem is tried" "unshare -m sh -c 'mount plainfile mnt'" "" "" 255 "mount: plainfile on mnt: no filesystem type in /proc/filesystems recognised it"
	else
		skip "no type: every device filesystem is tried" "block filesystems cannot be mounted in a user namespace"
	fi
	t_ours "the error names both" "unshare -m sh -c 'mount -t tmpfs none nodir'" "" "" 255 "mount: none on nodir: No such file or directory"
	t_ours "-v says what it does" "unshare -m sh -c 'mount -v -t tmpfs -o size=1m none mnt' 2>&1" "" "mount: none on mnt type tmpfs flags 0 data size=1m\n" 0
else
	for n in "tmpfs with data options" "generic options become flags" "-r" "-o ro then -w: the last wins" \
		"remount read-only" "remount back read-write" "fstab-only options are dropped" "-o bind" "--bind" \
		"--rbind takes the mounts below" "-o move" "--make-shared and --make-private" "-o private with the mount" \
		"-f does nothing" "a missing directory" "an unknown type" "no type: every device filesystem is tried" \
		"the error names both" "-v says what it does"; do
		skip "$n" "needs root and unshare -m"
	done
fi
t_ours "one operand and no remount" "mount /mnt" "" "" 1 "mount: /mnt: need a device and a directory (there is no fstab)"
# Usage errors stay 1, as in Debian's mount and util-linux's.
t "too many operands" "mount a b c" "" "" 1
t "bad option" "mount -j" "" "" 1
