import Foundation

/// An unknown name for a text style, content size category, platform, weight or table.
///
/// The message names the input, lists the accepted names and suggests the nearest one.
public struct UnknownNameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of name was expected ("text style", "content size category", ...).
    public let kind: String
    /// The input as the user typed it.
    public let input: String
    /// The canonical names that are accepted.
    public let accepted: [String]
    /// The accepted name nearest to the input, when one is near enough to suggest.
    public let suggestion: String?

    /// Creates the error for `input`, computing the suggestion from `candidates`.
    ///
    /// - Parameters:
    ///   - kind: what kind of name was expected ("text style", ...).
    ///   - input: the input as the user typed it.
    ///   - accepted: the canonical names listed in the message.
    ///   - candidates: every accepted spelling paired with its canonical name.
    public init(kind: String, input: String, accepted: [String], candidates: [(spelling: String, canonical: String)]) {
        self.kind = kind
        self.input = input
        self.accepted = accepted
        self.suggestion = NameMatcher.nearest(to: input, in: candidates)
    }

    public var description: String {
        var text = "unknown \(kind) '\(TerminalText.visible(input))'"
        if let suggestion { text += "; did you mean '\(suggestion)'?" } else { text += "." }
        text += " Expected one of: \(accepted.joined(separator: ", "))"
        return text
    }
}

/// Case-, space- and punctuation-insensitive matching of names, with typo suggestions.
enum NameMatcher {
    /// Folds a name to the form that spellings are compared in: lower case, without spaces,
    /// hyphens, underscores, a leading dot, a trailing "(default)", or a qualifying type prefix
    /// such as `UIFont.TextStyle.` or `DynamicTypeSize.`.
    static func normalize(_ name: String) -> String {
        var text = name.lowercased()
        text = text.trimmingSpaces
        if text.hasSuffix("(default)") { text.removeLast("(default)".count) }
        if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
        return String(text.filter { !$0.isWhitespace && $0 != "-" && $0 != "_" && $0 != "'" && $0 != "\"" })
    }

    /// The accepted spellings folded once: a config of 60,000 styles names a text style and a
    /// weight in each, and folding every spelling of every value for each was most of its parsing.
    nonisolated(unsafe) private static var folded: [String: String] = [:]
    private static let foldedLock = NSLock()

    /// `normalize(spelling)` for one of the values' own spellings, folded once per process.
    static func normalizeSpelling(_ spelling: String) -> String {
        if let known = foldedLock.withLock({ folded[spelling] }) { return known }
        let value = normalize(spelling)
        foldedLock.withLock { folded[spelling] = value }
        return value
    }

    /// The canonical name whose spelling is nearest to `input`, when close enough to suggest.
    static func nearest(to input: String, in candidates: [(spelling: String, canonical: String)]) -> String? {
        let folded = normalize(input)
        guard !folded.isEmpty else { return nil }
        var best: (distance: Int, canonical: String)?
        for candidate in candidates {
            let distance = editDistance(folded, normalize(candidate.spelling))
            if best == nil || distance < best!.distance { best = (distance, candidate.canonical) }
        }
        guard let best else { return nil }
        // Suggest only when at most about a third of the letters differ.
        return best.distance <= max(2, folded.count / 3) ? best.canonical : nil
    }

    /// Levenshtein distance between two strings, by characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

/// A value type whose cases can be named in many spellings (HIG, UIKit, SwiftUI, short forms).
public protocol NamedValue: CaseIterable, Hashable, Sendable {
    /// The name fontscale prints, as Apple's tables spell it.
    var displayName: String { get }
    /// Every spelling accepted for this value, compared case-insensitively.
    var spellings: [String] { get }
    /// What the value is called in error messages ("text style", ...).
    static var kindName: String { get }
}

extension NamedValue {
    /// Parses any accepted spelling; an unknown name's error lists and suggests only `values`
    /// (the ones that make sense where it was written, such as a platform's text styles).
    public static func parse(_ text: String, among values: [Self]) throws(UnknownNameError) -> Self {
        do {
            return try parse(text)
        } catch {
            throw UnknownNameError(
                kind: kindName, input: text, accepted: values.map(\.displayName),
                candidates: values.flatMap { value in value.spellings.map { ($0, value.displayName) } })
        }
    }

    /// Parses any accepted spelling, case-insensitively, or throws an error that lists the
    /// accepted names and suggests the nearest.
    public static func parse(_ text: String) throws(UnknownNameError) -> Self {
        let folded = NameMatcher.normalize(text)
        for value in allCases where value.spellings.contains(where: { NameMatcher.normalizeSpelling($0) == folded }) {
            return value
        }
        throw UnknownNameError(
            kind: kindName, input: text,
            accepted: allCases.map(\.displayName),
            candidates: allCases.flatMap { value in value.spellings.map { ($0, value.displayName) } }
        )
    }
}

/// Typo suggestions for free-form names (font families, config keys).
public enum NameSuggestions {
    /// Up to `limit` candidates nearest to `input`, ignoring case, spaces and punctuation; only
    /// those close enough to be a plausible typo, or that start with the input.
    public static func nearest(to input: String, in candidates: [String], limit: Int = 3) -> [String] {
        let folded = NameMatcher.normalize(input)
        guard !folded.isEmpty else { return [] }
        var scored: [(distance: Int, name: String)] = []
        for name in Set(candidates) {
            let other = NameMatcher.normalize(name)
            let distance = NameMatcher.editDistance(folded, other)
            if distance <= max(2, folded.count / 3) {
                scored.append((distance, name))
            } else if folded.count >= 3, other.hasPrefix(folded) {
                scored.append((folded.count, name))
            }
        }
        return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(limit).map(\.name)
    }
}
