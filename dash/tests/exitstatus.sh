# SPDX-License-Identifier: MIT
# exitstatus.sh: statuses of commands, lists, negation, not found, subshells.
true; echo "1 $?"; false; echo "2 $?"
! true; echo "3 $?"; ! false; echo "4 $?"
true && echo "5 and"; false || echo "6 or"; false && echo no; echo "7 $?"
nosuchcommand_xyz 2>/dev/null; echo "8 $?"
./nofile 2>/dev/null; echo "9 $?"
: > noexec; chmod -x noexec; ./noexec 2>/dev/null; echo "10 $?"
(exit 42); echo "11 $?"
(exit 300); echo "12 $?"
$TESTSH -c 'exit 7'; echo "13 $?"
$TESTSH -c 'kill -TERM $$'; echo "14 $?"
x=$(exit 5); echo "15 $?"
x=$(false) y=1; echo "16 $?"
if false; then :; fi; echo "17 $?"
if (exit 3); then :; else echo "18 else $?"; fi
case x in y) ;; esac; echo "19 $?"
while false; do :; done; echo "20 $?"
for i in; do :; done; echo "21 $?"
false | true; echo "22 $?"; true | false; echo "23 $?"
{ false; }; echo "24 $?"
f() { return 300; }; f; echo "25 $?"
$TESTSH -c 'echo "26 $0 $1"' name arg
$TESTSH -c 'exit' ; echo "27 $?"
$TESTSH -c 'false; exit'; echo "28 $?"
echo "29 $(echo nested; exit 3) $?"
sh_exit() { $TESTSH -c "$1"; echo "30 [$1] $?"; }
sh_exit 'set -e; false; echo no'
sh_exit 'set -u; echo $undefined_var' 2>/dev/null
sh_exit 'readonly r=1; r=2' 2>/dev/null
sh_exit 'shift 5' 2>/dev/null
sh_exit 'cd /nonexistent' 2>/dev/null
sh_exit '. /nonexistent' 2>/dev/null
sh_exit 'exit -1' 2>/dev/null
sh_exit 'if' 2>/dev/null
exit 17
