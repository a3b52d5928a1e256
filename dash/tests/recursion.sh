# SPDX-License-Identifier: MIT
# recursion.sh: a function that calls itself without end stops at the
# recursion limit (1000) with an error message and status 2, as in
# Debian's dash (its patch 0009-dash-Fix-stack-overflow-from-infinite-
# recursion-in-s.patch), instead of overflowing the stack (SIGSEGV).
# The shells run with a bounded stack and, natively, bounded memory (an
# emulator reserves more address space than such a limit allows); the
# runner bounds the time.
bounded() {
	ulimit -s 8192
	case $TESTSH in *' '*) ;; *) ulimit -v 262144 ;; esac
	"$@"
}
bounded $TESTSH -c 'f() { f; }; f' rec 2>&1; echo "1 status $?"
bounded $TESTSH -c 'f() { f; }; f; echo not reached' rec 2>/dev/null; echo "2 status $?"
bounded $TESTSH -c 'a() { b; }; b() { a; }; a' rec 2>&1; echo "3 status $?"
# Below the limit: 999 nested calls are allowed.
bounded $TESTSH -c 'n=0; f() { n=$((n + 1)); [ $n -lt 999 ] && f; return 0; }; f; echo "4 depth $n"'
bounded $TESTSH -c 'n=0; f() { n=$((n + 1)); [ $n -lt 1001 ] && f; return 0; }; f; echo "5 depth $n"' rec 2>&1
echo "5 status $?"
# The limit counts nesting, not calls: calls in sequence are unlimited.
bounded $TESTSH -c 'g() { :; }; i=0; while [ $i -lt 3000 ]; do g; i=$((i + 1)); done; echo "6 calls $i"'
# In a subshell of this script: the error ends the subshell only.
(f() { f; }; f) 2>&1; echo "7 status $?"
echo "8 still here"
