# drop_capabilities= takes capabilities away before init runs: without
# cap_sys_module (bit 16) and cap_sys_boot (bit 22) the full set
# 000001ffffffffff becomes 000001ffffbeffff.
DESC="kinit: drop_capabilities=cap_sys_module,cap_sys_boot"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4)
APPEND="root=/dev/vda drop_capabilities=cap_sys_module,cap_sys_boot"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(fstype=ext4 caps=000001ffffbeffff pid=1)
