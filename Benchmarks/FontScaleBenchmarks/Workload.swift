// The benchmark workload, one file for the ordo-one suite and fontscale-bench (the main package's
// target lists this file among its sources); Benchmarks/peers/peers.py ports the same LCG to
// Python for the peers.

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
