# SPDX-License-Identifier: MIT
# A root that the kernel used to mount itself and kinit cannot (here UBI):
# the patched kernel must stop early with a panic naming the parameter,
# not run kinit to fail looking for a device.
DESC="patched kernel: root=ubi0:rootfs, which kinit cannot mount, is refused with a panic naming it"
. autopkgtest/kernel-case.sh
APPEND="root=ubi0:rootfs"
EXPECT=("Kernel panic - not syncing: kinit: root=ubi0:rootfs: kinit does not mount MTD or UBI roots")
REJECT=(KINIT-ROOT-OK "Run /init")
TIMEOUT=60
