import FontScale
import FontScaleMetrics
import FontScaleOutput

extension Report {
    /// The accessibility section as Markdown, empty when the report has none.
    func accessibilityMarkdown() -> String {
        guard let section = accessibility else { return "" }
        var text = "\n## Accessibility (WCAG 2.2)\n\n"
        text +=
            "Resize text (1.4.4): each style's size over its size at Large, and the first category at 200%. "
        if let samples = section.samples, samples.count > 1 {
            text +=
                "Text spacing (1.4.12): in each width, the lines at \(section.category) as set → with letter 0.12 em, word 0.16 em, line height 1.5, of the sample that gains the most lines. "
            text +=
                "Reflow (1.4.10): the widest unbreakable run of any sample at \(section.category), and where a run first outgrows each width. "
            text +=
                "Samples: "
                + samples.enumerated().map { "s\($0.offset + 1) \"\(Markdown.cell($0.element))\"" }.joined(
                    separator: ", ")
                + ".\n\n"
        } else {
            text +=
                "Text spacing (1.4.12): lines of \"\(Markdown.cell(sampleText))\" at \(section.category) as set → with letter 0.12 em, word 0.16 em, line height 1.5. "
            text +=
                "Reflow (1.4.10): its longest unbreakable run at \(section.category), and where it first outgrows each width.\n\n"
        }
        let widths = section.containerWidths.map { formatNumber($0, decimals: 3) }
        text += "| style | pt at Large | " + categories.map(\.displayName).joined(separator: " | ") + " | 200% at | "
        text += widths.map { "1.4.12 @\($0)" }.joined(separator: " | ") + " | longest run | "
        text += widths.map { "too wide @\($0)" }.joined(separator: " | ") + " |\n"
        text += "|---|---:|" + categories.map { _ in "---:|" }.joined() + "---|"
        text += widths.map { _ in "---|" }.joined() + "---|" + widths.map { _ in "---|" }.joined() + "\n"
        for row in section.styles {
            text += "| \(row.style) | \(formatNumber(row.largeSize, decimals: 3)) | "
            text += row.factors.map { formatNumber($0, decimals: 2) + "x" }.joined(separator: " | ") + " | "
            text += (row.reaches200 ?? (row.capped ? "never (capped)" : "never (curve)")) + " | "
            text +=
                row.spacing.map {
                    "\($0.lines) → \($0.spacedLines)" + (section.tag($0.sample).map { " (\($0))" } ?? "")
                }
                .joined(separator: " | ") + " | "
            let runTag = section.tag(row.longestRunSample).map { ", \($0)" } ?? ""
            text +=
                "\(Markdown.cell(row.longestRun)) (\(formatNumber(row.longestRunWidth, decimals: 1)) pt\(runTag)) | "
            text += row.runTooWideFrom.map { $0 ?? "fits" }.joined(separator: " | ") + " |\n"
        }
        return text
    }
}

extension HTMLRenderer {
    /// The accessibility section as HTML, empty when the report has none.
    func accessibilityHTML() -> String {
        guard let section = report.accessibility else { return "" }
        let widths = section.containerWidths.map { formatNumber($0, decimals: 3) }
        var html = "<h2 id=\"accessibility\">Accessibility (WCAG 2.2)</h2>\n"
        let at = escape(section.category.displayName)
        if let samples = section.samples, samples.count > 1 {
            html +=
                "<p>Resize text (1.4.4): each style's size over its size at Large, and the first category at 200% (highlighted: never). Text spacing (1.4.12): in each width, the lines at \(at) as set → with letter spacing 0.12 em, word spacing 0.16 em, line height 1.5 of the sample that gains the most lines (highlighted: more lines). Reflow (1.4.10): the widest run any sample cannot break, at \(at), and the first category at which a run is wider than each width. Samples: "
                + samples.enumerated().map { "s\($0.offset + 1) “<bdi>\(escape($0.element))</bdi>”" }.joined(
                    separator: ", ")
                + ".</p>\n"
        } else {
            html +=
                "<p>Resize text (1.4.4): each style's size over its size at Large, and the first category at 200% (highlighted: never). Text spacing (1.4.12): lines of the sample at \(at) as set → with letter spacing 0.12 em, word spacing 0.16 em, line height 1.5 (highlighted: more lines). Reflow (1.4.10): the longest run the text cannot break, at \(at), and the first category at which it is wider than each width.</p>\n"
        }
        html += "<table class=\"a11y\"><thead><tr><th>Style</th><th>pt at Large</th>"
        html += report.categories.map { "<th>\(escape($0.displayName))</th>" }.joined() + "<th>200% at</th>"
        html += widths.map { "<th>1.4.12 @\($0)</th>" }.joined() + "<th>Longest run</th>"
        html += widths.map { "<th>Too wide @\($0)</th>" }.joined() + "</tr></thead><tbody>\n"
        for row in section.styles {
            html +=
                "<tr><td>\(escape(row.style.displayName))</td><td class=\"n\">\(formatNumber(row.largeSize, decimals: 3))</td>"
            html += row.factors.map { factor in
                "<td class=\"n\(factor >= 2 - 1e-9 ? " ok" : "")\">\(formatNumber(factor, decimals: 2))x</td>"
            }.joined()
            let reached = row.reaches200 ?? (row.capped ? "never (capped)" : "never (curve)")
            html += "<td\(row.reaches200 == nil ? " class=\"hl\"" : "")>\(escape(reached))</td>"
            html += row.spacing.map { item in
                let tag = section.tag(item.sample)
                let heights =
                    "\(formatNumber(item.height, decimals: 1)) → \(formatNumber(item.spacedHeight, decimals: 1)) pt"
                let title = tag == nil ? heights : "\(heights), “\(escape(item.sample ?? ""))”"
                return
                    "<td class=\"n\(item.spacedLines > item.lines ? " hl" : "")\" title=\"\(title)\">\(item.lines) → \(item.spacedLines)\(tag.map { " <span class=\"s\">\($0)</span>" } ?? "")</td>"
            }.joined()
            let runTag = section.tag(row.longestRunSample).map { ", \($0)" } ?? ""
            html +=
                "<td><bdi>\(escape(row.longestRun))</bdi> <span class=\"n\">(\(formatNumber(row.longestRunWidth, decimals: 1)) pt\(runTag))</span></td>"
            html += row.runTooWideFrom.map { from in
                "<td\(from == nil ? "" : " class=\"hl\"")>\(escape(from ?? "fits"))</td>"
            }.joined()
            html += "</tr>\n"
        }
        return html + "</tbody></table>\n"
    }
}
