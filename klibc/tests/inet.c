/* SPDX-License-Identifier: MIT */
/*
 * inet.c: inet_pton, inet_ntop, inet_aton, inet_addr, inet_ntoa and the
 * byte order functions.  The tables were checked against glibc 2.36 (the
 * same file builds with the host's gcc and passes there too).
 */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <errno.h>
#include <stdint.h>
#include <string.h>
#include "tap.h"

/* Text in, and the canonical text inet_ntop writes back, or NULL: refused. */
static const struct {
	const char *in, *out;
} v6[] = {
	{ "::", "::" },
	{ "::1", "::1" },
	{ "1::", "1::" },
	{ "1::8", "1::8" },
	{ "1:2::", "1:2::" },
	{ "0::0", "::" },
	{ "0:0:0:0:0:0:0:0", "::" },
	{ "::0:0:0:0:0:0:0", "::" },
	{ "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8" },
	/* "::" may stand for a single group; the output never uses it so */
	{ "1:2:3:4:5:6:7::", "1:2:3:4:5:6:7:0" },
	{ "::2:3:4:5:6:7:8", "0:2:3:4:5:6:7:8" },
	{ "1::2:3:4:5:6:7", "1:0:2:3:4:5:6:7" },
	{ "0001::", "1::" },
	{ "abcd::EF01", "abcd::ef01" },
	{ "ABCD:EF01:2345:6789:ABCD:EF01:2345:6789",
	  "abcd:ef01:2345:6789:abcd:ef01:2345:6789" },
	{ "2001:db8::1:0:0:1", "2001:db8::1:0:0:1" },
	{ "2001:db8:0:0:1:0:0:1", "2001:db8::1:0:0:1" },
	{ "2001:0db8:0000:0000:0000:0000:0002:0001", "2001:db8::2:1" },
	{ "1:0:0:1:0:0:0:1", "1:0:0:1::1" },
	{ "1:0:0:1:1:0:0:1", "1::1:1:0:0:1" },
	{ "1:0:1:1:1:1:1:1", "1:0:1:1:1:1:1:1" },
	{ "0:0:1:0:0:0:0:0", "0:0:1::" },
	{ "fe80::1", "fe80::1" },
	{ "::ffff", "::ffff" },
	/* embedded IPv4 */
	{ "::1.2.3.4", "::1.2.3.4" },
	{ "::ffff:1.2.3.4", "::ffff:1.2.3.4" },
	{ "::ffff:c000:0201", "::ffff:192.0.2.1" },
	{ "::FFFF:192.0.2.255", "::ffff:192.0.2.255" },
	{ "::ffff:0.0.0.0", "::ffff:0.0.0.0" },
	{ "::0.0.0.0", "::" },
	{ "::1:2", "::0.1.0.2" },
	{ "::ffff:0:1.2.3.4", "::ffff:0:102:304" },
	{ "::ffff:ffff:1.2.3.4", "::ffff:ffff:102:304" },
	{ "1:2:3:4:5:6:1.2.3.4", "1:2:3:4:5:6:102:304" },
	{ "1:2:3:4:5::1.2.3.4", "1:2:3:4:5:0:102:304" },
	/* refused */
	{ "", NULL },
	{ ":", NULL },
	{ ":::", NULL },
	{ "1:::2", NULL },
	{ "1::2::3", NULL },
	{ ":1::", NULL },
	{ ":1", NULL },
	{ "1:", NULL },
	{ "1::2:", NULL },
	{ "1:2:3:4:5:6:7", NULL },
	{ "1:2:3:4:5:6:7:8:", NULL },
	{ "1:2:3:4:5:6:7:8:9", NULL },
	{ "1:2:3:4:5:6:7:8::", NULL },
	{ "::1:2:3:4:5:6:7:8", NULL },
	{ "1::2:3:4:5:6:7:8", NULL },
	{ "::0:0:0:0:0:0:0:0", NULL },
	{ "12345::", NULL },
	{ "00001::", NULL },
	{ "fffff::", NULL },
	{ "g::", NULL },
	{ "::g", NULL },
	{ "::-1", NULL },
	{ "::+1", NULL },
	{ " ::1", NULL },
	{ "::1 ", NULL },
	{ "fe80::1%eth0", NULL },
	{ "1.2.3.4", NULL },
	{ "1.2.3.4::", NULL },
	{ "::1.2.3.4:1", NULL },
	{ "::1.2.3.4.", NULL },
	{ "::ffff:1.2.3", NULL },
	{ "::ffff:1.2.3.4.5", NULL },
	{ "::ffff:256.2.3.4", NULL },
	{ "::ffff:01.2.3.4", NULL },
	{ "::ffff:1.2.3.04", NULL },
	{ "::ffff:1a.2.3.4", NULL },
	{ "::1234.1.1.1", NULL },
	{ "1:2:3:4:5:6:7:1.2.3.4", NULL },
};

