# sleep: seconds, fractions, units, sums, errors.
t "whole seconds" "sleep 0" "" "" 0
t "a fraction" "sleep 0.1" "" "" 0
t "a fraction with no whole part" "sleep .05" "" "" 0
t "units and a sum" "sleep 0.001s 0.0001m 0h 0d" "" "" 0
check "0.3 takes at least 0.3 s" 'a=$(date +%s%N); sleep 0.3; b=$(date +%s%N); [ $(( (b - a) / 1000000 )) -ge 290 ]'
check "0.2 0.2 sums to 0.4 s" 'a=$(date +%s%N); sleep 0.2 0.2; b=$(date +%s%N); [ $(( (b - a) / 1000000 )) -ge 390 ]'
check "a signal that is caught ends it early; one ignored does not" 'sleep 10 & p=$!; sleep 0.1; kill -TERM $p; wait $p; [ $? -eq 143 ]'
t "not a number" "sleep 1x" "" "" 1 "sleep: invalid time interval '1x'"
t "negative" "sleep -- -1" "" "" 1 "sleep: invalid time interval '-1'"
t "empty" "sleep ''" "" "" 1 "sleep: invalid time interval ''"
t_ours "too long" "sleep 99999999999999999999999" "" "" 1 "sleep: invalid time interval *"
t "no operand" "sleep" "" "" 1
