# cpio: round trips, listings, extraction options, and archives built by
# hand here (hdr/member below) to try every way out of the target
# directory and every malformed header.

# hdr NAME MODE SIZE [NLINK INO MTIME RDEVMAJ RDEVMIN NAMESIZE MAGIC CHECK]
hdr() {
	local nsize=${9:-$((${#1} + 1))}
	printf '%s%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X' "${10:-070701}" \
		"${5:-1}" "$2" 0 0 "${4:-1}" "${6:-1000000000}" "$3" 0 0 "${7:-0}" "${8:-0}" \
		"$nsize" "${11:-0}"
	printf '%s\0' "$1"
	pad $((110 + ${#1} + 1))
}
pad() { head -c $(((4 - $1 % 4) % 4)) /dev/zero; }
# member NAME MODE DATA [NLINK INO MTIME]: a whole entry, data padded
member() {
	hdr "$1" "$2" "${#3}" "${4:-1}" "${5:-1}" "${6:-1000000000}"
	printf '%s' "$3"
	pad "${#3}"
}
trailer() { hdr 'TRAILER!!!' 0 0; }
REG=$((0100644)) DIR=$((040755)) LNK=$((0120777)) EXE=$((0100755))

here=$PWD
mkdir -p outside x
printf 'precious\n' >outside/target

# A tree with every kind of member, for the round trips.
mkdir -p tree/dir/sub tree/closed
printf 'hello\n' >tree/dir/file
: >tree/empty
printf 'linked\n' >tree/h1
ln tree/h1 tree/h2
ln tree/h1 tree/dir/h3
ln -s dir/file tree/sym
ln -s /nowhere/at/all tree/dangling
mkfifo tree/fifo
long=$(printf 'n%.0s' $(seq 250))
printf 'long\n' >"tree/$long"
deep=tree/d1/$(printf 'a%.0s' $(seq 100))/$(printf 'b%.0s' $(seq 100))/$(printf 'c%.0s' $(seq 100))
mkdir -p "$deep"
printf 'deep\n' >"$deep/f"
head -c 100000 /dev/urandom >tree/random
chmod 750 tree/closed
chmod 4755 tree/random
touch -d '2001-02-03 04:05:06' tree/dir/file tree/h1
can_mknod && mknod tree/null c 1 3
# describe DIR: what a round trip must keep, one line per file
cat >describe <<'EOF2'
#!/bin/sh
cd "$1" && find . -mindepth 1 | sort | while read -r f; do
	case $(stat -c %F "$f") in
	"regular file"*) echo "$f reg $(stat -c '%a %s %h %Y' "$f") $(md5sum <"$f" | cut -c1-8)" ;;
	"symbolic link") echo "$f lnk $(readlink "$f")" ;;
	directory) echo "$f dir $(stat -c %a "$f")" ;;
	*) echo "$f $(stat -c '%F %a %t:%T' "$f")" ;;
	esac
done
EOF2
chmod +x describe
./describe tree >tree.txt

check "round trip: -o, then -idm, the same tree" \
	"cd tree && find . | cpio -o -H newc >../rt.cpio 2>/dev/null && mkdir ../rt && cd ../rt && cpio -idm <../rt.cpio 2>/dev/null && cd .. && ./describe rt | diff tree.txt -"
check "hard links are links again" "[ \$(stat -c %i rt/h1) = \$(stat -c %i rt/h2) ] && [ \$(stat -c %i rt/h1) = \$(stat -c %i rt/dir/h3) ]"
t "the archive is whole 512-byte blocks" "echo \$((\$(wc -c <rt.cpio) % 512))" "" "0\n" 0
t "-t lists the names, without ./" "cpio -t <rt.cpio 2>/dev/null | grep -c '^\\./'" "" "0\n" 1
t "-t lists every member" "cpio -t <rt.cpio 2>/dev/null | wc -l" "" "$(cd tree && find . | wc -l)\n" 0
t "block count on stderr" "cpio -t <rt.cpio 2>&1 >/dev/null | tail -1 | sed 's/[0-9]*/N/'" "" "N blocks\n" 0
check "-H crc round trip" \
	"cd tree && find . | cpio -o -H crc >../crc.cpio 2>/dev/null && head -c 6 ../crc.cpio | grep -q 070702 && mkdir ../rc && cd ../rc && cpio -idm <../crc.cpio 2>/dev/null && cd .. && ./describe rc | diff tree.txt -"
check "-0: names separated by NUL" \
	"cd tree && find . -print0 | cpio -o -0 -H newc >../z.cpio 2>/dev/null && mkdir ../z && cd ../z && cpio -idm <../z.cpio 2>/dev/null && cd .. && ./describe z | diff tree.txt -"
for gnu in /bin/cpio /usr/bin/cpio ""; do [ -x "$gnu" ] && break; done
if [ -n "$gnu" ]; then
	check_ours "GNU cpio reads ours" "mkdir g1 && cd g1 && $gnu -idm <../rt.cpio 2>/dev/null && cd .. && ./describe g1 | diff tree.txt -"
	check_ours "ours reads GNU cpio's" "cd tree && find . | $gnu -o -H newc 2>/dev/null >../gnu.cpio && mkdir ../g2 && cd ../g2 && cpio -idm <../gnu.cpio 2>/dev/null && cd .. && ./describe g2 | diff tree.txt -"
	check_ours "the same listing as GNU cpio's" "diff <(cpio -tvn <gnu.cpio 2>/dev/null) <($gnu -tvn <gnu.cpio 2>/dev/null)"
else
	skip "GNU cpio reads ours" "no GNU cpio here"
	skip "ours reads GNU cpio's" "no GNU cpio here"
	skip "the same listing as GNU cpio's" "no GNU cpio here"
fi

# Listings of a small archive made here.
{
	member dir $DIR ""
	member dir/file $REG "hello" 1 2 981173106
	member link $LNK "dir/file" 1 3 981173106
	hdr null $((020644)) 0 1 4 981173106 1 3
	trailer
} >small.cpio
t "-t" "cpio -t <small.cpio 2>/dev/null" "" "dir\ndir/file\nlink\nnull\n" 0
t "-tvn" "cpio -tvn <small.cpio 2>/dev/null" "" \
"drwxr-xr-x   1 0        0               0 Sep  9  2001 dir
-rw-r--r--   1 0        0               5 Feb  3  2001 dir/file
lrwxrwxrwx   1 0        0               8 Feb  3  2001 link -> dir/file
crw-r--r--   1 0        0          1,   3 Feb  3  2001 null\n" 0
t "-t with patterns" "cpio -t 'dir*' <small.cpio 2>/dev/null" "" "dir\ndir/file\n" 0
t "-it is -t" "cpio -it link <small.cpio 2>/dev/null" "" "link\n" 0
t "-i with a pattern extracts only that" "mkdir p && cd p && cpio -id 'dir/*' <../small.cpio 2>/dev/null && find . | sort" "" ".\n./dir\n./dir/file\n" 0
# The archive holds a device node, which only a real root can make.
if can_mknod; then
	t "-i -v names the files on stderr" "mkdir v && cd v && cpio -idv <../small.cpio 2>&1 >/dev/null | grep -v 'block'" "" "dir\ndir/file\nlink\nnull\n" 0
else
	skip "-i -v names the files on stderr" "device nodes cannot be made here"
fi
t "-o -v names the files on stderr" "cd tree && printf 'empty\\ndir\\n' | cpio -o -v -H newc 2>&1 >/dev/null | head -2" "" "empty\ndir\n" 0
t_ours "-i is silent on success, as Debian's" "mkdir quiet && cpio -id -D quiet dir/file <small.cpio 2>&1" "" "" 0
t "-F, -I and -D" "cpio -id -D x -I small.cpio dir/file 2>/dev/null && cat x/dir/file" "" "hello" 0
t "no -d: a missing directory is an error" "mkdir nd && cd nd && cpio -i dir/file <../small.cpio 2>/dev/null; s=\$?; ls; exit \$s" "" "" 2
t "-m keeps the time" "mkdir m && cd m && cpio -idm dir/file <../small.cpio 2>/dev/null && date -u -r dir/file +%F" "" "2001-02-03\n" 0
t "without -m, files are new" "mkdir n && cd n && cpio -id dir/file <../small.cpio 2>/dev/null && [ \$(stat -c %Y dir/file) -gt 1000000000 ] && echo new" "" "new\n" 0
t "a newer file is kept" "mkdir k && cd k && mkdir dir && printf mine >dir/file && cpio -id dir/file <../small.cpio 2>/dev/null; cat dir/file" "" "mine" 0
t_ours "... and says so" "cd k && cpio -id dir/file <../small.cpio" "" "" 0 "cpio: dir/file: not created: newer or same age version exists"
t "-u replaces it" "cd k && cpio -idu dir/file <../small.cpio 2>/dev/null; cat dir/file" "" "hello" 0
t "an older file is replaced" "cd k && touch -d 1990-01-01 dir/file && cpio -id dir/file <../small.cpio 2>/dev/null; cat dir/file" "" "hello" 0
t "-o with a missing file goes on" "cd tree && printf 'nope\\nempty\\n' | cpio -o -H newc 2>/dev/null | cpio -t 2>/dev/null" "" "empty\n" 0
t "... and fails at the end" "cd tree && printf 'nope\\n' | cpio -o -H newc >/dev/null 2>&1" "" "" 2
t_ours "... with a message" "cd tree && printf 'nope\\n' | cpio -o -H newc 2>&1 >/dev/null | head -1" "" "cpio: nope: No such file or directory\n" 0
t_ours "a file too large for newc" "truncate -s 4294967296 big && printf 'big\\n' | cpio -o >/dev/null" "" "" 2 "cpio: big: too large for newc (4 GiB at most)
1 block"
t "the kernel's zero padding between archives" "{ head -c 8 /dev/zero; cat small.cpio; } | cpio -t 2>/dev/null" "" "dir\ndir/file\nlink\nnull\n" 0
t "an unsupported format" "cpio -o -H bogus </dev/null" "" "" "!0"
t "-i and -o together" "cpio -i -o </dev/null" "" "" "!0"
t "no mode" "cpio </dev/null" "" "" "!0"

# Ways out of the target directory: none may write outside x/.
abs=$here/outside/abs-escape
{ member "$abs" $REG "absolute"; trailer; } >abs.cpio
t_ours "an absolute name is made relative" \
	"cd x && cpio -id <../abs.cpio 2>/dev/null && cat .$abs && [ ! -e $abs ]" "" "absolute" 0
t_ours "... with one warning" "cd x && cpio -idu <../abs.cpio" "" "" 0 "cpio: removing leading '/' from member names"
{ member "../dotdot-escape" $REG "escaped"; member "ok" $REG "fine"; trailer; } >dotdot.cpio
t_ours "a '..' name is refused; the rest is extracted" \
	"cd x && cpio -id <../dotdot.cpio; cat ok; [ ! -e ../dotdot-escape ]" "" "fine" 0 \
	"cpio: ../dotdot-escape: refusing a name with a '..' component"
t_ours "... and the status says so" "cd x && cpio -idu <../dotdot.cpio 2>/dev/null" "" "" 2
{ member "a/../../inner-escape" $REG "escaped"; trailer; } >inner.cpio
t_ours "'..' inside a name is refused" "cd x && cpio -id <../inner.cpio 2>/dev/null; s=\$?; [ ! -e ../inner-escape ] && [ ! -e inner-escape ] && exit \$s" "" "" 2
{ member "esc" $LNK "../outside"; member "esc/planted" $REG "evil"; trailer; } >symdir.cpio
t_ours "no writing through a symlink in the archive" \
	"cd x && cpio -id <../symdir.cpio; s=\$?; [ ! -e ../outside/planted ] && exit \$s" "" "" 2 \
	"cpio: esc/planted: refusing to extract: esc is a symbolic link or not a directory"
{ member "abslink" $LNK "$here/outside"; member "abslink/planted2" $REG "evil"; trailer; } >abssym.cpio
t_ours "nor through an absolute symlink" "cd x && cpio -id <../abssym.cpio 2>/dev/null; s=\$?; [ ! -e ../outside/planted2 ] && exit \$s" "" "" 2
{ member "over" $LNK "$here/outside/target"; member "over" $REG "clobbered" 1 5 2000000000; trailer; } >over.cpio
t_ours "a file over a symlink replaces the link, not its target" \
	"cd x && cpio -id <../over.cpio 2>/dev/null; cat ../outside/target; cat over" "" "precious\nclobbered" 0
{
	member "hl" $REG "" 2 77
	member "hl" $LNK "$here/outside/target"
	member "hl2" $REG "clobbered" 2 77
	trailer
} >hardsym.cpio
t_ours "a hard link's data never goes through a symlink" \
	"cd x && cpio -idu <../hardsym.cpio 2>/dev/null; cat ../outside/target" "" "precious\n" 0
mkdir -p x/pre
ln -s ../../outside x/pre/out
{ member "pre/out/planted3" $REG "evil"; trailer; } >pre.cpio
t_ours "nor through a symlink already on disk" "cd x && cpio -id <../pre.cpio 2>/dev/null; s=\$?; [ ! -e ../outside/planted3 ] && exit \$s" "" "" 2
{ member "." $DIR ""; member "./." $DIR ""; member "./fine" $REG "ok"; trailer; } >dots.cpio
t_ours "'.' entries are the target itself" "mkdir dt && cd dt && cpio -id <../dots.cpio 2>/dev/null && cat fine" "" "ok" 0

# Malformed archives: a clear error, status 2, nothing odd.
head -c 50 small.cpio >trunc-hdr.cpio
{ hdr f $REG 100; printf 'short'; } >trunc-data.cpio
{ member f $REG "x"; } >no-trailer.cpio
{ hdr f $REG 0 1 1 0 0 0 4294967295; } >name-huge.cpio
{ hdr f $REG 0 1 1 0 0 0 0; trailer; } >name-zero.cpio
{ hdr f $REG 0 1 1 0 0 0 5; trailer; } >name-short.cpio
{ hdr f $REG 4294967295; printf 'xx'; } >size-huge.cpio
{ hdr l $LNK 0; trailer; } >link-empty.cpio
{ hdr l $LNK 5000; head -c 5000 /dev/zero | tr '\0' a; trailer; } >link-long.cpio
{ hdr f $((0170644)) 0; trailer; } >bad-type.cpio
{ printf '070707'; head -c 200 /dev/zero; } >odc.cpio
{ printf 'garbage that is not an archive at all, but long enough to be read as a header by mistake......................'; } >garbage.cpio
{ member f $REG "x"; trailer; } >valid.cpio
{ printf '070701ZZZZZZZZ'; tail -c +15 valid.cpio; } >nonhex.cpio
crctrailer() { hdr 'TRAILER!!!' 0 0 1 0 0 0 0 "" 070702; }
{ hdr f $REG 3 1 1 1000000000 0 0 "" 070702 999; printf 'abc'; pad 3; crctrailer; } >badsum.cpio
{ hdr f $REG 3 1 1 1000000000 0 0 "" 070702 294; printf 'abc'; pad 3; crctrailer; } >goodsum.cpio
bad() {	# bad NAME FILE MESSAGE [ours]: in a fresh directory each
	if [ -n "${4:-}" ]; then
		t_ours "$1" "cd \$(mktemp -d b.XXXXXX) && cpio -i <../$2 >/dev/null 2>&1" "" "" 2
	else
		t "$1" "cd \$(mktemp -d b.XXXXXX) && cpio -i <../$2 >/dev/null 2>&1" "" "" 2
	fi
	t_ours "$1: the message" "cd \$(mktemp -d b.XXXXXX) && cpio -i <../$2 2>&1 >/dev/null | head -1" "" "cpio: $3\n" 0
}
bad "a truncated header" trunc-hdr.cpio "premature end of archive"
bad "truncated data" trunc-data.cpio "premature end of archive"
bad "no trailer" no-trailer.cpio "premature end of archive"
bad "a huge name size" name-huge.cpio "bad header: name size out of range"
bad "a zero name size" name-zero.cpio "bad header: name size out of range" ours
bad "a name size that disagrees with the name" name-short.cpio "bad header: name not terminated where its size says"
bad "a file size past the end" size-huge.cpio "premature end of archive"
bad "an empty symlink target" link-empty.cpio "bad header: symlink target size out of range" ours
bad "a symlink target too long" link-long.cpio "bad header: symlink target size out of range" ours
bad "not a newc archive" garbage.cpio "not a newc cpio archive (bad magic)"
bad "an odc archive" odc.cpio "old portable (odc) archive: only newc is supported"
bad "a field that is not hexadecimal" nonhex.cpio "bad header: a field is not hexadecimal" ours
bad "a wrong checksum" badsum.cpio "checksum error" ours
t "the right checksum" "cd \$(mktemp -d b.XXXXXX) && cpio -i <../goodsum.cpio 2>/dev/null && cat f" "" "abc" 0
t_ours "an unknown file type" "cd x && cpio -i <../bad-type.cpio" "" "" 2 "cpio: bad header: unknown file type"
t "an empty archive" "cpio -i </dev/null" "" "" 2

# The fuzzer's saved inputs, extracted for real: no crash, nothing outside.
for f in "$root"/utils/fuzz/regress/cpio/*; do
	[ -f "$f" ] || continue
	check_ours "regression input ${f##*/}: no crash, nothing written outside" \
		"before=\$(ls); cd \$(mktemp -d r.XXXXXX) && { cpio -idu <$f >/dev/null 2>&1; [ \$? -le 2 ]; } && cd .. && [ \"\$(ls | grep -v '^r\\.')\" = \"\$(echo \"\$before\" | grep -v '^r\\.')\" ] && [ ! -e \$(dirname \$PWD)/up ] && [ ! -e /abs ]"
done
