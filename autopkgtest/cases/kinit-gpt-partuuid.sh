# SPDX-License-Identifier: MIT
# root=PARTUUID= of the second slot of a GPT disk (the kernel's own syntax).
DESC="kinit: ext4 in GPT partition 2, found by root=PARTUUID="
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4 --partition gpt --part-number 2 --part-name kinitroot
	--part-uuid 3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99)
APPEND="root=PARTUUID=3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99 rw"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(fstype=ext4 mode=rw write=ok pid=1)
