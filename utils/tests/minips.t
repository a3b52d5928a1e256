# minips: the process list from /proc.
t_ours "the header" "minips | head -1" "" "  PID TTY          TIME CMD\n" 0
check_ours "-p our shell, -o with empty headers" '[ "$(minips -p $$ -o pid=,comm= | sed "s/^ *//")" = "$$ bash" ]'
check_ours "-p our shell" 'minips -p $$ | tail -1 | grep -Eq "^ *$$ .* bash"'
# started: wait until the background sleep has really become sleep
started='for i in 1 2 3 4 5 6 7 8 9 10; do [ "$(cat /proc/$p/comm)" = sleep ] && break; command sleep 0.1; done'
check_ours "-f shows the arguments" 'command -p sleep 3 & p=$!; '"$started"'; minips -f -p $p | tail -1 | grep -q "sleep 3\$"; r=$?; kill $p; exit $r'
check_ours "-C by command name" 'command -p sleep 3 & p=$!; '"$started"'; minips -C sleep -o pid= | grep -qw $p; r=$?; kill $p; exit $r'
# In a PID namespace (a build chroot) pid 2 is not the kernel's kthreadd.
if [ "$(cat /proc/2/comm 2>/dev/null)" = kthreadd ]; then
	check_ours "kernel threads in brackets" 'minips -f -p 2 | tail -1 | grep -q "\[kthreadd\]\$"'
	check_ours "init, kthreadd and ourselves listed" 'l=$(minips -o pid=); for p in 1 2 $$; do echo "$l" | grep -qx " *$p" || exit 1; done'
else
	skip "kernel threads in brackets" "pid 2 is not kthreadd (a PID namespace)"
	skip "init, kthreadd and ourselves listed" "pid 2 is not kthreadd (a PID namespace)"
fi
t_ours "h: no header" 'minips h -p 1 | wc -l' "" "1\n" 0
t_ours "an unknown field" "minips -o nope" "" "" 1 "minips: unknown field 'nope' for -o"
t_ours "a bad pid" "minips -p x" "" "" 1 "minips: pid 'x': not a number"
