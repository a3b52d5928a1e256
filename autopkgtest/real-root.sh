# SPDX-License-Identifier: MIT
# real-root.sh: sourced by the real-*.sh boot cases after their settings:
# what proves that the root's own init ran as PID 1 and shut the machine
# down, and what must never be seen (a shell as PID 1, a kinit fallback).
# The release's name as systemd greets it (/etc/os-release's PRETTY_NAME).
case ${SUITE:-bookworm} in
bookworm) pretty='Debian GNU/Linux 12 \(bookworm\)' ;;
trixie) pretty='Debian GNU/Linux 13 \(trixie\)' ;;
*) pretty="Debian GNU/Linux .*\\($SUITE\\)" ;;
esac
case $TREE in
systemd)
	# systemd logs through the kernel as systemd[1] only when it is PID 1
	# in system mode; poweroff.target ends in the kernel's power-off.
	EXPECT_RE+=('systemd\[1\]: systemd [0-9]+.* running in system mode'
		"Welcome to .*$pretty"
		'Reached target .*poweroff\.target')
	EXPECT+=("reboot: Power down") ;;
sysvinit)
	EXPECT_RE+=('INIT: version [0-9.]+ booting')
	EXPECT+=("reboot: Power down") ;;
esac
REJECT+=("can't access tty" "running /bin/sh" "cannot be run in" "Freezing execution")
TIMEOUT=${TIMEOUT_REAL:-180}
