import Foundation

/// fontscale's one JSON encoding of `Encodable` values; `JSONValue` writes the same bytes for
/// documents built by hand.
public enum JSONEncoding {
    /// How a document is laid out.
    public enum Layout: Sendable {
        /// A file or stdout: sorted keys, two-space indentation (`"key" : value`), "/" unescaped,
        /// a final newline.
        case document
        /// Inside an HTML `<script>` element: sorted keys, one line, "/" escaped, no final newline.
        case script
        /// One line for a stream (server-sent events): keys in declaration order, "/" unescaped,
        /// no final newline.
        case line
    }

    /// `value` as JSON laid out as `layout`.
    public static func string<T: Encodable>(_ value: T, _ layout: Layout = .document) throws -> String {
        let encoder = JSONEncoder()
        switch layout {
        case .document: encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        case .script: encoder.outputFormatting = [.sortedKeys]
        case .line: encoder.outputFormatting = [.withoutEscapingSlashes]
        }
        let text = String(decoding: try encoder.encode(value), as: UTF8.self)
        switch layout {
        case .document: return text + "\n"
        // "</" must not end the script element early.
        case .script: return text.replacingOccurrences(of: "</", with: "<\\/")
        case .line: return text
        }
    }
}
