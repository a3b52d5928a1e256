# SPDX-License-Identifier: MIT
# initramfs.sh: the idioms initramfs-tools' scripts use (command line parsing, conf files, panic, loops).
cmdline='BOOT_IMAGE=/vmlinuz root=UUID=1234-abcd ro quiet init=/sbin/init ip=dhcp nfsroot=10.0.2.2:/srv,vers=3 break=premount debug'
ROOT= init=/sbin/init readonly=y debug= BREAK=
for x in $cmdline; do
	case $x in
	init=*) init=${x#init=} ;;
	root=*)
		ROOT=${x#root=}
		if [ -z "${BOOT}" ] && [ "$ROOT" = "/dev/nfs" ]; then BOOT=nfs; fi
		;;
	ro) readonly=y ;;
	rw) readonly=n ;;
	ip=*) IP=${x#ip=} ;;
	nfsroot=*) NFSROOT=${x#nfsroot=} ;;
	break=*) BREAK=${x#break=} ;;
	break) BREAK=premount ;;
	debug) debug=y; quiet=n ;;
	quiet) quiet=y ;;
	esac
done
echo "1 ROOT=$ROOT init=$init ro=$readonly IP=$IP BREAK=$BREAK debug=$debug quiet=$quiet"
case $ROOT in UUID=*) echo "2 by uuid ${ROOT#UUID=}" ;; LABEL=*) echo label ;; /dev/*) echo dev ;; esac
maybe_break() { case ",${BREAK:-}," in *,$1,*) echo "3 break at $1" ;; esac; }
maybe_break top; maybe_break premount
OLDIFS=$IFS; IFS=,; set -- $NFSROOT; IFS=$OLDIFS; echo "4 server/path=$1 opts=$2"
NFSPATH=${1#*:}; NFSSERVER=${1%%:*}; echo "5 $NFSSERVER $NFSPATH"
cat > conf <<EOC
MODULES=most
BUSYBOX=auto
# comment
export ROOTDELAY=5
EOC
. ./conf; echo "6 $MODULES $BUSYBOX $ROOTDELAY"
$TESTSH -c 'echo "7 exported ROOTDELAY=$ROOTDELAY"'
panic() { echo "8 PANIC: $*"; return 1; }
[ -e /nonexistent-dev ] || panic "ALERT! /nonexistent-dev does not exist."
slumber=3; while [ ${slumber} -gt 0 ]; do slumber=$(( slumber - 1 )); done; echo "9 slumber done $slumber"
log_begin_msg() { _log_msg "Begin: $*... "; }; _log_msg() { [ "$quiet" = y ] && return; printf "%s" "$@"; }
log_end_msg() { _log_msg "done.\n"; echo; }; log_begin_msg "Mounting root"; log_end_msg
printf '10 %s\n' "$(echo "$ROOT" | sed 's/UUID=//')"
for f in /etc/passwd /etc/nonexist; do [ -f "$f" ] && echo "11 have $f" || echo "11 lack $f"; done
mkdir -p scripts/init-top; printf '#!/bin/sh\necho "12 script ran with $1"\n' > scripts/init-top/a; chmod +x scripts/init-top/a
for s in scripts/init-top/*; do [ -x "$s" ] && "$s" prereqs; done
PREREQ=""; prereqs() { echo "$PREREQ"; }; case $1 in prereqs) prereqs; exit 0;; esac
echo "13 $(printf '%s\n' c a b | sort | tr '\n' ' ')"
export PATH="/usr/sbin:/usr/bin:/sbin:/bin"; echo "14 $PATH"
rootmnt=/root; echo "15 ${rootmnt}${init}"
[ -n "${init}" ] && [ "${init#/}" != "${init}" ] && echo "16 absolute init"
read_cfg() { while IFS='=' read -r k v; do case $k in \#*|'') continue;; esac; echo "17 $k -> $v"; done < conf; }; read_cfg
eval "$(echo 'DYN=generated')"; echo "18 $DYN"
if command -v nonexistent_tool >/dev/null 2>&1; then echo yes; else echo "19 no tool"; fi
exec 9>lockfile; echo "20 fd 9 open"; exec 9>&-
( . ./conf; MODULES=changed ); echo "21 $MODULES"
dev=/dev/sda1; echo "22 ${dev##*/} ${dev%[0-9]}"
num=0010; echo "23 $((num + 0))" 2>/dev/null; echo "23 ${num#${num%%[!0]*}}"
