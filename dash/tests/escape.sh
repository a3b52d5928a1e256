# SPDX-License-Identifier: MIT
# escape.sh: \e in echo and printf is ESC, as in Debian's dash (its patch
# 0008-Support-e-in-echo-and-printf-builtins.diff).
echo '1 \e' | od -An -c
printf '2 \e\n' | od -An -c
printf '%b\n' '3 \e[1m' | od -An -c
printf '4 \\e %s\n' '\e' | od -An -c
echo '5 \\e \e\e' | od -An -c
printf '6 \e%s\e\n' x | od -An -c
