/* SPDX-License-Identifier: MIT */
/* ext.c: ext2, ext3, ext4 and their external journals (jbd). */
#include "fsprobe_int.h"

#define EXT_SB_OFF		1024
#define EXT_SB_SIZE		1024
#define EXT_MAGIC		0xef53

#define COMPAT_HAS_JOURNAL	0x0004
#define INCOMPAT_FILETYPE	0x0002
#define INCOMPAT_RECOVER	0x0004
#define INCOMPAT_JOURNAL_DEV	0x0008
#define INCOMPAT_META_BG	0x0010
#define INCOMPAT_64BIT		0x0080
#define RO_COMPAT_SPARSE_SUPER	0x0001
#define RO_COMPAT_LARGE_FILE	0x0002
#define RO_COMPAT_BTREE_DIR	0x0004

/*
 * The features the ext2 and ext3 drivers knew: a filesystem using any
 * other is ext4, which is how blkid names them (ext4 features on a
 * filesystem without a journal still make it ext4).
 */
#define EXT2_RO_SUPP	(RO_COMPAT_SPARSE_SUPER | RO_COMPAT_LARGE_FILE | \
			 RO_COMPAT_BTREE_DIR)
#define EXT2_INCOMPAT_SUPP	(INCOMPAT_FILETYPE | INCOMPAT_META_BG)
#define EXT3_RO_SUPP	EXT2_RO_SUPP
#define EXT3_INCOMPAT_SUPP	(INCOMPAT_FILETYPE | INCOMPAT_RECOVER | \
				 INCOMPAT_META_BG)

/*
 * As blkid decides, so that a filesystem gets the same name from kinit
 * as from udev: NULL when blkid finds it ambiguous or none of these.
 * One exception: the flag that marks a filesystem for testing
 * development code (s_flags 0x0004, tune2fs -E test_fs) made blkid 2.38
 * (Debian 12) say ext4dev, a type Linux 6.1 has no driver for, and makes
 * 2.41 (Debian 13) say nothing; the kernel's ext4 mounts such a
 * filesystem as any other, so its features alone decide here.
 */
static const char *ext_type(uint32_t compat, uint32_t incompat, uint32_t ro)
{
	int journal = !!(compat & COMPAT_HAS_JOURNAL);
	int beyond_ext3 = (ro & ~EXT3_RO_SUPP) ||
		(incompat & ~EXT3_INCOMPAT_SUPP);

	if (incompat & INCOMPAT_JOURNAL_DEV)
		return "jbd";
	if (!journal && !(ro & ~EXT2_RO_SUPP) && !(incompat & ~EXT2_INCOMPAT_SUPP))
		return "ext2";
	if (journal && !beyond_ext3)
		return "ext3";
	/* say, needs_recovery without a journal */
	return beyond_ext3 ? "ext4" : NULL;
}

int fsp_ext(struct fsp_src *s, struct fsinfo *fi)
{
	const unsigned char *sb = fsp_read(s, EXT_SB_OFF, EXT_SB_SIZE);
	uint32_t compat, incompat, ro, logbs;
	uint64_t blocks;
	const char *type;

	if (!sb || get_le16(sb + 0x38) != EXT_MAGIC)
		return 0;
	compat = get_le32(sb + 0x5c);
	incompat = get_le32(sb + 0x60);
	ro = get_le32(sb + 0x64);
	type = ext_type(compat, incompat, ro);
	if (!type)
		return 0;

	fsp_set(fi, type, type[0] == 'e');
	blocks = get_le32(sb + 0x04);
	if (incompat & INCOMPAT_64BIT)
		blocks |= (uint64_t)get_le32(sb + 0x150) << 32;
	/* blocks are 1 KiB to 64 KiB; blkid names the others all the same */
	logbs = get_le32(sb + 0x18);
	if (logbs <= 6)
		fi->size = fsp_mul(blocks, (uint64_t)1024 << logbs);
	fsp_uuid(fi->uuid, sb + 0x68);
	fsp_label(fi->label, sizeof(fi->label), sb + 0x78, 16);
	return 1;
}
