// The benchmark workload, one file for the ordo-one suite and fontscale-bench (the main package's
// target lists this file among its sources); Benchmarks/peers/peers.py ports the same LCG to
// Python for the peers.

import FontScaleMetrics

/// `count` deterministic strings, 4 to 70 characters, from UI-like vocabulary (the first 200 are
/// the suites' strings; the growth curves continue the sequence).
func sampleStrings(_ count: Int = 200) -> [String] {
    let words = [
        "Settings", "Account", "Dynamic", "Type", "Order", "total", "1,234.50", "Delivered", "today", "AVATAR", "Wave",
        "Typography", "accessibility", "Continue", "Cancel", "the", "quick", "brown", "fox", "jumps", "over", "lazy",
        "dog",
        "Inbox", "Messages", "Notifications", "Privacy", "Office", "affine", "Yo", "Te", "42", "kg", "—", "résumé",
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(state >> 33)
    }
    return (0..<count).map { _ in
        var text = ""
        for _ in 0..<(1 + next() % 9) { text += (text.isEmpty ? "" : " ") + words[next() % words.count] }
        return text
    }
}

/// A typography config of `styles` styles (every iOS text style in turn, five weights, tnum on some),
/// all 12 categories, `samples` of the suite's strings and 4 containers, Merriweather from `fontDirectory`
/// (the issue-47 "large config" is `styles: 40`: `fontscale-bench --write-check-config PATH` writes it).
func checkConfig(styles: Int, samples: Int = 20, fontDirectory: String) -> String {
    let textStyles = TextStyle.iOSStyles
    var yaml =
        "version: 1\ncategories: xSmall...AX5\nfonts: {family: Merriweather, directories: [\"\(fontDirectory)\"]}\nstyles:\n"
    for index in 0..<styles {
        let style = textStyles[index % textStyles.count]
        let size = ((try? HIG.metrics(style, .large))?.pointSize ?? 17) + Double(index / textStyles.count)
        yaml +=
            "  - {name: \"Style \(index)\", textStyle: \(style.rawValue), size: \(size), weight: \(300 + 100 * (index % 5))\(index % 7 == 0 ? ", numeric: true, features: [tnum]" : "")}\n"
    }
    yaml += "containers:\n  - {name: Phone, width: 343, maxLines: 2}\n  - {name: Compact, width: 288, maxLines: 3}\n"
    yaml += "  - {name: Button, width: 160, maxLines: 1}\n  - {name: Wide, width: 600, maxLines: 1}\n"
    let texts = sampleStrings(samples).map { "\"\($0)\"" }
    yaml += "samples: [\(texts.joined(separator: ", "))]\n"
    return yaml
}
