import FontScale
import FontScaleFonts
import FontScaleOutput
import Foundation

/// "wght 400, wdth 100, opsz 48", or "static" for a face without axes.
func axesText(_ axes: [AxisSetting]) -> String {
    axes.isEmpty ? "static" : axes.map { "\($0.tag) \(formatNumber($0.value, decimals: 2))" }.joined(separator: ", ")
}

extension Report {
    /// The report as JSON: sorted keys, two-space indentation, a final newline.
    public func json() throws -> String { try JSONEncoding.string(self) }

    /// Decodes a report written by `json()`.
    public static func decode(_ data: Data) throws -> Report { try JSONDecoder().decode(Report.self, from: data) }

    /// Every cell as a row: the intrinsic-size table as CSV (RFC 4180).
    public func csv() -> String {
        var header = [
            "style", "category", "model", "point_size", "leading", "weight", "axes", "file", "width", "rounded_width",
            "rounded_height", "reference_width", "width_change",
        ]
        for width in containerWidths {
            header += [
                "lines_at_\(formatNumber(width, decimals: 3))", "truncated_at_\(formatNumber(width, decimals: 3))",
            ]
        }
        header += ["other_model_point_size", "highlights", "sample", "reference"]
        var rows = [header]
        for grid in grids {
            for style in grid.styles {
                for cell in style.cells {
                    let custom = cell.custom
                    var row = [
                        style.style.displayName, cell.category.displayName, model.rawValue,
                        formatNumber(custom.pointSize, decimals: 3), formatNumber(custom.leading, decimals: 3),
                        String(custom.weight.used),
                        axesText(custom.axes), custom.file, formatNumber(custom.width, decimals: 3),
                        formatNumber(custom.roundedWidth, decimals: 3), formatNumber(custom.roundedHeight, decimals: 3),
                        cell.reference.map { formatNumber($0.width, decimals: 3) } ?? "",
                        cell.widthChange.map { formatNumber($0, decimals: 4) } ?? "",
                    ]
                    for fit in custom.containers { row += [String(fit.lines), fit.truncated ? "yes" : "no"] }
                    row += [
                        formatNumber(cell.proportionalPointSize, decimals: 3),
                        cell.highlights.map(\.rawValue).joined(separator: " "), grid.text, grid.reference?.family ?? "",
                    ]
                    rows.append(row)
                }
            }
        }
        return CSV.document(rows)
    }