static const struct {
	const char *in, *out;
} v4[] = {
	{ "0.0.0.0", "0.0.0.0" },
	{ "255.255.255.255", "255.255.255.255" },
	{ "1.2.3.4", "1.2.3.4" },
	{ "127.0.0.1", "127.0.0.1" },
	{ "10.0.0.1", "10.0.0.1" },
	{ "1.2.3.0", "1.2.3.0" },
	{ "192.0.2.255", "192.0.2.255" },
	/* inet_pton takes only the strict form: no octal, hex or short forms */
	{ "01.2.3.4", NULL },
	{ "1.2.3.04", NULL },
	{ "0.0.0.00", NULL },
	{ "00.0.0.0", NULL },
	{ "192.168.001.1", NULL },
	{ "0x1.2.3.4", NULL },
	{ "256.1.1.1", NULL },
	{ "1.2.3.2550", NULL },
	{ "1000.1.1.1", NULL },
	{ "1", NULL },
	{ "1.2.3", NULL },
	{ "1.2.3.4.5", NULL },
	{ "1..3.4", NULL },
	{ "1.2.3.", NULL },
	{ ".1.2.3", NULL },
	{ "1.2.3.4 ", NULL },
	{ " 1.2.3.4", NULL },
	{ "1.2.3.4\n", NULL },
	{ "1.2.3.4x", NULL },
	{ "-1.2.3.4", NULL },
	{ "+1.2.3.4", NULL },
	{ "1.2.3.-4", NULL },
	{ "a.b.c.d", NULL },
	{ "", NULL },
};

/* inet_aton: the value it gives in host order, or ok 0 for refused. */
static const struct {
	const char *in;
	int ok;
	uint32_t addr;
} aton[] = {
	{ "0", 1, 0 },
	{ "1", 1, 1 },
	{ "127.1", 1, 0x7f000001 },
	{ "0x7f.1", 1, 0x7f000001 },
	{ "10.0x10.010.1", 1, 0x0a100801 },
	{ "1.2.3.0377", 1, 0x010203ff },
	{ "1.2.65535", 1, 0x0102ffff },
	{ "1.16777215", 1, 0x01ffffff },
	{ "4294967295", 1, 0xffffffff },
	{ "0xffffffff", 1, 0xffffffff },
	{ "0xFFFFFFFF", 1, 0xffffffff },
	{ "0X1F", 1, 0x1f },
	{ "017", 1, 15 },
	{ "07", 1, 7 },
	{ "00000000001", 1, 1 },
	{ "0000000000000000000000000000000000000000000001", 1, 1 },
	{ "0x00000000000000000000000001", 1, 1 },
	{ "255.255.255.255", 1, 0xffffffff },
	{ "0.0.0.0", 1, 0 },
	/* white space ends the address, and what follows is ignored */
	{ "1 ", 1, 1 },
	{ "1\tfoo", 1, 1 },
	{ "1 junk", 1, 1 },
	{ "1.2.3.4\n", 1, 0x01020304 },
	{ "1.2.3.4\v", 1, 0x01020304 },
	{ "1.2.3.4\r", 1, 0x01020304 },
	{ "1.2.3.4 5", 1, 0x01020304 },
	{ "", 0, 0 },
	{ " 1", 0, 0 },
	{ "0x", 0, 0 },
	{ "0X", 0, 0 },
	{ "0x.1", 0, 0 },
	{ "1.0x", 0, 0 },
	{ "1.2.3.0x", 0, 0 },
	{ "0xg", 0, 0 },
	{ "00x1", 0, 0 },
	{ "08", 0, 0 },
	{ "09", 0, 0 },
	{ "018", 0, 0 },
	{ "0x100000000", 0, 0 },
	{ "0x1ffffffff", 0, 0 },
	{ "4294967296", 0, 0 },
	{ "99999999999999999999", 0, 0 },
	{ "1.16777216", 0, 0 },
	{ "1.2.65536", 0, 0 },
	{ "1.2.3.0400", 0, 0 },
	{ "256.0.0.0", 0, 0 },
	{ "1.2.3.4.5", 0, 0 },
	{ "1.2.3.", 0, 0 },
	{ "1..2", 0, 0 },
	{ ".1", 0, 0 },
	{ "1.2.3.4x", 0, 0 },
	{ "+1", 0, 0 },
	{ "-1", 0, 0 },
	{ "1.+2", 0, 0 },
	{ "1.-2", 0, 0 },
	{ "1e1", 0, 0 },
	{ "1,2", 0, 0 },
	{ "1\x85", 0, 0 },
};

