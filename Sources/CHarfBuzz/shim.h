#ifndef FONTSCALE_CHARFBUZZ_SHIM_H
#define FONTSCALE_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#include <hb-subset.h>

// HB_TAG and HB_FEATURE_GLOBAL_END are macros Swift does not import.
static inline hb_tag_t fontscale_hb_tag(const char *tag) { return hb_tag_from_string(tag, 4); }
static inline unsigned int fontscale_hb_feature_global_end(void) { return HB_FEATURE_GLOBAL_END; }
#endif