    /// The summary, the intrinsic-size table and the suggested base sizes as Markdown.
    public func markdown() -> String {
        var text = "# \(font.family): Dynamic Type report\n\n"
        text +=
            "\(generator), \(date). Platform \(platform), model `\(model)`, \(additionalSamples.isEmpty ? "sample" : "sample 1 of \(additionalSamples.count + 1)") \"\(Markdown.cell(sampleText))\", "
        text += reference.map { "reference \($0.family) (\($0.role))" } ?? "no reference"
        text += ", pixel grid @\(displayScale)x.\n\n"
        if let reason = reference?.reason { text += "Reference: \(reason).\n\n" }
        for (index, grid) in unreferencedGrids {
            if let sentence = grid.noReferenceSentence(number: index + 1, font: font.family) {
                text += Markdown.cell(sentence) + "\n\n"
            }
        }
        // Each sample's counts in its own section, named (the first line once counted sample 1 alone, unsaid).
        func highlights(_ counts: [Highlight: Int], sample: Int) -> String {
            let whose = additionalSamples.isEmpty ? "" : " of sample \(sample)"
            return "Highlights (cells\(whose)): "
                + Highlight.allCases.map { "\($0.meaning): \(counts[$0] ?? 0)" }.joined(separator: "; ") + ".\n\n"
        }
        text += highlights(highlightCounts, sample: 1)
        text += "## Intrinsic sizes\n\n"
        let fits = containerWidths.map { "lines @\(formatNumber($0, decimals: 3))" }
        // The reference's width and the change only when the main sample has a reference.
        let compared = reference != nil
        text +=
            "| style | category | size | leading | weight | axes | width | @\(displayScale)x | "
            + (compared ? "reference | change | " : "") + fits.joined(separator: " | ") + " | highlights |\n"
        text +=
            "|---|---|---:|---:|---:|---|---:|---:|" + (compared ? "---:|---:|" : "")
            + fits.map { _ in "---:|" }.joined()
            + "---|\n"
        for style in styles {
            for cell in style.cells {
                let custom = cell.custom
                let lines = custom.containers.map { "\($0.lines)\($0.truncated ? " …" : "")" }
                text +=
                    "| \(style.style) | \(cell.category) | \(formatNumber(custom.pointSize, decimals: 3)) | \(formatNumber(custom.leading, decimals: 3)) | \(custom.weight.used) | "
                text +=
                    "\(axesText(custom.axes)) | \(formatNumber(custom.width, decimals: 3)) | \(formatNumber(custom.roundedWidth, decimals: 3)) | "
                if let reference = cell.reference, let change = cell.widthChange {
                    text += "\(formatNumber(reference.width, decimals: 3)) | \(percent(change)) | "
                }
                text += lines.joined(separator: " | ")
                text += " | \(cell.highlights.map(\.rawValue).joined(separator: ", ")) |\n"
            }
        }
        for (index, grid) in additionalSamples.enumerated() {
            text +=
                "\n## Sample \(index + 2) \"\(Markdown.cell(grid.text))\"\(grid.script.map { " (\($0)\(grid.isRightToLeft ? ", right to left" : ""))" } ?? "")\(grid.reference.map { " against \($0.family)" } ?? ", no reference")\n\n"
            if let reference = grid.reference, let reason = reference.reason {
                text += "Reference: \(reference.family) (\(reference.role)): \(reason).\n\n"
            }
            if grid.reference == nil {
                text += "No reference: \(grid.noReference ?? "no installed font covers it"). No width comparison.\n\n"
            }
            text += highlights(grid.highlightCounts, sample: index + 2)
            let compared = grid.reference != nil
            text +=
                "| style | category | size | width | " + (compared ? "reference | change | " : "")
                + "missing characters | highlights |\n|---|---|---:|---:|" + (compared ? "---:|---:|" : "")
                + "---|---|\n"
            for style in grid.styles {
                for cell in style.cells {
                    text +=
                        "| \(style.style) | \(cell.category) | \(formatNumber(cell.custom.pointSize, decimals: 3)) | \(formatNumber(cell.custom.width, decimals: 3)) | "
                    if let reference = cell.reference, let change = cell.widthChange {
                        text += "\(formatNumber(reference.width, decimals: 3)) | \(percent(change)) | "
                    }
                    text +=
                        "\(Markdown.cell(cell.custom.missingCharacters.joined(separator: " "))) | \(cell.highlights.map(\.rawValue).joined(separator: ", ")) |\n"
                }
            }
        }
        text += "\n## Suggested base sizes (\(suggestions.metric) of \(suggestions.reference)"
        text += (suggestions.role.map { ", \($0)" } ?? "") + ", at the HIG size)\n\n"
        text +=
            "| style | HIG size | suggested | exact | weight | PostScript name (+ variations) |\n|---|---:|---:|---:|---:|---|\n"
        for suggestion in suggestions.styles {
            text +=
                "| \(suggestion.style) | \(formatNumber(suggestion.higPointSize, decimals: 3)) | \(formatNumber(suggestion.pointSize, decimals: 3)) | \(formatNumber(suggestion.exactPointSize, decimals: 3)) | \(suggestion.weight) | \(Markdown.cell(suggestion.displayName)) |\n"
        }
        if let first = transitions.first {
            text += "\n## Size transitions (\(first.from) to \(first.to))\n\n"
            text +=
                "The swap of a transform animation (grow: the large font from the start; shrink: the small font swapped in at the end), "
            text += "measured with opsz following the size.\n\n"
            text +=
                "| style | sizes | strategy | width jump | glyph drift | drift, opsz held | pixel RMSE | advice |\n|---|---|---|---:|---:|---:|---:|---|\n"
            for item in transitions {
                let advice =
                    item.advice.rawValue
                    + (item.crossFadeWindow.map { " (\(formatNumber($0 * 100, decimals: 3))% window)" } ?? "")
                text +=
                    "| \(item.style) | \(formatNumber(item.fromPointSize, decimals: 3)) → \(formatNumber(item.toPointSize, decimals: 3)) pt | \(item.strategy) | \(formatNumber(item.widthJump, decimals: 2)) pt | "
                text +=
                    "\(formatNumber(item.maxGlyphDrift, decimals: 2)) pt | \(item.maxGlyphDriftOpszHeld.map { formatNumber($0, decimals: 2) + " pt" } ?? "no opsz") | \(formatNumber(item.pixelRMSE, decimals: 3)) | \(advice) |\n"
            }
        }
        return text + accessibilityMarkdown()
    }

    /// The suggested base sizes as the per-style font dictionary Apple's custom-font guidance asks for.
    public func swiftSnippet() -> String {
        var text = """
            // Generated by \(generator) on \(date): \(font.family) base sizes whose \(suggestions.metric)
            // matches \(suggestions.reference)\(suggestions.role.map { " (\($0))" } ?? "") at Apple's Large sizes.
            // Scale them with UIFontMetrics:
            //   UIFontMetrics(forTextStyle: style).scaledFont(for: CustomFonts.base[style]!)
            import UIKit

            enum CustomFonts {
                /// The custom font of each text style at the Large content size category.
                static var base: [UIFont.TextStyle: UIFont] {
                    [

            """
        for suggestion in suggestions.styles {
            let variations =
                suggestion.variations.isEmpty ? "" : ", variations: \(SwiftSource.variations(suggestion.variations))"
            text +=
                "            .\(suggestion.uiKitName): custom(\(SwiftSource.literal(suggestion.postScriptName)), size: \(formatNumber(suggestion.pointSize, decimals: 1)), "
            text += "weight: .\(SwiftSource.uiKitWeight(suggestion.weight))\(variations)),"
            text +=
                "  // HIG \(formatNumber(suggestion.higPointSize, decimals: 3)) pt, weight \(suggestion.nameWeight)\n"
        }
        text += """
                    ]
                }

                /// The style's custom font scaled for the current content size category.
                static func preferred(_ style: UIFont.TextStyle, compatibleWith traits: UITraitCollection? = nil) -> UIFont {
                    let base = base
                    return UIFontMetrics(forTextStyle: style).scaledFont(for: base[style] ?? base[.body]!, compatibleWith: traits)
                }


            """
        return text + SwiftSource.uiFontLoader(indent: "    ") + "}\n"
    }
}

/// "+8.2%" / "-3.0%": the change in tenths of a percent, rounded; a change that rounds to zero
/// is "+0.0%", whichever side of zero it was.
func percent(_ change: Double) -> String {
    let tenths = (change * 1000).rounded()
    guard tenths.isFinite, abs(tenths) < 1e15 else {
        return (tenths >= 0 ? "+" : "") + String(format: "%.1f%%", tenths / 10)
    }
    let magnitude = Int(abs(tenths))
    return "\(tenths < 0 ? "-" : "+")\(magnitude / 10).\(magnitude % 10)%"
}
