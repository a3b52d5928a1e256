# SPDX-License-Identifier: MIT
# The root inside an encrypted (LUKS) volume, as Debian's installer makes
# it ("encrypted LVM"): kinit cannot unlock it, so it must give up with the
# device table, a line that says which device is encrypted and what image
# would boot it, and a panic, not a hang.
DESC="kinit: a root inside LUKS gives a diagnosis naming the encrypted device"
NEEDS="kinit rootinit cryptsetup"
MODULES=default
ROOT=(--type ext4 --label plain)
APPEND="root=/dev/mapper/debian--vg-root rootwait=2"
prepare() {
	# The whole root image becomes the LUKS volume (the key never used).
	printf pw | cryptsetup luksFormat --batch-mode --type luks2 \
		--pbkdf pbkdf2 --pbkdf-force-iterations 1000 -d - "$CASEDIR/root.img" ||
		die "cryptsetup luksFormat failed"
}
EXPECT=("cannot find the root device root=/dev/mapper/debian--vg-root"
	"crypto_LUKS"
	"encrypted (LUKS): vda; kinit does not unlock encrypted devices"
	"Kernel panic - not syncing")
REJECT=(KINIT-ROOT-OK)
TIMEOUT=90
