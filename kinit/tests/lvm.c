/* SPDX-License-Identifier: MIT */
/*
 * lvm.c: LVM2 physical volumes and volume groups as kinit reads them: the
 * label, the metadata area and its ring, LVM's CRC, the text metadata, the
 * device-mapper names and tables.  The boot case lvm-linear reads what
 * LVM's own tools wrote; these check the edges on images made here.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/sysmacros.h>
#include "fsprobe.h"
#include "lvm.h"
#include "put-le.h"
#include "../../klibc/tests/tap.h"

static const char meta[] =
	"# a comment\n"
	"tvg {\n"
	"id = \"FJkt7K-Iwlk-M2OP-SXLX-iO3J-fS62-ZUALZY\"\n"
	"seqno = 7\n"
	"status = [\"RESIZEABLE\", \"READ\", \"WRITE\"]\n"
	"extent_size = 8192\n"
	"physical_volumes {\n"
	"pv0 {\n id = \"hSYDky-xtx3-rA1w-OCV5-bxc0-KzZQ-RPzdx2\"\n"
	" device = \"/dev/vdb\"\n pe_start = 2048\n pe_count = 21\n}\n"
	"pv1 {\n id = \"aaaaaa-bbbb-cccc-dddd-eeee-ffff-gggggg\"\n pe_start = 4096\n}\n"
	"}\n"
	"logical_volumes {\n"
	"root {\n id = \"uzXG35-OLHa-FjK9-3K5f-Dxfg-iQhS-KXlIgY\"\n"
	" status = [\"READ\", \"WRITE\", \"VISIBLE\"]\n flags = []\n"
	" segment_count = 2\n"
	" segment1 {\n start_extent = 0\n extent_count = 6\n type = \"striped\"\n"
	"  stripe_count = 1\n stripes = [\n\"pv0\", 0\n]\n }\n"
	" segment2 {\n start_extent = 6\n extent_count = 4\n type = \"striped\"\n"
	"  stripe_count = 2\n stripe_size = 128\n stripes = [\"pv0\", 10, \"pv1\", 0]\n }\n"
	"}\n"
	"pool {\n id = \"000000-1111-2222-3333-4444-5555-666666\"\n"
	" status = [\"READ\", \"VISIBLE\"]\n flags = [\"ACTIVATION_SKIP\"]\n"
	" segment1 {\n start_extent = 0\n extent_count = 1\n type = \"thin-pool\"\n }\n"
	"}\n"
	"}\n"
	"}\n"
	"contents = \"Text Format Volume Group\"\n"
	"description = \"Write from lvcreate --config 'a { b = \\\"c\\\" }\n x'\"\n"
	"creation_time = 1796583912\t# Sun Dec  6\n";

static void parse(void)
{
	static struct lvm_vg vg;
	const char *why = "";
	const struct lvm_seg *g;

	ok(lvm_vg_parse(meta, sizeof(meta), &vg, &why) == 0, "the sample, with the NUL "
	   "LVM writes after it, parses (%s)", why ? why : "");
	is_str(vg.name, "tvg", "the group's name");
	is_str(vg.id, "FJkt7KIwlkM2OPSXLXiO3JfS62ZUALZY", "its id without dashes");
	ok(vg.seqno == 7 && vg.extent_size == 8192, "seqno and extent size");
	ok(vg.npvs == 2 && !strcmp(vg.pv_name[1], "pv1") && vg.pe_start[0] == 2048 &&
	   vg.pe_start[1] == 4096 && !strcmp(vg.pv_id[0], "hSYDkyxtx3rA1wOCV5bxc0KzZQRPzdx2"),
	   "two PVs, their ids and first extents");
	ok(vg.nlvs == 2 && !strcmp(vg.lv[0].name, "root") && vg.lv[0].visible &&
	   vg.lv[0].writable && !vg.lv[0].skip && vg.lv[0].nsegs == 2 &&
	   !vg.lv[0].unsupported[0], "root: visible, writable, two segments");
	g = &vg.seg[vg.lv[0].first + 1];
	ok(g->start == 6 && g->count == 4 && g->stripes == 2 && g->stripe_size == 128 &&
	   g->pv[0] == 0 && g->pe[0] == 10 && g->pv[1] == 1 && g->pe[1] == 0,
	   "the second segment: striped over pv0 and pv1");
	ok(!vg.lv[1].writable && vg.lv[1].skip && !strcmp(vg.lv[1].unsupported, "thin-pool"),
	   "pool: read-only, activation skipped, thin-pool kept as unsupported");
	ok(!vg.foreign, "no system_id, lock_type or EXPORTED: not foreign");
}

/* A group LVM would not activate on this host: why, or NULL. */
static const char *foreign(const char *line)
{
	static struct lvm_vg vg;
	char text[512];
	const char *why = NULL;

	snprintf(text, sizeof(text), "vg { id = \"FJkt7K-Iwlk-M2OP-SXLX-iO3J-fS62-ZUALZY\"\n"
		 "extent_size = 8\n%s\n }", line);
	if (lvm_vg_parse(text, strlen(text), &vg, &why))
		return "(not parsed)";
	return vg.foreign;
}

