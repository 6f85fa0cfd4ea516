#ifndef FONTSCALE_CFREETYPE_SHIM_H
#define FONTSCALE_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MULTIPLE_MASTERS_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H

// Function-like macros are not imported by Swift: wrap the ones fontscale uses.
static inline int fontscale_ft_has_multiple_masters(FT_Face face) { return FT_HAS_MULTIPLE_MASTERS(face) ? 1 : 0; }
static inline int fontscale_ft_is_scalable(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }
#endif
