import FontScale
import FontScaleCheck
import FontScaleConfig
import FontScaleExport
import FontScaleFonts
import FontScaleMetrics
import FontScaleTestSupport
import Foundation
import Testing

/// Issue 45: a capped style's line height is one model in every format. Where the size stops at
/// `maxSize` (or is held at `minSize`), the line height stops at the Large ratio of line height to
/// size times that limit, and never shrinks as the category grows. The expected values come from
/// the device's measured factors (Tests/Fixtures/reference/uifontmetrics_scale.tsv), not from the
/// scaler; each format's own numbers are read back from its output, and the Swift and Kotlin
/// helpers are run, on those factors and on Android font scales.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first"), .serialized)
struct CappedStyleTests {
    /// The issue's two cases (an 11 pt caption with 13 pt lines capped at 24; a 15 pt style with
    /// 20 pt lines capped at 2x, whose uncapped size rounds unevenly), a style held between a
    /// minimum and a maximum, and one capped low enough that Android's font scales reach the cap.
    static let yaml = """
        version: 1
        platform: ios
        displayScale: 3
        fonts:
          directories: ["../.fonts"]
        styles:
          - {name: Caption, textStyle: caption1, size: 11, lineHeight: 13, maxSize: 24, family: Inter}
          - {name: Body, textStyle: body, size: 15, lineHeight: 20, maxSize: "2x", tracking: -0.3, family: Inter}
          - {name: Fine, textStyle: caption2, size: 11, lineHeight: 14, minSize: 11, maxSize: 16, family: Inter}
          - {name: Lead, textStyle: callout, size: 17, lineHeight: 23, maxSize: 22, tracking: 0.2, family: Inter}
        """

    static let config: CheckConfig = try! ConfigParser.parse(
        yaml, file: Examples.folder.appendingPathComponent("capped.yml").path)

    static let model: ExportModel = {
        let catalog = try! FontCatalog(fontDirectories: config.fontDirectories)
        return try! ExportModel(config: config, catalog: catalog)
    }()

    static let table = Fixture.root.appendingPathComponent("Tests/Fixtures/reference/uifontmetrics_scale.tsv")

