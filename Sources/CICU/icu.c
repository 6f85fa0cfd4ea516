#include "fontscale_icu.h"
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <string.h>
#include <unicode/uversion.h>

fontscale_icu_breaker *fontscale_icu_line_breaker(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, NULL, 0, &status);
    return U_FAILURE(status) ? NULL : (fontscale_icu_breaker *)iterator;
}

fontscale_icu_breaker *fontscale_icu_character_breaker(void) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_CHARACTER, "", NULL, 0, &status);
    return U_FAILURE(status) ? NULL : (fontscale_icu_breaker *)iterator;
}

void fontscale_icu_close(fontscale_icu_breaker *breaker) { ubrk_close((UBreakIterator *)breaker); }

int fontscale_icu_set_text(fontscale_icu_breaker *breaker, const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText((UBreakIterator *)breaker, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return 1;
    ubrk_first((UBreakIterator *)breaker);
    return 0;
}

int32_t fontscale_icu_next(fontscale_icu_breaker *breaker) {
    int32_t next = ubrk_next((UBreakIterator *)breaker);
    return next == UBRK_DONE ? -1 : next;
}

int fontscale_icu_is_hard_break(fontscale_icu_breaker *breaker) {
    int32_t status = ubrk_getRuleStatus((UBreakIterator *)breaker);
    return status >= UBRK_LINE_HARD && status < UBRK_LINE_HARD_LIMIT;
}

void fontscale_icu_version(char *buffer) {
    UVersionInfo version;
    u_getVersion(version);
    u_versionToString(version, buffer);
}

int fontscale_icu_bidi_levels(const uint16_t *text, int32_t length, int paragraph_level, uint8_t *levels) {
    if (length <= 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) return -1;
    UBiDiLevel level = paragraph_level == 0 ? 0 : paragraph_level == 1 ? 1 : UBIDI_DEFAULT_LTR;
    ubidi_setPara(bidi, (const UChar *)text, length, level, NULL, &status);
    int result = -1;
    if (U_SUCCESS(status)) {
        const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
        if (U_SUCCESS(status)) {
            memcpy(levels, resolved, (size_t)length);
            result = ubidi_getParaLevel(bidi) & 1;
        }
    }
    ubidi_close(bidi);
    return result;
}
