import FontScaleMetrics
import Foundation

/// A character of the old text matched with a character of the new text (indices in `Character`s).
public struct CharacterMatch: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The index in the old text.
    public let old: Int
    /// The index in the new text.
    public let new: Int

    /// Creates a match.
    public init(old: Int, new: Int) {
        self.old = old
        self.new = new
    }

    /// "old -> new".
    public var description: String { "\(old) -> \(new)" }
}

/// What becomes of one character when a label's text changes.
public enum CharacterFate: Hashable, Sendable {
    /// The character stays and moves from its old place to its new one.
    case persistent(old: Int, new: Int)
    /// The character of the old text at this index leaves (fades out).
    case exiting(old: Int)
    /// The character of the new text at this index arrives (fades in).
    case entering(new: Int)
}

/// How a text change is matched: by content (morph) or by position (replace).
public enum MorphMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Shared words and characters persist and slide; the rest exits and enters (labels, buttons).
    case morph
    /// Every position is a slot whose character exits and whose successor enters, changed or not
    /// (counters and tickers: the slot-machine roll).
    case replace
}

/// Which characters of a text persist, exit and enter when it changes to another text.
///
/// Characters are grapheme clusters (Swift's `Character`): "👍🏽", "é" written as e + U+0301 and a
/// Hangul syllable written as jamo are one character each, and characters compare by canonical
/// equivalence (precomposed "é" equals e + U+0301).
///
/// Morph mode diffs on two levels. When either text contains whitespace, whole words (maximal
/// runs of non-whitespace characters) are matched first by longest common subsequence; each gap
/// between matched words (whitespace included) is then matched character by character, also by
/// longest common subsequence, so no character pairs across a matched word. Texts without
/// whitespace go straight to the character level. Among equally long subsequences the earliest
/// matches win. Replace mode matches nothing: every old character exits and every new one enters.
///
/// Characters that must move together (a ligature: several characters shaped as one cluster)
/// can be merged into cluster groups, ranges of character indices; a group persists only as a
/// whole, matched with an identical group (or, for a one-character range, character) of the
/// other text, and never character by character.
public struct TextDiff: Hashable, Sendable {
    /// How the texts were matched.
    public let mode: MorphMode
    /// The old text's characters.
    public let oldCharacters: [Character]
    /// The new text's characters.
    public let newCharacters: [Character]
    /// The persistent characters, increasing in both old and new index.
    public let persistent: [CharacterMatch]
    /// The old indices of the characters that exit, increasing.
    public let exiting: [Int]
    /// The new indices of the characters that enter, increasing.
    public let entering: [Int]
    /// The direction a replace-mode change rolls in, detected from numeric texts.
    public let rolling: RollingDirection

    /// Diffs `old` against `new` in `mode`, with optional cluster groups for either text.
    ///
    /// Throws when a cluster group is empty, leaves the text's characters or overlaps another.
    /// `decimalSeparator` is used to read numbers for the rolling direction (`RollingDirection`).
    public init(
        from old: String, to new: String, mode: MorphMode = .morph,
        oldGroups: [Range<Int>] = [], newGroups: [Range<Int>] = [], decimalSeparator: Character = "."
    ) throws(MotionError) {
        let oldCharacters = Array(old), newCharacters = Array(new)
        let oldUnits = try Self.units(oldCharacters, groups: oldGroups, name: "old cluster groups")
        let newUnits = try Self.units(newCharacters, groups: newGroups, name: "new cluster groups")
        self.mode = mode
        self.oldCharacters = oldCharacters
        self.newCharacters = newCharacters
        rolling = RollingDirection(from: old, to: new, decimalSeparator: decimalSeparator)

        var matches: [CharacterMatch] = []
        if mode == .morph {
            let wordLevel = oldUnits.contains(where: \.isWhitespace) || newUnits.contains(where: \.isWhitespace)
            let unitMatches =
                wordLevel ? Self.wordLevel(oldUnits, newUnits) : Self.longestCommonSubsequence(oldUnits, newUnits)
            for match in unitMatches {
                let (a, b) = (oldUnits[match.old].range, newUnits[match.new].range)
                for offset in 0..<a.count {
                    matches.append(CharacterMatch(old: a.lowerBound + offset, new: b.lowerBound + offset))
                }
            }
        }
        persistent = matches
        let oldKept = Set(matches.map(\.old)), newKept = Set(matches.map(\.new))
        exiting = oldCharacters.indices.filter { !oldKept.contains($0) }
        entering = newCharacters.indices.filter { !newKept.contains($0) }
    }

    /// The share of characters that change: (entering + exiting) / (old count + new count), 0 for two empty texts.
    ///
    /// Each persistent character counts twice in the total (once in each text), so an unchanged
    /// text gives 0 and two texts with nothing in common give 1.
    public var changeRatio: Double {
        let total = oldCharacters.count + newCharacters.count
        return total == 0 ? 0 : Double(entering.count + exiting.count) / Double(total)
    }

    /// The factor stagger and duration scale by: `changeRatio`, but at least `minimumChangeFactor`.
    public var changeFactor: Double { max(Self.minimumChangeFactor, changeRatio) }

    /// The floor of `changeFactor`, so even a one-character edit gets some motion and cascade.
    public static let minimumChangeFactor = 0.3

