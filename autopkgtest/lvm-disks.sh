# SPDX-License-Identifier: MIT
# lvm-disks.sh: sourced by the lvm-*.sh boot cases.  lvm_disks lays
# filesystem images out as logical volumes with LVM's own tools, not ours:
# it boots the stock kernel once with kinit and a Debian 12 root that has
# lvm2 (autopkgtest/debian-root lvm), whose /lvm-build runs pvcreate,
# vgcreate and lvcreate on blank disks and copies each image into its
# volume.  Needs root (the tree is unpacked with its owners) and
# mmdebstrap, as TREE= cases do.
#
#   lvm_disks VG PVS LV=FSIMAGE[,STRIPES]...
#
# makes $CASEDIR/pv0.img ... (PVS physical volumes, 64 MiB more than the
# volumes need between them), VG holding each LV (linear, or striped over
# STRIPES PVs in 64 KiB stripes), and adds the PVs to BOOT as disks.  The
# machine's console goes to $CASEDIR/lvm-build.log.

lvm_disks() {
	local vg=$1 npv=$2 tar builder plan=$CASEDIR/lvm-plan i lv img bytes stripes
	local total=0 dev args=() letter=(b c d e f g h i)
	shift 2
	[ "$(id -u)" -eq 0 ] ||
		skip "an LVM image is made in a Debian root with lvm2, unpacked with its owners: needs root"
	command -v mmdebstrap >/dev/null || skip "mmdebstrap: not installed (tools/install-deps)"
	tar=$(autopkgtest/debian-root lvm 2> "$CASEDIR/debian-root.err") ||
		die "autopkgtest/debian-root lvm: $(tail -n 1 "$CASEDIR/debian-root.err")"
	printf 'vg %s %s\n' "$vg" "$npv" > "$plan"
	i=0
	for lv in "$@"; do
		img=${lv#*=}
		stripes=1
		case $img in *,*) stripes=${img##*,} img=${img%,*} ;; esac
		bytes=$(stat -c %s "$img") || die "lvm_disks: $img: no such image"
		total=$((total + bytes))
		# The images follow the PVs: vdb.. are the PVs, then one per image.
		dev=vd${letter[$((npv + i))]}
		printf 'lv %s %s /dev/%s %s\n' "${lv%%=*}" "$bytes" "$dev" "$stripes" >> "$plan"
		args+=(--disk-ro "$img")
		i=$((i + 1))
	done
	builder=$CASEDIR/lvm-builder.img
	autopkgtest/mkrootfs -q --type ext4 --size 1G --label lvmbuild --tree "$tar" \
		--add "$top/autopkgtest/lvm-build:/lvm-build" --add "$plan:/lvm-plan" \
		-o "$builder" 2> "$CASEDIR/lvm-builder.err" ||
		die "mkrootfs (the LVM machine): $(tail -n 1 "$CASEDIR/lvm-builder.err")"
	for ((i = 0; i < npv; i++)); do
		rm -f "$CASEDIR/pv$i.img"
		truncate -s $(((total / npv) + (64 << 20))) "$CASEDIR/pv$i.img"
	done
	"$MKINITRAMFS_KINIT" -o "$CASEDIR/lvm-build.cpio" --kernel-modules "$MODDIR" \
		--modules "virtio_pci virtio_blk ext4 crc32c_generic dm_mod" "$KINIT" \
		2> "$CASEDIR/lvm-build.mkinitramfs.err" ||
		die "mkinitramfs-kinit (the LVM machine): $(tail -n 1 "$CASEDIR/lvm-build.mkinitramfs.err")"
	for ((i = npv - 1; i >= 0; i--)); do
		args=(--disk "$CASEDIR/pv$i.img" "${args[@]}")
	done
	autopkgtest/boot --kernel "$QEMU_KERNEL" --initrd "$CASEDIR/lvm-build.cpio" \
		--disk-ro "$builder" "${args[@]}" --name lvm-build --log "$CASEDIR/lvm-build.log" \
		--append "root=LABEL=lvmbuild ro init=/lvm-build" --timeout 300 \
		--expect LVM-BUILD-OK --reject LVM-BUILD-FAIL > "$CASEDIR/lvm-build.out" ||
		die "the LVM machine failed: $(grep -m 1 -e LVM-BUILD-FAIL -e 'not ok' "$CASEDIR/lvm-build.log" "$CASEDIR/lvm-build.out" | head -n 1) (log $CASEDIR/lvm-build.log)"
	rm -f "$builder" "$CASEDIR/lvm-build.cpio"
	for ((i = 0; i < npv; i++)); do
		BOOT+=(--disk "$CASEDIR/pv$i.img")
	done
}
