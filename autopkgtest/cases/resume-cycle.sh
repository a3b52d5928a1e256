# SPDX-License-Identifier: MIT
# A real hibernation cycle on one swap disk, three boots: the first boots
# with resume= on a fresh swap area (kinit: nothing to resume, a normal
# boot), and its init hibernates holding a token in memory; the second
# boots with noresume (kinit leaves the image alone); the last resumes and
# the resumed init prints the first boot's token.  The root stays
# read-only, so the noresume boot changes nothing the image remembers.
# resume= names the swap area by its UUID, as initramfs-tools writes it.
DESC="kinit: hibernate, noresume skips the image, resume= restores it"
NEEDS="kinit rootinit mkswap"
MODULES=default
SWAPUUID=6b696e69-742d-7377-6170-2d746573742e
APPEND="root=/dev/vda resume=UUID=$SWAPUUID"
EXPECT=("resuming from the hibernation image on /dev/vdb" KINIT-ROOT-OK)
REJECT=(KINIT-HIBERNATE-FAIL KINIT-HIBERNATING)
TIMEOUT=120
BOOT=(--memory 256)

prepare() {
	local si=$CASEDIR/stageinit root swap common token
	"$top/build/$ARCH/bin/klcc" -Os -Wall -o "$si" "$top/autopkgtest/stageinit.c" ||
		die "klcc could not build autopkgtest/stageinit.c"
	root=$(disk root --type ext4 --init "$si" --add "$ROOTINIT:/sbin/rootinit") ||
		die "mkrootfs failed"
	swap=$CASEDIR/swap.img
	truncate -s 128M "$swap" && mkswap -q -U "$SWAPUUID" "$swap" >&2 || die "mkswap failed"
	BOOT+=(--disk "$root" --disk "$swap")
	common=(--kernel "$QEMU_KERNEL" --initrd "$CASEDIR/initrd.img" --memory 256
		--disk "$root" --disk "$swap" --timeout 120)

	autopkgtest/boot "${common[@]}" --name "$label/hibernate" \
		--log "$CASEDIR/hibernate.log" \
		--append "$APPEND stageinit.hibernate=/dev/vdb" \
		--expect "is a swap area with no hibernation image" \
		--expect KINIT-HIBERNATING --reject KINIT-HIBERNATE-FAIL \
		--reject KINIT-ROOT-OK | sed -n 's/^boot /# boot /p'
	[ "${PIPESTATUS[0]}" = 0 ] || die "the first boot did not hibernate (log $CASEDIR/hibernate.log)"
	token=$(tr -d '\r' < "$CASEDIR/hibernate.log" |
		sed -n 's/.*KINIT-HIBERNATING token=\([^ ]*\).*/\1/p' | head -n 1)
	[ -n "$token" ] || die "no token in the first boot's log"

	autopkgtest/boot "${common[@]}" --name "$label/noresume" \
		--log "$CASEDIR/noresume.log" \
		--append "$APPEND noresume" \
		--expect "noresume: not resuming from UUID=$SWAPUUID" \
		--expect KINIT-ROOT-OK --reject KINIT-RESUMED |
		sed -n 's/^boot /# boot /p'
	[ "${PIPESTATUS[0]}" = 0 ] || die "the noresume boot failed (log $CASEDIR/noresume.log)"
	EXPECT+=("KINIT-RESUMED token=$token")
}
