# SPDX-License-Identifier: MIT
# On a guest with two CPUs kinit loads independent modules at once (one
# child per module, dependencies first); every module must still load and
# the root (found by LABEL=, so after the disk driver is in) mount.
DESC="kinit: modules loaded two at a time on a 2-CPU guest"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4 --label smp-root)
APPEND="root=LABEL=smp-root kinit.timing"
BOOT=(--smp 2)
EXPECT=(KINIT-ROOT-OK)
EXPECT_RE=("kinit: loaded ([1-9][0-9]*) of \\1 modules from [^ ]+, 2 at a time"
	"kinit: timing of modules \\(ms\\): .*virtio_blk=")
REJECT_RE=("module .*(cannot load|dependency loop|not in the initramfs)" "failed to load")
FIELDS=(fstype=ext4 mode=ro pid=1 timing=yes)
