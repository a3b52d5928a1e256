# sync: everything, or named files.
printf 'x\n' >f
t "everything" "sync" "" "" 0
t "one file" "sync f" "" "" 0
t "-d and -f on a file" "sync -d f && sync -f f" "" "" 0
t "a missing file" "sync nope" "" "" 1 "sync: nope: No such file or directory"
t "bad option" "sync -Z" "" "" 1
