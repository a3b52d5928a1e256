# SPDX-License-Identifier: MIT
# redirections.sh: file descriptors, here-documents, noclobber, exec.
echo one > f; echo two >> f; cat f
cat < f | wc -l
echo err 2>&1 >/dev/null
{ echo out; echo err >&2; } 2>e >o; echo "1 $(cat o) $(cat e)"
{ echo to-stderr >&2; } 2>&1 | cat
exec 3>g; echo via3 >&3; exec 3>&-; cat g
exec 4<f; read l <&4; echo "2 $l"; read l <&4; echo "3 $l"; exec 4<&-
set -C; (echo x > f) 2>/dev/null; echo "4 noclobber $?"; echo y >| f; cat f; set +C
cat <<EOF2
5 here $HOME-less
6 $(echo sub) $((1+1))
	7 tab kept
EOF2
cat <<-EOF2
	8 tabs stripped
	EOF2
cat <<'EOF2'
9 $literal
EOF2
x=in; cat <<EOF2 | tr a-z A-Z
10 piped $x
EOF2
while read a b; do echo "11 $a/$b"; done <<EOF2
k1 v1
k2 v2 more
EOF2
cat <<A; cat <<B
12 first
A
13 second
B
echo 14 >&-; echo "14 status $?" 2>/dev/null
: > empty; wc -c < empty
cat < nonexist 2>/dev/null; echo "15 $?"
echo 16 <> rw; cat rw
exec 5>&1; echo "17 dup" >&5; exec 5>&-
f() { echo "18 in f"; } > fout; f; cat fout
for i in 1 2; do echo $i; done > loop; cat loop
echo "19 $(cat <<E
inside
E
)"
