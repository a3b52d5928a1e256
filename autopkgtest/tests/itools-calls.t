# SPDX-License-Identifier: MIT
# itools-calls.t: every call of a klibc-utils program in initramfs-tools
# 0.142 (Debian 12: 0.142+deb12u3, `apt-get source initramfs-tools'), one
# row per distinct call, with what the script reads back; run by
# autopkgtest/tests/itools-calls (its header says how).  SRC is the file
# and line in that source; in the image the scripts live under /scripts and
# init is /init.  udev's init-bottom script (bookworm's udev 252) is in the
# same image and calls klibc programs too: its rows say udev:.
# The programs are found in PATH here where the scripts have them in /bin
# (local-premount/resume calls /bin/resume by its path: the same program).
#
# Not rows: printf, echo, read, [, true (dash built-ins, tested with
# dash/tests), and what busybox or other packages bring (blkid, modprobe,
# udevadm, fsck, logsave, setsid, chvt, clear).  mkinitramfs, unmkinitramfs
# and lsinitramfs run the build machine's GNU cpio, not klibc's.

# Helpers for setup= and effect= (host bash in the row's namespace; $T is
# the scratch root, $D the row's folder).
t0() { date +%s%N > "$D/t0"; }
# slept SECS: prints "slept" when at least SECS passed since t0 (and less
# than SECS + 2: a sleep that ignores a fraction would still pass, so the
# fractional rows also say the most).
slept() {
	awk -v a="$(cat "$D/t0")" -v b="$(date +%s%N)" -v s="$1" -v m="${2:-$(( ${1%.*} + 2 ))}" \
		'BEGIN { d = (b - a) / 1e9; print (d >= s && d < m) ? "slept" : "took " d "s" }'
}
# The scratch root on a tmpfs of its own (run-init wants / on a tmpfs),
# with a tmpfs as the new root at /root holding /sbin/init and, as udev's
# init-bottom leaves it there, /dev/console (here /dev/null's numbers:
# nothing reaches this machine's console).
tmpfs_root() {
	cp -a "$T" "$D/copy" && mount -t tmpfs itools-root "$T" && cp -a "$D/copy/." "$T/" &&
		mount -t tmpfs itools-newroot "$T/root" && mkdir -p "$T/root/sbin" "$T/root/dev" &&
		cp "$T/bin/sh" "$T/root/sbin/init" &&
		mknod "$T/root/dev/console" c 1 3
}
# A fake sysfs for resume: the disk vda is 254:0 (the sysfs dev file in
# both places a program may look, and /sys/dev/block's link to its folder),
# /dev/vda a plain file whose page at OFFSET (pages) ends in SIG; nothing
# real is reached.
fake_resume_sys() {	# fake_resume_sys OFFSET SIG
	mkdir -p "$T/sys/power" "$T/sys/block/vda" "$T/sys/class/block/vda" "$T/sys/dev/block" &&
		echo 254:0 > "$T/sys/block/vda/dev" && echo 254:0 > "$T/sys/class/block/vda/dev" &&
		echo 1048576 > "$T/sys/class/block/vda/size" &&
		ln -sfn ../../class/block/vda "$T/sys/dev/block/254:0" &&
		: > "$T/sys/power/resume" && : > "$T/sys/power/resume_offset" &&
		truncate -s $((($1 + 2) * 4096)) "$T/dev/vda" &&
		printf '%s' "$2" | dd of="$T/dev/vda" bs=1 seek=$((($1 + 1) * 4096 - 10)) conv=notrunc status=none
}
# The size= of the tmpfs at DIR in percent of the memory.
size_pct() {
	awk -v d="$T$1" -v mem="$(awk '/^MemTotal:/ { print $2 }' /proc/meminfo)" '
		$5 == d { for (i = 7; $i != "-"; i++) ; n = split($(i + 3), o, ",")
			for (j = 1; j <= n; j++) if (o[j] ~ /^size=/) { s = substr(o[j], 6) + 0 } }
		END { printf "%d%%\n", s * 100 / mem + 0.5 }' /proc/self/mountinfo
}
# The mount at DIR without the numbers that depend on this machine.
mnt_() { mnt "$1" | sed -E 's/(^|,| )(size|nr_inodes)=[0-9]+k?//g'; }

