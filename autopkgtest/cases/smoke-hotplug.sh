# SPDX-License-Identifier: MIT
# The harness's hot-plug path: a virtio disk is added through the QEMU monitor
# while the test init sleeps, and the guest kernel's PCI hot-plug sees it.
DESC="disk hot-plugged via the QEMU monitor is seen by the guest (harness)"
NEEDS="rootinit"
INIT=rootinit
ROOT=(--type ext4 --size 4M)
ROOT_ATTACH=hotplug
APPEND="rootinit.sleep=6"
BOOT=(--hotplug-on KINIT-ROOT-SLEEP --hotplug-after 1)
EXPECT=(KINIT-ROOT-OK "KINIT-ROOT-SLEEP 6")
EXPECT_RE=('pci [0-9a-f:.]+: \[1af4:1001\]')
TIMEOUT=60
