import FontScale
import FontScaleOutput
import Foundation

/// Tokens Studio's math in token values (`"{fontSizes.body} * 1.25"`, `"roundTo({base}*1.25^5)"`),
/// as its plugin evaluates it with expr-eval after substituting references: numbers with an
/// optional unit (one unit for the whole expression, kept on the result), `+ - * / ^` (`^` binds
/// tightest and to the right), unary minus, parentheses, and expr-eval's `roundTo(x, n)`, `round`,
/// `floor`, `ceil`, `abs`, `sqrt`, `min`, `max`.
enum TokenMath {
    /// Whether `text` is an expression rather than a number or a dimension ("16", "1.5rem").
    static func isExpression(_ text: String) -> Bool {
        text.contains("{") || text.dropFirst().contains { "+*/^(".contains($0) }
            || text.trimmingCharacters(in: .whitespaces).dropFirst().contains(" - ")
    }

    /// The value of `text` (references already substituted), with its unit ("px", "rem", "" for
    /// none); nil when it is no expression this grammar reads.
    static func evaluate(_ text: String) -> (value: Double, unit: String)? {
        var scanner = Scanner(characters: Array(text))
        guard let value = scanner.sum(), scanner.atEnd, value.isFinite, scanner.units.count <= 1 else { return nil }
        return (value, scanner.units.first ?? "")
    }

    private struct Scanner {
        let characters: [Character]
        var index = 0
        var units: Set<String> = []
        /// Parentheses and calls open now: deeper than `TokenTree.maximumDepth` is no expression.
        var depth = 0

        var atEnd: Bool {
            mutating get {
                skipSpaces()
                return index == characters.count
            }
        }

        mutating func skipSpaces() { while index < characters.count, characters[index] == " " { index += 1 } }

        mutating func take(_ character: Character) -> Bool {
            skipSpaces()
            guard index < characters.count, characters[index] == character else { return false }
            index += 1
            return true
        }

        mutating func sum() -> Double? {
            guard var value = product() else { return nil }
            while true {
                if take("+") {
                    guard let next = product() else { return nil }; value += next
                } else if take("-") {
                    guard let next = product() else { return nil }
                    value -= next
                } else {
                    return value
                }
            }
        }

        mutating func product() -> Double? {
            guard var value = power() else { return nil }
            while true {
                if take("*") {
                    guard let next = power() else { return nil }; value *= next
                } else if take("/") {
                    guard let next = power(), next != 0 else { return nil }
                    value /= next
                } else {
                    return value
                }
            }
        }

        mutating func power() -> Double? {
            guard let base = unary() else { return nil }
            guard take("^") else { return base }
            guard depth < TokenTree.maximumDepth else { return nil }
            depth += 1
            defer { depth -= 1 }
            guard let exponent = power() else { return nil }
            return Foundation.pow(base, exponent)
        }

        mutating func unary() -> Double? {
            let sign: Double
            if take("-") { sign = -1 } else if take("+") { sign = 1 } else { return primary() }
            guard depth < TokenTree.maximumDepth else { return nil }
            depth += 1
            defer { depth -= 1 }
            return unary().map { sign * $0 }
        }

        mutating func primary() -> Double? {
            skipSpaces()
            if take("(") {
                guard depth < TokenTree.maximumDepth else { return nil }
                depth += 1
                defer { depth -= 1 }
                let value = sum()
                return take(")") ? value : nil
            }
            let start = index
            while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
            if index > start {
                guard let number = Double(String(characters[start..<index])) else { return nil }
                let unitStart = index
                while index < characters.count, characters[index].isLetter || characters[index] == "%" { index += 1 }
                if index > unitStart { units.insert(String(characters[unitStart..<index]).lowercased()) }
                return number
            }
            while index < characters.count, characters[index].isLetter { index += 1 }
            let name = String(characters[start..<index])
            guard !name.isEmpty, take("("), depth < TokenTree.maximumDepth else { return nil }
            depth += 1
            defer { depth -= 1 }
            var arguments: [Double] = []
            if !take(")") {
                repeat {
                    guard let argument = sum() else { return nil }
                    arguments.append(argument)
                } while take(",")
                guard take(")") else { return nil }
            }
            return Self.call(name, arguments)
        }

