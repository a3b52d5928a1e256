# SPDX-License-Identifier: MIT
# quoting.sh: single, double and backslash quoting, echo and printf escapes.
echo '1 single $HOME `x` \n'
echo "2 double \$ \` \" \\ \a"
echo 3 back\ slash \$x \\
x='a  b'; echo "4 $x" $x
echo "5 'in' double" '"in" single'
echo 6 "a"'b'c"d e"
printf '%s|' 7 "a b" '' c; echo
printf '8 %d %5d %-5d| %05d %x %X %o %c %%\n' 42 42 42 42 255 255 8 zed
printf '9 %s %s\n' a b c
printf '10 %b\n' 'tab\there' 'nl\nhere' '\0101'
printf '11 \101\102 \x41\n' 2>/dev/null || echo 11
echo '12 a\tb\c'; echo
printf '13 %.3s|%10.2s|\n' abcdef xyz
printf '14 %i %u\n' -3 3
printf '15 %d\n' "'A" 2>/dev/null
printf '16 %s\n' "$(printf 'x\ty')"
echo "17 $(echo "nested \"quotes\"")"
cat <<'E'
18 $HOME `date` \
E
echo 19 "${x+"inner $x"}"
echo 20 "a\
b"
printf '%d\n' abc 2>/dev/null; echo "21 status $?"
printf '22 %s %d\n' x 2>/dev/null; echo
