# SPDX-License-Identifier: MIT
# rootfstype= naming a type that does not fit: a clear message and a panic.
DESC="kinit: rootfstype=vfat on an ext4 root is refused clearly"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4)
APPEND="root=/dev/vda rootfstype=vfat"
EXPECT=("cannot mount /dev/vda as vfat" "Kernel panic - not syncing")
REJECT=(KINIT-ROOT-OK)
TIMEOUT=90
