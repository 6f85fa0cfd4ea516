import Foundation

/// One locale's digits and grouping in CLDR (the version in `cldrVersion`): its default numbering
/// system, that system's group and decimal symbols, and the grouping sizes of its patterns.
///
/// Foundation on Linux formats with the CLDR data of its bundled ICU, which is older: it writes
/// ur_IN in Latin digits (CLDR: arabext) and groups mr_IN's rupees in lakhs (CLDR: thousands).
/// `CountFormat` keeps Foundation for rounding, signs and affixes and takes these from the table
/// (Generated/cldr_numbers.generated.swift, written by scripts/gen-cldr-numbers.py).
struct CLDRNumbers: Hashable, Sendable {
    /// The default numbering system (latn, arab, arabext, deva, beng, ...).
    let numberingSystem: String
    /// The grouping separator of that numbering system.
    let group: String
    /// The decimal separator of that numbering system.
    let decimal: String
    /// Primary and secondary grouping sizes of the decimal, currency and percent patterns.
    let decimalGrouping: Grouping, currencyGrouping: Grouping, percentGrouping: Grouping

    /// A pattern's grouping: the size of the group next to the decimal point, then of the others.
    struct Grouping: Hashable, Sendable {
        /// Digits in the first group left of the decimal point (0: the pattern never groups).
        let primary: Int
        /// Digits in each group further left.
        let secondary: Int
    }

    init(
        _ numberingSystem: String, _ group: String, _ decimal: String, _ decimalPrimary: Int, _ decimalSecondary: Int,
        _ currencyPrimary: Int, _ currencySecondary: Int, _ percentPrimary: Int, _ percentSecondary: Int
    ) {
        self.numberingSystem = numberingSystem
        self.group = group
        self.decimal = decimal
        decimalGrouping = Grouping(primary: decimalPrimary, secondary: decimalSecondary)
        currencyGrouping = Grouping(primary: currencyPrimary, secondary: currencySecondary)
        percentGrouping = Grouping(primary: percentPrimary, secondary: percentSecondary)
    }

    /// `rows` (the generated table) by locale identifier.
    static let table: [String: CLDRNumbers] = {
        var table: [String: CLDRNumbers] = [:]
        for line in rows.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            let sizes = fields.dropFirst(4).compactMap { Int($0) }
            guard fields.count == 10, sizes.count == 6 else { continue }
            table[fields[0]] = CLDRNumbers(
                fields[1], fields[2], fields[3], sizes[0], sizes[1], sizes[2], sizes[3], sizes[4], sizes[5])
        }
        return table
    }()

    /// The entry for a Foundation locale identifier (without `@numbers=`): the identifier itself,
    /// else without its script (ur_Arab_IN -> ur_IN), else its truncations (en_AL -> en), else root.
    static func entry(for identifier: String) -> CLDRNumbers {
        for candidate in candidates(for: identifier) {
            if let entry = table[candidate] { return entry }
        }
        return table["root"]!
    }

    /// The identifiers `entry(for:)` tries, in order.
    static func candidates(for identifier: String) -> [String] {
        let parts = identifier.split(separator: "_").map(String.init)
        var result = [identifier]
        if parts.count == 3, parts[1].count == 4 { result.append(parts[0] + "_" + parts[2]) }
        for length in stride(from: parts.count - 1, through: 1, by: -1) {
            result.append(parts[0..<length].joined(separator: "_"))
        }
        return result
    }

    /// `text` (a number Foundation wrote without grouping) with this locale's decimal symbol and
    /// groups: the first run of digits is the integer part, grouped when it has at least
    /// `grouping.primary + minimumGroupingDigits` digits; the text between it and the next run of
    /// digits is the decimal separator.
    func regrouped(_ text: String, grouping: Grouping?, minimumGroupingDigits: Int) -> String {
        let scalars = Array(text.unicodeScalars)
        let isDigit = { (scalar: Unicode.Scalar) in scalar.properties.numericType == .decimal }
        guard let start = scalars.firstIndex(where: isDigit) else { return text }
        let end = scalars[start...].firstIndex(where: { !isDigit($0) }) ?? scalars.endIndex
        var integer = String(String.UnicodeScalarView(scalars[start..<end]))
        if let grouping, grouping.primary > 0, end - start >= grouping.primary + minimumGroupingDigits {
            var digits = Array(integer.unicodeScalars)
            var groups = [String(String.UnicodeScalarView(digits.suffix(grouping.primary)))]
            digits.removeLast(grouping.primary)
            while !digits.isEmpty {
                let size = min(grouping.secondary, digits.count)
                groups.insert(String(String.UnicodeScalarView(digits.suffix(size))), at: 0)
                digits.removeLast(size)
            }
            integer = groups.joined(separator: group)
        }
        var tail = String(String.UnicodeScalarView(scalars[end...]))
        if let fraction = scalars[end...].firstIndex(where: isDigit) {
            tail = decimal + String(String.UnicodeScalarView(scalars[fraction...]))
        }
        return String(String.UnicodeScalarView(scalars[..<start])) + integer + tail
    }
}
