/* SPDX-License-Identifier: MIT */
/* ipconfig.c: ip= parsing, DHCP/BOOTP packets built and parsed, conf files. */
#include <string.h>
#include <stdlib.h>
#include <unistd.h>
#include <arpa/inet.h>
#include "kinit.h"
#include "../ipconfig/ipconfig_int.h"
#include "../../klibc/tests/tap.h"

static const char *ip(struct in_addr a)
{
	static char buf[4][20];
	static int k;

	k = (k + 1) % 4;
	snprintf(buf[k], sizeof(buf[k]), "%s", inet_ntoa(a));
	return buf[k];
}

static void test_ipspec(void)
{
	struct ipspec sp;
	const char *why = "";

	ok(ipspec_parse("dhcp", 0, &sp, &why) == 0 && sp.proto == IPC_DHCP &&
	   !sp.off && !sp.dev[0], "ip=dhcp");
	ok(ipspec_parse("bootp", 0, &sp, &why) == 0 && sp.proto == IPC_BOOTP,
	   "ip=bootp");
	ok(ipspec_parse("on", 0, &sp, &why) == 0 &&
	   (sp.proto & (IPC_DHCP | IPC_BOOTP)) == (IPC_DHCP | IPC_BOOTP),
	   "ip=on is every protocol");
	ok(ipspec_parse("any", 0, &sp, &why) == 0 && (sp.proto & IPC_DHCP),
	   "ip=any");
	ok(ipspec_parse("off", 0, &sp, &why) == 0 && sp.off, "ip=off");
	ok(ipspec_parse("none", 0, &sp, &why) == 0 && sp.off, "ip=none");
	ok(ipspec_parse("", IPC_DHCP, &sp, &why) == 0 && sp.proto == IPC_DHCP,
	   "ip= empty takes the default");
	ok(ipspec_parse("dhcp6", 0, &sp, &why) == 0 && sp.proto == IPC_DHCP6,
	   "ip=dhcp6");
	ok(ipspec_parse("auto6", 0, &sp, &why) == 0 && sp.proto == IPC_AUTO6,
	   "ip=auto6");
	ok(ipspec_parse("rarp-is-refused", 0, &sp, &why) == -1,
	   "an unknown protocol is refused");
	ok(ipspec_parse("rarp", 0, &sp, &why) == -1 && strstr(why, "RARP"),
	   "ip=rarp alone is refused: RARP is not supported");
	ok(ipspec_parse("both", 0, &sp, &why) == 0 && (sp.proto & IPC_BOOTP),
	   "ip=both still does BOOTP");

	ok(ipspec_parse("10.0.2.15:10.0.2.2:10.0.2.1:255.255.255.0:box.nis.example:eth1:off:10.0.2.3:10.0.2.4:10.0.2.5",
			IPC_DHCP, &sp, &why) == 0, "all ten fields");
	is_str(ip(sp.addr), "10.0.2.15", "client");
	is_str(ip(sp.server), "10.0.2.2", "server");
	is_str(ip(sp.gateway), "10.0.2.1", "gateway");
	is_str(ip(sp.netmask), "255.255.255.0", "netmask");
	is_str(sp.hostname, "box", "hostname before the first dot");
	is_str(sp.nisdomain, "nis.example", "NIS domain after it");
	is_str(sp.dev, "eth1", "device");
	is_int(sp.proto, 0, "static");
	ok(!sp.off, "an address with autoconf off is static, not off");
	is_str(ip(sp.dns[0]), "10.0.2.3", "dns0");
	is_str(ip(sp.dns[1]), "10.0.2.4", "dns1");
	is_str(ip(sp.ntp), "10.0.2.5", "ntp0");

	ok(ipspec_parse("10.1.2.3::::::", IPC_DHCP, &sp, &why) == 0 &&
	   !strcmp(ip(sp.netmask), "255.0.0.0"), "class A netmask derived");
	ok(ipspec_parse("172.16.0.9:", IPC_DHCP, &sp, &why) == 0 &&
	   !strcmp(ip(sp.netmask), "255.255.0.0"), "class B netmask derived");
	ok(ipspec_parse("192.168.7.9:::::eth0", IPC_DHCP, &sp, &why) == 0 &&
	   !strcmp(ip(sp.netmask), "255.255.255.0") && sp.proto == 0,
	   "class C, static with the autoconf field empty");
	ok(ipspec_parse(":::::eth2:dhcp", 0, &sp, &why) == 0 &&
	   sp.proto == IPC_DHCP && !strcmp(sp.dev, "eth2"),
	   "device and autoconf only");
	ok(ipspec_parse("::::myhost::", IPC_BOOTP, &sp, &why) == 0 &&
	   sp.proto == IPC_BOOTP && !strcmp(sp.hostname, "myhost"),
	   "a hostname alone: autoconfiguration with the default");
	ok(ipspec_parse(":::::eth0:none", IPC_DHCP, &sp, &why) == 0 && sp.off,
	   "no address and none: nothing");
	ok(ipspec_parse("eth3:dhcp", 0, &sp, &why) == 0 &&
	   !strcmp(sp.dev, "eth3") && sp.proto == IPC_DHCP,
	   "dracut's ip=<dev>:dhcp");
	ok(ipspec_parse("eth0:auto6", 0, &sp, &why) == 0 &&
	   sp.proto == IPC_AUTO6, "dracut's ip=<dev>:auto6");
	ok(ipspec_parse("dhcp,1,myclient", 0, &sp, &why) == 0 &&
	   sp.proto == IPC_DHCP && sp.clientid_len == 9 &&
	   sp.clientid[0] == 1 && !memcmp(sp.clientid + 1, "myclient", 8),
	   "ip=dhcp,client-id-type,client-id-value");
	ok(ipspec_parse("dhcp,x", 0, &sp, &why) == -1, "a bad client id");
	ok(ipspec_parse("10.0.2:", 0, &sp, &why) == -1 &&
	   !strcmp(why, "the client address is not an IPv4 address"), "a short address is refused");
	ok(ipspec_parse("1.2.3.4:x.y.z.w", 0, &sp, &why) == -1 &&
	   !strcmp(why, "the server address is not an IPv4 address"), "a bad server address");
	ok(ipspec_parse(":::::waytoolongdevicename0:", 0, &sp, &why) == -1,
	   "a device name too long");
	{
		char big[600];

		memset(big, 'h', sizeof(big));
		memcpy(big, "::::", 4);
		big[sizeof(big) - 1] = 0;
		ok(ipspec_parse(big, 0, &sp, &why) == -1, "a field too long");
	}
}

