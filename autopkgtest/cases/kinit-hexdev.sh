# SPDX-License-Identifier: MIT
# root=<hex>: the old encoding of a device number, fe00 = 254:0.
DESC="kinit: ext4 found by the hexadecimal device number root=fe00"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4)
APPEND="root=fe00"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(fstype=ext4 pid=1)
