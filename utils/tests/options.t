# Every program: --help gives its usage on stdout, a bad option the usage
# on stderr and status 1, and a manual page that groff reads cleanly.  The
# programs are the sources in utils/ (true and false take no options at
# all; the others below take no option letters, so -j is an operand).
progs=$(cd "$root/utils" && ls *.c | sed 's/\.c$//' | grep -vx -e true -e false)
no_letters="dd insmod kill nuke pivot_root sleep"
for p in $progs; do
	t_ours "$p --help" "\$BIN/$p --help | head -1 | cut -c1-7" "" "usage: \n" 0
done
for p in $progs; do
	case " $no_letters " in *" $p "*) continue ;; esac
	t_ours "$p with a bad option" "\$BIN/$p -j x >/dev/null 2>err; s=\$?; head -1 err; exit \$s" "" "$p: invalid option -j\n" 1
done
for p in $progs true false; do
	page=$root/utils/man/$p.1
	if command -v groff >/dev/null; then
		check_ours "$p.1 reads cleanly" "[ -f $page ] && [ -z \"\$(LC_ALL=C.UTF-8 groff -ww -z -man $page 2>&1)\" ]"
	else
		check_ours "$p.1 exists" "[ -f $page ]"
	fi
done
