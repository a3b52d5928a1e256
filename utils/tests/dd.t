# dd: block sizes, counts, skip/seek, conversions, the status lines, errors.
head -c 10000 /dev/urandom >rand
printf 'hello' >hello
printf '0123456789' >digits

t "standard input to output" "dd 2>/dev/null" "hello" "hello" 0
t "status lines (noxfer)" "dd if=hello status=noxfer 2>&1 >/dev/null" "" "0+1 records in\n0+1 records out\n" 0
t_ours "by default only the record counts, as Debian's dd" "dd if=hello 2>&1 >/dev/null" "" "0+1 records in\n0+1 records out\n" 0
t "bs=2: 2 full and 1 partial" "dd if=hello bs=2 status=noxfer 2>&1 >/dev/null" "" "2+1 records in\n2+1 records out\n" 0
t "ibs=1 obs=2 reblocks" "dd if=hello ibs=1 obs=2 status=noxfer 2>&1 >/dev/null" "" "5+0 records in\n2+1 records out\n" 0
t "count" "dd if=digits bs=3 count=2 2>/dev/null" "" "012345" 0
t "skip" "dd if=digits bs=3 skip=2 2>/dev/null" "" "6789" 0
t "skip on a pipe reads past" "dd bs=3 skip=1 2>/dev/null" "0123456789" "3456789" 0
t "seek keeps what is before" "cp digits s1; dd if=hello of=s1 bs=2 seek=1 2>/dev/null; cat s1" "" "01hello" 0
t "seek with notrunc keeps what is after" "cp digits s2; dd if=hello of=s2 bs=1 seek=2 conv=notrunc 2>/dev/null; cat s2" "" "01hello789" 0
t "of= truncates" "cp digits s3; dd if=hello of=s3 2>/dev/null; cat s3" "" "hello" 0
t "conv=sync pads with zeros" "dd if=hello ibs=8 conv=sync 2>/dev/null | od -An -c" "" "   h   e   l   l   o  \\\\0  \\\\0  \\\\0\n" 0
t "status=none is silent" "dd if=hello of=/dev/null status=none 2>&1" "" "" 0
t "suffixes: bs=1K count=3" "dd if=/dev/zero bs=1K count=3 2>/dev/null | wc -c" "" "3072\n" 0
t "suffixes: kB and a product" "dd if=/dev/zero bs=1kB count=2x3 2>/dev/null | wc -c" "" "6000\n" 0
t "suffix b" "dd if=/dev/zero bs=1b count=2 2>/dev/null | wc -c" "" "1024\n" 0
t "iflag=count_bytes,skip_bytes" "dd if=digits iflag=count_bytes,skip_bytes skip=3 count=4 bs=100 2>/dev/null" "" "3456" 0
t "oflag=seek_bytes" "cp digits s4; dd if=hello of=s4 oflag=seek_bytes seek=3 conv=notrunc bs=100 2>/dev/null; cat s4" "" "012hello89" 0
t "conv=excl refuses an existing file" "dd if=hello of=digits conv=excl 2>/dev/null" "" "" 1
t "conv=nocreat refuses a new file" "dd if=hello of=newfile conv=nocreat 2>/dev/null; [ -e newfile ] || echo absent" "" "absent\n" 0
check "10000 random bytes, odd block sizes" "dd if=rand ibs=77 obs=1000 2>/dev/null | cmp - rand"
check "iflag=fullblock on a pipe" "cat rand | dd bs=4096 count=2 iflag=fullblock 2>/dev/null | cmp - rand -n 8192"
t "the transfer line with status=progress" "dd if=hello of=/dev/null status=progress 2>&1 | tail -n 1 | sed 's/[0-9.]* s, .*/T/'" "" "5 bytes copied, T\n" 0
t "the transfer line, with units" "dd if=/dev/zero of=/dev/null bs=5000 count=1 status=progress 2>&1 | tail -n 1 | sed 's/, [0-9.]* s, .*//'" "" "5000 bytes (5.0 kB, 4.9 KiB) copied\n" 0
t_ours "the last status= wins" "dd if=hello of=/dev/null status=none status=noxfer 2>&1" "" "0+1 records in\n0+1 records out\n" 0
# /proc/self/mem fails to read at address 0 (qemu-user's is its own).
if emulated; then
	for n in "conv=noerror,sync: unreadable blocks become zeros" \
		"... and are counted as partial reads" "... each reported" \
		"without noerror: the first error stops it"; do
		skip "$n" "/proc/self/mem is the emulator's under qemu-user"
	done
else
	t "conv=noerror,sync: unreadable blocks become zeros" "dd if=/proc/self/mem bs=4096 count=3 conv=noerror,sync 2>/dev/null | od -An -tx1 | sort -u" "" " 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n*\n" 0
	t "... and are counted as partial reads" "dd if=/proc/self/mem of=/dev/null bs=4096 count=3 conv=noerror,sync status=noxfer 2>&1 | tail -2" "" "0+3 records in\n3+0 records out\n" 0
	t_ours "... each reported" "dd if=/proc/self/mem of=/dev/null bs=4096 count=2 conv=noerror,sync status=none 2>&1" "" "dd: error reading '/proc/self/mem': Input/output error\ndd: error reading '/proc/self/mem': Input/output error\n" 0
	t "without noerror: the first error stops it" "dd if=/proc/self/mem of=/dev/null bs=4096 count=3 status=noxfer 2>&1 | tail -2" "" "0+0 records in\n0+0 records out\n" 0
fi
t "a missing input" "dd if=nope" "" "" 1 "dd: failed to open 'nope': No such file or directory"
t "a directory as input" "dd if=. of=/dev/null conv=noerror status=noxfer 2>&1 | head -3" "" "dd: error reading '.': Is a directory\n0+0 records in\n0+0 records out\n" 0
t "write error" "dd if=hello of=/dev/full 2>/dev/null" "" "" 1
t "bad operand" "dd foo" "" "" 1
t "unknown operand" "dd foo=1" "" "" 1
t "bs=0" "dd bs=0" "" "" 1
t "bs=x" "dd bs=x" "" "" 1
t "bad conversion" "dd conv=bogus" "" "" 1
t_ours "count out of range" "dd count=99999999999999999999999" "" "" 1 "dd: invalid count '99999999999999999999999'"
t_ours "bs too large" "dd bs=16E" "" "" 1 "dd: invalid block size '16E'"
