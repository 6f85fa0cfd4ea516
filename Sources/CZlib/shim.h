#ifndef FONTSCALE_CZLIB_SHIM_H
#define FONTSCALE_CZLIB_SHIM_H
#include <zlib.h>
// deflateInit2 is a macro over deflateInit2_: wrap it for Swift. windowBits 15 writes a zlib
// stream, -15 raw deflate (the PNG encoder's independent segments).
static inline int fontscale_deflate_init(z_streamp stream, int level, int windowBits, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, windowBits, 8, strategy);
}
// inflateInit is a macro too: the benchmark's deflate floor reads PNG data back.
static inline int fontscale_inflate_init(z_streamp stream) {
    return inflateInit(stream);
}
#endif