/* A server's reply, made by hand (not with dhcp_build). */
struct pkt {
	uint8_t b[1500];
	size_t len;
	uint8_t *o;		/* where the next option goes */
};

static const uint8_t mac[6] = { 0x52, 0x54, 0, 0x12, 0x34, 0x56 };

static void reply_begin(struct pkt *p, uint32_t xid, int type)
{
	uint8_t *b = p->b + 28;

	memset(p, 0, sizeof(*p));
	b[0] = 2;
	b[1] = 1;
	b[2] = 6;
	b[4] = xid >> 24;
	b[5] = xid >> 16;
	b[6] = xid >> 8;
	b[7] = xid;
	b[16] = 10; b[17] = 0; b[18] = 2; b[19] = 15;	/* yiaddr */
	b[20] = 10; b[21] = 0; b[22] = 2; b[23] = 2;	/* siaddr */
	memcpy(b + 28, mac, 6);
	strcpy((char *)b + 108, "pxelinux.0");
	memcpy(b + 236, "\x63\x82\x53\x63", 4);
	p->o = b + 240;
	if (type) {
		*p->o++ = 53;
		*p->o++ = 1;
		*p->o++ = (uint8_t)type;
	}
}

static void add(struct pkt *p, int code, const void *data, size_t n)
{
	*p->o++ = (uint8_t)code;
	*p->o++ = (uint8_t)n;
	memcpy(p->o, data, n);
	p->o += n;
}

static void reply_end(struct pkt *p)
{
	uint8_t *b = p->b;
	size_t ulen;

	*p->o++ = 255;
	p->len = (size_t)(p->o - b);
	if (p->len < 28 + 300)
		p->len = 28 + 300;
	ulen = p->len - 20;
	b[0] = 0x45;
	b[2] = p->len >> 8;
	b[3] = p->len;
	b[8] = 64;
	b[9] = 17;
	b[12] = 10; b[13] = 0; b[14] = 2; b[15] = 2;
	memset(b + 16, 0xff, 4);
	{
		uint16_t s = ~ip_fold(ip_sum(0, b, 20));

		b[10] = s >> 8;
		b[11] = s;
	}
	b[20] = 0; b[21] = 67; b[22] = 0; b[23] = 68;
	b[24] = ulen >> 8;
	b[25] = ulen;
}

