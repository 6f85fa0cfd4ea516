import FontScaleConfig

/// scale/curve-mismatch: each style scales with its own text style's curve.
struct CurveMismatch: CheckRule {
    enum Code: String, CaseIterable { case scaledWithOtherStyle = "scaled-with-other-style" }

    static let rule = Rule(
        id: "scale/curve-mismatch", title: "Each style scales with its own text style's curve",
        rationale:
            "SwiftUI's Font.custom(_:size:) scales with Body unless relativeTo: says otherwise, so captions, titles and body all grow alike: titles grow too much, captions too little at accessibility sizes. The style should scale with the text style it claims.",
        severity: .warn, codes: Code.self)

    func check(_ subject: StyleSubject, in context: CheckContext) {
        let style = subject.config
        guard style.scalesWith != style.textStyle else { return }
        let why =
            style.scalesWith == .body ? " (SwiftUI's Font.custom(_:size:) without relativeTo: scales with Body)" : ""
        let member = style.textStyle.uiKitName ?? style.textStyle.rawValue
        report(
            .scaledWithOtherStyle,
            "\(style.name) claims \(style.textStyle) but scales with \(style.scalesWith)'s curve\(why)",
            at: style.location(of: ConfigKeys.Style.scalesWith), style: style, actual: style.scalesWith.displayName,
            expected: style.textStyle.displayName,
            hint: "scale it relativeTo: .\(member) (UIFontMetrics(forTextStyle: .\(member)))", in: context)
    }
}
