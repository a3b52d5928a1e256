# SPDX-License-Identifier: MIT
# rootdelay=1, as the kernel takes it: kinit waits a second before it
# looks for the root, and counts the wait as the devices' share of the
# boot, not as its own work.
DESC="kinit: rootdelay=1 waits 1 s, counted as a wait for devices"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4 --label root)
APPEND="root=LABEL=root rootdelay=1"
EXPECT=(KINIT-ROOT-OK "kinit: rootdelay: waiting 1 s")
EXPECT_RE=("devices and probes 1[0-9]{3} ms, mounting the root [0-9]+ ms; kinit's own work [0-9]{1,3} ms\)")
FIELDS=(fstype=ext4 mode=ro pid=1)
