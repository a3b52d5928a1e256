/* SPDX-License-Identifier: MIT */
/* xdr.c: encoding and decoding the XDR items the RPC client needs. */
#include <string.h>
#include "nfsmount.h"

void xdr_init(struct xdr *x, void *buf, size_t len)
{
	x->buf = buf;
	x->len = len;
	x->pos = 0;
	x->bad = 0;
}

/* Whether n more bytes fit; marks the cursor bad when not. */
static int room(struct xdr *x, size_t n)
{
	if (x->bad || n > x->len - x->pos) {
		x->bad = 1;
		return 0;
	}
	return 1;
}

void xdr_put_u32(struct xdr *x, uint32_t v)
{
	if (!room(x, 4))
		return;
	x->buf[x->pos] = (uint8_t)(v >> 24);
	x->buf[x->pos + 1] = (uint8_t)(v >> 16);
	x->buf[x->pos + 2] = (uint8_t)(v >> 8);
	x->buf[x->pos + 3] = (uint8_t)v;
	x->pos += 4;
}

void xdr_put_opaque(struct xdr *x, const void *p, size_t n)
{
	size_t pad = (4 - (n & 3)) & 3;

	if (n > 0xffffffffUL || n > (size_t)-1 - pad) {
		x->bad = 1;
		return;
	}
	xdr_put_u32(x, (uint32_t)n);
	if (!room(x, n + pad))
		return;
	memcpy(x->buf + x->pos, p, n);
	memset(x->buf + x->pos + n, 0, pad);
	x->pos += n + pad;
}

uint32_t xdr_get_u32(struct xdr *x)
{
	const uint8_t *p;

	if (!room(x, 4))
		return 0;
	p = x->buf + x->pos;
	x->pos += 4;
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
		(uint32_t)p[2] << 8 | p[3];
}

const uint8_t *xdr_get_opaque(struct xdr *x, size_t max, size_t *n)
{
	uint32_t len = xdr_get_u32(x);
	size_t padded;
	const uint8_t *p;

	*n = 0;
	if (x->bad)
		return NULL;
	/* Checked before the padding is added, so it cannot wrap. */
	if (len > max || len > x->len - x->pos) {
		x->bad = 1;
		return NULL;
	}
	padded = (size_t)len + ((4 - (len & 3)) & 3);
	if (!room(x, padded))
		return NULL;
	p = x->buf + x->pos;
	x->pos += padded;
	*n = len;
	return p;
}
