# SPDX-License-Identifier: MIT
# pipelines.sh: pipelines, subshells, background jobs, grouping, wait.
echo "1 $(echo abc | tr a-z A-Z | sed 's/B/-/')"
x=outer; (x=inner; echo "2 $x"); echo "3 $x"
x=outer; { x=group; }; echo "4 $x"
echo a | { read v; echo "5 [$v] in pipe"; }; echo "6 v=${v-unset}"
cd /; (cd /tmp; pwd); pwd
seq 1 5 | while read n; do s=$(( ${s:-0} + n )); echo "7 $s"; done
(echo s1; echo s2) | sort -r
{ echo g1; echo g2; } | wc -l
sleep 0.1 & wait $!; echo "8 bg status $?"
(exit 3) & wait $!; echo "9 bg exit $?"
(sleep 1; echo "10 second") & (echo "10 first") ; wait
jobs; echo "11 jobs empty"
yes | head -3
echo "12 $(seq 1 1000 | wc -l)"
i=0; while [ $i -lt 100 ]; do i=$((i+1)); done | cat; echo "13 $i"
echo "14 $(echo $(echo $(echo deep)))"
(set -e; false; echo no); echo "15 subshell -e $?"
f() { echo "16 func in pipe"; }; f | cat
echo "17 $( (echo paren) )"
out=$( { echo a; echo b >&2; } 2>&1 ); echo "18 $out"
exec 3>&1; r=$( { echo "19 to fd3" >&3; echo captured; } ); exec 3>&-; echo "19 $r"
ls / | grep -c '^etc$'
cat /etc/passwd | head -1 | cut -d: -f1
echo "20 $$" | grep -c "$$"
[ "$(echo $$)" = "$$" ] && echo "21 \$\$ same in subshell"
[ "$( $TESTSH -c 'echo $PPID' )" = "$$" ] && echo "22 PPID"
