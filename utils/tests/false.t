# false: fails whatever the arguments.
t "no arguments" "false" "" "" 1
t "arguments ignored" "false -x --nope a" "" "" 1
