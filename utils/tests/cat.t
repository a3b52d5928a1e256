# cat: plain copies, the formatting options, errors.
printf 'hello\nworld\n' >a
printf 'a\tb\n\n\n\001c\200\177\n' >ctl
: >empty
head -c 300000 /dev/urandom >big
printf 'x\n' >self
chmod 000 ctl 2>/dev/null && chmod 644 ctl

t "one file" "cat a" "" "hello\nworld\n" 0
t "standard input" "cat" "in\nput" "in\nput" 0
t "- is standard input, between files" "cat a - a" "mid\n" "hello\nworld\nmid\nhello\nworld\n" 0
t "empty file" "cat empty" "" "" 0
t "no newline at the end" "printf abc >nonl; cat nonl nonl" "" "abcabc" 0
check "300 kB of random bytes unchanged" "cat big | cmp - big"
t "-n numbers every line" "cat -n a ctl" "" "     1\thello\n     2\tworld\n     3\ta\tb\n     4\t\n     5\t\n     6\t\001c\200\177\n" 0
t "-b numbers lines that are not empty" "cat -b ctl" "" "     1\ta\tb\n\n\n     2\t\001c\200\177\n" 0
t "-s squeezes empty lines" "cat -s ctl" "" "a\tb\n\n\001c\200\177\n" 0
t "-v shows control bytes" "cat -v ctl" "" "a\tb\n\n\n^AcM-^@^?\n" 0
t "-e is -vE" "cat -e ctl" "" "a\tb\$\n\$\n\$\n^AcM-^@^?\$\n" 0
t "-t is -vT" "cat -t ctl" "" "a^Ib\n\n\n^AcM-^@^?\n" 0
t "-A shows everything" "cat -A ctl" "" "a^Ib\$\n\$\n\$\n^AcM-^@^?\$\n" 0
t "-E and -T alone" "cat -ET ctl" "" "a^Ib\$\n\$\n\$\n\001c\200\177\$\n" 0
t "-n counts across files" "cat -n a a" "" "     1\thello\n     2\tworld\n     3\thello\n     4\tworld\n" 0
t "-u is accepted" "cat -u a" "" "hello\nworld\n" 0
# -f and -l are Debian's klibc cat's (from NetBSD's), not GNU's.
mkfifo fifo
t_ours "-f skips what is not a regular file, silently" "cat -f a . a" "" "hello\nworld\nhello\nworld\n" 1 ""
t_ours "-f does not wait on a FIFO, skips it" "cat -f fifo a" "" "hello\nworld\n" 1 ""
t_ours "-f still names a missing file" "cat -f nope a" "" "hello\nworld\n" 1 "cat: nope: No such file or directory"
t_ours "-f reads standard input" "cat -f - a" "in\n" "in\nhello\nworld\n" 0
t_ours "-f with -n" "cat -fn . a" "" "     1\thello\n     2\tworld\n" 1 ""
t_ours "-l: a locked standard output" "cat -l a >locked && cat locked" "" "hello\nworld\n" 0
t_ours "-l waits for another cat -l to finish" "{ sleep 2; echo first; } | cat -l >>lk & sleep 1; cat -l a >>lk; wait; cat lk" "" "first\nhello\nworld\n" 0
t_ours "-l: an output that cannot be locked" "cat -l a 1<a" "" "" 1 "cat: cannot lock standard output: Bad file descriptor"
t "missing file: error, the rest still copied" "cat nope a" "" "hello\nworld\n" 1 "cat: nope: No such file or directory"
t "a directory" "cat ." "" "" 1 "cat: .: Is a directory"
t "input file is output file" "cat self >>self" "" "" 1 "cat: self: input file is output file"
t "write error is an error" "cat a >/dev/full" "" "" 1 "cat: write error: No space left on device"
t "bad option" "cat -Z a" "" "" 1 "cat: invalid option -Z
usage: cat *"
t_ours "--help on stdout" "cat --help | head -1" "" "usage: cat [-AbeEflnstTuv] [file...]\n" 0
if can_drop; then
	printf 'secret\n' >private
	chmod 600 private
	t "permission denied" "\$NOBODY cat private a" "" "hello\nworld\n" 1 "cat: private: Permission denied"
else
	skip "permission denied" "needs root and setpriv to drop privileges"
fi