/* The input as a C string literal would show it, for the test names. */
static const char *shown(const char *s)
{
	static char buf[4][128];
	static int k;
	char *b = buf[k++ & 3];
	size_t n = 0;

	for (; *s && n < sizeof(buf[0]) - 5; s++) {
		unsigned char c = (unsigned char)*s;

		if (c >= 0x20 && c < 0x7f && c != '\\') {
			b[n++] = (char)c;
		} else {
			b[n++] = '\\';
			b[n++] = 'x';
			b[n++] = "0123456789abcdef"[c >> 4];
			b[n++] = "0123456789abcdef"[c & 15];
		}
	}
	b[n] = '\0';
	return b;
}

static void test_pton_tables(void)
{
	unsigned char a[16], b[16];
	char text[INET6_ADDRSTRLEN];
	unsigned int i, bad6 = 0, bad4 = 0;
	int r;

	for (i = 0; i < sizeof(v6) / sizeof(v6[0]); i++) {
		memset(a, 0xa5, sizeof(a));
		r = inet_pton(AF_INET6, v6[i].in, a);
		if (!v6[i].out) {
			memset(b, 0xa5, sizeof(b));
			if (!ok(r == 0 && !memcmp(a, b, 16),
				"inet_pton(AF_INET6) refuses \"%s\"",
				shown(v6[i].in)))
				bad6++;
			continue;
		}
		if (!ok(r == 1, "inet_pton(AF_INET6, \"%s\")",
			shown(v6[i].in))) {
			bad6++;
			continue;
		}
		is_str(inet_ntop(AF_INET6, a, text, sizeof(text)), v6[i].out,
		       "... inet_ntop writes it back canonically");
		ok(inet_pton(AF_INET6, v6[i].out, b) == 1 && !memcmp(a, b, 16),
		   "... and the canonical text reads back the same");
	}
	for (i = 0; i < sizeof(v4) / sizeof(v4[0]); i++) {
		memset(a, 0xa5, 4);
		r = inet_pton(AF_INET, v4[i].in, a);
		if (!v4[i].out) {
			if (!ok(r == 0 && a[0] == 0xa5 && a[3] == 0xa5,
				"inet_pton(AF_INET) refuses \"%s\"",
				shown(v4[i].in)))
				bad4++;
			continue;
		}
		ok(r == 1, "inet_pton(AF_INET, \"%s\")", shown(v4[i].in));
		is_str(inet_ntop(AF_INET, a, text, sizeof(text)), v4[i].out,
		       "... inet_ntop writes it back");
	}
	if (bad6 || bad4)
		diag("%u IPv6 and %u IPv4 cases failed", bad6, bad4);
}

/* A deterministic generator: the run is the same each time. */
static uint32_t rnd(void)
{
	static uint64_t s = 88172645463325252ULL;

	s ^= s << 13;
	s ^= s >> 7;
	s ^= s << 17;
	return (uint32_t)s;
}

/* Text that RFC 5952 allows: lowercase, short groups, at most one "::". */
static int looks_canonical(const char *s)
{
	const char *p, *dc = strstr(s, "::");
	int digits = 0;

	if (dc && strstr(dc + 1, "::"))
		return 0;
	for (p = s; *p; p++) {
		if ((*p >= 'A' && *p <= 'Z') || (*p >= 'g' && *p <= 'z'))
			return 0;
		if (*p == ':' || *p == '.') {
			digits = 0;
			continue;
		}
		/* a group of two or more digits never starts with 0 */
		if (digits == 0 && *p == '0' && p[1] && p[1] != ':' &&
		    p[1] != '.')
			return 0;
		digits++;
	}
	return 1;
}