static void foreign_groups(void)
{
	const char *f;

	f = foreign("system_id = \"otherhost\"");
	ok(f && strstr(f, "system_id"), "system_id set: left out (%s)", f ? f : "taken");
	f = foreign("lock_type = \"sanlock\"");
	ok(f && strstr(f, "shared"), "lock_type set: left out (%s)", f ? f : "taken");
	f = foreign("status = [\"READ\", \"EXPORTED\"]");
	ok(f && strstr(f, "exported"), "EXPORTED: left out (%s)", f ? f : "taken");
	ok(!foreign("system_id = \"\""), "an empty system_id: taken");
}

static void bad(const char *text, const char *want)
{
	static struct lvm_vg vg;
	const char *why = NULL;

	ok(lvm_vg_parse(text, strlen(text), &vg, &why) == -1 && why &&
	   !strcmp(why, want), "refused: %s (%s)", want, why ? why : "accepted");
}

static void parse_errors(void)
{
	char big[4096];
	const char *id = "id = \"FJkt7K-Iwlk-M2OP-SXLX-iO3J-fS62-ZUALZY\"\nextent_size = 8\n";
	int i;

	bad("", "no volume group in the text");
	bad("vg {\n", "a section does not end");
	bad("}", "a '}' with no section to end");
	bad("vg { x }", "a '=' or a '{' was expected after a name");
	bad("vg { x = \"abc }", "a string does not end");
	bad("vg { x = [1, 2 }", "a list does not end");
	bad("vg { x = @ }", "a value is not a number, a string or a list");
	bad("vg { id = \"short\" }", "an id is not LVM's 32 characters");
	bad("vg { seqno = 1 }", "the volume group has no id or extent size");
	snprintf(big, sizeof(big), "a { %s } b { %s }", id, id);
	bad(big, "more than one volume group in one text");
	snprintf(big, sizeof(big), "vg { %s logical_volumes { lv {"
		 " id = \"uzXG35-OLHa-FjK9-3K5f-Dxfg-iQhS-KXlIgY\" s1 { extent_count = 1"
		 " stripes = [\"pv9\", 0] } } } }", id);
	bad(big, "a segment names a physical volume the group does not have");
	snprintf(big, sizeof(big), "vg { %s physical_volumes { pv0 {"
		 " id = \"hSYDky-xtx3-rA1w-OCV5-bxc0-KzZQ-RPzdx2\" } }"
		 " logical_volumes { lv { id = \"uzXG35-OLHa-FjK9-3K5f-Dxfg-iQhS-KXlIgY\""
		 " s1 { extent_count = 3 stripe_count = 2 stripe_size = 128"
		 " stripes = [\"pv0\", 0, \"pv0\", 5] } } } }", id);
	bad(big, "a segment's extents do not divide among its stripes");
	snprintf(big, sizeof(big), "vg { %s physical_volumes { pv0 {"
		 " id = \"hSYDky-xtx3-rA1w-OCV5-bxc0-KzZQ-RPzdx2\" } }"
		 " logical_volumes { lv { id = \"uzXG35-OLHa-FjK9-3K5f-Dxfg-iQhS-KXlIgY\""
		 " s1 { extent_count = 4 stripe_count = 2 stripe_size = 128"
		 " stripes = [\"pv0\", 0] } } } }", id);
	bad(big, "a segment lacks a stripe");
	snprintf(big, sizeof(big), "vg { %s logical_volumes { lv {"
		 " s1 { stripe_count = 9 } } } }", id);
	bad(big, "a segment has more stripes than kinit keeps (8)");
	strcpy(big, "vg {");
	for (i = 0; i < 9; i++)
		strcat(big, " a {");
	bad(big, "sections nest too deep");
}

