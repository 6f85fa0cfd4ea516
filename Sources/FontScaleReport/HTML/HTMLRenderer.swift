import FontScale
import FontScaleFonts
import FontScaleMetrics
import FontScaleOutput
import Foundation

/// How the report page carries its fonts.
public enum FontEmbedding: String, CaseIterable, Sendable {
    /// Subsets of the glyphs the page shows, verified to shape like the whole font (the whole font when not).
    case subset
    /// The whole font files.
    case full
    /// No font data: `file://` links to the fonts on this machine (small, not portable).
    case link
}

/// The self-contained `index.html`: the sheet, the tables, and a content-size slider (like
/// Xcode's text-size override) that switches every sample between the categories, with both
/// fonts embedded from their files.
package struct HTMLRenderer {
    /// A font file to embed (subset to the sample text), with its CSS descriptors.
    package struct EmbeddedFace: Sendable {
        /// The font file.
        package let path: String
        /// The face inside a collection (.ttc).
        package var index: Int = 0
        /// The CSS font-weight descriptor ("400" or "300 900").
        package let weight: String
        /// Whether it is italic.
        package let italic: Bool
        /// Creates a face to embed.
        package init(path: String, weight: String, italic: Bool) {
            self.path = path
            self.weight = weight
            self.italic = italic
        }
    }

    let report: Report
    let customFaces: [EmbeddedFace]
    /// Every sample measured, each grid with its reference font, in `report.grids` order.
    let samples: [MeasuredSample]
    let sheetPNG: Data?
    /// How fonts are carried (default: subsets).
    package var fontEmbedding = FontEmbedding.subset
    /// A file beside the page to show as the sheet instead of embedding `sheetPNG` ("sheet.png").
    package var sheetFile: String?
    /// How many pages the sheet has as PNG files beside the page (`ReportFormat.pngPage`), 0 for none.
    package var sheetPages = 0
    /// The sheet's PDF beside the page ("sheet.pdf"), nil when it was not written.
    package var sheetPDF: String?

    /// Creates a renderer for `run`'s report, embedding the faces its cells used; `sheetPNG` is
    /// embedded when given.
    package init(run: ReportRun, sheetPNG: Data?) {
        report = run.report
        customFaces = EmbeddedFace.faces(of: run.font, files: run.report.font.files)
        samples = run.samples
        self.sheetPNG = sheetPNG
    }

    /// The CSS family of grid `index`'s reference font.
    static func referenceFamily(_ index: Int) -> String { index == 0 ? "FS Reference" : "FS Reference \(index)" }

    /// The placeholder `stripEmbeddedData` puts where base64 data was.
    package static let strippedData = "data:stripped"

    /// `html` with every base64 data URI replaced by a placeholder (for golden files).
    package static func stripEmbeddedData(_ html: String) -> String {
        var result = ""
        var rest = Substring(html)
        while let start = rest.range(of: "data:") {
            result += rest[..<start.lowerBound]
            let after = rest[start.lowerBound...]
            guard let end = after.firstIndex(where: { $0 == "\"" || $0 == ")" || $0 == "'" }) else {
                rest = after; break
            }
            result += strippedData
            rest = after[end...]
        }
        return result + rest
    }

    private func fontFaceCSS(_ family: String, _ faces: [EmbeddedFace], cells: [CellFont], text: String) throws
        -> String
    {
        try faces.map { face in
            // Only the glyphs the page sets in this font (the sample text), when the subset shapes
            // exactly like the whole font at every instance the page uses; else the whole file.
            let name = URL(fileURLWithPath: face.path).lastPathComponent
            var instances: [[String: Double]] = []
            for cell in cells where cell.file == name {
                let axes = Dictionary(uniqueKeysWithValues: cell.axes.map { ($0.tag, $0.value) })
                if !instances.contains(axes) { instances.append(axes) }
            }
            let descriptors = "font-weight: \(face.weight); font-style: \(face.italic ? "italic" : "normal"); }\n"
            if fontEmbedding == .link {
                let url = URL(fileURLWithPath: face.path).absoluteString + (face.index == 0 ? "" : "#\(face.index)")
                return "@font-face { font-family: \"\(family)\"; src: url(\"\(url)\"); " + descriptors
            }
            // A face of a collection is always subset (the subset is a single font); a whole .ttc
            // would give the browser its first face.
            let subset =
                fontEmbedding == .subset || face.index != 0
                ? try? FontFace(path: face.path, index: face.index).subset(keeping: text, verifyingAt: instances) : nil
            let data = try subset ?? Data(contentsOf: URL(fileURLWithPath: face.path))
            let (format, mime) = Self.fontFormat(data)
            return
                "@font-face { font-family: \"\(family)\"; src: url(data:\(mime);base64,\(data.base64EncodedString())) format(\"\(format)\"); "
                + descriptors
        }.joined()
    }

    /// The CSS format and MIME type of font file data: WOFF2, WOFF, CFF outlines or TrueType.
    static func fontFormat(_ data: Data) -> (format: String, mime: String) {
        switch data.prefix(4) {
        case Data("wOF2".utf8): ("woff2", "font/woff2")
        case Data("wOFF".utf8): ("woff", "font/woff")
        case Data("OTTO".utf8): ("opentype", "font/otf")
        default: ("truetype", "font/ttf")
        }
    }

    /// Where the rest of the sheet is: the printable PDF and the PNG pages after the summary.
    func sheetLinks() -> String {
        var links: [String] = []
        if let sheetPDF {
            links.append("<a href=\"\(escape(sheetPDF))\">\(escape(sheetPDF))</a> (every page, for print)")
        }
        if sheetPages > 1 {
            let pages = (2...sheetPages).map { "<a href=\"\(escape(ReportFormat.pngPage($0)))\">\($0)</a>" }
            links.append("pages " + pages.joined(separator: " ") + " as PNG")
        }
        guard !links.isEmpty else { return "" }
        return "<p>Every style at every content size is on the pages after the summary: "
            + links.joined(separator: "; ") + ".</p>\n"
    }

    /// The page.
    package func render() throws -> String {
        let defaultIndex = report.categories.firstIndex(of: .default) ?? 0
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="\(escape(report.generator))">
            <title>\(escape(report.font.family)): Dynamic Type report</title>
            <style>
            \(try faceCSS())
            body { font: 14px/1.45 -apple-system, "DejaVu Sans", sans-serif; color: #16161a; margin: 24px 32px; }
            h1 { font-size: 24px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 32px 0 8px; }
            .meta { color: #6b6b75; margin-bottom: 16px; }
            .control { position: sticky; top: 0; background: #fff; padding: 10px 0; border-bottom: 1px solid #ddd; z-index: 1; display: flex; gap: 14px; align-items: center; }
            .control input { width: 420px; } .control output { font-weight: bold; min-width: 90px; }
            table { border-collapse: collapse; font-size: 12px; } td, th { border-bottom: 1px solid #e4e4e8; padding: 4px 8px; text-align: left; vertical-align: top; }
            th { background: #f4f4f6; position: sticky; top: 52px; } td.n { text-align: right; font-variant-numeric: tabular-nums; }
            .styles td.sample { padding: 6px 8px; } .custom { font-family: "FS Custom"; font-optical-sizing: none; white-space: nowrap; display: inline-block; }
            .reference { font-family: "FS Reference"; font-optical-sizing: none; white-space: nowrap; display: inline-block; color: #6b6b75; }
            td.rtl { text-align: right; } .sample-name { font-family: "FS Custom", -apple-system, "DejaVu Sans", sans-serif; }
            .numbers { color: #6b6b75; font-size: 11px; } .hl { background: #fff8e0; } .badge { display: inline-block; color: #fff; font-size: 10px; font-weight: bold; padding: 0 4px; margin-right: 3px; border-radius: 2px; }
            \(Highlight.allCases.map { ".b-\($0.rawValue) { background: \($0.cssColour); }" }.joined(separator: " "))
            \(pageCSS())
            img.sheet { max-width: 100%; border: 1px solid #ddd; } pre { background: #f6f6f8; padding: 12px; overflow-x: auto; font-size: 12px; }
            </style>
            </head>
            <body>
            <h1>\(escape(report.font.family))\(report.reference.map { " against " + escape($0.family) } ?? "")</h1>
            <div class="meta">\(escape(report.platform.displayName)) Dynamic Type · <code>\(escape(report.model.rawValue))</code> model · sample “<span class="sample-name"\(report.sampleDirection == .rightToLeft ? " dir=\"rtl\"" : "")>\(escape(report.sampleText))</span>” · \(report.reference.map { "reference \(escape($0.family)) (\(escape($0.role)))" } ?? "no reference") · \(escape(report.generator)) · \(escape(report.date))</div>
            \(noReferenceSummary())<div class="control"><label for="category">Text size</label><input id="category" type="range" min="0" max="\(report.categories.count - 1)" step="1" value="\(defaultIndex)"><output id="category-name">\(escape(report.categories[defaultIndex].displayName))</output><span class="numbers">drag to switch every sample between the content size categories</span></div>
            \(legend())
            """
        for (index, grid) in report.grids.enumerated() {
            let script = grid.script.flatMap { code in WritingScript.named(code)?.name ?? code }
            let what = [script, grid.isRightToLeft ? "right to left" : nil].compactMap { $0 }.joined(separator: ", ")
            html +=
                index == 0
                ? "<h2>Styles at the selected size</h2>\n"
                : "<h2>Sample “<span class=\"sample-name\"\(grid.isRightToLeft ? " dir=\"rtl\"" : "")>\(escape(grid.text))</span>”\(what.isEmpty ? "" : " (\(escape(what)))")\(grid.reference.map { " against " + escape($0.family) } ?? ", no reference")</h2>\n"
            html += referenceLine(grid)
            let lines =
                grid.reference.map { "\(escape(report.font.family)) (upper) and \(escape($0.family)) (lower)" }
                ?? escape(report.font.family)
            html += "<table class=\"styles\"><thead><tr><th>Style</th><th>\(lines)</th></tr></thead><tbody>\n"
            let direction = grid.isRightToLeft ? " dir=\"rtl\"" : ""
            let language =
                grid.script.flatMap { WritingScript.named($0)?.language }.map { " lang=\"\(escape($0))\"" } ?? ""
            for (row, style) in grid.styles.enumerated() {
                html +=
                    "<tr data-grid=\"\(index)\" data-row=\"\(row)\"><td><b>\(escape(style.style.displayName))</b><br><span class=\"numbers\">base \(formatNumber(style.basePointSize, decimals: 3)) pt · weight \(style.weight)</span>"
                html += "<div class=\"cell-badges\"></div></td>"
                html += "<td class=\"sample\(grid.isRightToLeft ? " rtl" : "")\"><div class=\"fit\">"
                html += "<span class=\"custom\"\(direction)\(language)>"
                html += "\(escape(grid.text))</span>\(edges(rightToLeft: grid.isRightToLeft))</div>"
                if grid.reference != nil {
                    html +=
                        "<span class=\"reference\"\(direction)\(language) style=\"font-family: '\(Self.referenceFamily(referenceGroups()[index]))'\">\(escape(grid.text))</span>"
                }
                html += "<div class=\"numbers cell-numbers\"></div><div class=\"numbers cell-fits\"></div></td></tr>\n"
            }
            if index + 1 < report.grids.count { html += "</tbody></table>\n" }
        }
        html += "</tbody></table>\n<h2>Comparison sheet</h2>\n"
        let alt = "Comparison sheet, page 1: the summary (fonts, references, highlight counts, suggested sizes)"
        if let sheetFile {
            html +=
                "<p><a href=\"\(escape(sheetFile))\"><img class=\"sheet\" alt=\"\(alt)\" src=\"\(escape(sheetFile))\"></a></p>\n"
        } else if let sheetPNG {
            html +=
                "<p><img class=\"sheet\" alt=\"\(alt)\" src=\"data:image/png;base64,\(sheetPNG.base64EncodedString())\"></p>\n"
        }
        html += sheetLinks()
        // The reference's width and the change only when the main sample has a reference.
        let compared = report.reference != nil
        html +=
            "<h2>Intrinsic sizes</h2>\n<table><thead><tr><th>Style</th><th>Category</th><th>Size</th><th>Leading</th><th>Weight</th><th>Axes</th><th>Width</th><th>@\(report.displayScale)x</th>"
            + (compared ? "<th>Reference</th><th>Change</th>" : "")
        html +=
            report.containerWidths.map { "<th>Lines @\(formatNumber($0, decimals: 3))</th>" }.joined()
            + "<th>Highlights</th></tr></thead><tbody>\n"
        for style in report.styles {
            for cell in style.cells {
                let custom = cell.custom
                let tint = cell.highlights.contains(where: \.tintsCell) ? " class=\"hl\"" : ""
                html +=
                    "<tr\(tint)><td>\(escape(style.style.displayName))</td><td>\(escape(cell.category.displayName))</td><td class=\"n\">\(formatNumber(custom.pointSize, decimals: 3))</td>"
                html +=
                    "<td class=\"n\">\(formatNumber(custom.leading, decimals: 3))</td><td class=\"n\">\(custom.weight.used)</td><td>\(escape(axesText(custom.axes)))</td>"
                html +=
                    "<td class=\"n\">\(formatNumber(custom.width, decimals: 3))</td><td class=\"n\">\(formatNumber(custom.roundedWidth, decimals: 3))</td>"
                if let reference = cell.reference, let change = cell.widthChange {
                    html +=
                        "<td class=\"n\">\(formatNumber(reference.width, decimals: 3))</td><td class=\"n\">\(percent(change))</td>"
                }
                html += custom.containers.map { "<td class=\"n\">\($0.lines)\($0.truncated ? " …" : "")</td>" }.joined()
                html +=
                    "<td>"
                    + cell.highlights.map {
                        "<span class=\"badge b-\($0.rawValue)\" title=\"\(escape($0.meaning))\">\(escape($0.rawValue))</span>"
                    }.joined() + "</td></tr>\n"
            }
        }
        html += "</tbody></table>\n<h2>Suggested base sizes</h2>\n<p>\(escape(suggestionsText()))</p>\n"
        html +=
            "<table><thead><tr><th>Style</th><th>HIG size</th><th>Suggested</th><th>Exact</th><th>Weight</th><th>PostScript name (+ variations)</th></tr></thead><tbody>\n"
        for suggestion in report.suggestions.styles {
            html +=
                "<tr><td>\(escape(suggestion.style.displayName))</td><td class=\"n\">\(formatNumber(suggestion.higPointSize, decimals: 3))</td><td class=\"n\">\(formatNumber(suggestion.pointSize, decimals: 3))</td><td class=\"n\">\(formatNumber(suggestion.exactPointSize, decimals: 3))</td><td class=\"n\">\(suggestion.weight)</td><td>\(escape(suggestion.displayName))</td></tr>\n"
        }
        html += "</tbody></table>\n"
        if let first = report.transitions.first {
            html += "<h2>Size transitions (\(escape("\(first.from)")) to \(escape("\(first.to)")))</h2>\n"
            html +=
                "<p>The swap of a transform animation, measured with opsz following the size: how far glyphs jump, and what to do about it.</p>\n"
            html +=
                "<table><thead><tr><th>Style</th><th>Sizes</th><th>Strategy</th><th>Width jump</th><th>Glyph drift</th><th>Drift, opsz held</th><th>Pixel RMSE</th><th>Advice</th></tr></thead><tbody>\n"
            for item in report.transitions {
                let advice =
                    item.advice.rawValue
                    + (item.crossFadeWindow.map { " (\(formatNumber($0 * 100, decimals: 3))% window)" } ?? "")
                html +=
                    "<tr\(item.advice == .plainTransform ? "" : " class=\"hl\"")><td>\(escape(item.style.displayName))</td><td class=\"n\">\(formatNumber(item.fromPointSize, decimals: 3)) → \(formatNumber(item.toPointSize, decimals: 3)) pt</td>"
                html +=
                    "<td>\(item.strategy)</td><td class=\"n\">\(formatNumber(item.widthJump, decimals: 2)) pt</td><td class=\"n\">\(formatNumber(item.maxGlyphDrift, decimals: 2)) pt</td>"
                html +=
                    "<td class=\"n\">\(item.maxGlyphDriftOpszHeld.map { formatNumber($0, decimals: 2) + " pt" } ?? "no opsz")</td><td class=\"n\">\(formatNumber(item.pixelRMSE, decimals: 3))</td>"
                html += "<td title=\"\(escape(item.reason))\">\(escape(advice))</td></tr>\n"
            }
            html += "</tbody></table>\n"
        }
        html += accessibilityHTML()
        html += "<pre>\(escape(report.swiftSnippet()))</pre>\n"
        html += "<pre id=\"fontscale-measured\" hidden></pre>\n"
        html += try pageScript()
        return html
    }

    /// @font-face rules: the custom font subset to every sample, each reference font once, subset
    /// to every sample set in it (none for a sample without a reference: nothing would be drawn in it).
    private func faceCSS() throws -> String {
        let grids = report.grids
        var css = try fontFaceCSS(
            "FS Custom", customFaces, cells: grids.flatMap { $0.styles.flatMap { $0.cells.map(\.custom) } },
            text: grids.map(\.text).joined(separator: " "))
        let groups = referenceGroups()
        for (index, sample) in samples.enumerated() where groups[index] == index {
            guard let font = sample.reference else { continue }
            let members = samples.indices.filter { groups[$0] == index }.map { samples[$0].grid }
            let files = Array(Set(members.flatMap { $0.reference?.files ?? [] })).sorted()
            css += try fontFaceCSS(
                Self.referenceFamily(index), EmbeddedFace.faces(of: font, files: files),
                cells: members.flatMap { $0.styles.flatMap { $0.cells.compactMap(\.reference) } },
                text: members.map(\.text).joined(separator: " "))
        }
        return css
    }

    /// For each sample, the first sample whose reference is the same font (the same family or
    /// file; itself when none before it is): the samples of a group share one @font-face, named
    /// after the first.
    func referenceGroups() -> [Int] {
        samples.indices.map { index in
            guard let font = samples[index].reference else { return index }
            return samples.indices.first { samples[$0].reference?.source == font.source } ?? index
        }
    }

    func escape(_ text: String) -> String { HTML.escape(text) }
}
