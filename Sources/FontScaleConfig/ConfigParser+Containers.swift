import FontScale
import Foundation

/// The config's `containers:` and `samples:` sections.
extension ConfigParser {
    /// Reads `containers:`: each a name, a width (above 0, at most 100000 points), line limits, a
    /// minimum scale factor (above 0, at most 1) and a height.
    static func containersSection(_ keys: Entries) throws -> [ContainerConfig] {
        var containers: [ContainerConfig] = []
        for node in try keys[Top.containers.name]?.value.sequence() ?? [] {
            let keys = try node.mapping(
                allowed: ConfigKeys.container.map(\.name), required: ConfigKeys.required(ConfigKeys.container))
            let width = try keys[Container.width.name]!.value.double()
            guard width > 0, width <= 100_000 else {
                throw keys[Container.width.name]!.value.error(
                    "expected a width above 0 and at most 100000 points, instead saw \(formatValue(width))")
            }
            let maxLines = try read(Container.maxLines, keys) { try lineLimit($0) }
            let accessibilityMaxLines = try keys[Container.accessibilityMaxLines.name].map { try lineLimit($0.value) }
            let minimumScaleFactor = try keys[Container.minimumScaleFactor.name].map { try $0.value.double() }
            if let minimumScaleFactor, !(minimumScaleFactor > 0 && minimumScaleFactor <= 1) {
                throw keys[Container.minimumScaleFactor.name]!.value.error(
                    "expected a factor above 0 and at most 1 (0.7 lets the text shrink to 70%), instead saw \(formatValue(minimumScaleFactor))"
                )
            }
            let height = try keys[Container.height.name].map { try $0.value.double() }
            if let height, !(height > 0 && height <= 100_000) {
                throw keys[Container.height.name]!.value.error(
                    "expected a height above 0 and at most 100000 points, instead saw \(formatValue(height))")
            }
            containers.append(
                ContainerConfig(
                    name: try keys[Container.name.name]!.value.string(), width: width, maxLines: maxLines,
                    accessibilityMaxLines: accessibilityMaxLines, minimumScaleFactor: minimumScaleFactor,
                    height: height, location: node.location))
        }
        return containers
    }

    /// Reads `samples:`: at least one, none empty; without the key, the default ("Dynamic Type") at `start`.
    static func samplesSection(_ keys: Entries, start: SourceLocation) throws -> [SampleConfig] {
        guard let entry = keys[Top.samples.name] else {
            return Top.samples.defaultValue.map { SampleConfig(text: $0, location: start) }
        }
        let nodes = try entry.value.sequence()
        if nodes.isEmpty {
            throw entry.value.error(
                "expected at least one sample (leave the key out for the default, \"Dynamic Type\"), instead saw an empty list"
            )
        }
        return try nodes.map(sample)
    }

    /// One sample: a text of at least one character.
    static func sample(_ node: ConfigNode) throws -> SampleConfig {
        let text = try node.string()
        guard !text.isEmpty else {
            throw node.error("expected a sample with at least one character, instead saw an empty string")
        }
        return SampleConfig(text: text, location: node.location)
    }
}
