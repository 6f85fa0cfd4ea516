import FontScale
import FontScaleFonts
import FontScaleOutput
import Foundation

/// The page's parts around the tables: the legend, each sample's reference and why, the
/// container-width edges, and the script that drives the text-size slider.
extension HTMLRenderer {
    /// The page's own styles for the legend, the badges in the styles table and the container edges.
    func pageCSS() -> String {
        let widest = report.containerWidths.max() ?? 0
        let wraps = Highlight.wraps.cssColour, truncates = Highlight.truncates.cssColour
        return """
            .legend { font-size: 12px; color: #3a3a42; margin: 10px 0 0; line-height: 1.9; }
            .legend .tint { background: #fff8e0; border: 1px solid #e8dcb0; padding: 0 4px; }
            .cell-badges { margin-top: 4px; } .why { color: #6b6b75; margin: 0 0 8px; }
            .styles td.sample { min-width: \(formatNumber(widest + 40, decimals: 3))px; } .fit { position: relative; padding-top: 11px; }
            .edge { position: absolute; top: 0; bottom: 0; width: 0; border-left: 1px dashed #a8a8b0; }
            .rtl .edge { border-left: none; border-right: 1px dashed #a8a8b0; }
            .edge::before { content: attr(data-width); position: absolute; top: -1px; left: 3px;
              font: 9px/1 sans-serif; color: #8a8a94; }
            .rtl .edge::before { left: auto; right: 3px; }
            .edge.wraps { border-color: \(wraps); } .edge.wraps::before { color: \(wraps); }
            .edge.truncates { border-color: \(truncates); border-style: solid; }
            .edge.truncates::before { color: \(truncates); }
            .key-wraps { color: \(wraps); font-weight: bold; }
            .key-truncates { color: \(truncates); font-weight: bold; }
            .a11y td.ok { color: #1d6b35; } .a11y td.hl { background: #fff8e0; }
            .a11y .s { color: #5f5f6b; font-size: 85%; }
            """
    }

    /// What the badges, the row tint and the container edges mean.
    func legend() -> String {
        let tinting = Highlight.allCases.filter(\.tintsCell), badgeOnly = Highlight.allCases.filter { !$0.tintsCell }
        func item(_ highlight: Highlight) -> String {
            "<span class=\"badge b-\(highlight.rawValue)\">\(escape(highlight.rawValue))</span> "
                + escape(highlight.meaning)
        }
        let widths = report.containerWidths.map { formatNumber($0, decimals: 3) }.joined(separator: ", ")
        var html = "<div class=\"legend\"><b>Highlights</b>, shown as badges at the selected size. "
        html += "A row is <span class=\"tint\">tinted</span> when it needs a look: "
        html += tinting.map(item).joined(separator: " · ") + ". Badge only, no tint: "
        html += badgeOnly.map(item).joined(separator: " · ") + ".<br>"
        html += "<b>Container widths</b> (\(widths) pt): the dashed lines over each sample's upper line end a label "
        html += "that wide; grey: the sample fits on one line, <span class=\"key-wraps\">teal</span>: it wraps to a "
        html += "second line there, <span class=\"key-truncates\">red</span>: it is truncated after 2 lines.</div>\n"
        return html
    }

    /// The line under a grid's heading that names its reference, its role and why; or why it has none.
    func referenceLine(_ grid: SampleGrid) -> String {
        guard let reference = grid.reference else {
            return "<p class=\"why\">No reference: \(escape(grid.noReference ?? "no installed font covers it")). "
                + "No width comparison for this sample.</p>\n"
        }
        var html = "<p class=\"why\">Reference <b>\(escape(reference.family))</b> (\(escape(reference.role)))"
        if let reason = reference.reason { html += ": \(escape(reason))" }
        return html + ".</p>\n"
    }

