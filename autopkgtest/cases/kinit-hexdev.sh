# SPDX-License-Identifier: MIT
# root=<hex>: the old encoding of a device number, fe00 = 254:0.  And a
# bare break= (initramfs-tools' premount) in an image without /bin/sh:
# said, and the boot goes on (kinit-break has the shell).
DESC="kinit: ext4 found by the hexadecimal device number root=fe00"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4)
APPEND="root=fe00 break"
EXPECT=(KINIT-ROOT-OK "break=premount: no /bin/sh in the initramfs; going on")
FIELDS=(fstype=ext4 pid=1)
