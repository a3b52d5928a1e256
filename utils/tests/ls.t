# ls: names, -a -A -d -i -s, and the long form of Debian's klibc ls.
mkdir -p d/sub
printf 'abc' >d/f
: >d/.hidden
ln -s f d/sl
mkfifo d/fifo
printf 'x' >one
chmod 640 d/f
head -c 5000 /dev/zero >d/z
# Owners as this build sees them (0 as root; not so in a build chroot).
U=$(id -u) G=$(id -g)
null_owner=$(stat -c '%h %u %g' /dev/null) zero_owner=$(stat -c '%h %u %g' /dev/zero)

t "a directory, sorted, one per line" "ls d" "" "f\nfifo\nsl\nsub\nz\n" 0
t "the current directory by default" "cd d/sub && touch b a && ls" "" "a\nb\n" 0
t "-a" "ls -a d" "" ".\n..\n.hidden\nf\nfifo\nsl\nsub\nz\n" 0
t "-A" "ls -A d" "" ".hidden\nf\nfifo\nsl\nsub\nz\n" 0
t "-d" "ls -d d one" "" "d\none\n" 0
t "files first, then directories with headers" "ls d/sub one" "" "one\n\nd/sub:\na\nb\n" 0
t "two directories" "ls d/sub d/sub" "" "d/sub:\na\nb\n\nd/sub:\na\nb\n" 0
t "a symlink to a directory is entered" "ln -s d dl && ls dl" "" "f\nfifo\nsl\nsub\nz\n" 0
t "-d on that symlink" "ls -d dl" "" "dl\n" 0
t "a missing file" "ls one nope" "" "one\n" 2 "ls: cannot access nope: No such file or directory"
t "-i" "ls -i one | sed 's/^ *[0-9][0-9]* /N /'" "" "N one\n" 0
check "-i shows the inode" "[ \"\$(ls -i one)\" = \"\$(stat -c %i one) one\" ]"
t "-s with a total" "ls -s d/sub" "" "total 0\n0 a\n0 b\n" 0
t "-s aligns the column" "ls -s d | sed -n '1s/[0-9][0-9]*/N/;\$s/^[0-9]/N/;1p;\$p'" "" "total N\nN z\n" 0
check "-s gives KiB allocated, as du" "[ \"\$(ls -s d/z)\" = \"\$(du -k d/z | sed 's/\t/ /')\" ]"
t_ours "-l as Debian's klibc ls" "ls -l d/f" "" "-rw-r----- 1 $U $G 3 d/f\n" 0
t_ours "-l shows a symlink's target" "ls -l d/sl" "" "lrwxrwxrwx 1 $U $G 1 d/sl -> f\n" 0
t_ours "-l aligns columns per listing" "ls -l d/f d/z" "" "-rw-r----- 1 $U $G    3 d/f\n-rw-r--r-- 1 $U $G 5000 d/z\n" 0
t_ours "-l of a directory's contents" "ls -l d/sub" "" "-rw-r--r-- 1 $U $G 0 a\n-rw-r--r-- 1 $U $G 0 b\n" 0
t_ours "-n is -l" "ls -n d/fifo" "" "prw-r--r-- 1 $U $G 0 d/fifo\n" 0
t_ours "-l of devices: major,minor" "ls -l /dev/null /dev/zero" "" "crw-rw-rw- $null_owner 1,3 /dev/null\ncrw-rw-rw- $zero_owner 1,5 /dev/zero\n" 0
t_ours "-ld" "ls -ld d/sub | cut -c1-10" "" "drwxr-xr-x\n" 0
t "-1 is accepted" "ls -1 d/sub" "" "a\nb\n" 0
t "bad option" "ls -j" "" "" "!0"
if can_drop; then
	mkdir closed && chmod 700 closed
	t "permission denied" "\$NOBODY ls closed" "" "" "!0" "ls: closed: Permission denied"
else
	skip "permission denied" "needs root and setpriv"
fi
