# SPDX-License-Identifier: MIT
# A root whose superblock is wiped: kinit must say it found no filesystem,
# list the block devices it saw, and give up (panic), not hang.
DESC="kinit: corrupt superblock gives a diagnosis and a panic"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4 --label gone)
APPEND="root=/dev/vda"
prepare() {
	dd if=/dev/zero of="$CASEDIR/root.img" bs=1024 seek=1 count=1 conv=notrunc 2>/dev/null
}
EXPECT=("no filesystem recognised on /dev/vda" "block devices found: 1"
	"Kernel panic - not syncing")
REJECT=(KINIT-ROOT-OK)
TIMEOUT=90
