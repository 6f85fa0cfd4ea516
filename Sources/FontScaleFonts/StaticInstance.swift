internal import CHarfBuzz
import Foundation

/// Why a static instance of a variable font could not be made.
public enum InstanceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The system's HarfBuzz has no instancer (`hb_subset_input_pin_axis_location`, HarfBuzz 6.0 in
    /// `libharfbuzz-subset.so.0`); the version it has.
    case noInstancer(harfBuzz: String)
    /// HarfBuzz refused to instance the file.
    case failed(file: String)
    /// The instance's advance for a character differs from the variable font's at the axis values.
    case differs(file: String, character: String, instance: Double, variable: Double)
    /// The instance lost a character the variable font has.
    case missing(file: String, character: String)

    public var description: String {
        switch self {
        case let .noInstancer(version):
            "static instances need HarfBuzz's instancer (libharfbuzz-subset 6.0 or later); this system has HarfBuzz \(version)"
        case let .failed(file): "\(file): HarfBuzz's instancer refused the font"
        case let .missing(file, character): "\(file): the instance has no glyph for \(character): not written"
        case let .differs(file, character, instance, variable):
            "\(file): the instance's advance for \(character) is \(instance) units where the variable font's is \(variable): not written"
        }
    }
}

extension FontFace {
    /// Whether this system's HarfBuzz can write static instances (`staticInstance(at:)`).
    public static var canInstance: Bool { HarfBuzzLate.subset?.pinAxisLocation != nil }

    /// The font as a static font at `axes` (a value for every axis it has; missing ones at their
    /// defaults), every character, glyph, layout feature and name kept: HarfBuzz's instancer
    /// through hb-subset. Checked before it is returned: every character's advance in the instance
    /// equals the variable font's at `axes` (HarfBuzz's own instancer of gvar and HVAR, read back).
    public func staticInstance(at axes: [String: Double]) throws(InstanceError) -> Data {
        guard let subsetter = HarfBuzzLate.subset, let pin = subsetter.pinAxisLocation,
            let input = subsetter.inputCreate()
        else { throw .noInstancer(harfBuzz: HarfBuzzLate.version) }
        defer { subsetter.inputDestroy(input) }
        let unicodes = hb_set_create()!
        defer { hb_set_destroy(unicodes) }
        hb_face_collect_unicodes(hbFace, unicodes)
        hb_set_union(subsetter.inputUnicodeSet(input), unicodes)
        let glyphs = subsetter.inputSet(input, HB_SUBSET_SETS_GLYPH_INDEX)
        hb_set_add_range(glyphs, 0, hb_face_get_glyph_count(hbFace) &- 1)
        for sets in [HB_SUBSET_SETS_LAYOUT_FEATURE_TAG, HB_SUBSET_SETS_NAME_ID, HB_SUBSET_SETS_NAME_LANG_ID] {
            let set = subsetter.inputSet(input, sets)
            hb_set_clear(set)
            hb_set_invert(set)
        }
        var location: [String: Double] = [:]
        for axis in info.axes {
            let value = axis.clamp(axes[axis.tag] ?? axis.defaultValue)
            location[axis.tag] = value
            guard pin(input, hbFace, makeTag(axis.tag), Float(value)) != 0 else { throw .failed(file: info.file) }
        }
        guard let instance = subsetter.subsetOrFail(hbFace, input) else { throw .failed(file: info.file) }
        defer { hb_face_destroy(instance) }
        try verify(instance, at: location, unicodes: unicodes)
        let blob = hb_face_reference_blob(instance)!
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else { throw .failed(file: info.file) }
        return Data(bytes: bytes, count: Int(length))
    }

    /// Throws unless every character of `unicodes` advances as far in `instance` as in this face at `location`.
    private func verify(_ instance: OpaquePointer, at location: [String: Double], unicodes: OpaquePointer)
        throws(InstanceError)
    {
        let variable = hb_font_create(hbFace)!, fixed = hb_font_create(instance)!
        defer {
            hb_font_destroy(variable)
            hb_font_destroy(fixed)
        }
        let settings = location.map { hb_variation_t(tag: makeTag($0.key), value: Float($0.value)) }
        hb_font_set_variations(variable, settings, UInt32(settings.count))
        var codepoint = hb_codepoint_t.max  // HB_SET_VALUE_INVALID: start before the first
        while hb_set_next(unicodes, &codepoint) != 0 {
            var a: hb_codepoint_t = 0, b: hb_codepoint_t = 0
            guard hb_font_get_nominal_glyph(variable, codepoint, &a) != 0 else { continue }
            guard hb_font_get_nominal_glyph(fixed, codepoint, &b) != 0 else {
                throw .missing(file: info.file, character: Self.name(codepoint))
            }
            let expected = hb_font_get_glyph_h_advance(variable, a), got = hb_font_get_glyph_h_advance(fixed, b)
            guard expected == got else {
                throw .differs(
                    file: info.file, character: Self.name(codepoint), instance: Double(got), variable: Double(expected))
            }
        }
    }

    private static func name(_ codepoint: hb_codepoint_t) -> String { String(format: "U+%04X", codepoint) }
}
