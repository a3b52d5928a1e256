# insmod: argument handling and errors only; no module is ever loaded here.
printf 'not an ELF module' >garbage.ko
t_ours "a missing file" "insmod nope.ko" "" "" 1 "insmod: cannot read 'nope.ko': No such file or directory"
# The kernel refuses this file (no privilege here, or not a module).
t_ours "a file that is not a module" "insmod garbage.ko a=1 b=2" "" "" 1 "insmod: error inserting 'garbage.ko': *"
t_ours "no operand" "insmod" "" "" 1
t_ours "-h" "insmod -h | head -1" "" "usage: insmod file [parameter=value...]\n" 0
