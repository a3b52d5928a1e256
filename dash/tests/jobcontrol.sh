# SPDX-License-Identifier: MIT
# jobcontrol.sh: job control on a terminal: set -m under script(1)'s pseudo-terminal; jobs, %n, stop, bg, fg, wait.
command -v script >/dev/null 2>&1 || { echo "script(1) missing: no terminal to test with"; exit 0; }
cat > cmds <<'E'
[ -t 1 ] && echo "1 on a terminal"
case $- in *m*) echo "2 monitor on" ;; esac
sleep 30 &
jobs
kill -STOP %1
sleep 2
jobs
bg %1
sleep 0.2
jobs -l | sed 's/ [0-9][0-9]* / PID /'
kill %1
sleep 1
jobs
echo "3 killed"
$TESTSH -c 'sleep 0.3; exit 3' &
fg %1
echo "4 fg status $?"
(sleep 0.2; exit 5) &
wait
jobs
echo "5 done"
E
# A job's change of state is announced on standard error before the next
# command only if the shell has seen its SIGCHLD by then, which depends on
# the scheduler (and, under qemu-user, on when the emulator delivers it):
# the announcements go to a file, compared after what jobs, bg and fg print,
# without that of the stop (the waits are long enough for the others).
script -qec "$TESTSH -m cmds 2>notes" /dev/null </dev/null | tr -d '\r'
grep -v Stopped notes
