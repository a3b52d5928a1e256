# SPDX-License-Identifier: MIT
# kinit.module_jobs=1 on a guest with two CPUs: the modules load one at a
# time, as on one CPU (for device names in a fixed order).
DESC="kinit: kinit.module_jobs=1 loads one module at a time on a 2-CPU guest"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4 --label serial-root)
APPEND="root=LABEL=serial-root kinit.module_jobs=1"
BOOT=(--smp 2)
FULL=yes
EXPECT=(KINIT-ROOT-OK)
EXPECT_RE=("kinit: loaded ([1-9][0-9]*) of \\1 modules from [^ ]+$")
REJECT_RE=("at a time" "module .*(cannot load|dependency loop|not in the initramfs)")
FIELDS=(fstype=ext4 mode=ro pid=1 timing=yes)
