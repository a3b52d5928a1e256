# SPDX-License-Identifier: MIT
# drop_capabilities= takes capabilities away before init runs: without
# cap_sys_module (bit 16) and cap_net_raw (bit 13, given by number) the
# full set 000001ffffffffff becomes 000001fffffedfff.  (Not cap_sys_boot:
# the test init needs it to power off.)
DESC="kinit: drop_capabilities=cap_sys_module,13"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4)
APPEND="root=/dev/vda drop_capabilities=cap_sys_module,13"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(fstype=ext4 caps=000001fffffedfff pid=1)
