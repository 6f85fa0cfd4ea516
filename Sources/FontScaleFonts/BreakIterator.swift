internal import CICU

/// Where a paragraph may break into lines, as ICU's line break iterator finds it.
struct BreakOpportunities: Hashable, Sendable {
    /// Scalar indices where a line may start, ascending, each above 0 and below the scalar count.
    let allowed: [Int]
    /// The members of `allowed` where a line must start (a line separator, a vertical tab).
    let mandatory: Set<Int>
    /// Scalar indices where a grapheme cluster starts, ascending, above 0 and below the scalar count:
    /// where a word wider than the line may be cut.
    let graphemes: [Int]
    /// Whether the paragraph has a virama (`LineBreaker.cuts` then keeps conjuncts whole).
    let hasVirama: Bool
}

/// Whose line break opportunities a layout follows where the platforms differ.
public enum LineBreakRules: String, Hashable, Sendable, Codable, CaseIterable {
    /// A UILabel's: Core Text breaks lines by ICU's rules (UAX #14), which allow a break after a
    /// solidus ("example.com/" | "account") and keep a hyphen after a Hebrew letter with what follows.
    case uikit
    /// A browser's: Chromium and WebKit decide between two printable ASCII characters by a table of
    /// their own (Blink's `kAsciiLineBreakTable`, WebKit's `asciiLineBreakTable`) and ask ICU only
    /// about the rest: no break after "/" inside a URL, a break after "-" before any letter.
    case browser
}

/// The browsers' rules for a pair of printable ASCII characters ("!" to DEL), as their table has
/// them; every pair it does not list has no break.
enum BrowserASCIIBreaks {
    /// Whether `scalar` is one the table covers.
    static func covers(_ scalar: Unicode.Scalar) -> Bool { (0x21...0x7F).contains(scalar.value) }

    /// Characters after which a browser may break before an opening bracket (Firefox 3.6's habit).
    static let beforeOpening: Set<Unicode.Scalar> = [
        "!", "\"", "#", "%", "&", ")", "*", "+", ",", ".", ":", ";", "=", ">", "\\", "]", "|", "}", "~",
    ]
    /// After a hyphen: a break before anything but "." and the digits (decided apart).
    static let afterHyphenNot: Set<Unicode.Scalar> = [".", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
    /// After "?": no break before these.
    static let afterQuestionNot: Set<Unicode.Scalar> = ["!", "\"", "'", ")", ",", ".", "/", ":", ";", "?", "]", "}"]

    /// Whether a line may break between `before` and `after` (both covered), `beforeBefore` the
    /// character before `before` (nil at the start).
    static func allows(_ before: Unicode.Scalar, _ after: Unicode.Scalar, beforeBefore: Unicode.Scalar?) -> Bool {
        switch before {
        case "-":
            // A minus sign stays with its number; "ABCD-1234" and "1234-5678" (parts of a URL) break.
            if ("0"..."9").contains(after) {
                return beforeBefore.map {
                    ("0"..."9").contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
                }
                    ?? false
            }
            return !afterHyphenNot.contains(after)
        case "?": return !afterQuestionNot.contains(after)
        default: return beforeOpening.contains(before) && "([<{".unicodeScalars.contains(after)
        }
    }
}

extension BreakOpportunities {
    /// The opportunities as `rules` has them in `scalars` (the paragraph they were found in).
    func tailored(_ rules: LineBreakRules, in scalars: [Unicode.Scalar]) -> BreakOpportunities {
        guard rules == .browser else { return self }
        let icu = Set(allowed)
        var tailored: [Int] = []
        for index in 1..<max(scalars.count, 1) {
            let before = scalars[index - 1], after = scalars[index]
            if BrowserASCIIBreaks.covers(before), BrowserASCIIBreaks.covers(after) {
                if BrowserASCIIBreaks.allows(before, after, beforeBefore: index > 1 ? scalars[index - 2] : nil) {
                    tailored.append(index)
                }
            } else if icu.contains(index) {
                tailored.append(index)
            }
        }
        return BreakOpportunities(allowed: tailored, mandatory: mandatory, graphemes: graphemes, hasVirama: hasVirama)
    }
}

/// ICU's line break iterator (UAX #14, with dictionaries for Thai, Lao, Khmer and Myanmar, the
/// rules Core Text and Chromium follow) and its grapheme cluster iterator, opened once and reused.
///
/// Holds C handles: owned by one `TextMeasurer`, never shared between tasks.
final class BreakIterator {
    private let line: OpaquePointer?
    private let character: OpaquePointer?
    private var cache: [Paragraph: BreakOpportunities] = [:]
    private var last: (key: Paragraph, breaks: BreakOpportunities)?

