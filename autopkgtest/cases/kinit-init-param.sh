# SPDX-License-Identifier: MIT
# init= names the program to run on the root, and the arguments after "--"
# on the command line are its own.
DESC="kinit: init=/bin/testinit with arguments after --"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4 --init-path /bin/testinit)
APPEND="root=/dev/vda init=/bin/testinit -- one two"
EXPECT=(KINIT-ROOT-OK "KINIT-ROOT-ARGV argc=3 /bin/testinit one two")
FIELDS=(fstype=ext4 init=/bin/testinit pid=1)
