/// Where one user-perceived character (a grapheme cluster, Swift's `Character`) sits in a
/// shaped line: its left edge and advance in points, and the unit it moves with.
public struct GraphemeBox: Hashable, Sendable, Codable {
    /// The character's index in the text (in `Character`s).
    public let index: Int
    /// The character.
    public let character: String
    /// The left edge from the line's start, in points, in visual order (right-to-left text runs leftwards).
    public let x: Double
    /// The advance in points (a unit's advance is shared evenly by its characters).
    public let advance: Double
    /// The unit the character belongs to, as the index of the unit's first Unicode scalar: the
    /// smallest run of text that both HarfBuzz's clusters and Swift's grapheme clusters begin and
    /// end on. Characters drawn by one glyph group (a ligature such as "fi") share it and must
    /// move together; a character HarfBuzz shapes as several clusters ("\r\n") is one unit.
    public let cluster: Int
}

extension FontInstance {
    /// Every character of `text` at `pointSize`, placed by HarfBuzz (kerning, ligatures and
    /// the default features plus `features`); right-to-left text in visual order. Empty for an
    /// empty text.
    ///
    /// HarfBuzz's clusters and Swift's grapheme clusters need not agree, so both are mapped onto
    /// units (see `GraphemeBox.cluster`): a HarfBuzz cluster spanning several characters (a
    /// ligature) shares its advance among them, a character spanning several HarfBuzz clusters
    /// (CR LF, a prepended concatenation mark with its digit, a conjunct the font has no glyphs
    /// for) takes the union of their boxes.
    public func graphemeBoxes(_ text: String, pointSize: Double, features: [FontFeature] = []) -> [GraphemeBox] {
        let run = positionedGlyphs(text, features: features)
        return GraphemeUnits.boxes(
            text, clusters: run.clusters, advances: run.advances, isRightToLeft: run.isRightToLeft,
            scale: pointSize / Double(unitsPerEm))
    }
}

/// The mapping between HarfBuzz clusters and grapheme clusters behind `graphemeBoxes`, on plain numbers.
enum GraphemeUnits {
    /// The boxes of `text`'s characters from shaped glyphs given in visual order: each glyph's
    /// cluster (the index of its first Unicode scalar) and advance (design units), scaled by `scale`.
    static func boxes(
        _ text: String, clusters: [Int], advances: [Double], isRightToLeft: Bool, scale: Double
    ) -> [GraphemeBox] {
        // The first Unicode scalar of every character, and the scalar count at the end.
        var starts: [Int] = [], characters: [String] = []
        var scalarCount = 0
        for character in text {
            starts.append(scalarCount)
            characters.append(String(character))
            scalarCount += character.unicodeScalars.count
        }
        guard !characters.isEmpty else { return [] }
        // Unit boundaries: scalar offsets where both a character and a HarfBuzz cluster begin.
        // HarfBuzz's clusters (monotone, the default level) cut the scalars at each cluster value.
        let clusterStarts = Set(clusters.filter { $0 > 0 && $0 < scalarCount })
        let unitStarts = starts.filter { $0 == 0 || clusterStarts.contains($0) }
        /// The last element of the increasing `values` that is at most `scalar` (its index).
        func last(in values: [Int], atMost scalar: Int) -> Int {
            var low = 0, high = values.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if values[mid] <= scalar { low = mid } else { high = mid - 1 }
            }
            return low
        }
        // Each unit's extent: the leftmost pen position of its glyphs and the sum of their advances.
        var left = [Double?](repeating: nil, count: unitStarts.count)
        var width = [Double](repeating: 0, count: unitStarts.count)
        var pen = 0.0
        for (cluster, advance) in zip(clusters, advances) {
            let unit = last(in: unitStarts, atMost: max(0, cluster))
            left[unit] = min(left[unit] ?? pen, pen)
            width[unit] += advance
            pen += advance
        }
        // A unit without glyphs (none in the run at all) sits where the previous unit ends, zero wide.
        var logicalEnd = isRightToLeft ? pen : 0
        var boxes: [GraphemeBox] = []
        for (unit, start) in unitStarts.enumerated() {
            let unitLeft = left[unit] ?? logicalEnd
            logicalEnd = isRightToLeft ? unitLeft : unitLeft + width[unit]
            let first = last(in: starts, atMost: start)
            let end = unit + 1 < unitStarts.count ? last(in: starts, atMost: unitStarts[unit + 1]) : characters.count
            let share = width[unit] / Double(end - first)
            for member in first..<end {
                // Logical order inside the unit: leftwards for right-to-left text.
                let slot = isRightToLeft ? end - 1 - member : member - first
                boxes.append(
                    GraphemeBox(
                        index: member, character: characters[member], x: (unitLeft + share * Double(slot)) * scale,
                        advance: share * scale, cluster: start))
            }
        }
        return boxes
    }
}
