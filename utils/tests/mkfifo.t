# mkfifo: named pipes with modes; failures 255 as Debian's klibc mkfifo
# (coreutils' 1), usage errors 1.
t "a fifo" "mkfifo p && stat -c %F p" "" "fifo\n" 0
t "it exists" "mkfifo p" "" "" 255/1 "mkfifo: p: File exists"
t "-m octal" "mkfifo -m 600 p2 && stat -c %a p2" "" "600\n" 0
t "-m symbolic" "umask 022; mkfifo -m a=rw p3 && stat -c %a p3" "" "666\n" 0
t "default mode follows the umask" "umask 077; mkfifo p4 && stat -c %a p4" "" "600\n" 0
t "several" "mkfifo q1 q2 && stat -c %F q1 q2" "" "fifo\nfifo\n" 0
check "data goes through" "mkfifo pipe; (printf hi >pipe &) ; [ \"\$(cat pipe)\" = hi ]"
t "missing directory" "mkfifo no/p" "" "" 255/1 "mkfifo: no/p: No such file or directory"
t "bad mode" "mkfifo -m abc p5" "" "" 255/1
t "no operand" "mkfifo" "" "" 1
