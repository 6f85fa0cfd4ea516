#ifndef FONTSCALE_CZLIB_SHIM_H
#define FONTSCALE_CZLIB_SHIM_H
#include <zlib.h>
// deflateInit2 is a macro over deflateInit2_: wrap it for Swift.
static inline int fontscale_deflate_init(z_streamp stream, int level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, 15, 8, strategy);
}
#endif