static void test_round_trips(void)
{
	unsigned char a[16], b[16];
	char text[INET6_ADDRSTRLEN];
	unsigned int i, j, bad = 0;
	uint32_t m, r, w;

	/* Zero groups are made likely, so that runs of them are common. */
	for (i = 0; i < 20000; i++) {
		m = rnd();
		for (j = 0; j < 8; j++) {
			r = rnd();
			switch ((m >> (2 * j)) & 3) {
			case 0:
			case 1:
				w = 0;
				break;
			case 2:
				w = r & 0xffff;
				break;
			default:
				w = (r >> 16) & 1 ? 0xffff : r & 0xf;
				break;
			}
			a[2 * j] = (unsigned char)(w >> 8);
			a[2 * j + 1] = (unsigned char)w;
		}
		text[0] = '\0';
		if (!inet_ntop(AF_INET6, a, text, sizeof(text)) ||
		    inet_pton(AF_INET6, text, b) != 1 || memcmp(a, b, 16) ||
		    !looks_canonical(text)) {
			if (bad++ < 5)
				diag("round trip failed for %s", text);
		}
	}
	is_int(bad, 0, "20000 IPv6 addresses survive inet_ntop + inet_pton");

	bad = 0;
	for (i = 0; i < 20000; i++) {
		r = rnd();
		if (!inet_ntop(AF_INET, &r, text, sizeof(text)) ||
		    inet_pton(AF_INET, text, &w) != 1 || w != r)
			bad++;
	}
	is_int(bad, 0, "20000 IPv4 addresses survive inet_ntop + inet_pton");
}

