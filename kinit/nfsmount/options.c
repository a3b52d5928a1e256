/* SPDX-License-Identifier: MIT */
/* options.c: NFS mount options as nfs(5) and nfsroot.rst spell them. */
#include <stdio.h>
#include <string.h>
#include "nfsmount.h"

void nfs_opts_init(struct nfs_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->vers = 3;
	o->minor = -1;
	o->tcp = 1;
	o->mount_tcp = -1;
	o->acregmin = 3;
	o->acregmax = 60;
	o->acdirmin = 30;
	o->acdirmax = 60;
	o->lock = -1;
	o->ac = 1;
	o->cto = 1;
	o->ro = -1;
	o->retry = -1;
}

/* A decimal number up to max; 0, or -1 when it is not one. */
static int number(const char *s, unsigned int max, unsigned int *v)
{
	unsigned long long n = 0;

	if (!*s)
		return -1;
	for (; *s; s++) {
		if (*s < '0' || *s > '9')
			return -1;
		n = n * 10 + (unsigned int)(*s - '0');
		if (n > max)
			return -1;
	}
	*v = (unsigned int)n;
	return 0;
}

static int proto(const char *v, int *tcp)
{
	if (!strcmp(v, "tcp"))
		*tcp = 1;
	else if (!strcmp(v, "udp"))
		*tcp = 0;
	else
		return -1;
	return 0;
}

static int version(struct nfs_opts *o, const char *v)
{
	if (!strcmp(v, "3")) {
		o->vers = 3;
	} else if (!strcmp(v, "4")) {
		o->vers = 4;
		o->minor = -1;
	} else if (!strncmp(v, "4.", 2) && v[2] >= '0' && v[2] <= '2' &&
		   !v[3]) {
		o->vers = 4;
		o->minor = v[2] - '0';
	} else {
		return -1;
	}
	return 0;
}

/* Options nfs(5) knows that change nothing for a mount made here. */
static const char *const ignored[] = {
	"intr", "nointr", "posix", "noposix", "acl", "noacl", "broken_suid",
	"fg", "bg", "sharecache", "nosharecache", "rdirplus", "nordirplus",
	"resvport", "noresvport", "defaults", NULL
};

/* Numeric options, where they go and their largest value. */
static unsigned int *numeric(struct nfs_opts *o, const char *k,
			     unsigned int *max)
{
#define NUM(name, field, max) { name, offsetof(struct nfs_opts, field), max }
	static const struct {
		char name[10];
		unsigned char off;
		unsigned int max;
	} num[] = {
		NUM("port", port, 65535),
		NUM("mountport", mountport, 65535),
		NUM("rsize", rsize, 0xffffffffU),
		NUM("wsize", wsize, 0xffffffffU),
		NUM("timeo", timeo, 0xffffffffU),
		/* the kernel's limit for UDP's back-off */
		NUM("retrans", retrans, 63),
		NUM("acregmin", acregmin, 0xffffffffU),
		NUM("acregmax", acregmax, 0xffffffffU),
		NUM("acdirmin", acdirmin, 0xffffffffU),
		NUM("acdirmax", acdirmax, 0xffffffffU),
	};
#undef NUM
	size_t i;

	for (i = 0; i < sizeof(num) / sizeof(num[0]); i++)
		if (!strcmp(k, num[i].name)) {
			*max = num[i].max;
			return (unsigned int *)((char *)o + num[i].off);
		}
	return NULL;
}

