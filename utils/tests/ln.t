# ln: hard and symbolic links, -f, -n, -T, into directories, errors.
printf 'data\n' >file
mkdir dir other
ln -s dir dirlink

t "hard link" "ln file hard && stat -c %h hard && cat hard" "" "2\ndata\n" 0
t "symbolic link keeps the target as given" "ln -s ../nowhere/x sym && readlink sym" "" "../nowhere/x\n" 0
t "an existing name is an error" "ln file hard" "" "" 1 "ln: hard: File exists"
t "-f replaces it" "printf new >other/f; ln -f other/f hard && cat hard" "" "new" 0
t "-sf replaces a symlink" "ln -sf file sym && readlink sym" "" "file\n" 0
t "into a directory, by base name" "ln -s ../file dir && readlink dir/file" "" "../file\n" 0
t "several targets into a directory" "mkdir into && ln file other/f into && ls into" "" "f\nfile\n" 0
check "several targets: the same inodes" "[ \$(stat -c %i into/file) = \$(stat -c %i file) ] && [ \$(stat -c %i into/f) = \$(stat -c %i other/f) ]"
t "several targets need a directory" "ln file hard notadir" "" "" 1 "ln: notadir: not a directory"
t "a symlink to a directory is entered" "ln -s x dirlink && readlink dir/x" "" "x\n" 0
t "-n replaces that symlink instead" "ln -sfn other dirlink && readlink dirlink" "" "other\n" 0
t "-T never enters a directory" "ln -sT file dir" "" "" 1 "ln: dir: File exists"
t "-f does not replace a directory" "ln -sfT file dir" "" "" 1
t "hard link to a missing file" "ln nope h2" "" "" 1 "ln: h2: No such file or directory"
t "hard link to a directory" "ln dir h3" "" "" 1 "ln: h3: Operation not permitted"
t "one argument links into ." "mkdir sub && cd sub && ln -s /etc/hostname && readlink hostname" "" "/etc/hostname\n" 0
t "no arguments" "ln" "" "" 1
t "bad option" "ln -Z a b" "" "" 1