    /// What becomes of the old text's character at `index`.
    public func fate(ofOld index: Int) -> CharacterFate {
        if let match = persistent.first(where: { $0.old == index }) { return .persistent(old: index, new: match.new) }
        return .exiting(old: index)
    }

    /// What becomes of the new text's character at `index`.
    public func fate(ofNew index: Int) -> CharacterFate {
        if let match = persistent.first(where: { $0.new == index }) { return .persistent(old: match.old, new: index) }
        return .entering(new: index)
    }

    /// A longest common subsequence of `old` and `new` as index pairs, increasing in both.
    ///
    /// Dynamic programming over suffixes, O(old x new) time and memory; among equally long
    /// subsequences the walk takes a match as early as it can.
    public static func longestCommonSubsequence<Element: Equatable>(_ old: [Element], _ new: [Element])
        -> [CharacterMatch]
    {
        let n = old.count, m = new.count
        guard n > 0, m > 0 else { return [] }
        // length[i * (m + 1) + j]: the LCS length of old[i...] and new[j...].
        var length = [Int](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                length[i * (m + 1) + j] =
                    old[i] == new[j]
                    ? length[(i + 1) * (m + 1) + j + 1] + 1
                    : max(length[(i + 1) * (m + 1) + j], length[i * (m + 1) + j + 1])
            }
        }
        var result: [CharacterMatch] = []
        var i = 0, j = 0
        while i < n, j < m {
            if old[i] == new[j] {
                result.append(CharacterMatch(old: i, new: j))
                i += 1
                j += 1
            } else if length[(i + 1) * (m + 1) + j] >= length[i * (m + 1) + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return result
    }

    /// Cluster groups from each character's shaping cluster (`GraphemeBox.cluster` of the
    /// measuring layer): every run of two or more neighbouring characters sharing a cluster.
    public static func clusterGroups(clusters: [Int]) -> [Range<Int>] {
        guard !clusters.isEmpty else { return [] }
        var groups: [Range<Int>] = []
        var start = 0
        for index in 1...clusters.count where index == clusters.count || clusters[index] != clusters[start] {
            if index - start > 1 { groups.append(start..<index) }
            start = index
        }
        return groups
    }

    // MARK: - Units and words

    /// A character, or a cluster group of characters that moves as one.
    struct Unit: Equatable {
        let range: Range<Int>
        let characters: [Character]

        static func == (a: Unit, b: Unit) -> Bool { a.characters == b.characters }

        var isWhitespace: Bool { characters.count == 1 && characters[0].isWhitespace }
    }

    /// The text cut into units: each cluster group is one, every other character one of its own.
    static func units(_ characters: [Character], groups: [Range<Int>], name: String) throws(MotionError) -> [Unit] {
        let sorted = groups.sorted { $0.lowerBound < $1.lowerBound }
        var previousEnd = 0
        for group in sorted {
            guard !group.isEmpty, group.upperBound <= characters.count, group.lowerBound >= previousEnd else {
                throw .invalidValue(
                    InvalidValueError(
                        name: name, value: "\(group.lowerBound)..<\(group.upperBound)",
                        expected:
                            "non-empty ranges of character indices within 0..<\(characters.count) that do not overlap"))
            }
            previousEnd = group.upperBound
        }
        var units: [Unit] = []
        var index = 0, next = 0
        while index < characters.count {
            if next < sorted.count, sorted[next].lowerBound == index {
                let range = sorted[next]
                units.append(Unit(range: range, characters: Array(characters[range])))
                index = range.upperBound
                next += 1
            } else {
                units.append(Unit(range: index..<index + 1, characters: [characters[index]]))
                index += 1
            }
        }
        return units
    }

    /// Word-level matching: words by LCS, then the units of each gap between matched words by LCS.
    static func wordLevel(_ old: [Unit], _ new: [Unit]) -> [CharacterMatch] {
        let oldWords = words(old), newWords = words(new)
        let wordMatches = longestCommonSubsequence(oldWords.map { Array(old[$0]) }, newWords.map { Array(new[$0]) })
        var result: [CharacterMatch] = []
        var oldStart = 0, newStart = 0
        func matchGap(upTo oldEnd: Int, _ newEnd: Int) {
            let gap = longestCommonSubsequence(Array(old[oldStart..<oldEnd]), Array(new[newStart..<newEnd]))
            result += gap.map { CharacterMatch(old: $0.old + oldStart, new: $0.new + newStart) }
        }
        for match in wordMatches {
            let a = oldWords[match.old], b = newWords[match.new]
            matchGap(upTo: a.lowerBound, b.lowerBound)
            result += zip(a, b).map { CharacterMatch(old: $0, new: $1) }
            oldStart = a.upperBound
            newStart = b.upperBound
        }
        matchGap(upTo: old.count, new.count)
        return result
    }

    /// The unit ranges of the words: maximal runs of units that are not whitespace.
    static func words(_ units: [Unit]) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var start: Int?
        for index in 0...units.count {
            if index < units.count, !units[index].isWhitespace {
                if start == nil { start = index }
            } else if let first = start {
                words.append(first..<index)
                start = nil
            }
        }
        return words
    }
}