static void test_dhcp(void)
{
	struct dhcp_match m = { 0x12345678, { 0 }, 67, 68 };
	struct dhcp_req q;
	struct dhcp_reply r;
	struct pkt p, p2;
	uint8_t buf[1024];
	const char *why = "";
	size_t n, i;
	int bad;

	memcpy(m.mac, mac, 6);
	memset(&q, 0, sizeof(q));
	q.type = DHCPDISCOVER;
	q.xid = 0x12345678;
	memcpy(q.mac, mac, 6);
	q.sport = 68;
	q.dport = 67;
	q.hostname = "box";
	q.vendor = "kinit-test";
	n = dhcp_build(buf, sizeof(buf), &q);
	ok(n >= 328, "a DISCOVER is at least 300 bytes of BOOTP (%zu)", n);
	ok(ip_fold(ip_sum(0, buf, 20)) == 0xffff, "its IP checksum is right");
	{
		uint32_t s = ip_sum(0, buf + 12, 8) + 17 + (n - 20);

		ok(ip_fold(ip_sum(s, buf + 20, n - 20)) == 0xffff,
		   "its UDP checksum is right");
	}
	ok(buf[28 + 10] == 0x80, "the broadcast flag is set");
	ok(!memcmp(buf + 28 + 236, "\x63\x82\x53\x63", 4), "the magic cookie");
	ok(memmem(buf + 28 + 240, n - 268, "\x35\x01\x01", 3) != NULL,
	   "option 53 says DISCOVER");
	ok(memmem(buf, n, "\x3c\x0a" "kinit-test", 12) != NULL,
	   "the vendor class is option 60");
	ok(memmem(buf, n, "\x0c\x03" "box", 5) != NULL, "the hostname is option 12");
	{
		const uint8_t *pl = memmem(buf + 268, n - 268, "\x37", 1);
		int has121 = 0, k;

		for (k = 0; pl && k < pl[1]; k++)
			has121 |= pl[2 + k] == 121;
		ok(pl && has121, "the parameter list asks for option 121");
	}
	ok(dhcp_build(buf, 100, &q) == 0, "too small a buffer: 0");
	q.type = 0;
	n = dhcp_build(buf, sizeof(buf), &q);
	ok(n && !memmem(buf + 268, n - 268, "\x35\x01", 2),
	   "a BOOTP request has no message type");

	/* A full offer. */
	reply_begin(&p, 0x12345678, DHCPOFFER);
	add(&p, 1, "\xff\xff\xff\x00", 4);
	add(&p, 3, "\x0a\x00\x02\x01\x0a\x00\x02\x09", 8);
	add(&p, 6, "\x0a\x00\x02\x03\x0a\x00\x02\x04\x0a\x00\x02\x05", 12);
	add(&p, 12, "guest", 5);
	add(&p, 15, "example.test", 12);
	add(&p, 17, "/srv/root", 9);
	add(&p, 26, "\x05\xdc", 2);
	add(&p, 28, "\x0a\x00\x02\xff", 4);
	add(&p, 40, "nis.test", 8);
	add(&p, 42, "\x0a\x00\x02\x07", 4);
	add(&p, 51, "\x00\x00\x0e\x10", 4);
	add(&p, 54, "\x0a\x00\x02\x02", 4);
	/* search: a.example.test, b.example.test (compressed) */
	add(&p, 119, "\x01" "a\x07" "example\x04" "test\x00\x01" "b\xc0\x02", 20);
	reply_end(&p);
	ok(dhcp_parse(p.b, p.len, &m, &r, &why) == 0, "an OFFER parses (%s)", why);
	is_int(r.type, DHCPOFFER, "its type");
	is_str(ip(r.l.addr), "10.0.2.15", "yiaddr");
	is_str(ip(r.l.server), "10.0.2.2", "siaddr");
	is_str(ip(r.server_id), "10.0.2.2", "option 54");
	is_str(ip(r.l.netmask), "255.255.255.0", "option 1");
	is_str(ip(r.l.gateway), "10.0.2.1", "option 3, the first router");
	is_str(ip(r.l.dns[0]), "10.0.2.3", "option 6, first");
	is_str(ip(r.l.dns[1]), "10.0.2.4", "option 6, second");
	is_str(r.l.hostname, "guest", "option 12");
	is_str(r.l.dnsdomain, "example.test", "option 15");
	is_str(r.l.rootpath, "/srv/root", "option 17");
	is_int((int)r.l.mtu, 1500, "option 26");
	is_str(ip(r.l.broadcast), "10.0.2.255", "option 28");
	is_str(r.l.nisdomain, "nis.test", "option 40");
	is_str(ip(r.l.ntp), "10.0.2.7", "option 42");
	is_int((int)r.l.lease_time, 3600, "option 51");
	is_str(r.l.domainsearch, "a.example.test. b.example.test.",
	       "option 119 with a compression pointer");
	is_str(r.l.filename, "pxelinux.0", "the file field");

	/* RFC 3442 routes: 0/0 via .1, 10.9/16 via .254, 10.0.2.128/25. */
	reply_begin(&p2, 0x12345678, DHCPACK);
	add(&p2, 3, "\x0a\x00\x02\x09", 4);
	add(&p2, 121, "\x00\x0a\x00\x02\x01"
		      "\x10\x0a\x09\x0a\x00\x02\xfe"
		      "\x19\x0a\x00\x02\x80\x0a\x00\x02\x01", 21);
	reply_end(&p2);
	ok(dhcp_parse(p2.b, p2.len, &m, &r, &why) == 0, "an ACK with routes");
	is_int(r.l.nroutes, 3, "three classless routes");
	is_int(r.l.routes[1].width, 16, "the second is a /16");
	is_str(ip(r.l.routes[1].dest), "10.9.0.0", "... to 10.9.0.0");
	is_str(ip(r.l.routes[1].gateway), "10.0.2.254", "... via 10.0.2.254");
	is_str(ip(r.l.routes[2].dest), "10.0.2.128", "a /25");
	is_str(ip(r.l.gateway), "10.0.2.1",
	       "the 0/0 route replaces option 3 (RFC 3442)");

	reply_begin(&p2, 0x12345678, DHCPACK);
	add(&p2, 121, "\x21\x0a\x00\x02\x01\x00\x00\x00\x00\x00", 10);
	reply_end(&p2);
	ok(dhcp_parse(p2.b, p2.len, &m, &r, &why) == 0 && r.l.nroutes == 0,
	   "a route wider than 32 bits is dropped");
	reply_begin(&p2, 0x12345678, DHCPACK);
	add(&p2, 121, "\x18\x0a\x00\x02\x0a", 5);
	reply_end(&p2);
	ok(dhcp_parse(p2.b, p2.len, &m, &r, &why) == 0 && r.l.nroutes == 0,
	   "a truncated route is dropped");

	/* Option overload: the file field holds options. */
	reply_begin(&p2, 0x12345678, DHCPACK);
	add(&p2, 52, "\x01", 1);
	reply_end(&p2);
	memcpy(p2.b + 28 + 108, "\x11\x04/ovl\xff", 7);
	{
		uint16_t s;

		p2.b[10] = p2.b[11] = 0;
		s = ~ip_fold(ip_sum(0, p2.b, 20));
		p2.b[10] = s >> 8;
		p2.b[11] = s;
	}
	ok(dhcp_parse(p2.b, p2.len, &m, &r, &why) == 0 &&
	   !strcmp(r.l.rootpath, "/ovl") && !r.l.filename[0],
	   "option 52: options in the file field");

	/* A plain BOOTP reply: no cookie at all. */
	reply_begin(&p2, 0x12345678, 0);
	reply_end(&p2);
	memset(p2.b + 28 + 236, 0, 5);
	ok(dhcp_parse(p2.b, p2.len, &m, &r, &why) == 0 && r.type == 0 &&
	   !strcmp(ip(r.l.addr), "10.0.2.15"), "a BOOTP reply without options");

	/* What must be dropped. */
	m.xid = 0x12345679;
	ok(dhcp_parse(p.b, p.len, &m, &r, &why) == -1 && strstr(why, "xid"),
	   "the wrong xid is dropped (%s)", why);
	m.xid = 0x12345678;
	m.mac[5] = 0x57;
	ok(dhcp_parse(p.b, p.len, &m, &r, &why) == -1 && strstr(why, "MAC"),
	   "another MAC is dropped (%s)", why);
	m.mac[5] = 0x56;
	m.sport = 1067;
	ok(dhcp_parse(p.b, p.len, &m, &r, &why) == -1 && strstr(why, "port"),
	   "the wrong port is dropped (%s)", why);
	m.sport = 67;
	p.b[10] ^= 1;
	ok(dhcp_parse(p.b, p.len, &m, &r, &why) == -1 && strstr(why, "checksum"),
	   "a bad IP checksum is dropped");
	p.b[10] ^= 1;
	for (bad = 0, i = 0; i < p.len; i++)
		if (dhcp_parse(p.b, i, &m, &r, &why) != -1)
			bad++;
	is_int(bad, 0, "every truncation of the offer is dropped");
	{
		/* the options run past the UDP length */
		struct pkt t = p;

		t.b[28 + 240 + 4] = 200;
		ok(dhcp_parse(t.b, t.len, &m, &r, &why) == -1,
		   "an option longer than the packet is dropped");
	}
	{
		/* a UDP length beyond the IP length */
		struct pkt t = p;

		t.b[24] = 0x7f;
		ok(dhcp_parse(t.b, t.len, &m, &r, &why) == -1,
		   "a UDP length beyond the packet is dropped");
	}
	{
		uint8_t *big = malloc(70000);

		memset(big, 0, 70000);
		memcpy(big, p.b, p.len);
		ok(dhcp_parse(big, 70000, &m, &r, &why) == 0,
		   "trailing bytes after the IP length are ignored");
		free(big);
	}
}