static int one(struct nfs_opts *o, char *opt, char *err, size_t errlen)
{
	char *v = strchr(opt, '=');
	unsigned int n, max, *dst;
	int i;

	if (v)
		*v++ = 0;
	if (!v) {
		static const struct {
			const char *name;
			size_t off;
			int val;
		} fl[] = {
			{ "tcp", offsetof(struct nfs_opts, tcp), 1 },
			{ "udp", offsetof(struct nfs_opts, tcp), 0 },
			{ "hard", offsetof(struct nfs_opts, soft), 0 },
			{ "soft", offsetof(struct nfs_opts, soft), 1 },
			{ "lock", offsetof(struct nfs_opts, lock), 1 },
			{ "nolock", offsetof(struct nfs_opts, lock), 0 },
			{ "ac", offsetof(struct nfs_opts, ac), 1 },
			{ "noac", offsetof(struct nfs_opts, ac), 0 },
			{ "cto", offsetof(struct nfs_opts, cto), 1 },
			{ "nocto", offsetof(struct nfs_opts, cto), 0 },
			{ "ro", offsetof(struct nfs_opts, ro), 1 },
			{ "rw", offsetof(struct nfs_opts, ro), 0 },
		};

		for (i = 0; i < (int)(sizeof(fl) / sizeof(fl[0])); i++)
			if (!strcmp(opt, fl[i].name)) {
				*(int *)((char *)o + fl[i].off) = fl[i].val;
				return 0;
			}
		if (!strcmp(opt, "v3") || !strcmp(opt, "v4") ||
		    !strcmp(opt, "v4.0") || !strcmp(opt, "v4.1") ||
		    !strcmp(opt, "v4.2"))
			return version(o, opt + 1) ? -1 : 0;
		if (!strcmp(opt, "nfs4"))
			return version(o, "4");
		for (i = 0; ignored[i]; i++)
			if (!strcmp(opt, ignored[i]))
				return 0;
		snprintf(err, errlen, "%s: unknown option", opt);
		return -1;
	}
	if (!strcmp(opt, "vers") || !strcmp(opt, "nfsvers")) {
		if (version(o, v)) {
			snprintf(err, errlen, "%s=%s: only NFS versions 3, 4, "
				 "4.0, 4.1 and 4.2 are supported", opt, v);
			return -1;
		}
		return 0;
	}
	if (!strcmp(opt, "proto") || !strcmp(opt, "mountproto")) {
		if (proto(v, !strcmp(opt, "proto") ? &o->tcp : &o->mount_tcp)) {
			snprintf(err, errlen, "%s=%s: not tcp or udp", opt, v);
			return -1;
		}
		return 0;
	}
	if (!strcmp(opt, "sec")) {
		if (strcmp(v, "sys")) {
			snprintf(err, errlen,
				 "sec=%s: only sec=sys is supported", v);
			return -1;
		}
		return 0;
	}
	if (!strcmp(opt, "mountvers")) {
		if (strcmp(v, "3")) {
			snprintf(err, errlen, "mountvers=%s: only MOUNT "
				 "version 3 is supported", v);
			return -1;
		}
		return 0;
	}
	if (!strcmp(opt, "minorversion")) {
		if (number(v, 2, &n)) {
			snprintf(err, errlen,
				 "minorversion=%s: not 0, 1 or 2", v);
			return -1;
		}
		o->minor = (int)n;
		return 0;
	}
	if (!strcmp(opt, "actimeo")) {
		if (number(v, 0xffffffffU, &n))
			goto bad_number;
		o->acregmin = o->acregmax = o->acdirmin = o->acdirmax = n;
		return 0;
	}
	if (!strcmp(opt, "retry")) {
		/* nfs(5): minutes */
		if (number(v, 10000, &n))
			goto bad_number;
		o->retry = (int)n * 60;
		return 0;
	}
	if (!strcmp(opt, "namlen")) {
		if (number(v, 0xffffffffU, &n))
			goto bad_number;
		return 0;
	}
	dst = numeric(o, opt, &max);
	if (!dst) {
		snprintf(err, errlen, "%s=%s: unknown option", opt, v);
		return -1;
	}
	if (number(v, max, dst))
		goto bad_number;
	return 0;
bad_number:
	snprintf(err, errlen, "%s=%s: not a number within range", opt, v);
	return -1;
}

int nfs_opts_parse(struct nfs_opts *o, const char *s, char *err, size_t errlen)
{
	char buf[256], *p, *q;
	size_t n;

	if (!s)
		return 0;
	while (*s) {
		q = strchr(s, ',');
		n = q ? (size_t)(q - s) : strlen(s);
		if (n >= sizeof(buf)) {
			snprintf(err, errlen, "%.32s...: option too long", s);
			return -1;
		}
		memcpy(buf, s, n);
		buf[n] = 0;
		p = buf;
		if (*p && one(o, p, err, errlen))
			return -1;
		s += n;
		if (*s)
			s++;
	}
	return 0;
}
