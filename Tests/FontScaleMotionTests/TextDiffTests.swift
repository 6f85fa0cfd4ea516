import FontScaleMotion
import Testing

/// Expected values are worked out by hand from the texts (indices counted in characters).
@Suite struct TextDiffTests {
    /// Matches from "old->new" pairs.
    static func pairs(_ list: [(Int, Int)]) -> [CharacterMatch] {
        list.map { CharacterMatch(old: $0.0, new: $0.1) }
    }

    @Test func sendActionToActionSentKeepsTheWordAction() throws {
        // Old: S0 e1 n2 d3 _4 A5 c6 t7 i8 o9 n10; new: A0 c1 t2 i3 o4 n5 _6 S7 e8 n9 t10.
        // Words [Send, Action] against [Action, Sent]: only "Action" is shared (Send != Sent).
        // The gap before it is "Send " in the old text and empty in the new; the gap after it is
        // empty in the old text and " Sent" in the new, so nothing else can pair up.
        let diff = try TextDiff(from: "Send Action", to: "Action Sent")
        #expect(diff.persistent == Self.pairs([(5, 0), (6, 1), (7, 2), (8, 3), (9, 4), (10, 5)]))
        #expect(diff.exiting == [0, 1, 2, 3, 4])
        #expect(diff.entering == [6, 7, 8, 9, 10])
        // (5 + 5) / (11 + 11) = 5/11.
        #expect(abs(diff.changeRatio - 5.0 / 11.0) < 1e-15)
        #expect(abs(diff.changeFactor - 5.0 / 11.0) < 1e-15)
    }

    @Test func sendToSentSwapsTheLastLetter() throws {
        // One word each: character LCS "Sen"; d (old 3) exits, t (new 3) enters.
        let diff = try TextDiff(from: "Send", to: "Sent")
        #expect(diff.persistent == Self.pairs([(0, 0), (1, 1), (2, 2)]))
        #expect(diff.exiting == [3])
        #expect(diff.entering == [3])
        // 2 / 8 = 0.25, below the floor: the factor is 0.3.
        #expect(diff.changeRatio == 0.25)
        #expect(diff.changeFactor == 0.3)
        #expect(diff.fate(ofOld: 3) == .exiting(old: 3))
        #expect(diff.fate(ofNew: 2) == .persistent(old: 2, new: 2))
        #expect(diff.fate(ofNew: 3) == .entering(new: 3))
    }

    @Test func backingUpToBackedUpKeepsUpAndBack() throws {
        // Old: B0 a1 c2 k3 i4 n5 g6 _7 u8 p9; new: B0 a1 c2 k3 e4 d5 _6 u7 p8.
        // "up" matches as a word (old 8-9 -> new 7-8). The gap before it, "Backing " against
        // "Backed ", has the LCS "Back" + " ": {i, n, g} and {e, d} share no letter.
        let diff = try TextDiff(from: "Backing up", to: "Backed up")
        #expect(diff.persistent == Self.pairs([(0, 0), (1, 1), (2, 2), (3, 3), (7, 6), (8, 7), (9, 8)]))
        #expect(diff.exiting == [4, 5, 6])
        #expect(diff.entering == [4, 5])
        // (3 + 2) / (10 + 9) = 5/19.
        #expect(abs(diff.changeRatio - 5.0 / 19.0) < 1e-15)
    }

    @Test func creativeToCreateKeepsSixCharacters() throws {
        // C0 r1 e2 a3 t4 i5 v6 e7 -> C0 r1 e2 a3 t4 e5: LCS "Creat" + the final e; i and v exit.
        let diff = try TextDiff(from: "Creative", to: "Create")
        #expect(diff.persistent == Self.pairs([(0, 0), (1, 1), (2, 2), (3, 3), (4, 4), (7, 5)]))
        #expect(diff.exiting == [5, 6])
        #expect(diff.entering.isEmpty)
        // 2 / 14 = 1/7, below the floor.
        #expect(abs(diff.changeRatio - 1.0 / 7.0) < 1e-15)
        #expect(diff.changeFactor == 0.3)
    }

