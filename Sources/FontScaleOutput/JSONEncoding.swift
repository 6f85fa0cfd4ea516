import Foundation

/// fontscale's one JSON encoding of `Encodable` values (a `JSONValue` built by hand included, as the
/// config schema is). `JSONValue.rendered()` writes the hand-built documents of other formats'
/// own layout (SARIF, DTCG and Figma tokens, the fonts manifest): sorted and indented as here, with
/// `"key": value` spacing, fast on a 25 MB SARIF log.
package enum JSONEncoding {
    /// How a document is laid out.
    package enum Layout: Sendable {
        /// A file or stdout: sorted keys, two-space indentation (`"key" : value`), "/" unescaped,
        /// a final newline.
        case document
        /// One line with sorted keys, "/" escaped (as "\/", so "</" never ends an HTML `<script>`
        /// element early), no final newline: a page's data, a preview's events.
        case compact
    }

    /// `value` as JSON laid out as `layout`.
    package static func string<T: Encodable>(_ value: T, _ layout: Layout = .document) throws -> String {
        // fontscale's own writer, the same bytes as JSONEncoder's in a fraction of the time; the
        // few types JSONEncoder writes its own way go through it.
        if let bytes = try unsupported({ try JSONTreeEncoder.encode(value, pretty: layout == .document) }) {
            let text = String(decoding: bytes, as: UTF8.self)
            return layout == .document ? text + "\n" : text
        }
        return try foundation(value, layout)
    }

    /// `body`'s value, or nil when it meets a value `JSONTreeEncoder` leaves to `JSONEncoder`
    /// (any other error is thrown).
    private static func unsupported<Value>(_ body: () throws -> Value) throws -> Value? {
        do { return try body() } catch is JSONTreeEncoder.Unsupported { return nil }
    }

    /// `value` through Foundation's `JSONEncoder`, laid out as `layout`.
    static func foundation<T: Encodable>(_ value: T, _ layout: Layout = .document) throws -> String {
        let encoder = JSONEncoder()
        switch layout {
        case .document: encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        case .compact: encoder.outputFormatting = [.sortedKeys]
        }
        let text = String(decoding: try encoder.encode(value), as: UTF8.self)
        return layout == .document ? text + "\n" : text
    }
}
