internal import CHarfBuzz
import Foundation

#if canImport(Glibc)
    internal import Glibc
#endif

/// HarfBuzz functions newer than the oldest HarfBuzz fontscale runs with, found when first used.
///
/// The release binary links only the functions every supported distribution's HarfBuzz has
/// (Debian 11 ships HarfBuzz 2.7.4 and no `libharfbuzz-subset`), so that it starts everywhere;
/// drawing outlines (HarfBuzz 4.0) and subsetting (`libharfbuzz-subset.so.0`, 2.9) are looked up
/// here, by name, and are nil where the system's HarfBuzz lacks them (docs/install.md#what-runs-where).
enum HarfBuzzLate {
    typealias DrawFuncsCreate = @convention(c) () -> OpaquePointer?
    typealias SetMoveTo =
        @convention(c) (OpaquePointer?, hb_draw_move_to_func_t?, UnsafeMutableRawPointer?, hb_destroy_func_t?) -> Void
    typealias SetLineTo =
        @convention(c) (OpaquePointer?, hb_draw_line_to_func_t?, UnsafeMutableRawPointer?, hb_destroy_func_t?) -> Void
    typealias SetQuadraticTo =
        @convention(c) (OpaquePointer?, hb_draw_quadratic_to_func_t?, UnsafeMutableRawPointer?, hb_destroy_func_t?) ->
        Void
    typealias SetCubicTo =
        @convention(c) (OpaquePointer?, hb_draw_cubic_to_func_t?, UnsafeMutableRawPointer?, hb_destroy_func_t?) -> Void
    typealias SetClosePath =
        @convention(c) (OpaquePointer?, hb_draw_close_path_func_t?, UnsafeMutableRawPointer?, hb_destroy_func_t?) ->
        Void
    typealias MakeImmutable = @convention(c) (OpaquePointer?) -> Void
    typealias GetGlyphShape =
        @convention(c) (OpaquePointer?, hb_codepoint_t, OpaquePointer?, UnsafeMutableRawPointer?) -> Void

    /// HarfBuzz 4.0's drawing API, or nil for an older HarfBuzz.
    struct Draw {
        let create: DrawFuncsCreate
        let setMoveTo: SetMoveTo
        let setLineTo: SetLineTo
        let setQuadraticTo: SetQuadraticTo
        let setCubicTo: SetCubicTo
        let setClosePath: SetClosePath
        let makeImmutable: MakeImmutable
        let glyphShape: GetGlyphShape
    }

    typealias InputCreate = @convention(c) () -> OpaquePointer?
    typealias InputDestroy = @convention(c) (OpaquePointer?) -> Void
    typealias InputUnicodeSet = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias InputSet = @convention(c) (OpaquePointer?, hb_subset_sets_t) -> OpaquePointer?
    typealias SubsetOrFail = @convention(c) (OpaquePointer?, OpaquePointer?) -> OpaquePointer?
    typealias PinAxisLocation = @convention(c) (OpaquePointer?, OpaquePointer?, hb_tag_t, Float) -> hb_bool_t

    /// `libharfbuzz-subset.so.0`'s functions, or nil where the library is missing or too old.
    struct Subset {
        let inputCreate: InputCreate
        let inputDestroy: InputDestroy
        let inputUnicodeSet: InputUnicodeSet
        let inputSet: InputSet
        let subsetOrFail: SubsetOrFail
        /// The instancer (HarfBuzz 6.0), nil where the library predates it.
        let pinAxisLocation: PinAxisLocation?
    }

    /// The drawing functions of the HarfBuzz the process loaded.
    static let draw: Draw? = {
        let library = dlopen(nil, RTLD_NOW)
        guard let create = symbol(library, "hb_draw_funcs_create", as: DrawFuncsCreate.self),
            let move = symbol(library, "hb_draw_funcs_set_move_to_func", as: SetMoveTo.self),
            let line = symbol(library, "hb_draw_funcs_set_line_to_func", as: SetLineTo.self),
            let quadratic = symbol(library, "hb_draw_funcs_set_quadratic_to_func", as: SetQuadraticTo.self),
            let cubic = symbol(library, "hb_draw_funcs_set_cubic_to_func", as: SetCubicTo.self),
            let close = symbol(library, "hb_draw_funcs_set_close_path_func", as: SetClosePath.self),
            let immutable = symbol(library, "hb_draw_funcs_make_immutable", as: MakeImmutable.self),
            let shape = symbol(library, "hb_font_get_glyph_shape", as: GetGlyphShape.self)
        else { return nil }
        return Draw(
            create: create, setMoveTo: move, setLineTo: line, setQuadraticTo: quadratic, setCubicTo: cubic,
            setClosePath: close, makeImmutable: immutable, glyphShape: shape)
    }()

    /// The subsetter, from `libharfbuzz-subset.so.0` loaded beside the process's HarfBuzz.
    static let subset: Subset? = {
        guard let library = dlopen("libharfbuzz-subset.so.0", RTLD_NOW | RTLD_LOCAL),
            let create = symbol(library, "hb_subset_input_create_or_fail", as: InputCreate.self),
            let destroy = symbol(library, "hb_subset_input_destroy", as: InputDestroy.self),
            let unicodes = symbol(library, "hb_subset_input_unicode_set", as: InputUnicodeSet.self),
            let set = symbol(library, "hb_subset_input_set", as: InputSet.self),
            let subset = symbol(library, "hb_subset_or_fail", as: SubsetOrFail.self)
        else { return nil }
        return Subset(
            inputCreate: create, inputDestroy: destroy, inputUnicodeSet: unicodes, inputSet: set, subsetOrFail: subset,
            pinAxisLocation: symbol(library, "hb_subset_input_pin_axis_location", as: PinAxisLocation.self))
    }()

    /// The version of the HarfBuzz the process loaded, e.g. "8.3.0".
    static var version: String { String(cString: hb_version_string()) }

    private static func symbol<T>(_ library: UnsafeMutableRawPointer?, _ name: String, as type: T.Type) -> T? {
        guard let address = dlsym(library, name) else { return nil }
        return unsafeBitCast(address, to: type)
    }
}
