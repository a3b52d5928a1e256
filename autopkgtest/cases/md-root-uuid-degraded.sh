# SPDX-License-Identifier: MIT
# md-root-uuid with one disk of the mirror gone: the member that is left
# shows the filesystem with the UUID root= asks for, and kinit still does
# not mount it; at the end of the root's wait (30 s) it starts the array
# degraded and mounts that.
. autopkgtest/cases/md-root-uuid.sh
DESC="kinit: RAID1 root by root=UUID=, one member gone: degraded at the end of the wait, never the member"
FULL=yes
EXPECT=(KINIT-ROOT-OK "md3: 1 of 2 members found; starting it degraded"
	"/dev/md3: running with 1 member(s)" "root=UUID=$UUID is /dev/md3")
REJECT=()
prepare() {
	local fs
	fs=$(disk fs --type ext4 --uuid "$UUID") || die "mkrootfs failed"
	autopkgtest/mkmdimage --level 1 --metadata 0.90 --number 3 -o "$CASEDIR/r" "$fs" >/dev/null ||
		die "mkmdimage failed"
	rm -f "$fs" "$CASEDIR/r-1.img"
	BOOT+=(--disk "$CASEDIR/r-0.img")
}
