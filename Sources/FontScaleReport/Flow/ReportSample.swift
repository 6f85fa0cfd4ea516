import FontScaleFonts

/// A reference font for a sample: the font, which reference it is and why.
package struct ReportReference {
    /// The font.
    package let font: CustomFont
    /// Which reference it is ("--reference", "SF Pro stand-in", "reference for Arabic").
    package let role: String
    /// Why that reference, in a sentence.
    package let reason: String?

    /// Creates a reference.
    package init(font: CustomFont, role: String, reason: String? = nil) {
        self.font = font
        self.role = role
        self.reason = reason
    }
}

/// A sample to report: its text, script and direction, and the reference font to set it beside
/// (none when no installed font maps every character of it).
package struct ReportSample {
    /// The text.
    package let text: String
    /// Its script (ISO 15924), nil when it has no letters.
    package let script: String?
    /// How it is laid out: left to right or right to left.
    package let direction: TextDirection
    /// The reference beside it; nil when none covers it (no width comparison).
    package let reference: ReportReference?
    /// Why it has no reference, in a sentence; nil when it has one.
    package let noReference: String?

    /// Creates a sample set beside `reference`.
    package init(
        text: String, script: String?, direction: TextDirection = .leftToRight, reference: CustomFont,
        referenceRole: String, referenceReason: String? = nil
    ) {
        self.init(
            text: text, script: script, direction: direction,
            reference: ReportReference(font: reference, role: referenceRole, reason: referenceReason),
            noReference: nil)
    }

    /// Creates a sample beside `reference`, or without one (`noReference` says why).
    package init(
        text: String, script: String?, direction: TextDirection = .leftToRight, reference: ReportReference?,
        noReference: String?
    ) {
        self.text = text
        self.script = script
        self.direction = direction
        self.reference = reference
        self.noReference = reference == nil ? noReference : nil
    }

    /// The direction as the report writes it: nil for left to right.
    var reportedDirection: TextDirection? { direction == .leftToRight ? nil : direction }
}

/// One sample measured: the sample as planned (its text, script, direction, reference font and
/// why) with its grid of every style x category cell. It travels whole from measuring to drawing.
package struct MeasuredSample {
    /// The sample as planned, its reference font with it.
    package let sample: ReportSample
    /// Its grid as the report holds it.
    package let grid: SampleGrid
    /// The custom font's files its cells used.
    let files: Set<String>

    /// The reference font that draws its lower lines; nil when the sample has none.
    package var reference: CustomFont? { sample.reference?.font }
}
