import FontScale
import FontScaleMetrics
import Foundation

/// The config's `styles:` section: each style's keys, checked against the platform, the
/// containers and the shaper's feature syntax; names unique.
extension ConfigParser {
    /// Reads `styles:`: at least one, each with a text style of `platform`, a size and a font (its
    /// own or `defaultFont`), containers among `containers` and features `features` reads.
    static func stylesSection(
        _ keys: Entries, platform: Platform, defaultFont: FontReference?, containers: [ContainerConfig],
        features: any FeatureSyntax, resolve: (String) -> String
    ) throws -> [StyleConfig] {
        let nodes = try keys[Top.styles.name]!.value.sequence()
        guard !nodes.isEmpty else {
            throw keys[Top.styles.name]!.value.error("expected at least one style, instead saw an empty list")
        }
        var styles: [StyleConfig] = []
        for node in nodes {
            let keys = try node.mapping(
                allowed: ConfigKeys.style.map(\.name), required: ConfigKeys.required(ConfigKeys.style))
            var style = try self.style(keys, node: node, platform: platform, defaultFont: defaultFont, resolve: resolve)
            for (key, entry) in keys { style.keyLocations[key] = entry.value.location }
            try checkRanges(style, keys)
            try checkContainers(of: style, keys, containers: containers)
            for feature in style.features {
                if let problem = features.problem(with: feature) {
                    throw keys[Style.features.name]!.value.error(problem)
                }
            }
            styles.append(style)
        }
        var seenNames = Set<String>()
        for (index, style) in styles.enumerated() where !seenNames.insert(style.name).inserted {
            throw ConfigError(
                style.location, "styles[\(index)].name: expected a unique style name, instead saw '\(style.name)' twice"
            )
        }
        return styles
    }

    /// One style's values. An unknown text style is answered with this platform's styles only
    /// (no watchOS or tvOS style suggested in an iOS config); a known one of another platform gets
    /// its own error.
    private static func style(
        _ keys: Entries, node: ConfigNode, platform: Platform, defaultFont: FontReference?,
        resolve: (String) -> String
    ) throws -> StyleConfig {
        let platformStyles = TextStyle.allCases.filter { platform.textStyles.contains($0) }
        let textStyle = try keys[Style.textStyle.name]!.value.named(TextStyle.self, among: platformStyles)
        guard platform.textStyles.contains(textStyle) else {
            throw keys[Style.textStyle.name]!.value.error(
                MetricsError.styleNotOnPlatform(textStyle, platform).description)
        }
        let scalesWith =
            try keys[Style.scalesWith.name].map { try $0.value.named(TextStyle.self, among: platformStyles) }
            ?? textStyle
        guard platform.textStyles.contains(scalesWith) else {
            throw keys[Style.scalesWith.name]!.value.error(
                MetricsError.styleNotOnPlatform(scalesWith, platform).description)
        }
        let size = try keys[Style.size.name]!.value.points()
        let font = try fontReference(keys, index: Style.index, resolve: resolve, node: node) ?? defaultFont
        guard let font else { throw node.error("expected a font: give 'family' or 'file' here or in 'fonts'") }
        let hig = try? HIG.metrics(textStyle, .large, platform: platform)
        return StyleConfig(
            name: try keys[Style.name.name]!.value.string(), textStyle: textStyle, scalesWith: scalesWith,
            font: font,
            weight: try keys[Style.weight.name].map { try $0.value.weight() } ?? hig?.weight ?? .regular,
            italic: try read(Style.italic, keys) { try $0.bool() },
            size: size,
            lineHeight: try keys[Style.lineHeight.name].map { try $0.value.points() },
            tracking: try read(Style.tracking, keys) { try $0.double() },
            minSize: try keys[Style.minSize.name].map { try sizeLimit($0.value) },
            maxSize: try keys[Style.maxSize.name].map { try sizeLimit($0.value) },
            axes: try read(Style.axes, keys) { try axisValues($0) },
            features: try read(Style.features, keys) { try $0.strings() },
            numeric: try read(Style.numeric, keys) { try $0.bool() },
            containers: try keys[Style.containers.name].map { try $0.value.strings() },
            samples: try keys[Style.samples.name].map { try $0.value.sequence().map(sample) },
            location: node.location, keyLocations: [:])
    }

    /// Refuses a container the config does not have, with the nearest name.
    private static func checkContainers(of style: StyleConfig, _ keys: Entries, containers: [ContainerConfig]) throws {
        for name in style.containers ?? [] where !containers.contains(where: { $0.name == name }) {
            var message = "unknown container '\(name)'"
            if let suggestion = NameSuggestions.nearest(to: name, in: containers.map(\.name), limit: 1).first {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "."
            }
            throw keys[Style.containers.name]!.value.error(
                message + " Expected one of: \(containers.map(\.name).joined(separator: ", "))")
        }
    }

    private static func axisValues(_ node: ConfigNode) throws -> [String: Double] {
        guard case let .mapping(mapping) = node.node else {
            throw node.error("expected a mapping from axis tags to values ({wdth: 90}), instead saw \(node.seen)")
        }
        var axes: [String: Double] = [:]
        for (key, value) in mapping {
            let tag = key.string ?? ""
            let child = ConfigNode(node: value, file: node.file, path: "\(node.path).\(tag)")
            guard tag.count == 4,
                tag.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) })
            else {
                throw child.error("expected a four-letter axis tag (wdth, GRAD), instead saw '\(tag)'")
            }
            guard !["wght", "opsz", "ital"].contains(tag) else {
                throw child.error(
                    "set \(tag) with \(tag == "wght" ? "weight" : tag == "ital" ? "italic" : "the size (opsz follows it)"), not axes"
                )
            }
            axes[tag] = try child.double()
        }
        return axes
    }

    private static func sizeLimit(_ node: ConfigNode) throws -> SizeLimit {
        if case let .scalar(scalar) = node.node, scalar.string.lowercased().hasSuffix("x") {
            guard let factor = Double(scalar.string.dropLast()), factor > 0, factor <= 100 else {
                throw node.error("expected points (40) or a factor of the size (\"2x\"), instead saw \(node.seen)")
            }
            return .factor(factor)
        }
        do { return .points(try node.points()) } catch {
            throw node.error("expected points (40) or a factor of the size (\"2x\"), instead saw \(node.seen)")
        }
    }

}