static void test_names(void)
{
	char out[64];

	ok(dns_names((const uint8_t *)"\x01" "a\x00", 3, 1, out, sizeof(out)) == 0 &&
	   !strcmp(out, "a."), "one name");
	ok(dns_names((const uint8_t *)"\xc0\x00", 2, 1, out, sizeof(out)) == -1,
	   "a pointer to itself is refused");
	ok(dns_names((const uint8_t *)"\x01" "a\xc0\x00", 4, 1, out, sizeof(out)) == -1,
	   "a loop through a pointer is refused");
	ok(dns_names((const uint8_t *)"\x05" "ab", 3, 1, out, sizeof(out)) == -1,
	   "a label past the end is refused");
	ok(dns_names((const uint8_t *)"\x01" "a\xc0\x00", 4, 0, out, sizeof(out)) == -1,
	   "no pointers where compression is not allowed");
	ok(dns_names((const uint8_t *)"\x02" "a\n\x00", 4, 0, out, sizeof(out)) == -1,
	   "control characters are refused");
	ok(dns_names((const uint8_t *)"\x08" "abcdefgh\x00", 10, 0, out, 6) == -1,
	   "a name longer than the buffer is refused");
}

static void test_conf(void)
{
	struct ipconfig_lease l;
	char dir[] = "/tmp/ipconfig-test.XXXXXX", path[64], buf[2048];
	FILE *f;
	size_t n;

	memset(&l, 0, sizeof(l));
	strcpy(l.dev, "eth0");
	strcpy(l.proto, "dhcp");
	inet_aton("10.0.2.15", &l.addr);
	inet_aton("10.0.2.255", &l.broadcast);
	inet_aton("255.255.255.0", &l.netmask);
	inet_aton("10.0.2.2", &l.gateway);
	inet_aton("10.0.2.3", &l.dns[0]);
	inet_aton("10.0.2.2", &l.server);
	strcpy(l.hostname, "it's!");
	strcpy(l.dnsdomain, "example.test");
	strcpy(l.filename, "pxelinux.0");
	strcpy(l.domainsearch, "a.test. b.test.");
	l.lease_time = 86400;
	ok(mkdtemp(dir) != NULL, "a scratch folder");
	ok(conf_write(dir, &l, 12) == 0, "conf_write");
	snprintf(path, sizeof(path), "%s/net-eth0.conf", dir);
	f = fopen(path, "r");
	n = f ? fread(buf, 1, sizeof(buf) - 1, f) : 0;
	buf[n] = 0;
	if (f)
		fclose(f);
	/* Debian's ipconfig writes these lines, in this order. */
	is_str(buf,
	       "DEVICE='eth0'\n"
	       "PROTO='dhcp'\n"
	       "IPV4ADDR='10.0.2.15'\n"
	       "IPV4BROADCAST='10.0.2.255'\n"
	       "IPV4NETMASK='255.255.255.0'\n"
	       "IPV4GATEWAY='10.0.2.2'\n"
	       "IPV4DNS0='10.0.2.3'\n"
	       "IPV4DNS1='0.0.0.0'\n"
	       "HOSTNAME='it'\\''s'\\!''\n"
	       "DNSDOMAIN='example.test'\n"
	       "NISDOMAIN=''\n"
	       "ROOTSERVER='10.0.2.2'\n"
	       "ROOTPATH=''\n"
	       "filename='pxelinux.0'\n"
	       "UPTIME='12'\n"
	       "DHCPLEASETIME='86400'\n"
	       "DOMAINSEARCH='a.test. b.test.'\n", "the conf file, quoted as Debian quotes");
	unlink(path);
	rmdir(dir);
}

