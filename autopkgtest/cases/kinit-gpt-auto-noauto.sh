# SPDX-License-Identifier: MIT
# The only root-type partition has the no-auto attribute (bit 63): it is
# not the root, and the failed boot says what was looked for.
DESC="kinit: no root=, a root partition marked no-auto is not taken"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4 --partition gpt
	--part-type 4F68BCE3-E8CD-4DB1-96E7-FBCAF984B709 --part-attrs GUID:63)
APPEND="rootwait=1"
EXPECT=("root=gpt-auto: no GPT partition of the x86-64 root type 4f68bce3-e8cd-4db1-96e7-fbcaf984b709 without the no-auto attribute (bit 63)"
	"block devices found: 2" "Kernel panic - not syncing")
REJECT=(KINIT-ROOT-OK)
