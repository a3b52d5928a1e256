# SPDX-License-Identifier: MIT
# traps.sh: trap actions, EXIT, signals to self and to children, kill.
trap 'echo "1 got TERM"' TERM
kill -TERM $$
echo "2 after TERM"
trap 'echo "3 got USR1"; trap - USR1' USR1
kill -USR1 $$; kill -l 10 >/dev/null
trap
trap - TERM
trap '' INT; trap
trap - INT
(trap 'echo "4 sub exit"' EXIT; echo "4 in sub")
(trap 'echo "5 sub TERM"; exit 9' TERM; $TESTSH -c 'kill -TERM $PPID'; sleep 1; echo "5 after") ; echo "5 status $?"
sh_pid=$$
sleep 10 & p=$!; kill $p; wait $p; echo "6 killed child status $?"
sleep 10 & p=$!; kill -9 $p; wait $p; echo "7 KILL status $?"
sleep 10 & p=$!; kill -s HUP $p; wait $p; echo "8 HUP status $?"
echo "9 $(kill -l 15) $(kill -l TERM) $(kill -l 137)"
kill -0 $$ && echo "10 kill -0 ok"
kill -0 999999 2>/dev/null; echo "11 no such pid $?"
f() { trap 'echo "12 trap in function"' USR2; kill -USR2 $$; }; f
trap 'echo "13 exit trap, status $?"' EXIT
(exit 4)
false