static void test_ra(void)
{
	uint8_t ra[128];
	struct ra_info r;
	const char *why = "";
	char buf[64];
	size_t n = 0, i;
	int bad;

	memset(ra, 0, sizeof(ra));
	ra[0] = 134;
	ra[4] = 64;
	ra[5] = 0x40;			/* O: other configuration */
	ra[6] = 0x07;
	ra[7] = 0x08;			/* router lifetime 1800 s */
	n = 16;
	/* prefix fd00:77::/64, on-link and autonomous */
	ra[n] = 3; ra[n + 1] = 4; ra[n + 2] = 64; ra[n + 3] = 0xc0;
	ra[n + 7] = 100;		/* valid lifetime */
	ra[n + 16] = 0xfd; ra[n + 18] = 0; ra[n + 19] = 0x77;
	n += 32;
	ra[n] = 5; ra[n + 1] = 1; ra[n + 6] = 0x05; ra[n + 7] = 0xdc;
	n += 8;
	ra[n] = 25; ra[n + 1] = 3; ra[n + 7] = 60;
	ra[n + 8] = 0xfd; ra[n + 11] = 0x77; ra[n + 23] = 1;
	n += 24;
	ra[n] = 31; ra[n + 1] = 3; ra[n + 7] = 60;
	memcpy(ra + n + 8, "\x02v6\x04test\x00", 9);
	n += 24;
	ok(ra_parse(ra, n, &r, &why) == 0, "a router advertisement parses");
	is_int(r.lifetime, 1800, "its router lifetime");
	ok(r.other && !r.managed, "the O and M flags");
	ok(r.have_prefix && r.prefix_len == 64, "an autonomous /64 prefix");
	is_str(inet_ntop(AF_INET6, &r.prefix, buf, sizeof(buf)), "fd00:77::",
	       "the prefix");
	is_int((int)r.mtu, 1500, "the MTU option");
	is_int(r.ndns, 1, "one RDNSS address");
	is_str(inet_ntop(AF_INET6, &r.dns[0], buf, sizeof(buf)), "fd00:77::1",
	       "the name server");
	is_str(r.search, "v6.test.", "the DNSSL search list");
	for (bad = 0, i = 0; i < n; i++)
		if (ra_parse(ra, i, &r, &why) == 0 && i < 16)
			bad++;
	is_int(bad, 0, "an advertisement shorter than its header is dropped");
	ra[17] = 0;
	ok(ra_parse(ra, n, &r, &why) == -1, "an option of length 0 is dropped");
	ra[17] = 40;
	ok(ra_parse(ra, n, &r, &why) == -1, "an option past the end is dropped");
	ra[17] = 4;
	ra[19] = 0x80;
	ok(ra_parse(ra, n, &r, &why) == 0 && !r.have_prefix,
	   "a prefix without the A flag is no SLAAC prefix");
	ra[0] = 133;
	ok(ra_parse(ra, n, &r, &why) == -1, "a solicitation is no advertisement");
}