        static func call(_ name: String, _ arguments: [Double]) -> Double? {
            switch (name, arguments.count) {
            case ("roundTo", 1), ("round", 1): return arguments[0].rounded(.toNearestOrAwayFromZero)
            case ("roundTo", 2):
                let scale = Foundation.pow(10, arguments[1].rounded())
                return (arguments[0] * scale).rounded(.toNearestOrAwayFromZero) / scale
            case ("floor", 1): return arguments[0].rounded(.down)
            case ("ceil", 1): return arguments[0].rounded(.up)
            case ("abs", 1): return abs(arguments[0])
            case ("sqrt", 1): return arguments[0] >= 0 ? arguments[0].squareRoot() : nil
            case ("min", 1...): return arguments.contains(where: \.isNaN) ? nil : arguments.min()
            case ("max", 1...): return arguments.contains(where: \.isNaN) ? nil : arguments.max()
            default: return nil
            }
        }
    }
}

extension TokenTree {
    /// A string with each `{reference}` in it replaced by the referenced value, unevaluated (a
    /// font family: "{fonts.brand}, sans-serif").
    func substituted(_ value: JSONValue, token: String) throws(TokenImportError) -> JSONValue {
        guard let text = value.string, text.contains("{") else { return value }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let part = try resolve(.string(String(rest[open...close])), token: token)
            result += part.string ?? part.number.map { formatNumber($0) } ?? ""
            rest = rest[rest.index(after: close)...]
        }
        return .string(result + rest)
    }
}

/// Evaluated references by path (`TokenTree.evaluated`), shared by the tree's copies.
final class Evaluations {
    var values: [String: JSONValue] = [:]
}

extension TokenTree {
    /// `value` resolved, and when it is Tokens Studio math (`"{fontSizes.body} * 1.25"`), its
    /// references substituted and the expression evaluated (`TokenMath`): a number, or a string
    /// with the expression's unit ("20px").
    func evaluated(_ value: JSONValue, token: String, seen: [String] = []) throws(TokenImportError) -> JSONValue {
        let value = try resolve(value, token: token, seen: seen)
        guard let text = value.string, TokenMath.isExpression(text) else { return value }
        guard seen.count < Self.maximumDepth else {
            throw TokenImportError(
                file: file, token: token,
                message: "references nest deeper than \(Self.maximumDepth) in '\(ImportedStyle.shown(text))'")
        }
        var substituted = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            substituted += rest[..<open]
            let target = String(rest[rest.index(after: open)..<close])
            guard !seen.contains(target) else {
                throw TokenImportError(
                    file: file, token: token, message: "alias cycle: \((seen + [target]).joined(separator: " -> "))")
            }
            let part: JSONValue
            if let known = evaluations.values[target] {
                part = known
            } else {
                let reference = try resolve(.string("{\(target)}"), token: token, seen: seen)
                part = try evaluated(reference, token: token, seen: seen + [target])
                evaluations.values[target] = part
            }
            guard let piece = part.number.map({ formatNumber($0, decimals: 10) }) ?? part.string else {
                throw TokenImportError(
                    file: file, token: token,
                    message: "{\(target)} in '\(ImportedStyle.shown(text))' is \(part.kind), not a number")
            }
            substituted += "(\(piece))"
            rest = rest[rest.index(after: close)...]
        }
        substituted += rest
        guard let (number, unit) = TokenMath.evaluate(substituted) else {
            throw TokenImportError(
                file: file, token: token,
                message:
                    "'\(ImportedStyle.shown(text))' is math fontscale cannot evaluate (numbers, one unit, + - * / ^, parentheses and roundTo, round, floor, ceil, abs, sqrt, min, max)"
            )
        }
        return unit.isEmpty ? .number(number) : .string(formatNumber(number, decimals: 10) + unit)
    }
}
