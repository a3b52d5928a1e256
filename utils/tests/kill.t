# kill: signal names and numbers, sending signals, errors.
# The list and USR1's number are x86's (mips, sparc and others differ).
if x86_signals; then
	t "-l lists the names" "kill -l" "" "HUP INT QUIT ILL TRAP ABRT BUS FPE KILL USR1 SEGV USR2 PIPE ALRM TERM STKFLT\nCHLD CONT STOP TSTP TTIN TTOU URG XCPU XFSZ VTALRM PROF WINCH POLL PWR SYS\n" 0
	t_ours "-l several (procps takes only one)" "kill -l 1 2 USR1" "" "HUP\nINT\n10\n" 0
else
	skip "-l lists the names" "signal numbers differ from x86's here"
	skip "-l several (procps takes only one)" "signal numbers differ from x86's here"
fi
t "-l number" "kill -l 9" "" "KILL\n" 0
t "-l name" "kill -l TERM" "" "15\n" 0
t "-l with SIG and any case" "kill -l sigkill" "" "9\n" 0
t_ours "-l exit status of a killed process" "kill -l 137" "" "KILL\n" 0
t_ours "-l real-time signals" "kill -l 35 RTMIN+3" "" "RTMIN+3\n35\n" 0
t_ours "-l unknown name (procps: status 0)" "kill -l NOPE" "" "" 1
t "-0 on ourselves" 'kill -0 $$' "" "" 0
t "-s TERM ends a process" 'sleep 10 & p=$!; kill -s TERM $p; wait $p; echo $?' "" "143\n" 0
t "-KILL" 'sleep 10 & p=$!; kill -KILL $p; wait $p; echo $?' "" "137\n" 0
t "-9" 'sleep 10 & p=$!; kill -9 $p; wait $p; echo $?' "" "137\n" 0
t "-SIGUSR1 caught" 'trap "echo got USR1" USR1; kill -SIGUSR1 $$; :' "" "got USR1\n" 0
t "TERM by default" 'sleep 10 & p=$!; kill $p; wait $p; echo $?' "" "143\n" 0
t "no such process" "kill 2147483646" "" "" 1 "kill: 2147483646: No such process"
t "not a pid" "kill abc" "" "" 1
t "unknown signal" "kill -NOPE 1" "" "" 1
t "no pid" "kill" "" "" "!0"