    /// Under the page's heading, one sentence per sample without a reference (which and why), a line each.
    func noReferenceSummary() -> String {
        report.unreferencedGrids.compactMap { index, grid in
            // The sample in the custom font: the page's own font may not draw its script.
            grid.noReferenceClause(font: report.font.family).map {
                "<p class=\"why no-reference\">Sample \(index + 1) “<span class=\"sample-name\""
                    + (grid.isRightToLeft ? " dir=\"rtl\"" : "") + ">\(escape(grid.text))</span>”\(escape($0))</p>\n"
            }
        }.joined()
    }

    /// The container edges drawn over a sample's upper line, one per container width.
    func edges(rightToLeft: Bool) -> String {
        report.containerWidths.map { width -> String in
            let side = rightToLeft ? "right" : "left"
            return
                "<span class=\"edge\" data-width=\"\(formatNumber(width, decimals: 3))\" style=\"\(side): \(formatNumber(width, decimals: 3))px\"></span>"
        }.joined()
    }

    /// What the suggested base sizes match: the metric, and the reference with its role.
    func suggestionsText() -> String {
        let suggestions = report.suggestions
        let role = suggestions.role.map { "the reference, \($0)" } ?? "the reference"
        return "Per style, the \(report.font.family) size whose \(suggestions.metric.rawValue) matches the "
            + "\(suggestions.metric.rawValue) of \(suggestions.reference) (\(role)) at Apple's Large size."
    }

    /// How a sample lays out at each container width, in words ("320 pt: 2 lines, wraps").
    static func fitsText(_ containers: [ContainerFit]) -> String {
        containers.map { fit in
            let what =
                fit.truncated
                ? "truncated after 2 lines"
                : fit.lines > 1 ? "\(fit.lines) lines, wraps" : "1 line"
            return "\(formatNumber(fit.width, decimals: 3)) pt: \(what)"
        }.joined(separator: " · ")
    }

    /// The script that switches every sample between the categories (and, at #measure, reports
    /// for tests what the browser laid out and which fonts it loaded).
    func pageScript() throws -> String {
        """
        <pre id="fontscale-fonts" hidden></pre>
        <script type="application/json" id="fontscale-data">\(try pageData())</script>
        <script>
        const data = JSON.parse(document.getElementById("fontscale-data").textContent);
        const rows = [...document.querySelectorAll("tr[data-row]")];
        const cellOf = (row, index) => data.samples[Number(row.dataset.grid)].styles[Number(row.dataset.row)][index];
        function apply(element, font) {
          element.style.fontSize = font.size + "px";
          element.style.lineHeight = font.leading + "px";
          element.style.fontWeight = font.weight;
          element.style.fontVariationSettings = font.axes || "normal";
          element.style.letterSpacing = font.tracking + "px";
        }
        function badge(id) {
          const span = document.createElement("span");
          span.className = "badge b-" + id;
          span.textContent = id;
          span.title = data.meanings[id];
          return span;
        }
        function show(index) {
          document.getElementById("category-name").textContent = data.categories[index];
          rows.forEach(row => {
            const cell = cellOf(row, index);
            apply(row.querySelector(".custom"), cell.custom);
            const reference = row.querySelector(".reference");
            if (reference && cell.reference) apply(reference, cell.reference);
            row.querySelector(".cell-numbers").textContent = cell.numbers;
            row.querySelector(".cell-fits").textContent = cell.fitsText;
            row.querySelector(".cell-badges").replaceChildren(...cell.highlights.map(badge));
            row.querySelectorAll(".edge").forEach((edge, i) => {
              const fit = cell.fits[i];
              edge.classList.toggle("wraps", fit.lines > 1 && !fit.truncated);
              edge.classList.toggle("truncates", fit.truncated);
            });
            row.classList.toggle("hl", cell.tint);
          });
        }
        const slider = document.getElementById("category");
        slider.addEventListener("input", () => show(Number(slider.value)));
        show(Number(slider.value));
        if (location.hash === "#measure") {
          // For tests: every font face's status once loaded, whether each family is ready for its
          // sample, and the width the browser lays out for every sample at every category.
          document.fonts.ready
            .then(() => Promise.all([...document.fonts].map(face => face.load().catch(() => face))))
            .then(() => {
              const faces = [...document.fonts].map(face => ({
                family: face.family.replace(/"/g, ""), weight: face.weight, style: face.style, status: face.status }));
              const check = {};
              data.samples.forEach((sample, grid) => {
                if (grid === 0) check["FS Custom"] = document.fonts.check('16px "FS Custom"', data.samples.map(s => s.text).join(" "));
                if (!sample.referenced) return;
                const family = grid === 0 ? "FS Reference" : "FS Reference " + grid;
                check[family] = document.fonts.check('16px "' + family + '"', sample.text);
              });
              document.getElementById("fontscale-fonts").textContent = JSON.stringify({ faces, check });
              const measured = data.categories.map((name, index) => {
                show(index);
                return rows.map(row => {
                  const reference = row.querySelector(".reference");
                  return [row.querySelector(".custom").getBoundingClientRect().width,
                          reference ? reference.getBoundingClientRect().width : null];
                });
              });
              show(Number(slider.value));
              const out = document.getElementById("fontscale-measured");
              out.textContent = JSON.stringify(measured);
              out.setAttribute("data-done", "1");
            });
        }
        </script>
        </body>
        </html>

        """
    }