static void names_and_tables(void)
{
	static struct lvm_vg vg;
	char out[512];
	const char *why = "";
	dev_t devs[2] = { makedev(252, 16), makedev(8, 1) };

	ok(lvm_dm_name("kinit-vg", "root", out, sizeof(out)) == 0 &&
	   !strcmp(out, "kinit--vg-root"), "kinit-vg/root is kinit--vg-root (%s)", out);
	ok(lvm_dm_name("a-b", "c--d", out, sizeof(out)) == 0 && !strcmp(out, "a--b-c----d"),
	   "every '-' doubled (%s)", out);
	ok(lvm_dm_name("vg", "lv", out, 5) == -1, "no room: -1");
	lvm_vg_parse(meta, strlen(meta), &vg, &why);
	ok(lvm_table(&vg, &vg.lv[0], devs, out, sizeof(out), &why) == 2, "root: two lines");
	is_str(out, "0 49152 linear 252:16 2048\n"
	       "49152 32768 striped 2 128 252:16 83968 8:1 4096\n",
	       "linear, then striped, in sectors from pe_start");
	devs[1] = 0;
	ok(lvm_table(&vg, &vg.lv[0], devs, out, sizeof(out), &why) == -1 &&
	   !strcmp(why, "a physical volume it lies on is missing"), "a PV missing: refused");
	ok(lvm_table(&vg, &vg.lv[1], devs, out, sizeof(out), &why) == -1 &&
	   strstr(why, "segment type"), "thin-pool: refused");
	devs[1] = makedev(8, 1);
	ok(lvm_table(&vg, &vg.lv[0], devs, out, 40, &why) == -1, "no room: refused");
}

#define MDA_AT	4096
#define MDA_SIZE 8192

/*
 * A physical volume as pvcreate lays it out: the label in sector `ls', one
 * metadata area at 4 KiB, the text at `off' in it (wrapping round to just
 * after its header when it does not fit).
 */
static int image(unsigned char *img, size_t size, int ls, uint64_t off,
		 const char *text)
{
	unsigned char *l = img + ls * 512, *p, *h = img + MDA_AT;
	size_t len = strlen(text), first;

	memset(img, 0, size);
	memcpy(l, "LABELONE", 8);
	put64(l + 8, (uint64_t)ls);
	put32(l + 20, 32);
	memcpy(l + 24, "LVM2 001", 8);
	p = l + 32;
	memcpy(p, "hSYDkyxtx3rA1wOCV5bxc0KzZQRPzdx2", 32);
	put64(p + 32, size);
	put64(p + 40, 1048576);	/* data area: from 1 MiB, to the end */
	put64(p + 72, MDA_AT);
	put64(p + 80, MDA_SIZE);
	put32(l + 16, lvm_crc(l + 20, 512 - 20));
	memcpy(h + 4, " LVM2 x[5A%r0N*>", 16);
	put32(h + 20, 1);
	put64(h + 24, MDA_AT);
	put64(h + 32, MDA_SIZE);
	put64(h + 40, off);
	put64(h + 48, len);
	put32(h + 56, lvm_crc(text, len));
	put32(h, lvm_crc(h + 4, 512 - 4));
	first = len < MDA_SIZE - off ? len : MDA_SIZE - off;
	memcpy(h + off, text, first);
	memcpy(h + 512, text + first, len - first);
	return 0;
}

static int read_image(const unsigned char *img, size_t size, struct lvm_pv *pv,
		      const char **why)
{
	char path[] = "/tmp/lvm-test-XXXXXX";
	int fd = mkstemp(path), r;

	if (fd < 0 || write(fd, img, size) != (ssize_t)size)
		return -2;
	unlink(path);
	r = lvm_pv_read(fd, pv, why);
	close(fd);
	return r;
}