    @Test func unchangedAndEmptyTexts() throws {
        let same = try TextDiff(from: "Done", to: "Done")
        #expect(same.persistent == Self.pairs([(0, 0), (1, 1), (2, 2), (3, 3)]))
        #expect(same.changeRatio == 0)
        #expect(same.changeFactor == 0.3)
        let empty = try TextDiff(from: "", to: "")
        #expect(empty.persistent.isEmpty && empty.exiting.isEmpty && empty.entering.isEmpty)
        #expect(empty.changeRatio == 0)
        let appear = try TextDiff(from: "", to: "Hi")
        #expect(appear.entering == [0, 1])
        #expect(appear.changeRatio == 1)
    }

    @Test func replaceModeMatchesNothing() throws {
        let diff = try TextDiff(from: "99", to: "100", mode: .replace)
        #expect(diff.persistent.isEmpty)
        #expect(diff.exiting == [0, 1])
        #expect(diff.entering == [0, 1, 2])
        #expect(diff.changeRatio == 1)
        #expect(diff.rolling == .up)
    }

    // MARK: Grapheme clusters

    @Test func emojiWithModifierIsOneCharacter() throws {
        let grown = try TextDiff(from: "👍🏽", to: "👍🏽!")
        #expect(grown.oldCharacters.count == 1)
        #expect(grown.persistent == Self.pairs([(0, 0)]))
        #expect(grown.entering == [1])
        // Another skin tone is another character: it does not persist.
        let toned = try TextDiff(from: "👍🏽", to: "👍🏿")
        #expect(toned.persistent.isEmpty)
        #expect(toned.exiting == [0] && toned.entering == [0])
    }

    @Test func combiningAccentIsOneCharacterAndMatchesThePrecomposedForm() throws {
        // "cafe" + U+0301 is 4 characters; it equals precomposed "café" character by character.
        let diff = try TextDiff(from: "cafe\u{301}", to: "caf\u{E9}s")
        #expect(diff.oldCharacters.count == 4)
        #expect(diff.persistent == Self.pairs([(0, 0), (1, 1), (2, 2), (3, 3)]))
        #expect(diff.entering == [4])
    }

