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
#define deflateSetDictionary	k_deflateSetDictionary
#define deflateParams	k_deflateParams
#define inflateSetDictionary	k_inflateSetDictionary
#define inflateGetDictionary	k_inflateGetDictionary
#define inflateSync	k_inflateSync
#define deflateInit_	k_deflateInit_
#define deflateInit2_	k_deflateInit2_
#define inflateInit_	k_inflateInit_
#define inflateInit2_	k_inflateInit2_
#define compress	k_compress
#define compress2	k_compress2
#define compressBound	k_compressBound
#define uncompress	k_uncompress
#define uncompress2	k_uncompress2
#define zlibCompileFlags	k_zlibCompileFlags
#define crc32_combine	k_crc32_combine
#define adler32_combine	k_adler32_combine