    /// A paragraph as a cache key, hashed as one run of bytes (not scalar by scalar).
    private struct Paragraph: Hashable {
        let scalars: [Unicode.Scalar]
        func hash(into hasher: inout Hasher) { scalars.withUnsafeBytes { hasher.combine(bytes: $0) } }
    }

    /// The ICU version linked ("76.1", the Swift toolchain's).
    static let icuVersion: String = {
        var buffer = [CChar](repeating: 0, count: 32)
        fontscale_icu_version(&buffer)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()

    init() {
        // The root locale: the default rules (a CSS `line-break: auto` with no language-specific tailoring).
        line = fontscale_icu_line_breaker("")
        character = fontscale_icu_character_breaker()
    }

    deinit {
        if let line { fontscale_icu_close(line) }
        if let character { fontscale_icu_close(character) }
    }

    /// Hangul syllables and jamo.
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: true
        default: false
        }
    }

    /// The break opportunities of one paragraph (no line feeds in it).
    func opportunities(_ scalars: [Unicode.Scalar]) -> BreakOpportunities {
        // The paragraph asked last (the same array: compared by identity first).
        if let last, last.key.scalars == scalars { return last.breaks }
        let key = Paragraph(scalars: scalars)
        if let known = cache[key] {
            last = (key, known)
            return known
        }
        // UTF-16 for ICU, and the scalar index of each UTF-16 offset that starts a scalar.
        var utf16: [UInt16] = []
        utf16.reserveCapacity(scalars.count)
        var scalarAt = [Int](repeating: -1, count: scalars.count * 2 + 1)
        for (index, scalar) in scalars.enumerated() {
            scalarAt[utf16.count] = index
            utf16.append(contentsOf: UTF16.encode(scalar)!)
        }
        scalarAt[utf16.count] = scalars.count
        var allowed: [Int] = [], mandatory: Set<Int> = [], graphemes: [Int] = []
        utf16.withUnsafeBufferPointer { text in
            let length = Int32(text.count)
            if let line, fontscale_icu_set_text(line, text.baseAddress, length) == 0 {
                var offset = fontscale_icu_next(line)
                while offset >= 0, offset < length {
                    let index = scalarAt[Int(offset)]
                    // UIKit keeps a Korean word whole (NSLineBreakStrategy.hangulWordPriority, in
                    // UILabel's default .standard), as CSS `word-break: keep-all` does for Hangul.
                    if index > 0, !(Self.isHangul(scalars[index - 1]) && Self.isHangul(scalars[index])) {
                        allowed.append(index)
                        if fontscale_icu_is_hard_break(line) != 0 { mandatory.insert(index) }
                    }
                    offset = fontscale_icu_next(line)
                }
            }
            if let character, fontscale_icu_set_text(character, text.baseAddress, length) == 0 {
                var offset = fontscale_icu_next(character)
                while offset >= 0, offset < length {
                    let index = scalarAt[Int(offset)]
                    if index > 0 { graphemes.append(index) }
                    offset = fontscale_icu_next(character)
                }
            }
        }
        if character == nil { graphemes = Array(1..<max(scalars.count, 1)) }
        let result = BreakOpportunities(
            allowed: allowed, mandatory: mandatory, graphemes: graphemes,
            hasVirama: scalars.contains { $0.value >= 0x0900 && $0.properties.canonicalCombiningClass == .virama })
        if cache.count > 4096 { cache.removeAll(keepingCapacity: true) }
        cache[key] = result
        last = (key, result)
        return result
    }
}
