import FontScaleCheck
import FontScaleConfig
import Testing

/// Malformed configs: one located error each, word for word.
@Suite struct ConfigErrorTests {
    /// Each malformed config and its error, word for word (SchemaAgreementTests also runs them through check-jsonschema).
    static let cases: [(String, String)] = [
        (
            "version: 1\nstyles:\n  - name: Body\n    size: [17\n",
            "t.yml:5:1: error: the list opened at 4:11 is not closed; expected ',' or ']', instead saw the end of the file"
        ),
        // YAML syntax errors in words, at the cause: tabs (indenting, and after '-'), an unclosed
        // quote (to the end of the file, and running on into the next lines), a line indented off
        // its siblings, a character YAML reserves, an alias without an anchor, an unclosed mapping.
        (
            "version: 1\nstyles:\n  - name: Body\n  \ttextStyle: body\n    size: 17\n",
            "t.yml:4:3: error: a tab indents this line; YAML indents with spaces only: expected spaces, instead saw a tab"
        ),
        (
            "version: 1\nstyles:\n  - name: Body\n    textStyle: body\n    \tsize: 17\n",
            "t.yml:5:5: error: a tab indents this line; YAML indents with spaces only: expected spaces, instead saw a tab"
        ),
        (
            "version: 1\nstyles:\n  - name: Body\n\t\t\ttextStyle: body\n",
            "t.yml:4:1: error: a tab indents this line; YAML indents with spaces only: expected spaces, instead saw a tab"
        ),
        (
            "version: 1\nstyles:\n  -\tname: Body\n    textStyle: body\n",
            "t.yml:3:4: error: a tab where YAML expects a space; expected spaces, instead saw a tab"
        ),
        (
            "version: 1\nstyles:\n  - name: 'Body\n    textStyle: body\n",
            "t.yml:3:11: error: a quoted string is not closed; expected a closing ' on its line, instead saw it run to the end of the file"
        ),
        (
            "version: 1\nstyles:\n  - name: \"Body\n    textStyle: body\n    size: 17\n  - name: \"Title\"\n",
            "t.yml:3:11: error: a quoted string is not closed; expected a closing \" on its line, instead saw it run on to line 6"
        ),
        (
            "version: 1\nstyles:\n  - name: Body\n    textStyle: body\n    size: 17\n   lineHeight: 22\n",
            "t.yml:6:4: error: this line does not continue the list at 3:3; expected '- ' entries indented like its first, instead saw 'lineHeight: 22'"
        ),
        (
            "version: 1\nstyles:\n  - name: Body\n    textStyle: body\n    size: 17\n    - 22\n",
            "t.yml:6:5: error: this line does not continue the mapping at 3:5; expected 'key: value' indented like its keys, instead saw '- 22'"
        ),
        (
            "version: 1\nstyles:\n  - name: Body\n    textStyle: body\n     size: 17\n",
            "t.yml:5:10: error: a ':' where no key can start; expected this line indented like the keys above it, or a value with ': ' in quotes"
        ),
        (
            "version: 1\nsamples:\n  - \"Order total: \"1,234.50\"\n",
            "t.yml:3:20: error: text after a closing quote; expected the value to end at the quote, instead saw '1,234.50\"' (write a quote inside a string as \\\" or put the value in single quotes)"
        ),
        (
            "version: 1\nstyles:\n  - name: &\n",
            "t.yml:3:11: error: '&' starts an anchor in YAML; expected a name after it, or the value in quotes"
        ),
        (
            "version: 1\nstyles:\n  - name: @Body\n",
            "t.yml:3:11: error: '@Body' cannot start a value in YAML; expected the value in quotes (\"@Body\")"
        ),
        (
            "version: 1\nstyles:\n  - name: *body\n",
            "t.yml:3:11: error: '*body' refers to no anchor; expected an anchor (&name) defined above it, or the value in quotes"
        ),
        (
            "version: 1\nstyles:\n  - {name: Body, size: 17\n",
            "t.yml:4:1: error: the mapping opened at 3:5 is not closed; expected ',' or '}', instead saw the end of the file"
        ),
        (
            "version: 1\nstyles:\n  - name: Body\n    textStyle: body\n    size: 17\n    lineHeigth: 22\n",
            "t.yml:6:5: error: styles[0]: unknown key 'lineHeigth'; did you mean 'lineHeight'? Expected one of: name, textStyle, scalesWith, family, file, index, weight, italic, size, lineHeight, tracking, minSize, maxSize, axes, features, numeric, containers, samples"
        ),
        (
            "version: 1\nstyles:\n  - name: Body\n    textStyle: body\n    size: big\n",
            "t.yml:5:11: error: styles[0].size: expected a number, instead saw 'big'"
        ),
        (
            "version: 1\nstyles:\n  - name: Body\n    textStyle: body\n    size: \"17\"\n",
            "t.yml:5:11: error: styles[0].size: expected a number, instead saw the string \"17\""
        ),
        (
            "version: 1\nstyles:\n  - name: Body\n    textStyle: body\n",
            "t.yml:3:5: error: styles[0]: missing required key 'size'"
        ),
        (
            "version: 1\n",
            "t.yml:1:1: error: missing required key 'styles'"
        ),
        (
            "version: 1\nstyles:\n  - name: Body\n    textStyle: bdy\n    size: 17\n",
            "t.yml:4:16: error: styles[0].textStyle: unknown text style 'bdy'; did you mean 'Body'? Expected one of: Large Title, Title 1, Title 2, Title 3, Headline, Body, Callout, Subheadline, Footnote, Caption 1, Caption 2"
        ),
        (
            "version: 1\ncategories: AX5...xSmall\nstyles:\n  - name: Body\n    textStyle: body\n    size: 17\n",
            "t.yml:2:13: error: categories: expected the smaller category first, instead saw 'AX5...xSmall'"
        ),
        (
            "version: 1\nfonts: {family: Merriweather}\nstyles:\n  - {name: Body, textStyle: body, size: 17}\nrules:\n  spacing/line-heigth: {minimumRatio: 1.3}\n",
            "t.yml:6:3: error: rules: unknown rule 'spacing/line-heigth'; did you mean 'spacing/line-height'? Expected one of: font/resolves, font/glyph-coverage, size/legible-minimum, scale/hierarchy, scale/curve-mismatch, wcag/resize-text, spacing/line-height, layout/fits-container, text/clipped-ink, wcag/text-spacing, wcag/reflow, a11y/accessibility-sizes-content, a11y/android-font-scale, numbers/tabular-figures, config/unused-override, config/superfluous-disable"
        ),
        (
            "version: 1\nfonts: {family: Merriweather}\nstyles:\n  - {name: Body, textStyle: body, size: 17}\nrules:\n  spacing/line-height: {severity: error}\n",
            "t.yml:6:35: error: rules.spacing/line-height.severity: expected info, warn or fail, instead saw 'error'"
        ),
        (
            "version: 1\nfonts: {family: Merriweather}\nstyles:\n  - {name: Body, textStyle: body, size: 17}\noverrides:\n  - rule: scale/hierarchy\n",
            "t.yml:6:5: error: overrides[0]: missing required key 'reason'"
        ),
        (
            "version: 1\nfonts: {family: Merriweather}\nstyles:\n  - {name: Body, textStyle: body, size: 17}\noverrides:\n  - {rule: scale/hierarchy, code: upside-down, reason: because}\n",
            "t.yml:6:35: error: overrides[0].code: rule scale/hierarchy has no code 'upside-down'; expected one of: inverted, inverted-like-apple"
        ),
        (
            "version: 2\nstyles: []\n",
            "t.yml:1:10: error: version: expected version 1, instead saw 2"
        ),
        (
            "",
            "t.yml:1:1: error: the config is empty; expected a mapping with 'version: 1' and 'styles'"
        ),
        (
            "version: 1\nfonts: {family: Merriweather}\nstyles:\n  - {name: Body, textStyle: body, size: 17}\n  - {name: Body, textStyle: body, size: 18}\n",
            "t.yml:5:5: error: styles[1].name: expected a unique style name, instead saw 'Body' twice"
        ),
        (
            "version: 1\nfonts: {family: Merriweather}\nstyles:\n  - {name: Body, textStyle: body, size: 0}\n",
            "t.yml:4:41: error: styles[0].size: expected a point size above 0 and at most 4096, instead saw 0"
        ),
        (
            "version: 1\nstyles:\n  - {name: Body, textStyle: body, size: 17}\n",
            "t.yml:3:5: error: styles[0]: expected a font: give 'family' or 'file' here or in 'fonts'"
        ),
        (
            "version: 1\nfonts: {family: Merriweather}\nstyles:\n  - {name: Body, textStyle: body, size: 17, containers: [Phoen]}\ncontainers:\n  - {name: Phone, width: 343}\n",
            "t.yml:4:57: error: styles[0].containers: unknown container 'Phoen'; did you mean 'Phone'? Expected one of: Phone"
        ),
        (
            "version: 1\nfonts: {family: Merriweather}\nstyles:\n  - {name: Body, textStyle: callout, scalesWith: footnote1, size: 17}\n",
            "t.yml:4:50: error: styles[0].scalesWith: iOS has no text style 'Footnote 1'; expected one of: Large Title, Title 1, Title 2, Title 3, Headline, Body, Callout, Subheadline, Footnote, Caption 1, Caption 2"
        ),
        (
            "version: 1\nfonts: {family: Merriweather}\nstyles:\n  - {name: Body, textStyle: body, size: 17, features: [zzzzz=x]}\n",
            "t.yml:4:55: error: styles[0].features: font feature: expected a setting such as 'tnum', '-liga', 'ss01=1' or 'kern[3:5]=0', instead saw 'zzzzz=x'"
        ),
        (
            "styles: [{name: Body}]\nversion: true\n",
            "t.yml:2:10: error: version: expected a whole number, instead saw 'true'"
        ),
        (
            "- just\n- a list\n",
            "t.yml:1:1: error: expected a mapping with keys version, platform, model, categories, displayScale, fonts, styles, containers, samples, rules, overrides, instead saw a list"
        ),
        // A rule named twice (a renamed id beside its current id) would silently replace one setting.
        (
            "version: 1\nfonts: {family: Merriweather}\nstyles:\n  - {name: Body, textStyle: body, size: 17}\nrules:\n  spacing/line-height: {minimumRatio: 1.2}\n  typography/line-height: {minimumRatio: 1.3}\n",
            "t.yml:7:3: error: rules: expected each rule once, instead saw spacing/line-height again as 'typography/line-height'"
        ),
        // An unknown option of a known rule, under a renamed id, another rule's option: located, with a did-you-mean where one is near.
        (
            "version: 1\nfonts: {family: Merriweather}\nstyles:\n  - {name: Body, textStyle: body, size: 17}\nrules:\n  spacing/line-height: {minimumRatoi: 1.3}\n",
            "t.yml:6:25: error: rules.spacing/line-height: unknown key 'minimumRatoi'; did you mean 'minimumRatio'? Expected one of: severity, enabled, minimumRatio"
        ),
        (
            "version: 1\nfonts: {family: Merriweather}\nstyles:\n  - {name: Body, textStyle: body, size: 17}\nrules:\n  typography/line-height: {minimum: 12}\n",
            "t.yml:6:28: error: rules.typography/line-height: unknown key 'minimum'; did you mean 'minimumRatio'? Expected one of: severity, enabled, minimumRatio"
        ),
        (
            "version: 1\nfonts: {family: Merriweather}\nstyles:\n  - {name: Body, textStyle: body, size: 17}\ncontainers:\n  - {name: Card, width: 200, height: 0}\n",
            "t.yml:6:38: error: containers[0].height: expected a height above 0 and at most 100000 points, instead saw 0"
        ),
        (
            "version: 1\nfonts: {family: Merriweather}\nstyles:\n  - {name: Body, textStyle: body, size: 17}\nrules:\n  size/legible-minimum: {threshold: 0.1}\n",
            "t.yml:6:26: error: rules.size/legible-minimum: unknown key 'threshold'. Expected one of: severity, enabled, minimum"
        ),
        (
            "version: 1\nfonts: {family: Merriweather}\nstyles:\n  - {name: Body, textStyle: body, size: 17}\nrules:\n  size/legible-minimum: {minimum: [1]}\n",
            "t.yml:6:35: error: rules.size/legible-minimum.minimum: expected a number, instead saw a list"
        ),
        (
            "version: 1\nfonts: {family: Merriweather}\nstyles:\n  - {name: Body, textStyle: body, size: 17}\nrules:\n  accessibility/text-resize: {styles: [bdy]}\n",
            "t.yml:6:40: error: rules.accessibility/text-resize.styles[0]: unknown text style 'bdy'; did you mean 'Body'? Expected one of: Large Title, Title 1, Title 2, Title 3, Headline, Body, Callout, Subheadline, Footnote, Caption 1, Caption 2"
        ),
        // An iOS config suggests and lists iOS's 11 text styles only (Apple's HIG table), never
        // watchOS's Footnote 1 or tvOS's Subtitle 1; a watchOS config lists watchOS's.
        (
            "version: 1\nfonts: {family: Merriweather}\nstyles:\n  - {name: Small, textStyle: caption3, size: 11}\n",
            "t.yml:4:30: error: styles[0].textStyle: unknown text style 'caption3'; did you mean 'Caption 1'? Expected one of: Large Title, Title 1, Title 2, Title 3, Headline, Body, Callout, Subheadline, Footnote, Caption 1, Caption 2"
        ),
        // Values checked where they are typed (issue 43): each a located error with the value as typed.
        (
            "version: 1\nfonts: {family: X}\nstyles:\n  - {name: Body, textStyle: body, size: 17, tracking: -100}\n",
            "t.yml:4:55: error: styles[0].tracking: expected a tracking from -4.25 to 17 pt (a quarter of the size tighter to the whole size looser, for size 17), instead saw '-100'"
        ),
        (
            "version: 1\nfonts: {family: X}\nstyles:\n  - {name: Body, textStyle: body, size: 17, lineHeight: 0.001}\n",
            "t.yml:4:57: error: styles[0].lineHeight: expected a line height from half the size to ten times it (8.5 to 170 pt for size 17), instead saw '0.001'"
        ),
        (
            "version: 1\nfonts: {family: X}\nstyles:\n  - {name: Body, textStyle: body, size: 4000}\n",
            "t.yml:4:41: error: styles[0].size: expected a size above 0 and at most 1000 points (Dynamic Type scales it up to 3.7 times, and a scaled size stays within 4096), instead saw '4000'"
        ),
        (
            "version: 1\nfonts: {family: X}\nstyles:\n  - {name: Body, textStyle: body, size: 17, minSize: 40, maxSize: \"1.5x\"}\n",
            "t.yml:4:54: error: styles[0].minSize: expected a minSize at most the maxSize (25.5 pt), instead saw '40' (40 pt)"
        ),
        (
            "version: 1\nfonts: {family: X}\nsamples: []\nstyles:\n  - {name: Body, textStyle: body, size: 17}\n",
            "t.yml:3:10: error: samples: expected at least one sample (leave the key out for the default, \"Dynamic Type\"), instead saw an empty list"
        ),
        (
            "version: 1\nfonts: {family: X}\nstyles:\n  - {name: Body, textStyle: body, size: 17, samples: []}\n",
            "t.yml:4:54: error: styles[0].samples: expected at least one sample (leave the key out for the config's samples), instead saw an empty list"
        ),
        (
            "version: 1\nfonts: {family: X}\nstyles:\n  - {<<: 3, name: Body}\n",
            "t.yml:4:10: error: styles[0]: expected a mapping or a list of mappings after '<<' (a merge key), instead saw '3'"
        ),
        (
            "a: " + String(repeating: "[", count: 1100) + "\n",
            "t.yml:1:5: error: lists or mappings nested too deep; expected at most 1,000 levels of nesting, instead saw more"
        ),
    ]

