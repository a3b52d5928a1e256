# SPDX-License-Identifier: MIT
# Root-type partitions on two disks: without a boot loader's word on which
# disk it booted from, kinit does not guess; it names both and stops.
DESC="kinit: root=gpt-auto refuses root partitions on two disks"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4 --partition gpt --part-type 4F68BCE3-E8CD-4DB1-96E7-FBCAF984B709)
APPEND="root=gpt-auto"
EXPECT=("root=gpt-auto: root partitions (type 4f68bce3-e8cd-4db1-96e7-fbcaf984b709) on vda and vdb: name the root with root="
	"Kernel panic - not syncing")
REJECT=(KINIT-ROOT-OK)
prepare() {
	local other
	other=$(disk other --type ext4 --partition gpt --part-number 3 \
		--part-type 4F68BCE3-E8CD-4DB1-96E7-FBCAF984B709) || return 1
	BOOT+=(--disk "$other")
}
