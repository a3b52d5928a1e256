# SPDX-License-Identifier: MIT
# builtins.sh: the builtins: cd/pwd, test, printf, read, getopts, type, command, umask, ulimit, alias, hash, export, unset, shift, eval, exec.
mkdir -p d1/d2; cd d1/d2; echo "1 $(basename "$(pwd)") ${PWD##*/} ${OLDPWD##*/}"; cd - >/dev/null; echo "2 ${PWD##*/}"
cd d1 && cd .. && echo "3 back"
ln -s d1 link; cd link; pwd -P | sed 's|.*/||'; pwd -L | sed 's|.*/||'; cd ..
for e in '-n x' '-z ""' '1 -eq 1' '2 -lt 1' 'a = a' 'a != a' '-d d1' '-f d1' '-e nope' '! -e nope' \
	'1 -gt 0 -a 2 -gt 3' '1 -gt 0 -o 2 -gt 3' '\( a = a \)' 'abc \< abd' '-x /bin/sh' '-L link' '-h d1' \
	'-s /etc/passwd' '"" ' 'x' '-t 0' '5 -ge 5' '-3 -le -4' 'd1 -nt /' '-r /etc/passwd'; do
	eval "test $e"; r1=$?; eval "[ $e ]"; echo "4 test $e: $r1 $?"
done
[ 1 -eq x ] 2>/dev/null; echo "5 bad integer $?"
[ a = ] 2>/dev/null; echo "6 missing arg $?"
echo "a b c" | { read x y; echo "7 [$x] [$y]"; }
printf 'p1\\\ncont\n' | { read x; echo "8 [$x]"; }
printf 'p1\\\ncont\n' | { read -r x; echo "9 [$x]"; }
printf 'a:b:c\n' | { IFS=: read x y z; echo "10 $x $y $z"; }
printf 'no newline' | { read x; echo "11 $? [$x]"; }
printf '  spaces  around  \n' | { read x; echo "12 [$x]"; }
while getopts ab:c opt -a -b val -c -d rest 2>/dev/null; do echo "13 $opt ${OPTARG-}"; done
set -- -x -y arg; OPTIND=1; while getopts xy o; do echo "14 $o"; done; shift $((OPTIND-1)); echo "14 rest $*"
type echo cd ls 2>&1 | sed 's|/usr/bin/|/bin/|'
command -v echo; command -v cd; command -V test | head -1
command echo "15 via command"
umask 022; umask; umask -S; umask 077; umask; (umask 0 ; umask); umask
ulimit -c 0; ulimit -c; ulimit -H -n >/dev/null && echo "16 hard n"
ulimit -a | sed 's/[0-9][0-9]*$/N/; s/unlimited$/N/'
alias ll='echo aliased'; alias ll; eval ll; unalias ll; alias 2>/dev/null | wc -l
hash cat 2>/dev/null; hash | sed 's|.*/||'
export EXV=1; $TESTSH -c 'echo "17 $EXV"'; export -p | grep EXV
readonly RO=1; readonly -p | grep RO
unset EXV; echo "18 ${EXV-unset}"
set -- 1 2 3 4; shift 2; echo "19 $*"; shift; echo "19 $*"
eval 'echo "20 eval $((1+1))"'
(exec echo "21 exec replaces"); echo "22 after"
echo "23 $(exec 2>&1; echo to-err >&2)"
x=1 $TESTSH -c 'echo "24 prefix $x"'; echo "24 x=${x-unset}"
echo "25 $(echo -n abc; echo)" 
printf '%s\n' 26 | while read l; do echo "$l read in loop"; done
true; echo "27 $(true; echo $?)"
getopts a o -z 2>/dev/null; echo "28 $o"
wait; echo "29 wait with no jobs $?"
times >/dev/null; echo "30 times $?"
echo "31 $(($(printf '%d' 0x10) + 1))"
pwd >/dev/null; echo "32 pwd $?"
