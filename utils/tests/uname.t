# uname: fields from uname(2), compared with what the kernel says in /proc.
sys=$(cat /proc/sys/kernel/ostype)
rel=$(cat /proc/sys/kernel/osrelease)
ver=$(cat /proc/sys/kernel/version)
node=$(cat /proc/sys/kernel/hostname)
mach=$(command uname -m)
# Under qemu-user the machine is the emulated one.
emulated && mach=$(PATH=$BIN:$PATH uname -m)
t "default is -s" "uname" "" "$sys\n" 0
t "-s" "uname -s" "" "$sys\n" 0
t "-n" "uname -n" "" "$node\n" 0
t "-r" "uname -r" "" "$rel\n" 0
t "-v" "uname -v" "" "$ver\n" 0
if emulated; then
	skip "-m" "under qemu-user the machine is the emulated one"
else
	t "-m" "uname -m" "" "$mach\n" 0
fi
t "-sr in the fixed order" "uname -r -s" "" "$sys $rel\n" 0
t "-snrvm" "uname -snrvm" "" "$sys $node $rel $ver $mach\n" 0
t_ours "-a as Debian's klibc uname (s n r v m i)" "uname -a" "" "$sys $node $rel $ver $mach $mach\n" 0
t_ours "-p and -i are the machine" "uname -pi" "" "$mach $mach\n" 0
t_ours "-o" "uname -o" "" "Linux\n" 0
t "extra operand" "uname x" "" "" 1
t "bad option" "uname -Z" "" "" 1
