# mkdir: -p, -m (octal and symbolic), errors: 255 as Debian's klibc mkdir
# (coreutils' 1), usage errors 1.
t "one directory" "mkdir a && stat -c %F a" "" "directory\n" 0
t "it exists" "mkdir a" "" "" 255/1 "mkdir: a: File exists"
t "-p and it exists: fine" "mkdir -p a" "" "" 0
t "missing parent" "mkdir x/y" "" "" 255/1 "mkdir: x/y: No such file or directory"
t "-p makes parents" "mkdir -p p/q/r/ && stat -c %F p/q/r" "" "directory\n" 0
t "-p with // and ./" "mkdir -p ./s//t/./u && stat -c %F s/t/u" "" "directory\n" 0
t "-m octal, umask ignored" "umask 077; mkdir -m 755 m1 && stat -c %a m1" "" "755\n" 0
t "-m with special bits" "mkdir -m 1777 m2 && stat -c %a m2" "" "1777\n" 0
t "-m symbolic" "umask 022; mkdir -m u=rwx,g=rx,o= m3 && stat -c %a m3" "" "750\n" 0
t "-m symbolic relative to a=rwx" "umask 022; mkdir -m go-w m4 && stat -c %a m4" "" "755\n" 0
t "default mode follows the umask" "umask 027; mkdir m6 && stat -c %a m6" "" "750\n" 0
t "-p -m applies to the last only" "umask 022; mkdir -p -m 700 n1/n2 && stat -c %a n1 n1/n2" "" "755\n700\n" 0
t "a file in the way with -p" "touch f; mkdir -p f/g" "" "" 255/1
t "bad mode" "mkdir -m 888 b" "" "" 255/1 "mkdir: invalid mode '888'"
t "bad symbolic mode" "mkdir -m u+q b" "" "" 255/1 "mkdir: invalid mode 'u+q'"
t "several, one fails, the rest made" "mkdir c1 a c2; ls -d c1 c2" "" "c1\nc2\n" 0
t "... and the status says so" "mkdir c3 a c4" "" "" 255/1
t "no operand" "mkdir" "" "" 1
if can_drop; then
	mkdir locked && chmod 755 locked
	t "permission denied" "\$NOBODY mkdir locked/x" "" "" 255/1 "mkdir: locked/x: Permission denied"
else
	skip "permission denied" "needs root and setpriv"
fi
