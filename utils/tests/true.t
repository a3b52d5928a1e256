# true: succeeds whatever the arguments.
t "no arguments" "true" "" "" 0
t "arguments ignored" "true -x --nope a" "" "" 0
t "standard input untouched" "true; cat" "left\n" "left\n" 0
