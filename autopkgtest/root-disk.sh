# SPDX-License-Identifier: MIT
# root-disk.sh: sourced by autopkgtest/kernel-case.sh and the linux-kinit
# package's tests: root_disk ARCH prints the device name the guest's kernel
# gives the first disk autopkgtest/boot attaches on ARCH (its --arch, or a
# Debian architecture).  virtio-blk (vda) wherever the machine has PCI (or,
# on s390x, the channel subsystem); sun4m (32-bit sparc) has neither, its
# disks are on the ESP SCSI bus.
root_disk() {
	case $1 in
	sparc) echo /dev/sda ;;
	*) echo /dev/vda ;;
	esac
}