static void test_ntop_errors(void)
{
	unsigned char a[16];
	char buf[64];
	struct in_addr in;
	unsigned int i;

	errno = 0;
	ok(inet_pton(AF_UNIX, "1.2.3.4", a) == -1 && errno == EAFNOSUPPORT,
	   "inet_pton: unknown family is EAFNOSUPPORT");
	errno = 0;
	ok(!inet_ntop(AF_UNIX, a, buf, sizeof(buf)) && errno == EAFNOSUPPORT,
	   "inet_ntop: unknown family is EAFNOSUPPORT");

	memset(a, 0xff, 16);
	memset(buf, 'x', sizeof(buf));
	errno = 0;
	ok(!inet_ntop(AF_INET6, a, buf, 39) && errno == ENOSPC,
	   "inet_ntop: 39 bytes are too few for 8 full groups (ENOSPC)");
	ok(buf[0] == 'x' && buf[38] == 'x' && buf[39] == 'x',
	   "... and the buffer is left alone");
	is_str(inet_ntop(AF_INET6, a, buf, 40),
	       "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "... 40 are enough");
	ok(buf[40] == 'x', "... and nothing is written past them");

	memset(a, 0, 16);
	a[10] = a[11] = a[12] = a[13] = a[14] = a[15] = 255;
	is_str(inet_ntop(AF_INET6, a, buf, 23), "::ffff:255.255.255.255",
	       "inet_ntop: the longest mixed form fits its own length");
	errno = 0;
	ok(!inet_ntop(AF_INET6, a, buf, 22) && errno == ENOSPC,
	   "... and not one byte less");

	memset(buf, 'x', sizeof(buf));
	for (i = 0; i < 16; i++)
		if (inet_ntop(AF_INET, a + 12, buf, i) || errno != ENOSPC)
			break;
	is_int(i, 16, "inet_ntop(AF_INET): less than 16 bytes is ENOSPC");
	ok(buf[0] == 'x', "... and the buffer is left alone");
	is_str(inet_ntop(AF_INET, a + 12, buf, 16), "255.255.255.255",
	       "... 16 bytes hold 255.255.255.255");
	errno = 0;
	ok(!inet_ntop(AF_INET, a + 12, buf, 0) && errno == ENOSPC,
	   "inet_ntop: size 0 is ENOSPC");

	in.s_addr = htonl(0xc0000201);
	is_str(inet_ntoa(in), "192.0.2.1", "inet_ntoa");
	ok(inet_ntoa(in) == inet_ntoa(in), "inet_ntoa: one static buffer");
}

static void test_aton(void)
{
	struct in_addr a;
	unsigned int i, bad = 0;
	int r;

	for (i = 0; i < sizeof(aton) / sizeof(aton[0]); i++) {
		a.s_addr = 0x5a5a5a5a;
		r = inet_aton(aton[i].in, &a);
		if (aton[i].ok) {
			if (!ok(r == 1 && ntohl(a.s_addr) == aton[i].addr,
				"inet_aton(\"%s\") = %#x", shown(aton[i].in),
				aton[i].addr)) {
				diag("got %d, %#x", r, ntohl(a.s_addr));
				bad++;
			}
			ok(inet_addr(aton[i].in) == a.s_addr,
			   "... inet_addr agrees");
		} else {
			if (!ok(r == 0, "inet_aton refuses \"%s\"",
				shown(aton[i].in)))
				bad++;
			ok(inet_addr(aton[i].in) == INADDR_NONE,
			   "... inet_addr gives INADDR_NONE");
		}
		ok(inet_aton(aton[i].in, NULL) == aton[i].ok,
		   "... the same with no result wanted");
	}
	if (bad)
		diag("%u inet_aton cases failed", bad);
}

static void test_byte_order(void)
{
	uint16_t (*f16)(uint16_t) = htons;
	uint32_t (*f32)(uint32_t) = htonl;
	union {
		uint32_t v;
		unsigned char b[4];
	} u;
	union {
		uint16_t v;
		unsigned char b[2];
	} s;

	u.v = (htonl)(0x01020304);
	ok(u.b[0] == 1 && u.b[1] == 2 && u.b[2] == 3 && u.b[3] == 4,
	   "htonl as a function: network order is big-endian");
	is_int((ntohl)(u.v), 0x01020304, "ntohl as a function undoes it");
	s.v = (htons)(0x0102);
	ok(s.b[0] == 1 && s.b[1] == 2, "htons as a function");
	is_int((ntohs)(s.v), 0x0102, "ntohs as a function undoes it");
	is_int(f16(0x0102), htons(0x0102), "htons: function and macro agree");
	is_int(f32(0x01020304), htonl(0x01020304),
	       "htonl: function and macro agree");
}

static void test_in6(void)
{
	static const unsigned char zero[16], one[16] = { [15] = 1 };
	struct in6_addr a;

	ok(!memcmp(&in6addr_any, zero, 16), "in6addr_any is ::");
	ok(!memcmp(&in6addr_loopback, one, 16), "in6addr_loopback is ::1");
	ok(IN6_IS_ADDR_UNSPECIFIED(&in6addr_any) &&
	   !IN6_IS_ADDR_UNSPECIFIED(&in6addr_loopback),
	   "IN6_IS_ADDR_UNSPECIFIED");
	ok(IN6_IS_ADDR_LOOPBACK(&in6addr_loopback) &&
	   !IN6_IS_ADDR_LOOPBACK(&in6addr_any), "IN6_IS_ADDR_LOOPBACK");
	inet_pton(AF_INET6, "fe80::1", &a);
	ok(IN6_IS_ADDR_LINKLOCAL(&a) && !IN6_IS_ADDR_MULTICAST(&a),
	   "IN6_IS_ADDR_LINKLOCAL");
	inet_pton(AF_INET6, "ff02::1", &a);
	ok(IN6_IS_ADDR_MULTICAST(&a) && IN6_IS_ADDR_MC_LINKLOCAL(&a) &&
	   !IN6_IS_ADDR_MC_GLOBAL(&a), "IN6_IS_ADDR_MULTICAST, MC_LINKLOCAL");
	inet_pton(AF_INET6, "::ffff:10.0.0.1", &a);
	ok(IN6_IS_ADDR_V4MAPPED(&a) && !IN6_IS_ADDR_V4COMPAT(&a),
	   "IN6_IS_ADDR_V4MAPPED");
	inet_pton(AF_INET6, "::10.0.0.1", &a);
	ok(IN6_IS_ADDR_V4COMPAT(&a) && !IN6_IS_ADDR_V4MAPPED(&a),
	   "IN6_IS_ADDR_V4COMPAT");
	ok(!IN6_IS_ADDR_V4COMPAT(&in6addr_loopback) &&
	   !IN6_IS_ADDR_V4COMPAT(&in6addr_any),
	   "... but :: and ::1 are not IPv4-compatible");
	ok(IN6_ARE_ADDR_EQUAL(&in6addr_loopback, one) &&
	   !IN6_ARE_ADDR_EQUAL(&in6addr_loopback, zero), "IN6_ARE_ADDR_EQUAL");
}

int main(void)
{
	test_pton_tables();
	test_round_trips();
	test_ntop_errors();
	test_aton();
	test_byte_order();
	test_in6();
	return done();
}
