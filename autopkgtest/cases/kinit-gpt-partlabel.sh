# SPDX-License-Identifier: MIT
# root=PARTLABEL= names a GPT partition by its name.
DESC="kinit: ext4 in a GPT partition found by root=PARTLABEL="
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4 --partition gpt --part-number 3 --part-name kinit-root)
APPEND="root=PARTLABEL=kinit-root rw"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(fstype=ext4 mode=rw write=ok pid=1)
