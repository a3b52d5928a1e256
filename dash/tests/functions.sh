# SPDX-License-Identifier: MIT
# functions.sh: definition, arguments, local, return, recursion, redefinition.
f() { echo "1 f: $# [$*]"; }
f; f a "b c"
g() {
	local x=inner y
	y=set
	echo "2 g: $x $y"
	return 3
}
x=outer; y=keep; g; echo "3 status $? x=$x y=$y"
fact() { if [ $1 -le 1 ]; then echo 1; else echo $(( $1 * $(fact $(( $1 - 1 ))) )); fi; }
echo "4 $(fact 10)"
h() { echo "5 h $1"; shift; echo "5 after shift $# $*"; }
set -- outer args; h p q r; echo "6 still $# $*"
k() { return; }; false; k; echo "7 return keeps status $?"
m() { false; }; m; echo "8 $?"
f() { echo "9 redefined"; }; f
unset -f f; f 2>/dev/null; echo "10 unset status $?"
count=0; loop() { while :; do count=$((count+1)); [ $count -ge 5 ] && return 7; done; }
loop; echo "11 $? $count"
outer() { inner() { echo "12 inner defined by outer"; }; }; outer; inner
brk() { for i in 1 2 3; do for j in a b; do [ $j = b ] && continue 2; [ $i = 3 ] && break 2; echo "13 $i$j"; done; done; }; brk
v=global; lv() { local v; v=local; echo "14 $v"; }; lv; echo "14 $v"
nested() { local n=$1; [ $n -gt 0 ] && nested $((n-1)); echo "15 n=$n"; }; nested 2
fn_with_redir() { echo "16 $1"; } >&2; fn_with_redir x 2>&1
type f 2>/dev/null | head -1; type lv | head -1
