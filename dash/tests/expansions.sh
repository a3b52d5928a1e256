# SPDX-License-Identifier: MIT
# expansions.sh: parameter, arithmetic and command substitution, field splitting, globbing.
a=hello b= u=
unset u
echo "1 ${a} ${a:-x} ${b:-def} ${u-unset} ${b-set-empty}"
echo "2 ${#a} ${a#h} ${a##*l} ${a%l*} ${a%%l*} ${a#"he"}"
echo "3 ${u:=assigned} $u ${a:+alt} ${b:+alt}"
( : ${nope:?is not set} ) 2>/dev/null; echo "4 status $?"
set -- one "two words" three
echo "5 $# $1 $2 $3"
for x in "$@"; do echo "6 [$x]"; done
for x in $*; do echo "7 [$x]"; done
echo "8 $(( 1 + 2 * 3 )) $(( (7 - 2) / 2 )) $(( 17 % 5 )) $(( 1 << 10 )) $(( ~0 ))"
i=5; : $(( i += 3 )) $(( i *= 2 )); echo "9 $i $(( i > 10 ? 1 : 0 )) $(( 0x1f + 010 ))"
echo "10 $(( -9223372036854775807 - 1 )) $(( 9223372036854775807 ))"
echo "12 $(echo sub $(echo nested)) `echo back`"
v=$(printf 'a\n\n\n'); echo "13 [$v]"
IFS=:; set -- $(echo "a:b::c"); IFS=' 	
'; echo "14 $# [$1] [$2] [$3] [$4]"
x='  lead  and  trail  '; set -- $x; echo "15 $# [$1]"
IFS=,; y="p,q r,,s"; set -- $y; unset IFS; echo "16 $# [$1] [$2] [$3] [$4]"
mkdir g && cd g && touch a1 a2 b1 .h 'sp ace'
echo "17" *; echo "18" a?; echo "19" [ab]1; echo "20" [!a]*; echo "21" .*
echo "22" 'a*' "a*" a\*; echo "23" nomatch*; echo "24" *' '*
set -f; echo "25" a*; set +f
cd ..
n=3; eval "v$n=three"; eval echo "26 \$v$n"
s='a.b.c'; echo "28 ${s%.*} ${s##*.} ${s#*.}"
echo "29 $((010)) $(( 1 && 0 )) $(( 0 || 3 )) $(( !5 ))"
z=7; echo "30 $((z)) $((z+z)) $(( ${z} * 2 ))"
echo "31 ${#}" ${@+"set"}
f() { echo "32 $# ${1-none}"; }; f; f ""
echo "33 $((  3 - -2 )) $(( -(-4) ))"