# --- init ---------------------------------------------------------------
call init:7 'mkdir -m 0755 /dev' reads='nothing ([ -d /dev ] || ...)' \
	setup='rmdir "$T/dev"' effect='stat -c %A "$T/dev"' want='drwxr-xr-x'
call init:8 'mkdir -m 0700 /root' reads='nothing' \
	setup='rmdir "$T/root"' effect='stat -c %A "$T/root"' want='drwx------'
call init:9-11 'mkdir /sys' reads='nothing' \
	setup='rmdir "$T/sys"' effect='stat -c %A "$T/sys"' want='drwxr-xr-x'
call init:12 'mkdir -p /var/lock' reads='nothing' \
	effect='stat -c %A "$T/var" "$T/var/lock"' want='drwxr-xr-x\ndrwxr-xr-x'
call init:12 'mkdir -p /var/lock' reads='nothing (already there: no error)' \
	setup='mkdir -p "$T/var/lock"' effect='stat -c %A "$T/var/lock"' want='drwxr-xr-x'
call init:13 'mount -t sysfs -o nodev,noexec,nosuid sysfs /sys' reads='nothing; /sys used after' \
	effect='mnt /sys' want='sysfs rw,nosuid,nodev,noexec,relatime rw'
call init:14 'mount -t proc -o nodev,noexec,nosuid proc /proc' reads='nothing; /proc used after' \
	effect='mnt /proc' want='proc rw,nosuid,nodev,noexec,relatime rw'
call init:17,89 'cat /proc/cmdline' reads='stdout, split into words' \
	setup='mount -t proc proc "$T/proc"' out="$(cat /proc/cmdline)\n"
call init:36 'mount -t devtmpfs -o nosuid,mode=0755 udev /dev' reads='nothing; /dev used after' \
	effect='mnt_ /dev' want='devtmpfs rw,nosuid,relatime rw,mode=755'
call init:39-42 'ln -s /proc/self/fd /dev/fd' reads='nothing' \
	effect='readlink "$T/dev/fd"' want='/proc/self/fd'
call init:44 'mkdir /dev/pts' reads='nothing' \
	effect='stat -c %A "$T/dev/pts"' want='drwxr-xr-x'
call init:45 'mount -t devpts -o noexec,nosuid,gid=5,mode=0620 devpts /dev/pts' reads='nothing (|| true)' \
	setup='mkdir "$T/dev/pts"' effect='mnt /dev/pts' \
	want='devpts rw,nosuid,noexec,relatime rw,gid=5,mode=620,ptmxmode=000'
call init:208 'mount -t tmpfs -o "nodev,noexec,nosuid,size=10%,mode=0755" tmpfs /run' \
	reads='nothing; /run used after' effect='mnt_ /run; size_pct /run' \
	want='tmpfs rw,nosuid,nodev,noexec,relatime rw,mode=755\n10%'
call init:209 'mkdir -m 0700 /run/initramfs' reads='nothing' \
	effect='stat -c %A "$T/run/initramfs"' want='drwx------'
call init:232 'sleep 1.5' reads='nothing (ROOTDELAY may hold digits and dots)' \
	setup=t0 effect='slept 1.5 3' want=slept
call init:272 'mount -n -o move /run /root/run' reads='nothing' \
	setup='mount -t tmpfs itools-run "$T/run" && mkdir "$T/root/run"' \
	effect='mnt /root/run | cut -d" " -f1; mnt /run' want='tmpfs\nnot mounted'
call init:275 'run-init -n /root /sbin/init' reads='exit status only; stdout and stderr reach the console' \
	setup=tmpfs_root
call init:275 'run-init -n /root /sbin/nosuchinit' reads='exit status (tries the next init)' \
	setup=tmpfs_root status='!0' err='*'
call init:275 'run-init -n /root /sbin/init' reads='exit status (init an absolute link, as systemd-sysv makes it)' \
	setup='tmpfs_root && mkdir -p "$T/root/lib/systemd" && mv "$T/root/sbin/init" "$T/root/lib/systemd/systemd" && ln -s /lib/systemd/systemd "$T/root/sbin/init"'
