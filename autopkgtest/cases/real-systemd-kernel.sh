# SPDX-License-Identifier: MIT
# The real Debian 12 root through the patched kernel's built-in kinit (no
# external initramfs): systemd must be PID 1 and reach poweroff.target.
DESC="real root: Debian 12 + systemd-sysv on the patched kernel's built-in kinit, to poweroff.target"
TREE=systemd
. autopkgtest/kernel-case.sh
ROOT=(--type ext4 --size 1G --uuid 5d1c7a3e-8b2f-4e6d-a1c9-3f7b2e8d4c63)
APPEND="root=UUID=5d1c7a3e-8b2f-4e6d-a1c9-3f7b2e8d4c63 ro systemd.unit=poweroff.target"
. autopkgtest/real-root.sh
EXPECT+=("kinit: version $KERNEL_KINIT, the same as the kernel's built-in kinit")
REJECT+=("VERSION MISMATCH")
