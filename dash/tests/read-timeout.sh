# SPDX-License-Identifier: MIT
# read-timeout.sh: read -t (ours only; the host's dash has no -t): timeouts, data in time, bad values.
echo 'in time' | { read -t 5 x; echo "1 $? [$x]"; }
{ sleep 1; echo late; } | { read -t 0.2 x; echo "2 $? [$x]"; }
{ printf part; sleep 1; echo rest; } | { read -t 0.3 x; echo "3 $? [$x]"; }
printf 'a b\n' | { read -t 1 -r x y; echo "4 $? [$x] [$y]"; }
{ sleep 1; } | { read -t 0 x; echo "5 $? [$x]"; }
: | { read -t 1 x; echo "6 eof $? [$x]"; }
printf 'q\n' | { read -t .5 x; echo "7 $? [$x]"; }
for bad in x 1x -1 '' 1.2.3; do
	$TESTSH -c "read -t '$bad' x" </dev/null 2>/dev/null; echo "8 [$bad] $?"
done
times | sed 's/[0-9]/N/g'
