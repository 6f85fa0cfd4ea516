internal import CHarfBuzz
internal import CICU

/// One item of a paragraph: consecutive scalars of one bidi level and one script, shaped as one
/// HarfBuzz buffer in one direction.
struct TextItem: Hashable, Sendable {
    /// The item's scalars, as offsets into the paragraph.
    let range: Range<Int>
    /// The resolved embedding level (UAX #9): odd levels run right to left.
    let level: UInt8
    /// The item's script (HarfBuzz's), `HB_SCRIPT_COMMON` when it has only digits, spaces and punctuation.
    let script: UInt32

    /// Whether the item is shaped and drawn right to left.
    var isRightToLeft: Bool { level & 1 == 1 }
}

/// A paragraph split into items before shaping, the way Core Text and browsers split it.
struct ItemizedText: Hashable, Sendable {
    /// The items in logical order; they cover the paragraph without gaps.
    let items: [TextItem]
    /// Indices into `items` in visual order, left to right (UAX #9's rule L2).
    let visualOrder: [Int]
    /// The paragraph's base direction: right to left when its first strong character is (UIKit's
    /// natural direction), or as requested.
    let isRightToLeft: Bool
}

/// Itemization: bidi levels from ICU's `ubidi` (UAX #9), then scripts from HarfBuzz's Unicode
/// data (UAX #24, with common and inherited characters joining the script around them).
///
/// Every shaping in fontscale goes through it (`FontInstance`), so measuring, line breaking and
/// drawing agree on the runs.
enum Itemizer {
    /// Splits `scalars` (one paragraph, no line feeds) into items; `baseDirection` nil takes the
    /// direction from the first strong character.
    static func itemize(_ scalars: [Unicode.Scalar], baseDirection: TextDirection? = nil) -> ItemizedText {
        guard !scalars.isEmpty else { return ItemizedText(items: [], visualOrder: [], isRightToLeft: false) }
        let (levels, rightToLeft) = bidiLevels(scalars, baseDirection: baseDirection)
        let scripts = resolvedScripts(scalars)
        var items: [TextItem] = []
        var start = 0
        for index in 1...scalars.count
        where index == scalars.count || levels[index] != levels[start] || scripts[index] != scripts[start] {
            items.append(TextItem(range: start..<index, level: levels[start], script: scripts[start]))
            start = index
        }
        return ItemizedText(items: items, visualOrder: visualOrder(items.map(\.level)), isRightToLeft: rightToLeft)
    }

    /// Whether `scalar` can make a paragraph other than plain left to right: a right-to-left
    /// letter or number (Hebrew, Arabic, Syriac, Thaana, N'Ko, ... and their presentation forms)
    /// or an explicit bidi control. Text without one is one left-to-right level, without ICU.
    static func mayNeedBidi(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        case 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Each scalar's embedding level and the paragraph's direction.
    static func bidiLevels(_ scalars: [Unicode.Scalar], baseDirection: TextDirection?) -> ([UInt8], Bool) {
        let forced = baseDirection == .rightToLeft
        guard forced || scalars.contains(where: mayNeedBidi) else {
            return ([UInt8](repeating: 0, count: scalars.count), false)
        }
        var utf16: [UInt16] = []
        utf16.reserveCapacity(scalars.count)
        var firstUnit: [Int] = []
        firstUnit.reserveCapacity(scalars.count)
        for scalar in scalars {
            firstUnit.append(utf16.count)
            utf16.append(contentsOf: UTF16.encode(scalar)!)
        }
        var unitLevels = [UInt8](repeating: 0, count: utf16.count)
        let requested: Int32 = baseDirection.map { $0 == .rightToLeft ? 1 : 0 } ?? 2
        let paragraph = fontscale_icu_bidi_levels(utf16, Int32(utf16.count), requested, &unitLevels)
        guard paragraph >= 0 else {
            // ICU failed (out of memory): one level in the requested or guessed direction.
            let level: UInt8 = forced ? 1 : 0
            return ([UInt8](repeating: level, count: scalars.count), forced)
        }
        let levels = firstUnit.map { unitLevels[$0] }
        // With no odd level, every run is left to right and nothing is reordered: one level, so a
        // prepended number sign (U+0600, AN at level 2) and its digits (EN at 0) shape together.
        guard levels.contains(where: { $0 & 1 == 1 }) else {
            return ([UInt8](repeating: 0, count: scalars.count), paragraph == 1)
        }
        return (levels, paragraph == 1)
    }

    /// The scalar's own script (HarfBuzz's Unicode data; ASCII letters Latin, other ASCII common).
    static func script(of scalar: Unicode.Scalar, _ funcs: OpaquePointer? = nil) -> UInt32 {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A: HB_SCRIPT_LATIN.rawValue
        case 0..<0x80: HB_SCRIPT_COMMON.rawValue
        default: hb_unicode_script(funcs ?? hb_unicode_funcs_get_default(), scalar.value).rawValue
        }
    }

    /// Whether a scalar of `script` takes the script around it (common, inherited, unknown).
    static func isCommon(_ script: UInt32) -> Bool {
        script == HB_SCRIPT_COMMON.rawValue || script == HB_SCRIPT_INHERITED.rawValue
            || script == HB_SCRIPT_UNKNOWN.rawValue
    }

    /// Each scalar's script, with common (digits, spaces, punctuation) and inherited (combining
    /// marks, joiners, variation selectors) characters taking the script before them, or at the
    /// start the first real script after them.
    static func resolvedScripts(_ scalars: [Unicode.Scalar]) -> [UInt32] {
        let common = HB_SCRIPT_COMMON.rawValue
        let funcs = hb_unicode_funcs_get_default()
        var scripts = [UInt32](repeating: common, count: scalars.count)
        var current: UInt32?
        var pending = 0  // leading scalars still without a script
        for (index, scalar) in scalars.enumerated() {
            let script = script(of: scalar, funcs)
            if isCommon(script) {
                if let current { scripts[index] = current }
                continue
            }
            if current == nil {
                for leading in pending..<index { scripts[leading] = script }
            }
            current = script
            scripts[index] = script
            pending = index + 1
        }
        return scripts
    }

    /// The visual order of items with `levels` (UAX #9's L2): from the highest level down to the
    /// lowest odd one, every maximal sequence at that level or above is reversed.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0 else { return order }
        let lowestOdd = levels.min()! | 1
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < order.count {
                guard levels[order[index]] >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return order
    }
}
