import FontScale
import FontScaleMetrics
import Foundation

/// The config's top keys: version, platform, model, categories and display scale.
extension ConfigParser {
    /// What the top keys give.
    struct Head {
        let version: Int, platform: Platform, model: ScalingModel, categories: [ContentSizeCategory]
        let displayScale: DisplayScale
    }

    /// Reads the top keys: version 1, a platform with Dynamic Type, an Apple model, the categories
    /// (a range, a list or all) and the display scale.
    static func topSection(_ keys: Entries) throws -> Head {
        let version = try keys[Top.version.name]!.value.int()
        guard Top.version.values.contains(.integer(version)) else {
            throw keys[Top.version.name]!.value.error("expected version 1, instead saw \(version)")
        }
        let platform = try read(Top.platform, keys) { try $0.named(Platform.self) }
        guard platform.supportsDynamicType else {
            throw keys[Top.platform.name]!.value.error(
                "expected a platform with Dynamic Type (ios or watchos), instead saw \(platform.rawValue)")
        }
        let model = try read(Top.model, keys) { try $0.named(ScalingModel.self) }
        guard model != .android else {
            throw keys[Top.model.name]!.value.error("expected uiFontMetrics or proportional, instead saw android")
        }
        let categories =
            try keys[Top.categories.name].map { try parseCategories($0.value, platform: platform) }
            ?? platform.categories
        let scale = try read(Top.displayScale, keys) { try $0.int() }
        guard Top.displayScale.values.contains(scale), let displayScale = DisplayScale(rawValue: scale) else {
            throw keys[Top.displayScale.name]!.value.error("expected 1, 2 or 3, instead saw \(scale)")
        }
        return Head(
            version: version, platform: platform, model: model, categories: categories, displayScale: displayScale)
    }

    static func parseCategories(_ node: ConfigNode, platform: Platform) throws -> [ContentSizeCategory] {
        var result: [ContentSizeCategory]
        if case .sequence = node.node {
            result = try node.sequence().map { try $0.named(ContentSizeCategory.self) }
        } else {
            let text = try node.string()
            if text.lowercased() == "all" { return platform.categories }
            let parts = text.components(separatedBy: "...")
            guard parts.count == 2 else {
                throw node.error("expected a range such as \"xSmall...AX5\", a list, or all, instead saw '\(text)'")
            }
            let low: ContentSizeCategory, high: ContentSizeCategory
            do {
                low = try ContentSizeCategory.parse(parts[0])
                high = try ContentSizeCategory.parse(parts[1])
            } catch { throw node.error(error.description) }
            guard low <= high else { throw node.error("expected the smaller category first, instead saw '\(text)'") }
            result = ContentSizeCategory.allCases.filter { $0 >= low && $0 <= high }
        }
        result = result.filter(platform.categories.contains)
        guard !result.isEmpty else { throw node.error("expected at least one \(platform) category, instead saw none") }
        return Array(Set(result)).sorted()
    }
}