    @Test func hangulSyllablesStayWhole() throws {
        // 한글 written as six conjoining jamo is two characters, equal to the precomposed U+D55C U+AE00.
        let jamo = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}"
        let diff = try TextDiff(from: jamo, to: "\u{D55C}\u{AE00}")
        #expect(diff.oldCharacters.count == 2)
        #expect(diff.persistent == Self.pairs([(0, 0), (1, 1)]))
        // 한국어 -> 한글: 한 persists, 국 and 어 exit, 글 enters.
        let word = try TextDiff(from: "한국어", to: "한글")
        #expect(word.persistent == Self.pairs([(0, 0)]))
        #expect(word.exiting == [1, 2] && word.entering == [1])
    }

    // MARK: Cluster groups

    @Test func clusterGroupPersistsOnlyWhole() throws {
        // "fi" shaped as one ligature in both texts: the group persists, t exits, g enters.
        let both = try TextDiff(from: "fit", to: "fig", oldGroups: [0..<2], newGroups: [0..<2])
        #expect(both.persistent == Self.pairs([(0, 0), (1, 1)]))
        #expect(both.exiting == [2] && both.entering == [2])
        // Without groups "fit" -> "fat" keeps f and t; with "fi" a ligature in the old text, f
        // cannot leave it alone, so only t persists.
        let loose = try TextDiff(from: "fit", to: "fat")
        #expect(loose.persistent == Self.pairs([(0, 0), (2, 2)]))
        let grouped = try TextDiff(from: "fit", to: "fat", oldGroups: [0..<2])
        #expect(grouped.persistent == Self.pairs([(2, 2)]))
        #expect(grouped.exiting == [0, 1] && grouped.entering == [0, 1])
    }

    @Test func clusterGroupsFromShapingClusters() {
        // Characters 0-1 share cluster 0 and 3-5 share cluster 3; the rest stand alone.
        #expect(TextDiff.clusterGroups(clusters: [0, 0, 2, 3, 3, 3, 6]) == [0..<2, 3..<6])
        #expect(TextDiff.clusterGroups(clusters: [0, 1, 2]).isEmpty)
        #expect(TextDiff.clusterGroups(clusters: []).isEmpty)
        #expect(TextDiff.clusterGroups(clusters: [4, 4]) == [0..<2])
    }

    @Test(arguments: [
        (
            [2..<4],
            """
            old cluster groups: expected non-empty ranges of character indices within 0..<3 that do not overlap, \
            instead saw 2..<4
            """
        ),
        (
            [0..<2, 1..<3],
            """
            old cluster groups: expected non-empty ranges of character indices within 0..<3 that do not overlap, \
            instead saw 1..<3
            """
        ),
        (
            [1..<1],
            """
            old cluster groups: expected non-empty ranges of character indices within 0..<3 that do not overlap, \
            instead saw 1..<1
            """
        ),
    ])
    func badClusterGroups(groups: [Range<Int>], message: String) {
        #expect {
            _ = try TextDiff(from: "fit", to: "fat", oldGroups: groups)
        } throws: { ($0 as? MotionError)?.description == message }
    }

    // MARK: Against brute force

    /// A linear congruential generator (Knuth's MMIX constants): the same sequence on every run.
    struct LCG {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        mutating func string(maxLength: Int, alphabet: [Character]) -> String {
            String((0..<next(maxLength + 1)).map { _ in alphabet[next(alphabet.count)] })
        }
    }

    /// The LCS length by trying every subsequence of `a` (2^n of them) against `b`.
    static func bruteForceLCSLength(_ a: [Character], _ b: [Character]) -> Int {
        var best = 0
        for mask in 0..<(1 << a.count) where mask.nonzeroBitCount > best {
            let candidate = a.indices.filter { mask & (1 << $0) != 0 }.map { a[$0] }
            var iterator = b.makeIterator()
            if candidate.allSatisfy({ wanted in
                while let next = iterator.next() { if next == wanted { return true } }
                return false
            }) {
                best = candidate.count
            }
        }
        return best
    }

    @Test func lcsAgreesWithBruteForce() {
        var random = LCG(state: 2024)
        for _ in 0..<3000 {
            let a = Array(random.string(maxLength: 8, alphabet: ["a", "b", "c"]))
            let b = Array(random.string(maxLength: 8, alphabet: ["a", "b", "c"]))
            let matches = TextDiff.longestCommonSubsequence(a, b)
            #expect(matches.count == Self.bruteForceLCSLength(a, b), "\(String(a)) / \(String(b))")
            // A common subsequence: equal characters, increasing in both texts.
            #expect(matches.allSatisfy { a[$0.old] == b[$0.new] })
            #expect(zip(matches, matches.dropFirst()).allSatisfy { $0.old < $1.old && $0.new < $1.new })
            // Single words go straight to the character LCS.
            let diff = try? TextDiff(from: String(a), to: String(b))
            #expect(diff?.persistent.count == matches.count)
        }
    }

    @Test func everyCharacterHasExactlyOneFate() throws {
        var random = LCG(state: 7)
        for _ in 0..<2000 {
            let old = random.string(maxLength: 9, alphabet: ["a", "b", " "])
            let new = random.string(maxLength: 9, alphabet: ["a", "b", " "])
            let diff = try TextDiff(from: old, to: new)
            let oldChars = Array(old), newChars = Array(new)
            #expect((diff.persistent.map(\.old) + diff.exiting).sorted() == Array(oldChars.indices), "\(old) / \(new)")
            #expect((diff.persistent.map(\.new) + diff.entering).sorted() == Array(newChars.indices), "\(old) / \(new)")
            #expect(diff.persistent.allSatisfy { oldChars[$0.old] == newChars[$0.new] })
            #expect(zip(diff.persistent, diff.persistent.dropFirst()).allSatisfy { $0.old < $1.old && $0.new < $1.new })
            // Word-level matching can only keep as many characters as the plain LCS, never more.
            #expect(diff.persistent.count <= Self.bruteForceLCSLength(oldChars, newChars))
        }
    }
}