    /// The per-cell values the slider needs, as JSON.
    func pageData() throws -> String {
        struct Font: Encodable { let size: Double, leading: Double, weight: Int, axes: String, tracking: Double }
        struct Fit: Encodable { let lines: Int; let truncated: Bool }
        struct PageCell: Encodable {
            let custom: Font, reference: Font?, numbers: String, highlights: [Highlight], tint: Bool
            let fits: [Fit], fitsText: String
        }
        /// One sample whole: its text, whether it has a reference, and its cells (style by category).
        struct Sample: Encodable { let text: String, referenced: Bool, styles: [[PageCell]] }
        struct Page: Encodable {
            let categories: [String], samples: [Sample], meanings: [String: String]
        }
        func font(_ cell: CellFont) -> Font {
            Font(
                size: cell.pointSize, leading: cell.leading, weight: cell.weight.used,
                axes: cell.axes.map { "\"\($0.tag)\" \(formatNumber($0.value, decimals: 3))" }.joined(separator: ", "),
                tracking: cell.tracking)
        }
        func numbers(_ cell: Cell) -> String {
            let size =
                "\(cell.category): \(formatNumber(cell.custom.pointSize, decimals: 3)) pt, leading \(formatNumber(cell.custom.leading, decimals: 3)), "
                + "width \(formatNumber(cell.custom.width, decimals: 1))"
            guard let reference = cell.reference, let change = cell.widthChange else { return size }
            return size + " against \(formatNumber(reference.width, decimals: 1)) (\(percent(change)))"
        }
        let samples = report.grids.map { grid in
            let styles = grid.styles.map { style in
                style.cells.map { cell in
                    PageCell(
                        custom: font(cell.custom), reference: cell.reference.map(font), numbers: numbers(cell),
                        highlights: cell.highlights, tint: cell.highlights.contains(where: \.tintsCell),
                        fits: cell.custom.containers.map { Fit(lines: $0.lines, truncated: $0.truncated) },
                        fitsText: Self.fitsText(cell.custom.containers))
                }
            }
            return Sample(text: grid.text, referenced: grid.reference != nil, styles: styles)
        }
        let meanings = Dictionary(uniqueKeysWithValues: Highlight.allCases.map { ($0.rawValue, $0.meaning) })
        let page = Page(categories: report.categories.map(\.displayName), samples: samples, meanings: meanings)
        return try JSONEncoding.string(page, .compact)
    }
}
