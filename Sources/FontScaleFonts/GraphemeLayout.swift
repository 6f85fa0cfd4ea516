/// Where one user-perceived character (a grapheme cluster, Swift's `Character`) sits in a
/// shaped line: its left edge and advance in points, and the shaping cluster it belongs to.
public struct GraphemeBox: Hashable, Sendable, Codable {
    /// The character's index in the text (in `Character`s).
    public let index: Int
    /// The character.
    public let character: String
    /// The left edge from the line's start, in points, in visual order (right-to-left text runs leftwards).
    public let x: Double
    /// The advance in points (a ligature's advance is shared evenly by its characters).
    public let advance: Double
    /// The shaping cluster: characters drawn by one glyph group (a ligature such as "fi") share it and must move together.
    public let cluster: Int
}

extension FontInstance {
    /// Every character of `text` at `pointSize`, placed by HarfBuzz (kerning, ligatures and
    /// the default features plus `features`); right-to-left text in visual order.
    public func graphemeBoxes(_ text: String, pointSize: Double, features: [FontFeature] = []) -> [GraphemeBox] {
        let run = positionedGlyphs(text, features: features)
        let scale = pointSize / Double(unitsPerEm)
        // The first Unicode scalar of every character.
        var starts: [Int] = [], characters: [String] = []
        var offset = 0
        for character in text {
            starts.append(offset)
            characters.append(String(character))
            offset += character.unicodeScalars.count
        }
        func characterIndex(ofScalar scalar: Int) -> Int {
            var low = 0, high = starts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= scalar { low = mid } else { high = mid - 1 }
            }
            return low
        }
        // Each cluster's extent: the leftmost pen position and the sum of its glyphs' advances.
        var extent: [Int: (left: Double, width: Double)] = [:]
        var pen = 0.0
        for index in run.glyphs.indices {
            let cluster = run.clusters[index]
            let current = extent[cluster] ?? (pen, 0)
            extent[cluster] = (min(current.left, pen), current.width + run.advances[index])
            pen += run.advances[index]
        }
        let clusterStarts = extent.keys.sorted()
        var boxes: [GraphemeBox] = []
        for (order, cluster) in clusterStarts.enumerated() {
            let first = characterIndex(ofScalar: cluster)
            let end =
                order + 1 < clusterStarts.count ? characterIndex(ofScalar: clusterStarts[order + 1]) : characters.count
            let members = Array(first..<max(end, first + 1))
            let (left, width) = extent[cluster]!
            let share = width / Double(members.count)
            for (position, member) in members.enumerated() {
                // Logical order inside the cluster: leftwards for right-to-left text.
                let slot = run.isRightToLeft ? members.count - 1 - position : position
                boxes.append(
                    GraphemeBox(
                        index: member, character: characters[member], x: (left + share * Double(slot)) * scale,
                        advance: share * scale, cluster: cluster))
            }
        }
        return boxes.sorted { $0.index < $1.index }
    }
}
