import FontScale
import FontScaleConfig
import FontScaleMetrics

/// scale/hierarchy: a larger style never renders smaller than a smaller one, unless Apple's own
/// curves do the same.
struct Hierarchy: CheckRule {
    enum Code: String, CaseIterable {
        case inverted
        case invertedLikeApple = "inverted-like-apple"
    }

    /// Sizes are whole points on both sides: a user's pair may round half a point worse than Apple's.
    static let roundingSlack = 0.5

    static let rule = Rule(
        id: "scale/hierarchy", title: "A larger style never renders smaller than a smaller one",
        rationale:
            "Each text style follows its own curve, and the curves cross: under UIFontMetrics a custom Caption 2 at 11 pt scales by its leading ratio (18/13 at xLarge) and overtakes Footnote and Caption 1 above Large. A heading that renders smaller than body text at some size breaks the visual hierarchy readers rely on. Each inversion is compared with Apple's own relation: the two curves' text styles at their HIG sizes under the same model. An inversion Apple's sizes have too, and no worse (the larger style at least the smaller's size times Apple's ratio there, half a point allowed for rounding), is a note (inverted-like-apple, info, one per pair): it comes from Apple's curves, which a config cannot change. Any other inversion is a warning (inverted).",
        severity: .warn, codes: Code.self, codeSeverities: [.invertedLikeApple: .info])

    func check(scale styles: [StyleSubject], in context: CheckContext) {
        let config = context.config
        let scaler = Scaler(model: config.model, platform: config.platform, displayScale: config.displayScale)
        for larger in styles {
            for smaller in styles where larger.config.size > smaller.config.size {
                let big = larger.config, small = smaller.config
                var likeApple: [(category: ContentSizeCategory, a: Double, b: Double, apple: AppleRelation)] = []
                for category in config.categories {
                    let a = larger.scaled[category]!.pointSize, b = smaller.scaled[category]!.pointSize
                    guard a < b else { continue }
                    let apple = Self.appleRelation(big.scalesWith, small.scalesWith, at: category, scaler: scaler)
                    if let apple, apple.inverted, a >= b * apple.ratio - Self.roundingSlack {
                        likeApple.append((category, a, b, apple))
                        continue
                    }
                    var message =
                        "\(big.name) (\(formatNumber(big.size)) pt at Large) renders \(formatNumber(a)) pt at \(category), smaller than \(small.name) at \(formatNumber(b)) pt"
                    if let apple, apple.inverted {
                        message +=
                            ", more than Apple's own \(apple.describe) (at least \(formatNumber(b * apple.ratio, decimals: 1)) pt would match Apple)"
                    }
                    report(
                        .inverted, message, at: big.location(of: "size"), style: big, category: category,
                        actual: "\(formatNumber(a)) pt", expected: "at least \(formatNumber(b)) pt",
                        hint: "scale \(big.name) with a steeper curve (scalesWith), or give \(small.name) a maxSize",
                        in: context)
                }
                guard let first = likeApple.first else { continue }
                let categories = Self.runs(likeApple.map(\.category), in: config.categories)
                report(
                    .invertedLikeApple,
                    "\(big.name) (\(formatNumber(big.size)) pt at Large) renders smaller than \(small.name) at \(categories) (\(formatNumber(first.a)) pt and \(formatNumber(first.b)) pt at \(first.category)), as Apple's own \(first.apple.describe): the inversion comes from Apple's curves, not from the config",
                    at: big.location(of: "size"), style: big, category: first.category,
                    actual: "\(formatNumber(first.a)) pt", expected: "at least \(formatNumber(first.b)) pt",
                    hint:
                        "nothing to fix; to keep the order anyway, give \(small.name) a maxSize or scale \(big.name) with a steeper curve (scalesWith)",
                    in: context)
            }
        }
    }

    /// Apple's own relation for two curves at one category: their text styles at their HIG sizes
    /// (Large), scaled under the config's model.
    struct AppleRelation {
        let largerStyle: TextStyle, smallerStyle: TextStyle
        let largerSize: Double, smallerSize: Double
        let largerScaled: Double, smallerScaled: Double
        let model: ScalingModel

        /// Whether Apple's larger style renders smaller there.
        var inverted: Bool { largerScaled < smallerScaled }
        /// Apple's larger size over its smaller size there.
        var ratio: Double { largerScaled / smallerScaled }
        /// "Caption 1 and Caption 2 (12 and 11 pt at Large) render 14 and 15 pt there under uiFontMetrics".
        var describe: String {
            "\(largerStyle.displayName) and \(smallerStyle.displayName) (\(formatNumber(largerSize)) and \(formatNumber(smallerSize)) pt at Large) do, at \(formatNumber(largerScaled)) and \(formatNumber(smallerScaled)) pt there under \(model.rawValue)"
        }
    }

    /// Apple's relation of the curves `larger` and `smaller` at `category`; nil when Apple's sizes do
    /// not put them in the same order (then any inversion is the config's).
    static func appleRelation(
        _ larger: TextStyle, _ smaller: TextStyle, at category: ContentSizeCategory, scaler: Scaler
    ) -> AppleRelation? {
        guard let big = try? HIG.metrics(larger, .large, platform: scaler.platform),
            let small = try? HIG.metrics(smaller, .large, platform: scaler.platform),
            big.pointSize > small.pointSize,
            let bigScaled = try? scaler.scaledFontSize(big.pointSize, style: larger, at: .category(category)),
            let smallScaled = try? scaler.scaledFontSize(small.pointSize, style: smaller, at: .category(category))
        else { return nil }
        return AppleRelation(
            largerStyle: larger, smallerStyle: smaller, largerSize: big.pointSize, smallerSize: small.pointSize,
            largerScaled: bigScaled, smallerScaled: smallScaled, model: scaler.model)
    }

    /// `categories` as runs of neighbours in `all`: "xLarge...xxxLarge, AX2...AX5".
    static func runs(_ categories: [ContentSizeCategory], in all: [ContentSizeCategory]) -> String {
        var runs: [[ContentSizeCategory]] = []
        for category in categories {
            if let last = runs.last?.last, let index = all.firstIndex(of: last), index + 1 < all.count,
                all[index + 1] == category
            {
                runs[runs.count - 1].append(category)
            } else {
                runs.append([category])
            }
        }
        return runs.map { run in
            run.count == 1 ? "\(run[0])" : "\(run.first!)\(run.count == 2 ? ", " : "...")\(run.last!)"
        }.joined(separator: ", ")
    }
}
