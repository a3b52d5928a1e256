# SPDX-License-Identifier: MIT
# No disk at all and no rootwait: kinit must give up with a diagnosis and end
# in a panic (panic=-1 ends the run), never hang until the time limit.
DESC="kinit: root=/dev/vda with no disk ends in a panic, not a hang"
NEEDS="kinit"
MODULES=default
APPEND="root=/dev/vda"
EXPECT=("cannot find the root device root=/dev/vda" "Kernel panic - not syncing")
REJECT=(KINIT-ROOT-OK)
TIMEOUT=90
