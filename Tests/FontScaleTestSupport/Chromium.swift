import Foundation

/// A report page as headless Chromium lays it out: the page's `#measure` mode writes the widths
/// the browser gives every sample and the fonts it loaded into the DOM, read back here.
public struct ChromiumPage {
    /// Debian's Chromium (scripts/install-deps.sh --with-chromium).
    public static let executable = "/usr/bin/chromium"

    /// Whether Chromium is installed.
    public static var available: Bool { FileManager.default.isExecutableFile(atPath: executable) }

    /// Per category, per row of the styles tables (every grid's rows in turn), the widths in px
    /// of the custom line and the reference line (nil: the row has no reference line).
    public let widths: [[[Double?]]]
    /// Every @font-face of the page: family (quotes removed), weight and style descriptors, and
    /// status after `load()` ("loaded", or "error" when the browser rejected the data).
    public let faces: [(family: String, weight: String, style: String, status: String)]
    /// `document.fonts.check` per family ("FS Custom", "FS Reference", "FS Reference 1", ...) for its samples.
    public let check: [String: Bool]
    /// The DOM after the script ran.
    public let dom: String

    /// Loads `index.html` at `path` with `#measure` and reads what the page measured.
    public init(path: String) throws {
        let page = "file://" + path + "#measure"
        let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=20000", "--dump-dom"]
        dom = try Command.run(Self.executable, flags + [page]).stdout
        guard let measured = Self.element("fontscale-measured", in: dom),
            let fonts = Self.element("fontscale-fonts", in: dom)
        else {
            throw CommandError(message: "\(path): Chromium's DOM has no measurements (\(dom.utf8.count) bytes)")
        }
        // A row without a reference line (its sample has none) measures null there.
        let rows = try JSONSerialization.jsonObject(with: Data(measured.utf8)) as? [[[Any]]] ?? []
        widths = rows.map { $0.map { $0.map { $0 as? Double } } }
        let object = try JSONSerialization.jsonObject(with: Data(fonts.utf8)) as? [String: Any] ?? [:]
        faces = (object["faces"] as? [[String: String]] ?? []).map {
            ($0["family"] ?? "", $0["weight"] ?? "", $0["style"] ?? "", $0["status"] ?? "")
        }
        check = object["check"] as? [String: Bool] ?? [:]
    }

    /// The text of the `<pre id="ID">` element, entities decoded; nil when missing or empty.
    static func element(_ id: String, in dom: String) -> String? {
        guard let start = dom.range(of: "<pre id=\"\(id)\"") else { return nil }
        let body = dom[start.upperBound...]
        guard let open = body.firstIndex(of: ">"), let close = body.range(of: "</pre>")?.lowerBound, open < close else {
            return nil
        }
        let text = String(body[body.index(after: open)..<close])
        guard !text.isEmpty else { return nil }
        return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The largest difference in px between the page's widths and report.json's (`report`, decoded
    /// with JSONSerialization), over every cell of every grid, and the number of widths compared.
    public func largestDifference(from report: [String: Any]) -> (worst: Double, compared: Int) {
        let extras = report["additionalSamples"] as? [[String: Any]] ?? []
        let styles =
            [report["styles"] as? [[String: Any]] ?? []] + extras.map { $0["styles"] as? [[String: Any]] ?? [] }
        let styleRows = styles.flatMap { $0 }
        var worst = 0.0, compared = 0
        for (category, rows) in widths.enumerated() {
            for (row, pair) in rows.enumerated() where row < styleRows.count {
                guard let cell = (styleRows[row]["cells"] as? [[String: Any]])?[category],
                    let custom = (cell["custom"] as? [String: Any])?["width"] as? Double, let drawn = pair[0]
                else {
                    return (.infinity, compared)
                }
                worst = max(worst, abs(drawn - custom))
                compared += 1
                // The reference line: on the page exactly when report.json has a reference width.
                let reference = (cell["reference"] as? [String: Any])?["width"] as? Double
                switch (pair[1], reference) {
                case let (drawn?, reference?):
                    worst = max(worst, abs(drawn - reference))
                    compared += 1
                case (nil, nil): break
                default: return (.infinity, compared)
                }
            }
        }
        return (worst, compared)
    }
}