    @Test(arguments: cases)
    func yamlErrors(text: String, message: String) {
        #expect { try ConfigParser.parse(text, file: "t.yml") } throws: { error in
            let description = "\(error)"
            if description != message { Issue.record("got: \(description)") }
            return description == message
        }
    }

    @Test func jsonErrorsAreLocatedToo() {
        // Tab-indented JSON with a missing comma: the tabs are JSON's to allow, the comma is the error.
        let text = "{\n\t\"version\": 1,\n\t\"styles\": [\n\t\t{\"name\": \"Body\" \"textStyle\": \"body\"}\n\t]\n}\n"
        #expect { try ConfigParser.parse(text, file: "t.json") } throws: { error in
            "\(error)"
                == "t.json:4:19: error: the mapping opened at 4:3 is not closed; expected ',' or '}', instead saw '\"textStyle\": \"body\"}'"
        }
        let unknown = "{\n\t\"version\": 1,\n\t\"stiles\": []\n}\n"
        #expect { try ConfigParser.parse(unknown, file: "t.json") } throws: { error in
            "\(error)"
                == "t.json:3:2: error: unknown key 'stiles'; did you mean 'styles'? Expected one of: version, platform, model, categories, displayScale, fonts, styles, containers, samples, rules, overrides"
        }
    }

    /// A `.json` config is strict JSON: a trailing comma, which libyaml would read, is refused where it is.
    @Test func jsonConfigsAreStrict() {
        let text =
            "{\"version\": 1, \"fonts\": {\"family\": \"X\"},\n \"styles\": [{\"name\": \"Body\", \"textStyle\": \"body\", \"size\": 17,}]}\n"
        #expect { try ConfigParser.parse(text, file: "t.json") } throws: { error in
            "\(error)"
                == "t.json:2:61: error: a comma before '}'; a JSON config is strict JSON: expected the last item without a comma after it"
        }
        // The same text as YAML (flow style) is YAML's to read.
        #expect(throws: Never.self) { try ConfigParser.parse(text, file: "t.yml") }
        // A comma inside a string is text.
        let quoted =
            "{\"version\": 1, \"fonts\": {\"family\": \"X\"}, \"samples\": [\"a, ]\"],\n \"styles\": [{\"name\": \"Body\", \"textStyle\": \"body\", \"size\": 17}]}\n"
        #expect(throws: Never.self) { try ConfigParser.parse(quoted, file: "t.json") }
    }

    /// YAML merge keys and anchors under "x-" keys, as shared configs write them: the merged keys
    /// count as the style's own, and the style's own win.
    @Test func mergeKeysAndAnchors() throws {
        let text = """
            version: 1
            fonts: {family: X}
            x-body: &body {textStyle: body, size: 17, lineHeight: 22}
            styles:
              - <<: *body
                name: Body
                lineHeight: 24
              - {<<: [*body], name: Emphasis, weight: bold}
            """
        let config = try ConfigParser.parse(text, file: "t.yml")
        #expect(config.styles.map(\.name) == ["Body", "Emphasis"])
        #expect(config.styles.map(\.size) == [17, 17] && config.styles.map(\.lineHeight) == [24, 22])
        #expect(config.styles.map(\.textStyle) == [.body, .body])
    }

    @Test func renamedRuleIdsKeepWorking() throws {
        let text =
            "version: 1\nfonts: {family: Merriweather}\nstyles:\n  - {name: Body, textStyle: body, size: 17}\nrules:\n  typography/line-height: {minimumRatio: 1.3}\n"
        let config = try ConfigParser.parse(text, file: "t.yml")
        #expect(config.rules["spacing/line-height"]?.options["minimumRatio"] == 1.3)
    }

    @Test func categoriesAcceptEverySpelling() throws {
        let text =
            "version: 1\ncategories: [L, accessibility5, UICTContentSizeCategoryXS]\nfonts: {family: X}\nstyles:\n  - {name: Body, textStyle: body, size: 17}\n"
        #expect(
            try ConfigParser.parse(text, file: "t.yml").categories.map(\.displayName) == ["xSmall", "Large", "AX5"])
        let range =
            "version: 1\ncategories: Large...xxxLarge\nfonts: {family: X}\nstyles:\n  - {name: Body, textStyle: body, size: 17}\n"
        #expect(
            try ConfigParser.parse(range, file: "t.yml").categories.map(\.displayName) == [
                "Large", "xLarge", "xxLarge", "xxxLarge",
            ])
    }
}
