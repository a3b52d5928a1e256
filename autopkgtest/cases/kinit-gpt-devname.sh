# SPDX-License-Identifier: MIT
# root=/dev/vda2 on a GPT disk.
DESC="kinit: ext4 in GPT partition 2, found by root=/dev/vda2"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4 --partition gpt --part-number 2)
APPEND="root=/dev/vda2"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(fstype=ext4 mode=ro pid=1)