    /// The factor UIFontMetrics applied on a device, by "category\tstyle" as the table names them.
    static let measured: [String: Double] = {
        let text = try! String(contentsOf: table, encoding: .utf8)
        var factors: [String: Double] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            factors["\(fields[0])\t\(fields[1])"] = Double(fields[2])!
        }
        return factors
    }()

    static func onGrid(_ value: Double) -> Double { (value * 3).rounded(.toNearestOrAwayFromZero) / 3 }

    /// The line height a device gives the style at `category`: the measured factor times the line
    /// height at Large on the @3x grid, within the Large ratio of line height to size at each limit.
    static func expectedLineHeight(_ style: StyleConfig, _ category: ContentSizeCategory) -> Double {
        let factor = measured["\(category.displayName)\t\(style.scalesWith.displayName)"]!
        let line = style.lineHeight!
        var height = line * factor
        if let maximum = style.maxSize?.points(forBase: style.size) {
            height = min(height, line * maximum / style.size)
        }
        if let minimum = style.minSize?.points(forBase: style.size) {
            height = max(height, line * minimum / style.size)
        }
        return onGrid(height)
    }

    /// Every category of every style: (style index, category, expected line height).
    static var cells: [(Int, ContentSizeCategory, Double)] {
        config.styles.indices.flatMap { index in
            model.categories.map { (index, $0, expectedLineHeight(config.styles[index], $0)) }
        }
    }

    static func close(_ a: Double, _ b: Double, within: Double = 1e-3) -> Bool { abs(a - b) <= within }

    @Test func modelMatchesTheDeviceAndNeverShrinks() throws {
        #expect(Set(Self.model.categories.map(\.displayName)).count == 12)
        for (index, category, expected) in Self.cells {
            let style = Self.model.styles[index]
            #expect(
                Self.close(style.lineHeights[category]!, expected), "\(style.name) at \(category.displayName)")
        }
        for style in Self.model.styles {
            let heights = Self.model.categories.map { style.lineHeights[$0]! }
            #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 <= $1 }, "\(style.name): \(heights)")
        }
        // The issue's numbers: the caption stops at 28.33 (13 x 24 / 11 on the @3x grid), not 48;
        // the 2x style at 40 from AX3 to AX5 (not 40.33, 39.33, 39.67).
        let caption = Self.model.styles[0], body = Self.model.styles[1]
        #expect(Self.close(caption.lineHeights[.accessibility5]!, 85.0 / 3))
        for category in [ContentSizeCategory.accessibility3, .accessibility4, .accessibility5] {
            #expect(body.sizes[category] == 30 && body.lineHeights[category] == 40)
        }
    }

    /// CSS: `--fs-<style>-line-height` in `:root` (Large) and in each category's block.
    @Test func css() throws {
        let css = try Exporter.render(.css, model: Self.model, config: Self.config, source: "capped.yml")
        var blocks: [String: [String: Double]] = [:]
        var current = ""
        for line in css.split(separator: "\n") {
            if line.hasPrefix(":root") { current = "Large" }
            if let match = line.firstMatch(of: /^\[data-content-size="([^"]+)"\]/) { current = String(match.1) }
            // rem at the browsers' default 16 px (CSSUnitsBrowserTests has Chromium compute them).
            if let match = line.firstMatch(of: /--fs-([a-z0-9-]+)-line-height: ([0-9.]+)rem;/) {
                blocks[current, default: [:]][String(match.1)] = Double(match.2)! * 16
            }
        }
        var inherited: [String: Double] = blocks["Large"] ?? [:]
        for (index, category, expected) in Self.cells {
            let slug = Self.config.styles[index].name.lowercased()
            let value = blocks[category.displayName]?[slug] ?? inherited[slug]
            #expect(
                value.map { Self.close($0, expected) } == true, "\(slug) at \(category.displayName): \(value ?? -1)")
        }
        inherited.removeAll()
    }

    /// Figma: each style's "line height" variable in each mode of the Dynamic Type collection.
    @Test func figma() throws {
        let body = try Exporter.render(.figma, model: Self.model, config: Self.config, source: "capped.yml")
        let json = try JSONSerialization.jsonObject(with: Data(body.utf8)) as! [String: Any]
        let modes = (json["variableModes"] as! [[String: Any]]).reduce(into: [String: String]()) {
            $0[$1["id"] as! String] = $1["name"] as? String
        }
        let variables = (json["variables"] as! [[String: Any]]).filter {
            ($0["variableCollectionId"] as! String) == "collection:dynamic-type"
        }.reduce(into: [String: String]()) { $0[$1["id"] as! String] = $1["name"] as? String }
        var values: [String: Double] = [:]
        for entry in json["variableModeValues"] as! [[String: Any]] {
            guard let name = variables[entry["variableId"] as! String], name.hasSuffix("/line height"),
                let mode = modes[entry["modeId"] as! String]
            else { continue }
            values["\(name.dropLast("/line height".count))\t\(mode)"] = (entry["value"] as! NSNumber).doubleValue
        }
        for (index, category, expected) in Self.cells {
            let key = "\(Self.config.styles[index].name)\t\(category.displayName)"
            #expect(values[key].map { Self.close($0, expected) } == true, "\(key): \(values[key] ?? -1)")
        }
    }

    /// DTCG carries the Large ratio and the limits: the ratio times the capped size is the capped
    /// line height wherever a limit holds the size (within the ratio's six decimals and the grid).
    @Test func dtcg() throws {
        let tokens = try Exporter.render(.dtcg, model: Self.model, config: Self.config, source: "capped.yml")
        let json = try JSONSerialization.jsonObject(with: Data(tokens.utf8)) as! [String: Any]
        let typography = json["typography"] as! [String: [String: Any]]
        var checked = 0
        for (index, category, expected) in Self.cells {
            let style = Self.config.styles[index]
            let limits = [style.maxSize, style.minSize].compactMap { $0?.points(forBase: style.size) }
            let size = Self.model.styles[index].sizes[category]!
            guard limits.contains(size),
                let token = typography.values.first(where: {
                    ($0["$description"] as? String)?.hasPrefix(style.name + ":") == true
                })
            else { continue }
            let ratio = ((token["$value"] as! [String: Any])["lineHeight"] as! NSNumber).doubleValue
            #expect(Self.close(ratio * size, expected, within: 1.0 / 6 + 1e-4), "\(style.name) at \(category)")
            checked += 1
        }
        #expect(checked >= 10)
    }

    /// UIKit's `scaledLineHeight(compatibleWith:)` and SwiftUI's modifier, run with the stand-ins'
    /// UIFontMetrics and ScaledMetric scaling by the device's measured factors.
    @Test func uikitAndSwiftUIRunOnTheDeviceFactors() throws {
        let source = "capped.yml"
        let uikit = try Exporter.render(.uikit, model: Self.model, config: Self.config, source: source)
        let swiftui = try Exporter.render(.swiftui, model: Self.model, config: Self.config, source: source)
        let categories = [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
            "accessibilityExtraExtraExtraLarge",
        ]
        let main = """
            import SwiftUI
            import UIKit

            for (index, category) in [\(categories.map { "UIContentSizeCategory.\($0)" }.joined(separator: ", "))].enumerated() {
                let traits = UITraitCollection(traitsFrom: [
                    UITraitCollection(preferredContentSizeCategory: category), UITraitCollection(displayScale: 3),
                ])
                UITraitCollection.current = traits
                for style in AppTextStyle.allCases {
                    let modifier = AppTextStyleModifier(style: style)
                    // A traits object for the category alone has display scale 0: the current one's is used.
                    let bare = UITraitCollection(preferredContentSizeCategory: category)
                    print(index, style.scaledLineHeight(compatibleWith: traits), modifier.cappedLineHeight,
                        style.scaledTracking(compatibleWith: traits), modifier.cappedTracking,
                        style.scaledLineHeight(compatibleWith: bare))
                }
            }
            """
        let output = try StandIn.run(
            [("UIKit-capped.swift", uikit), ("SwiftUI-capped.swift", swiftui), ("main.swift", main)],
            environment: ["STANDIN_UIFONTMETRICS_TSV": Self.table.path])
        let rows = output.split(separator: "\n").map { $0.split(separator: " ").map { Double($0)! } }
        #expect(rows.count == 12 * Self.config.styles.count)
        for (row, cell) in zip(rows, Self.cells.sorted { ($0.1, $0.0) < ($1.1, $1.0) }) {
            let (index, category, expected) = cell
            let style = Self.model.styles[index]
            #expect(Int(row[0]) == Self.model.categories.firstIndex(of: category))
            #expect(Self.close(row[1], expected), "UIKit \(style.name) at \(category.displayName): \(row[1])")
            #expect(Self.close(row[2], expected), "SwiftUI \(style.name) at \(category.displayName): \(row[2])")
            #expect(
                Self.close(row[5], expected), "UIKit, category-only traits, \(style.name) at \(category): \(row[5])")
            // Tracking: the Large ratio at the (capped) size, in UIKit as check has it.
            let tracking = style.tracking * style.sizes[category]! / style.size
            #expect(Self.close(row[3], tracking, within: 1e-6), "UIKit tracking \(style.name) at \(category)")
        }
    }

    /// Compose's `clampedSize`, run with kotlin at each of Android's standard font scales (the
    /// stand-in converts sp to dp by Android 14's published tables): the size is the android
    /// model's, and where a limit holds it the line height is the limit times the style's ratio,
    /// the model's value there (not the nonlinear conversion of the line height itself).
    @Test(.enabled(if: Kotlin.available, "kotlinc is not installed")) func compose() throws {
        let source = try Exporter.render(.compose, model: Self.model, config: Self.config, source: "capped.yml")
        let names = ["caption", "body", "fine", "lead"]
        let main = """
            package com.example.app

            import androidx.compose.ui.unit.Density
            import androidx.compose.ui.platform.LocalDensity

            fun main() {
                for (scale in listOf(\(AndroidNonlinear.standardFontScales.map { "\($0)f" }.joined(separator: ", ")))) {
                    System.setProperty("standin.fontScale", scale.toString())
                    System.setProperty("standin.androidNonlinearTsv", "\(Self.table.deletingLastPathComponent().appendingPathComponent("android_nonlinear.tsv").path)")
                    val density: Density = LocalDensity.current
                    for (style in listOf(\(names.map { "AppTextStyles.\($0)Clamped" }.joined(separator: ", ")))) {
                        with(density) { println("${scale} ${style.fontSize.toDp().value} ${style.lineHeight.toDp().value}") }
                    }
                }
            }
            """
        let resources = source.matches(of: /R\.font\.([a-z0-9_]+)/).map { String($0.1) }
        let output = try Kotlin.run(source, main: main, resources: Array(Set(resources)), name: "capped")
        let rows = output.split(separator: "\n").map { $0.split(separator: " ").map { Double($0)! } }
        #expect(rows.count == AndroidNonlinear.standardFontScales.count * names.count)
        var capped = 0
        for (offset, row) in rows.enumerated() {
            let style = Self.config.styles[offset % names.count], scale = offset / names.count
            let exported = Self.model.styles[offset % names.count]
            #expect(Self.close(row[1], exported.androidSizes[scale], within: 0.01), "\(style.name) size at \(row[0])")
            let limits = [style.maxSize, style.minSize].compactMap { $0?.points(forBase: style.size) }
            guard limits.contains(where: { abs($0 - row[1]) < 1e-3 }) else { continue }
            #expect(Self.close(row[2], style.lineHeight! * row[1] / style.size), "\(style.name) at \(row[0])")
            #expect(Self.close(row[2], exported.androidLineHeights[scale], within: 0.01), "\(style.name) at \(row[0])")
            capped += 1
        }
        #expect(capped >= 4)
    }
}
