import FontScale
import FontScaleFonts
import FontScaleMetrics

/// The config `fontscale init` writes for a real font.
public enum StarterConfig {
    /// A starter config: Apple's 11 text styles at their Large sizes in `font`, three containers,
    /// samples in a few languages, and the substitutions the font makes noted as comments.
    public static func yaml(font: CustomFont, directories: [String]) throws -> String {
        var out = """
            # fontscale check config for \(font.familyName), written by `fontscale init`.
            # Every key is documented in docs/Configuration.md; `fontscale check --print-config` shows the defaults.
            version: 1
            platform: ios
            model: uiFontMetrics          # what a device does to a custom font; or: proportional
            categories: xSmall...AX5      # every content size category, accessibility sizes included
            fonts:

            """
        if !directories.isEmpty {
            out += "  directories: [\(directories.map(ConfigPrinter.quote).joined(separator: ", "))]\n"
        }
        out += "  family: \(ConfigPrinter.quote(font.familyName))\nstyles:\n"
        for style in TextStyle.iOSStyles {
            let hig = try HIG.metrics(style, .large)
            let resolved = try font.instance(weight: hig.weight.rawValue)
            out += "  - name: \(ConfigPrinter.quote(style.displayName))\n    textStyle: \(style.rawValue)\n"
            out += "    size: \(formatNumber(hig.pointSize))\n    lineHeight: \(formatNumber(hig.leading))\n"
            if hig.weight != .regular { out += "    weight: \(hig.weight.name.lowercased())\n" }
            for note in resolved.notes { out += "    # \(font.familyName) \(note)\n" }
            // UIFontMetrics shrinks these below 11 pt at xSmall: keep them legible.
            if style == .caption1 || style == .caption2 { out += "    minSize: 11\n" }
            out += style == .body ? "    containers: [Phone, Compact]\n" : "    containers: [Phone]\n"
        }
        out += """
              - name: "Price"
                textStyle: body
                size: 17
                features: [tnum]
                numeric: true
                containers: [Button]
                samples: ["$1,234.50", "12:45"]
            containers:
              - name: Phone
                width: 343
                maxLines: 2
              - name: Compact
                width: 288
                maxLines: 3
              - name: Button
                width: 160
                maxLines: 1
            samples:
              - "Dynamic Type"
              - "Order total: 1,234.50"
              - "Kontoeinstellungen überprüfen"
              - "Notifications"
            rules:
              spacing/line-height:
                minimumRatio: 1.15
            overrides: []

            """
        return out
    }
}
