# SPDX-License-Identifier: MIT
# break= (initramfs-tools) and rd.break= (dracut) stop the boot at the
# point they name with a shell on the console (the image's /bin/sh, our
# dash here), and the boot goes on when it exits.  The shell reads $ENV
# (passed by the kernel from the command line), which says it ran and
# exits: nobody types at it here.  Two points: initramfs-tools' premount
# (modules in, root not looked for yet) and dracut's pre-pivot (root
# mounted, before init).
DESC="kinit: break=premount and rd.break=pre-pivot start /bin/sh there, then the boot goes on"
NEEDS="kinit rootinit"
MODULES=default
envf=$top/$outdir/$name.env
printf '%s\n' 'echo "KINIT-BREAK-SHELL-RAN as $0"' 'exit 0' > "$envf"
INITRAMFS=(--add "$top/build/$arch/dash/static/sh:/bin/sh" --add "$envf:/etc/break-env")
ROOT=(--type ext4)
APPEND="root=/dev/vda ENV=/etc/break-env break=premount rd.break=pre-pivot"
EXPECT=(KINIT-ROOT-OK
	"break=premount: starting /bin/sh; the boot goes on when it exits"
	"rd.break=pre-pivot: starting /bin/sh; the boot goes on when it exits"
	"KINIT-BREAK-SHELL-RAN as sh"
	"/bin/sh exited; going on")
REJECT=("no /bin/sh in the initramfs" "giving up")
FIELDS=(root=/dev/vda fstype=ext4 mode=ro pid=1)