static void labels(void)
{
	static unsigned char img[16384];
	struct lvm_pv pv;
	struct fsinfo fi;
	const char *why = "";

	ok(lvm_crc("", 0) == 0xf597a6cf, "LVM's CRC of nothing is its start value");
	ok(lvm_crc("LVM", 3) == 0x91c97f5b, "LVM's CRC of \"LVM\" (%08x)",
	   (unsigned int)lvm_crc("LVM", 3));
	image(img, sizeof(img), 1, 1536, meta);
	ok(read_image(img, sizeof(img), &pv, &why) == 1 && pv.meta &&
	   pv.meta_len == strlen(meta) && !strcmp(pv.meta, meta) &&
	   !strcmp(pv.id, "hSYDkyxtx3rA1wOCV5bxc0KzZQRPzdx2") && pv.size == sizeof(img),
	   "label in sector 1: its id, size and metadata");
	free(pv.meta);
	image(img, sizeof(img), 3, MDA_SIZE - 100, meta);
	ok(read_image(img, sizeof(img), &pv, &why) == 1 && pv.meta &&
	   !strcmp(pv.meta, meta), "label in sector 3, the text wrapping round the ring");
	free(pv.meta);
	img[MDA_AT + 600]++;
	ok(read_image(img, sizeof(img), &pv, &why) == -1 &&
	   !strcmp(why, "its metadata's checksum is wrong"), "a changed byte: %s", why);
	image(img, sizeof(img), 0, 1536, meta);
	img[40]++;
	ok(read_image(img, sizeof(img), &pv, &why) == -1 &&
	   !strcmp(why, "its LVM label is damaged"), "a damaged label: %s", why);
	image(img, sizeof(img), 0, 1536, meta);
	img[MDA_AT + 30]++;
	ok(read_image(img, sizeof(img), &pv, &why) == -1 &&
	   !strcmp(why, "its metadata area's header is damaged"), "a damaged area: %s", why);
	image(img, sizeof(img), 0, 1536, meta);
	put64(img + MDA_AT + 48, MDA_SIZE);
	put32(img + MDA_AT, lvm_crc(img + MDA_AT + 4, 512 - 4));
	ok(read_image(img, sizeof(img), &pv, &why) == -1 &&
	   !strcmp(why, "its metadata lies outside its area"), "text longer than the ring: %s", why);
	image(img, sizeof(img), 0, 1536, meta);
	put32(img + MDA_AT + 60, 1);
	put32(img + MDA_AT, lvm_crc(img + MDA_AT + 4, 512 - 4));
	ok(read_image(img, sizeof(img), &pv, &why) == 1 && !pv.meta,
	   "an ignored area: a PV without metadata");
	memset(img, 0, sizeof(img));
	ok(read_image(img, sizeof(img), &pv, &why) == 0, "zeros: no PV");
	image(img, sizeof(img), 0, 1536, meta);
	memcpy(img + 24, "LVM1 001", 8);
	ok(read_image(img, sizeof(img), &pv, &why) == 0, "another label type: no PV");
	ok(read_image(img, 1024, &pv, &why) == 0, "a device of 1 KiB: no PV");
	image(img, sizeof(img), 2, 1536, meta);
	ok(fs_probe_buf(img, sizeof(img), &fi) == 1 && !strcmp(fi.type, "lvm2") &&
	   !fi.mountable && !strcmp(fi.uuid, "hSYDky-xtx3-rA1w-OCV5-bxc0-KzZQ-RPzdx2"),
	   "fsprobe: \"lvm2\" as Debian's fstype says, the PV's id as blkid prints it "
	   "(%s %s)", fi.type, fi.uuid);
	memcpy(img + 1024 + 24, "LVM1 001", 8);
	ok(fs_probe_buf(img, sizeof(img), &fi) == 0, "fsprobe: another label type is nothing");
}

int main(void)
{
	parse();
	foreign_groups();
	parse_errors();
	names_and_tables();
	labels();
	return done();
}
