# readlink: targets, canonical names (-f, -e), -n.
mkdir -p d/e
touch d/e/f
ln -s d/e/f rel
ln -s "$PWD/d" abs
ln -s nowhere dangling
ln -s loop2 loop1
ln -s loop1 loop2
ln -s e d/elink
here=$PWD

t "a target" "readlink rel" "" "d/e/f\n" 0
t "several" "readlink rel abs" "" "d/e/f\n$here/d\n" 0
t "not a link: nothing, status 1" "readlink d" "" "" 1 ""
t "missing: status 1" "readlink nope" "" "" 1
t "-n" "readlink -n rel" "" "d/e/f" 0
t "-f follows every link" "readlink -f abs/elink/f" "" "$here/d/e/f\n" 0
t "-f with . and .." "readlink -f ./d/../d/./e" "" "$here/d/e\n" 0
t "-f of a missing last component" "readlink -f d/new" "" "$here/d/new\n" 0
t "-f of a dangling link" "readlink -f dangling" "" "$here/nowhere\n" 0
t "-f with a missing directory fails" "readlink -f no/such/x" "" "" 1
t "-f of a loop fails" "readlink -f loop1" "" "" 1
t "-e needs everything" "readlink -e dangling" "" "" 1
t "-e of an existing path" "readlink -e rel" "" "$here/d/e/f\n" 0
t "-f of /" "readlink -f /" "" "/\n" 0
t "no operand" "readlink" "" "" 1
