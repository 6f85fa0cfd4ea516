#ifndef FONTSCALE_ICU_H
#define FONTSCALE_ICU_H
#include <stdint.h>

// ICU's break iterators and bidi levels behind plain C types, over the Swift toolchain's ICU
// (lib_FoundationICU, whose entry points carry a "swift_" prefix: swift_ubrk_open). ICU's types
// stay in icu.c: Foundation's _FoundationICU module declares them too, and the two would clash
// in one Swift module.

/// An opaque ICU break iterator.
typedef struct fontscale_icu_breaker fontscale_icu_breaker;

/// A line break iterator (UAX #14 with ICU's dictionaries) for `locale` ("" for the root rules); NULL on failure.
fontscale_icu_breaker *fontscale_icu_line_breaker(const char *locale);
/// An extended grapheme cluster iterator; NULL on failure.
fontscale_icu_breaker *fontscale_icu_character_breaker(void);
/// Closes an iterator.
void fontscale_icu_close(fontscale_icu_breaker *breaker);
/// Sets the UTF-16 text to iterate over (kept by reference: it must outlive the iteration); 0 on success.
int fontscale_icu_set_text(fontscale_icu_breaker *breaker, const uint16_t *text, int32_t length);
/// The next boundary after the current one, -1 when there is none.
int32_t fontscale_icu_next(fontscale_icu_breaker *breaker);
/// Whether the boundary last returned is a mandatory (hard) line break.
int fontscale_icu_is_hard_break(fontscale_icu_breaker *breaker);
/// The Unicode Bidirectional Algorithm (UAX #9) over one paragraph of UTF-16 `text`: writes each
/// code unit's resolved embedding level into `levels` (`length` bytes) and returns the paragraph's
/// level (0 left to right, 1 right to left), or -1 on failure. `paragraph_level` is 0 or 1 to
/// set the base direction, or 2 to take it from the first strong character (left to right when
/// there is none), as UIKit's natural alignment does.
int fontscale_icu_bidi_levels(const uint16_t *text, int32_t length, int paragraph_level, uint8_t *levels);
/// Writes the ICU version ("76.1") into `buffer` (at least 20 bytes).
void fontscale_icu_version(char *buffer);
#endif
