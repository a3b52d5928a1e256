# SPDX-License-Identifier: MIT
# debian-patches.sh: what the rest of Debian's dash patches change (see
# dash/README.md); escape.sh and recursion.sh test 0008 and 0009.
# 0004: sh -c runs its last command as a child, not by exec in its place.
$TESTSH -c 'echo $$ > outer; '"$TESTSH"' -c "echo \$PPID > inner"'
cmp -s outer inner && echo "1 child of sh -c" || echo "1 not a child"
$TESTSH -c 'trap "echo 2 exit trap" EXIT; true'
# 0007: a file that execve refuses (ENOEXEC) is run as a script only if
# its first line looks like text.
printf '\001\002binary\nls > made-by-bin\n' > bin; chmod +x bin
./bin 2>/dev/null; echo "3 binary status $?"; [ -e made-by-bin ] && echo "3 ran as a script"
printf 'echo 4 text script; exit 3\n' > txt; chmod +x txt
./txt; echo "4 status $?"
printf '# \033 escape allowed\necho 5 text with ESC\n' > esc; chmod +x esc; ./esc
# 0010: the PATH search skips files without the execute bit.
mkdir p1 p2
printf 'echo 6 from p1\n' > p1/cmd; chmod 644 p1/cmd
printf 'echo 6 from p2\n' > p2/cmd; chmod 755 p2/cmd
(PATH=$PWD/p1:$PWD/p2:/usr/bin:/bin; cmd; echo "6 status $?")
(PATH=$PWD/p1:/usr/bin:/bin; cmd 2>/dev/null; echo "7 status $?")
(PATH=$PWD/p1:$PWD/p2:/usr/bin:/bin; command -v cmd | sed "s|$PWD/||")
# 0018: hash -r with a bad option after it is an error.
hash -rv 2>/dev/null; echo "8 hash -rv $?"
hash -r; echo "9 hash -r $?"
hash -r -r; echo "10 hash -r -r $?"
# 0019: ulimit -r (real-time priority) is accepted.
ulimit -r; echo "11 ulimit -r $?"
ulimit -H -r >/dev/null; echo "12 ulimit -H -r $?"
# 0020: getopts' usage message.
getopts a 2>&1; echo "13 $?"
# 9001, 9002: the privileged option (-p).
set -o | grep privileged
set -p; echo "14 $-"; set +p; echo "14 $-"
set -o privileged; set -o | grep privileged; set +o privileged
$TESTSH -p -c 'echo "15 $-"'
$TESTSH -c 'set -o privileged && echo "16 $-"'
