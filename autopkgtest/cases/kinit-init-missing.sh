# SPDX-License-Identifier: MIT
# An init= that the root cannot run ends the boot with a diagnosis of what
# was looked for, never with a fallback to another init or a shell.
DESC="kinit: init= naming a dangling link fails with a diagnosis, no fallback"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4 --symlink /usr/lib/nothing/init:/sbin/other-init)
APPEND="root=/dev/vda init=/sbin/other-init"
EXPECT=("init /sbin/other-init cannot be run in /root (looked up as /usr/lib/nothing/init): No such file or directory"
	"Kernel panic - not syncing: Attempted to kill init")
REJECT=(KINIT-ROOT-OK "running /sbin/init" "no init named")
TIMEOUT=60