call init:326-327 'mount -n -o move /sys /root/sys' reads='nothing' \
	setup='mount -t sysfs sysfs "$T/sys" && mkdir "$T/root/sys"' \
	effect='mnt /root/sys | cut -d" " -f1; mnt /sys' want='sysfs\nnot mounted'
covered init:331 'exec run-init /root /sbin/init' reads='nothing: it becomes the root'"'"'s init' \
	by=autopkgtest/cases/real-systemd-itools.sh
skipped init:331 'exec run-init -d CAPS /root /sbin/init' reads='nothing (drop_capabilities=)' \
	why='Debian'"'"'s run-init drops the usermode helpers'"'"' capabilities even in a dry run (this machine'"'"'s, through /proc); kinit'"'"'s path is booted by kinit-drop-caps.sh'

# --- scripts/functions --------------------------------------------------
covered functions:64 'reboot -f' reads='nothing (panic=N)' by=utils/tests/halt.t
covered functions:67 'halt -f' reads='nothing (panic= that waits forever)' by=utils/tests/halt.t
call functions:63 'sleep 1' reads='nothing (panic=1; also local:88, nfs:321, functions:339)' \
	setup=t0 effect='slept 1' want=slept
call functions:105 'sleep 2' reads='nothing (break=top)' setup=t0 effect='slept 2' want=slept
call functions:108 'cat /sys/bus/hid/devices/0003:046D:C52B.0001/modalias' reads='stdout, as a modprobe argument' \
	setup='mkdir -p "$T/sys/bus/hid/devices/0003:046D:C52B.0001" && printf "hid:b0003g0000v0000046Dp0000C52B\n" > "$T/sys/bus/hid/devices/0003:046D:C52B.0001/modalias"' \
	out='hid:b0003g0000v0000046Dp0000C52B\n'
call functions:149 'cat /proc/uptime' reads='stdout up to the first dot or space: whole seconds' \
	setup='mount -t proc proc "$T/proc"' outre='^[0-9]+\.[0-9]{2} [0-9]+\.[0-9]{2}$'
call functions:207 'fstype /img 2>/dev/null' reads='stdout, eval'"'"'d: FSTYPE= (unknown: ask blkid)' \
	setup='truncate -s 8M "$T/img" && mkfs.ext4 -q -F "$T/img"' \
	out='FSTYPE=ext4\nFSSIZE=8388608\n'
call functions:207 'fstype /img 2>/dev/null' reads='stdout, eval'"'"'d (a swap file: the resume script asks whether it says suspend)' \
	setup='truncate -s 8M "$T/img" && mkswap -q "$T/img"' \
	out='FSTYPE=swap\nFSSIZE=0\n'
call functions:207 'fstype /img 2>/dev/null' reads='stdout, eval'"'"'d: unknown sends the script to blkid' \
	setup='truncate -s 1M "$T/img"' out='FSTYPE=unknown\nFSSIZE=0\n' status=1
call functions:207 'fstype /nosuchdev 2>/dev/null' reads='stdout, eval'"'"'d (nothing: FSTYPE stays unknown)' \
	status=2
call functions:207 'fstype /img 2>/dev/null' reads='stdout, eval'"'"'d (an ext2 root)' \
	setup='truncate -s 8M "$T/img" && mkfs.ext2 -q -F "$T/img"' \
	out='FSTYPE=ext2\nFSSIZE=8388608\n'
call functions:207 'fstype /img 2>/dev/null' reads='stdout, eval'"'"'d (a btrfs root)' \
	setup='truncate -s 128M "$T/img" && mkfs.btrfs -q "$T/img" >/dev/null' \
	out='FSTYPE=btrfs\nFSSIZE=134217728\n'
call functions:207 'fstype /img 2>/dev/null' reads='stdout, eval'"'"'d (an xfs root)' \
	setup='truncate -s 300M "$T/img" && mkfs.xfs -q "$T/img"' \
	out='FSTYPE=xfs\nFSSIZE=314572800\n'
