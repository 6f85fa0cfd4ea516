import FontScaleFonts
import FontScaleTestSupport
import Foundation
import Testing

/// fontconfig lookups on this machine plus the fetched test fonts folder.
@Suite(.enabled(if: TestFonts.available, "run scripts/fetch-fonts.sh first")) struct CatalogTests {
    let catalog: FontCatalog

    init() throws { catalog = try FontCatalog(fontDirectories: [TestFonts.directory]) }

    @Test func findsFamiliesInAPrivateFolder() throws {
        let names = catalog.familyNames()
        for family in ["Merriweather", "Atkinson Hyperlegible", "Heebo", "Noto Sans Arabic", "Inter", "DejaVu Sans"] {
            #expect(names.contains(family), "\(family) not in \(names)")
        }
        let merriweather = try catalog.requireFamily("merriweather")  // fontconfig ignores case
        #expect(merriweather.contains { $0.isVariable && $0.weight == 300 && $0.maximumWeight == 900 })
    }

    @Test func misspelledFamilyNamesTheFallbackAndSuggests() {
        #expect { try catalog.requireFamily("Merriwether") } throws: { error in
            guard case let .familyNotFound(requested, fallback, suggestions) = error as? FontError else { return false }
            return requested == "Merriwether" && fallback != nil && fallback != "Merriwether"
                && suggestions.first == "Merriweather"
        }
        // The message names the request, the fallback and the suggestion; what to do is the
        // caller's to word (the library knows no option names), one remedy or several.
        let error = FontError.familyNotFound(
            requested: "Merriwether", fallback: "DejaVu Sans", suggestions: ["Merriweather"])
        #expect(
            error.description
                == "font family 'Merriwether' is not installed (fontconfig would fall back to 'DejaVu Sans'); did you mean 'Merriweather'?"
        )
        #expect(
            error.description(remedies: ["add its folder with --font-dir", "give --font-file"])
                == "font family 'Merriwether' is not installed (fontconfig would fall back to 'DejaVu Sans'); did you mean 'Merriweather'? Or add its folder with --font-dir, or give --font-file"
        )
        let bare = FontError.familyNotFound(requested: "Zzqq", fallback: nil, suggestions: [])
        #expect(bare.description(remedies: ["a", "b", "c"]) == "font family 'Zzqq' is not installed; a, b, or c")
        #expect(bare.description(remedies: ["a"]) == "font family 'Zzqq' is not installed; a")
        #expect(throws: FontError.emptyFamily) { try catalog.requireFamily("  ") }
    }

    @Test func fallbackIsWhatFontconfigOffers() {
        // fontconfig never fails a match: a missing family resolves to the default sans.
        #expect(catalog.fallback(for: "No Such Family 12345") == catalog.fallback(for: "sans-serif"))
    }

    @Test func staticFamilySubstitutesByCSSRules() throws {
        let headline = try catalog.select(family: "Atkinson Hyperlegible", weight: 600)
        #expect(headline.weight.used == 700)
        #expect(headline.substitutionNote == "wants 600; Atkinson Hyperlegible has 400 and 700: using 700")
        #expect(headline.face.file.hasSuffix("AtkinsonHyperlegible-Bold.ttf"))
        #expect(try catalog.select(family: "Atkinson Hyperlegible", weight: 500).weight.used == 400)
        #expect(try catalog.select(family: "Atkinson Hyperlegible", weight: 300).weight.used == 400)
        #expect(try catalog.select(family: "Atkinson Hyperlegible", weight: 900).weight.used == 700)
        #expect(try catalog.select(family: "Atkinson Hyperlegible", weight: 400).substitutionNote == nil)
        let italic = try catalog.select(family: "Atkinson Hyperlegible", weight: 700, italic: true)
        #expect(italic.face.file.hasSuffix("AtkinsonHyperlegible-BoldItalic.ttf") && !italic.italicSubstituted)
    }

    @Test func variableFamilyServesTheExactWeight() throws {
        let semibold = try catalog.select(family: "Merriweather", weight: 650)
        #expect(semibold.face.isVariable && semibold.weight.used == 650 && semibold.substitutionNote == nil)
        let thin = try catalog.select(family: "Merriweather", weight: 100)
        #expect(thin.weight.used == 300)
        #expect(thin.substitutionNote == "wants 100; Merriweather varies from 300 to 900: using 300")
        let italic = try catalog.select(family: "Merriweather", weight: 400, italic: true)
        #expect(italic.face.file == TestFonts.merriweatherItalic)
        // DejaVu Sans: width 87% is the Condensed face.
        #expect(try catalog.select(family: "DejaVu Sans", weight: 400, width: 87).face.style == "Condensed")
    }

    // CSS Fonts 4, 5.2 step 4 (font-weight), worked by hand.
    @Test(arguments: [
        (400, [300, 500, 700], 500), (450, [300, 400, 700], 400), (500, [300, 400, 600], 400), (500, [600, 700], 600),
        (300, [100, 400], 100), (300, [400, 500], 400), (600, [400, 700], 700), (700, [400, 500], 500),
        (900, [400, 700], 700),
    ])
    func cssWeightMatching(desired: Int, available: [Int], expected: Int) {
        #expect(FontCatalog.cssWeightMatch(desired: desired, available: available) == expected)
    }

    @Test func fontFolders() throws {
        #expect(FontCatalog.directories(fromPathList: "/a::/b:") == ["/a", "/b"])
        #expect(FontCatalog.directories(fromPathList: nil).isEmpty)
        #expect(throws: FontError.directoryNotFound(path: "/no/such/folder")) {
            try FontCatalog(fontDirectories: ["/no/such/folder"])
        }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try Data("not a font".utf8).write(to: empty.appendingPathComponent("notes.txt"))
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: FontError.noFontsInDirectory(path: empty.path)) {
            try FontCatalog(fontDirectories: [empty.path])
        }
        // Default folders: a missing or empty one is skipped; one given already, in any spelling, is added once.
        let catalog = try FontCatalog(
            fontDirectories: [TestFonts.directory],
            defaultDirectories: ["/no/such/folder", empty.path, TestFonts.directory + "/", TestFonts.directory + "/."])
        #expect(catalog.fontDirectories == [TestFonts.directory])
        #expect(catalog.faces(family: "Merriweather") == self.catalog.faces(family: "Merriweather"))
        let byDefault = try FontCatalog(defaultDirectories: [empty.path, TestFonts.directory])
        #expect(byDefault.fontDirectories == [TestFonts.directory])
        #expect(
            try CustomFont(family: "Atkinson Hyperlegible", catalog: byDefault).familyName == "Atkinson Hyperlegible")
        #expect(try FontCatalog(defaultDirectories: [empty.path]).fontDirectories.isEmpty)
    }
}
