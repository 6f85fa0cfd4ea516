#include "fontscale_icu.h"
#include <string.h>

// The Swift toolchain's own ICU (76, with the break dictionaries for Thai, Lao, Khmer, Myanmar and
// CJK built in), which Foundation links on every platform as lib_FoundationICU: shared in a
// development build, static in the release archive (--static-swift-stdlib). Its C API is ICU's,
// each function renamed with a "swift_" prefix. Its headers sit in the toolchain
// (usr/lib/swift/_foundation_unicode) where a package cannot point a C target without unsafe
// flags, so the few stable C entry points and constants used here are declared below, as ICU's
// headers declare them (ubrk.h, ubidi.h, uversion.h). Debian's ICU (72 on Debian 12, 67 on 11, 76
// on 13) is not needed: the binary carries one ICU whatever the distribution.

typedef uint16_t UChar;
typedef int UErrorCode;  // U_ZERO_ERROR 0; failures are positive
typedef struct UBreakIterator UBreakIterator;
typedef struct UBiDi UBiDi;
typedef uint8_t UBiDiLevel;
typedef uint8_t UVersionInfo[4];

#define U_FAILURE(x) ((x) > 0)
#define U_SUCCESS(x) ((x) <= 0)
enum { UBRK_CHARACTER = 0, UBRK_LINE = 2 };
enum { UBRK_LINE_HARD = 100, UBRK_LINE_HARD_LIMIT = 200 };
#define UBRK_DONE ((int32_t)-1)
#define UBIDI_DEFAULT_LTR 0xfe

UBreakIterator *swift_ubrk_open(int type, const char *locale, const UChar *text, int32_t textLength,
                                UErrorCode *status);
void swift_ubrk_close(UBreakIterator *bi);
void swift_ubrk_setText(UBreakIterator *bi, const UChar *text, int32_t textLength, UErrorCode *status);
int32_t swift_ubrk_first(UBreakIterator *bi);
int32_t swift_ubrk_next(UBreakIterator *bi);
int32_t swift_ubrk_getRuleStatus(UBreakIterator *bi);
UBiDi *swift_ubidi_openSized(int32_t maxLength, int32_t maxRunCount, UErrorCode *pErrorCode);
void swift_ubidi_close(UBiDi *pBiDi);
void swift_ubidi_setPara(UBiDi *pBiDi, const UChar *text, int32_t length, UBiDiLevel paraLevel,
                         UBiDiLevel *embeddingLevels, UErrorCode *pErrorCode);
const UBiDiLevel *swift_ubidi_getLevels(UBiDi *pBiDi, UErrorCode *pErrorCode);
UBiDiLevel swift_ubidi_getParaLevel(const UBiDi *pBiDi);
void swift_u_getVersion(UVersionInfo versionArray);
void swift_u_versionToString(const UVersionInfo versionArray, char *versionString);

fontscale_icu_breaker *fontscale_icu_line_breaker(const char *locale) {
    UErrorCode status = 0;
    UBreakIterator *iterator = swift_ubrk_open(UBRK_LINE, locale, NULL, 0, &status);
    return U_FAILURE(status) ? NULL : (fontscale_icu_breaker *)iterator;
}

fontscale_icu_breaker *fontscale_icu_character_breaker(void) {
    UErrorCode status = 0;
    UBreakIterator *iterator = swift_ubrk_open(UBRK_CHARACTER, "", NULL, 0, &status);
    return U_FAILURE(status) ? NULL : (fontscale_icu_breaker *)iterator;
}

void fontscale_icu_close(fontscale_icu_breaker *breaker) { swift_ubrk_close((UBreakIterator *)breaker); }

int fontscale_icu_set_text(fontscale_icu_breaker *breaker, const uint16_t *text, int32_t length) {
    UErrorCode status = 0;
    swift_ubrk_setText((UBreakIterator *)breaker, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return 1;
    swift_ubrk_first((UBreakIterator *)breaker);
    return 0;
}

int32_t fontscale_icu_next(fontscale_icu_breaker *breaker) {
    int32_t next = swift_ubrk_next((UBreakIterator *)breaker);
    return next == UBRK_DONE ? -1 : next;
}

int fontscale_icu_is_hard_break(fontscale_icu_breaker *breaker) {
    int32_t status = swift_ubrk_getRuleStatus((UBreakIterator *)breaker);
    return status >= UBRK_LINE_HARD && status < UBRK_LINE_HARD_LIMIT;
}

void fontscale_icu_version(char *buffer) {
    UVersionInfo version;
    swift_u_getVersion(version);
    swift_u_versionToString(version, buffer);
}

int fontscale_icu_bidi_levels(const uint16_t *text, int32_t length, int paragraph_level, uint8_t *levels) {
    if (length <= 0) return 0;
    UErrorCode status = 0;
    UBiDi *bidi = swift_ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) return -1;
    UBiDiLevel level = paragraph_level == 0 ? 0 : paragraph_level == 1 ? 1 : UBIDI_DEFAULT_LTR;
    swift_ubidi_setPara(bidi, (const UChar *)text, length, level, NULL, &status);
    int result = -1;
    if (U_SUCCESS(status)) {
        const UBiDiLevel *resolved = swift_ubidi_getLevels(bidi, &status);
        if (U_SUCCESS(status)) {
            memcpy(levels, resolved, (size_t)length);
            result = swift_ubidi_getParaLevel(bidi) & 1;
        }
    }
    swift_ubidi_close(bidi);
    return result;
}