call functions:207 'fstype /img 2>/dev/null >/out' reads='stdout, eval'"'"'d: FSTYPE only (a squashfs root)' \
	setup='mkdir "$D/sq" && echo hi > "$D/sq/f" && mksquashfs "$D/sq" "$T/img" -quiet -noappend >/dev/null' \
	effect='head -n 1 "$T/out"; [ "$(sed -n "s/^FSSIZE=//p" "$T/out")" = "$(od -An -t u8 -j 40 -N 8 "$T/img" | tr -d " ")" ] && echo "FSSIZE is bytes_used" || echo "FSSIZE is not bytes_used"' \
	want='FSTYPE=squashfs\nFSSIZE is bytes_used' deb_want='FSTYPE=squashfs\nFSSIZE is not bytes_used' \
	differs='Debian'"'"'s FSSIZE is not the superblock'"'"'s bytes_used; no script reads FSSIZE'
call functions:207 'fstype /img 2>/dev/null' reads='stdout, eval'"'"'d: unknown would send the script to blkid (a vfat /boot/efi)' \
	setup='truncate -s 8M "$T/img" && mkfs.vfat "$T/img" >/dev/null' \
	out='FSTYPE=vfat\nFSSIZE=8388608\n' deb_out='FSTYPE=unknown\nFSSIZE=0\n' deb_status=1 \
	differs='Debian'"'"'s misses FAT12/16 volumes and the script asks blkid, which says vfat: ours says it at once'
call functions:207 'fstype -u /img' reads='(not initramfs-tools: our -u adds UUID= and LABEL=)' \
	setup='truncate -s 8M "$T/img" && mkfs.ext4 -q -F -U 0d5a6c3e-1b2f-4e6d-a1c9-3f7b2e8d4c64 -L "it s" "$T/img"' \
	out='FSTYPE=ext4\nFSSIZE=8388608\nUUID=0d5a6c3e-1b2f-4e6d-a1c9-3f7b2e8d4c64\nLABEL=it\\ s\n' only=ours
call functions:237 'cat /sys/class/net/lo/address' reads='stdout, compared with the BOOTIF= address' \
	setup='mount -t sysfs sysfs "$T/sys"' out="$(cat /sys/class/net/lo/address)\n"
call functions:254 'cat /sys/class/net/lo/flags' reads='stdout, in $(( )) arithmetic' \
	setup='mount -t sysfs sysfs "$T/sys"' out="$(cat /sys/class/net/lo/flags)\n"
covered functions:366 'ipconfig -t 2 DEVICE' reads='/run/net-DEVICE.conf, sourced' \
	by=kinit/tests/ipconfig-netns
covered functions:369 'ipconfig -t 2 -c dhcp -d DEVICE' reads='/run/net-DEVICE.conf, sourced' \
	by=kinit/tests/ipconfig-netns
covered functions:372 'ipconfig -t 2 -d "$IP"' reads='/run/net-*.conf, sourced' \
	by=kinit/tests/ipconfig-netns
skipped functions:85-87 'sh -i' reads='nothing: the rescue shell on the console' \
	why='an interactive shell on a console; the shell is dash, tested by dash/tests'

# --- scripts/local ------------------------------------------------------
call local:97 'cat /run/count.mdadm.initrd' reads='stdout, a number' \
	setup='echo 7 > "$T/run/count.mdadm.initrd"' out='7\n'
covered local:172 'mount -r -t ext4 /dev/vda /root' reads='exit status (panics on failure)' \
	by=autopkgtest/cases/real-systemd-itools.sh
call local:172 'mount -r -t tmpfs -o mode=0700 itools /root' \
	reads='exit status (the shape of the root mount: -r, -t, ROOTFLAGS as -o)' \
	effect='mnt_ /root' want='tmpfs ro,relatime ro,mode=700'
call local:172 'mount -w -t tmpfs -o mode=0700 itools /root' reads='exit status (rw)' \
	effect='mnt_ /root' want='tmpfs rw,relatime rw,mode=700'
call local:172 'mount -r -t ext4 /nosuchdev /root' reads='exit status: panic "Failed to mount"' \
	status='!0' err='*'
