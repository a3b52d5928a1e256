/* SPDX-License-Identifier: MIT */
/*
 * krename.h: forced into every file of a host build of klibc/zlib, so
 * that its functions sit next to the host's zlib under other names
 * (k_inflate, ...) and can be compared with it in one program.
 */
#define zlibVersion	k_zlibVersion
#define zError		k_zError
#define deflateInit2	k_deflateInit2
#define deflate		k_deflate
#define deflateEnd	k_deflateEnd
#define deflateReset	k_deflateReset
#define deflateBound	k_deflateBound
#define inflateInit2	k_inflateInit2
#define inflate		k_inflate
#define inflateEnd	k_inflateEnd
#define inflateReset	k_inflateReset
#define adler32		k_adler32
#define crc32		k_crc32
