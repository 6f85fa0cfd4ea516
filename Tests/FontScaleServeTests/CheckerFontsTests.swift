import FontScaleTestSupport
import Foundation
import Testing

@testable import FontScaleServe

/// The builder draws with what the check resolved: the fonts and the config's own sizes are the
/// checker's (`CheckedConfig`), and the model is the one the builder made when it resolved and
/// scaled everything itself.
@Suite struct CheckerFontsTests {
    static let config = Fixture.root.appendingPathComponent("examples/design-system.yml").path

    @Test func aBuildResolvesNoFontAndScalesNoCellTheCheckHas() throws {
        let builder = PreviewBuilder(path: Self.config)
        let parsed = try builder.parse()
        // The file's two families (Merriweather, Atkinson Hyperlegible), and its 5 styles at the
        // 12 categories of xSmall...AX5.
        #expect(Set(parsed.fonts.keys.map(\.description)) == ["Merriweather", "Atkinson Hyperlegible"])
        #expect(parsed.unresolved.isEmpty)
        #expect(parsed.scaled.count == 5 && parsed.scaled.values.allSatisfy { $0.count == 12 })
        // Both stages of a save: the sizes, then the motion previews.
        let sizes = try builder.build(parsed, motion: false)
        _ = try builder.build(parsed, motion: true)
        #expect(sizes.measured.count == 5)
        #expect(builder.fontsResolved == 0)
        #expect(builder.stylesRescaled == 0)
    }

    @Test func theModelIsTheOneTheBuilderMakesOnItsOwn() throws {
        // A builder given the parse without the checker's fonts and sizes resolves and scales them itself.
        let alone = PreviewBuilder(path: Self.config)
        var parsed = try alone.parse()
        parsed.fonts = [:]
        parsed.scaled = [:]
        let own = try alone.build(parsed, motion: true)
        #expect(alone.fontsResolved == 2)
        #expect(alone.stylesRescaled == 5 * 12)
        let shared = PreviewBuilder(path: Self.config)
        let model = try shared.build(motion: true)
        #expect(shared.fontsResolved == 0 && shared.stylesRescaled == 0)
        #expect(model.styles.count == 5)
        #expect(model == own)
    }
}