static void test_dhcp6(void)
{
	static const uint8_t other[6] = { 2, 0, 0, 0, 0, 1 };
	struct dhcp6_req q;
	struct dhcp6_reply r;
	struct in6_addr a;
	uint8_t buf[512], m[512];
	const char *why = "";
	char txt[64];
	size_t n, k, i;
	int bad;

	memset(&q, 0, sizeof(q));
	q.type = DHCP6_SOLICIT;
	q.xid = 0xabcdef;
	memcpy(q.mac, mac, 6);
	q.iaid = 2;
	n = dhcp6_build(buf, sizeof(buf), &q);
	ok(n > 4 && buf[0] == 1 && buf[1] == 0xab && buf[3] == 0xef,
	   "a SOLICIT with its transaction id");
	ok(memmem(buf, n, "\x00\x01\x00\x0a\x00\x03\x00\x01\x52\x54", 10) != NULL,
	   "its client DUID is DUID-LL of the MAC");
	ok(memmem(buf, n, "\x00\x06\x00\x04\x00\x17\x00\x18", 8) != NULL,
	   "it asks for options 23 and 24");
	ok(dhcp6_build(buf, 20, &q) == 0, "too small a buffer: 0");

	/* A server's ADVERTISE, as the parser sees it. */
	k = 0;
	m[k++] = DHCP6_ADVERTISE;
	m[k++] = 0xab; m[k++] = 0xcd; m[k++] = 0xef;
	memcpy(m + k, "\x00\x01\x00\x0a\x00\x03\x00\x01", 8);
	memcpy(m + k + 8, mac, 6);
	k += 14;
	memcpy(m + k, "\x00\x02\x00\x04\x00\x03\x00\x01", 8);
	k += 8;
	inet_pton(AF_INET6, "fd00:77::150", &a);
	memcpy(m + k, "\x00\x03\x00\x28\x00\x00\x00\x02"
		      "\x00\x00\x00\x00\x00\x00\x00\x00"
		      "\x00\x05\x00\x18", 20);
	memcpy(m + k + 20, &a, 16);
	memcpy(m + k + 36, "\x00\x00\x0e\x10\x00\x00\x0e\x10", 8);
	k += 44;
	inet_pton(AF_INET6, "fd00:77::1", &a);
	memcpy(m + k, "\x00\x17\x00\x10", 4);
	memcpy(m + k + 4, &a, 16);
	k += 20;
	memcpy(m + k, "\x00\x18\x00\x09\x02v6\x04test\x00", 13);
	k += 13;
	ok(dhcp6_parse(m, k, 0xabcdef, mac, &r, &why) == 0,
	   "an ADVERTISE parses (%s)", why);
	is_int(r.type, DHCP6_ADVERTISE, "its type");
	ok(r.have_addr && r.valid == 3600, "an address with its lifetime");
	is_str(inet_ntop(AF_INET6, &r.addr, txt, sizeof(txt)), "fd00:77::150",
	       "the address of the IA_NA");
	is_int((int)r.server_duid_len, 4, "the server DUID");
	is_int(r.ndns, 1, "option 23");
	is_str(r.domainsearch, "v6.test.", "option 24");
	ok(dhcp6_parse(m, k, 0xabcdee, mac, &r, &why) == -1 && strstr(why, "xid"),
	   "another transaction is dropped");
	ok(dhcp6_parse(m, k, 0xabcdef, other, &r, &why) == -1 &&
	   strstr(why, "DUID"), "a reply for another client is dropped");
	/* Cut anywhere but between two options, it is malformed. */
	for (bad = 0, i = 0; i < k; i++)
		if (i != 4 && i != 18 && i != 26 && i != 70 && i != 90 &&
		    dhcp6_parse(m, i, 0xabcdef, mac, &r, &why) != -1)
			bad++;
	is_int(bad, 0, "every truncation inside an option is dropped");
	m[4 + 14 + 8 + 3] = 0xff;	/* the IA_NA's length */
	ok(dhcp6_parse(m, k, 0xabcdef, mac, &r, &why) == -1,
	   "an IA_NA past the end is dropped");
}

int main(void)
{
	test_ipspec();
	test_dhcp();
	test_names();
	test_conf();
	test_ra();
	test_dhcp6();
	return done();
}