call local:197 'mount -r -t tmpfs -o "nosuid,nodev,mode=0750" itools /root/usr' \
	reads='exit status (a /usr from fstab: -r -t TYPE -o OPTS)' setup='mkdir "$T/root/usr"' \
	effect='mnt_ /root/usr' want='tmpfs ro,nosuid,nodev,relatime ro,mode=750'

# --- scripts/nfs --------------------------------------------------------
covered nfs:298 'nfsmount -o nolock -o ro -o retrans=10 SERVER:PATH /root' \
	reads='exit status, in a loop of ROOTDELAY (180) tries a second apart: with no retry= a refused call ends the try at once, as Debian'"'"'s' \
	by=kinit/tests/nfs-ganesha.sh
covered nfs:348 'nfsmount -o ro -o retrans=10 -o OPTS SERVER:PATH /root/usr' reads='exit status' \
	by=kinit/tests/nfs-ganesha.sh

# --- scripts/local-premount/resume --------------------------------------
call resume:427 'sleep 0.1' reads='nothing (plymouth'"'"'s message)' setup=t0 effect='slept 0.1 0.9' want=slept
call resume:432 'resume /dev/vda 8192' \
	reads='nothing: the kernel resumes, or the script goes on (resume=, resume_offset=)' \
	setup='fake_resume_sys 8192 S1SUSPEND' status=255 err='*' \
	effect='show /sys/power/resume_offset; echo; show /sys/power/resume' want='8192\n254:0'
call resume:434 'resume /dev/vda' reads='nothing (resume= alone)' \
	setup='fake_resume_sys 0 S1SUSPEND' status=255 err='*' \
	effect='show /sys/power/resume_offset; echo; show /sys/power/resume' want='0\n254:0'
call resume:432 'resume /dev/vda 8192' reads='nothing: a swap area, no image (a fresh boot, silent)' \
	setup='fake_resume_sys 8192 SWAPSPACE2' status=255 \
	effect='show /sys/power/resume_offset; echo; show /sys/power/resume' want='\n' \
	deb_want='8192\n254:0' \
	differs='Debian'"'"'s writes the device for the kernel to look; ours looks first and leaves the kernel alone'
call resume:432 'resume /dev/nosuchdisk 8192' reads='nothing (the device is gone)' \
	status=255 err='*'
covered resume:432 'resume /dev/vda OFFSET' reads='the hibernated system comes back' \
	by=autopkgtest/cases/itools-resume-swapfile.sh

# --- udev's scripts/init-bottom/udev --------------------------------------
call udev:19 'mount -n -o move /dev /root/dev' reads='exit status (|| mount -n --move)' \
	setup='mount -t tmpfs itools-dev "$T/dev" && mkdir "$T/root/dev"' \
	effect='mnt /root/dev | cut -d" " -f1; mnt /dev' want='tmpfs\nnot mounted'
call udev:23 'nuke /dev' reads='nothing' \
	setup='mkdir -p "$T/dev/a/b" && touch "$T/dev/a/b/c" "$T/dev/x" && ln -s /nowhere "$T/dev/l"' \
	effect='ls -A "$T" | grep -c "^dev$"' want='0'
call udev:28 'ln -s /root/dev /dev' reads='nothing' setup='rmdir "$T/dev"' \
	effect='readlink "$T/dev"' want='/root/dev'

# --- build time: hook-functions and hooks/fsck on the build machine ------
call hook-functions:509 'fstype /img' \
	reads='stdout, eval'"'"'d: FSTYPE= picks the root'"'"'s module (MODULES=dep); stderr not redirected' \
	setup='truncate -s 8M "$T/img" && mkfs.ext4 -q -F "$T/img"' \
	out='FSTYPE=ext4\nFSSIZE=8388608\n'
call hooks/fsck:56 'fstype /img' reads='stdout through get_fstype: which fsck.TYPE to copy' \
	setup='truncate -s 8M "$T/img" && mkfs.ext4 -q -F "$T/img"' \
	out='FSTYPE=ext4\nFSSIZE=8388608\n'
