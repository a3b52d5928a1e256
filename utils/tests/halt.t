# halt, poweroff, reboot.  They run only in a PID namespace made for the
# test, under ns-init, which first checks that it is PID 1 of a namespace
# other than this machine's: there the kernel's reboot(2) ends only the
# namespace (its init dies of SIGHUP for a restart, SIGINT for halt and
# power off).  The programs are called by absolute path, never by PATH.
outer=$(readlink /proc/self/ns/pid)
cat >ns-init <<INIT
#!/bin/sh
# ns-init [-trap SIG] [-exec] program...: PID 1 of a test namespace.
in=\$(readlink /proc/self/ns/pid)
if [ -z "\$in" ] || [ "\$in" = "$outer" ] || [ \$\$ != 1 ]; then
	echo "ns-init: not PID 1 of a new PID namespace" >&2
	exit 99
fi
if [ "\$1" = -exec ]; then
	shift
	exec "\$@"
fi
if [ "\$1" = -trap ]; then
	trap "echo got \$2; exit 0" "\$2"
	shift 2
fi
"\$@"
sleep 5 & wait
echo "not reached"
INIT
chmod +x ns-init
ns=
if [ -z "$host" ] && [ -x "$BIN/halt" ] && [ -x "$BIN/reboot" ] && [ -x "$BIN/poweroff" ] &&
	[ -n "$outer" ] && can_unshare && unshare -pf --mount-proc true 2>/dev/null; then
	ns=1
fi
# halt reads which signals init handles from /proc (host numbers); under
# qemu-user with another numbering that cannot match what it sends.
sigok=1
emulated && ! x86_signals && sigok=
nsrun() {	# nsrun NAME ARGS EXPECTED [signals]: ns-init ARGS in a PID namespace
	if [ -n "${4:-}" ] && [ -z "$sigok" ]; then
		skip "$1" "signal numbers differ between qemu-user's target and /proc"
	elif [ -n "$ns" ]; then
		t_ours "$1" "unshare -pf --mount-proc ./ns-init $2; echo \$?" "" "$3" 0
	else
		skip "$1" "needs root and a PID namespace"
	fi
}
nsrun "halt asks an init that handles SIGUSR1" "-trap USR1 $BIN/halt" "got USR1\n0\n" signals
nsrun "poweroff asks an init that handles SIGUSR2" "-trap USR2 $BIN/poweroff" "got USR2\n0\n" signals
nsrun "reboot asks an init that handles SIGTERM" "-trap TERM $BIN/reboot" "got TERM\n0\n" signals
nsrun "halt -p asks for power off" "-trap USR2 $BIN/halt -p" "got USR2\n0\n" signals
nsrun "reboot -f: a restart (SIGHUP)" "-exec $BIN/reboot -f" "129\n"
nsrun "halt -f: a halt (SIGINT)" "-exec $BIN/halt -f" "130\n"
nsrun "poweroff -f: a power off (SIGINT)" "-exec $BIN/poweroff -f" "130\n"
nsrun "reboot -n -f" "-exec $BIN/reboot -n -f" "129\n"
nsrun "reboot -f with an argument (RESTART2)" "-exec $BIN/reboot -f now" "129\n"
nsrun "as PID 1 it acts itself" "-exec $BIN/reboot" "129\n"
nsrun "an init that does not listen: the system call" "$BIN/poweroff" "130\n" signals
t_ours "bad option" "$BIN/halt -Z" "" "" 1 "halt: invalid option -Z
usage: *"
t_ours "an argument is for reboot only" "$BIN/poweroff now" "" "" 1
t_ours "--help" "$BIN/reboot --help | head -1" "" "usage: halt|poweroff|reboot [-f] [-n] [-p] [reboot-argument]\n" 0
