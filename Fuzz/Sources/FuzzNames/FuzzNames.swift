import FontScale
import FontScaleFonts
import FontScaleMetrics
import FuzzSupport

// The name parsers on any text. Every spelling the CLI takes for --style, --category, --platform,
// --model, --weight and --tracking goes through `parse` here (the CLI's Parse.style and friends
// call nothing else), and --features through FontFeature.list.
//
// Invariants: a name that parses parses again from its display name and its raw value to the
// same value; a failure's message names the input (controls escaped, on one line), and its suggestion (if any) is itself a name
// that parses; a feature setting that parses parses again from its normalized text, which holds
// no NUL (HarfBuzz would read only up to it: "tnum\0junk" would pass as tnum).

private func check<Value: NamedValue & RawRepresentable>(_ type: Value.Type, _ text: String) where Value.RawValue == String {
    do {
        let value = try Value.parse(text)
        guard (try? Value.parse(value.displayName)) == value else { Fuzz.fail("\(Value.self) '\(value.displayName)' does not parse back") }
        guard (try? Value.parse(value.rawValue)) == value else { Fuzz.fail("\(Value.self) '\(value.rawValue)' does not parse back") }
    } catch {
        checkError(error, Value.kindName, text) { (try? Value.parse($0)) != nil }
    }
}

private func checkError(_ error: UnknownNameError, _ kind: String, _ text: String, parses: (String) -> Bool) {
    // The input is quoted with controls shown escaped (TerminalText.visible): the message stays one line.
    let quoted = "unknown \(kind) '\(TerminalText.visible(text))'"
    guard error.input == text, error.kind == kind, error.description.utf8.starts(with: quoted.utf8),
        !error.description.contains(where: \.isNewline)
    else {
        Fuzz.fail("\(kind): a wrong error for '\(text)': \(error)")
    }
    if let suggestion = error.suggestion, !parses(suggestion) { Fuzz.fail("\(kind): the suggestion '\(suggestion)' for '\(text)' does not parse") }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNames(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = Fuzz.text(data, size)
    check(TextStyle.self, text)
    check(ContentSizeCategory.self, text)
    check(Platform.self, text)
    check(ScalingModel.self, text)
    check(TrackingTable.self, text)
    do {
        let weight = try FontWeight.parse(text)
        guard (1...1000).contains(weight.rawValue), (try? FontWeight.parse(String(weight.rawValue))) == weight else {
            Fuzz.fail("weight \(weight.rawValue) from '\(text)' does not parse back")
        }
    } catch {
        checkError(error, "font weight", text) { (try? FontWeight.parse($0)) != nil }
    }
    _ = NameSuggestions.nearest(to: text, in: TextStyle.allCases.map(\.displayName) + ["Merriweather", "Inter", "DejaVu Sans"])
    if let features = try? FontFeature.list(text) {
        for feature in features {
            guard (try? FontFeature(feature.text)) == feature, feature.tagName.unicodeScalars.count == 4,
                  !feature.text.unicodeScalars.contains("\0") else {
                Fuzz.fail("the feature '\(feature.text)' from '\(text)' does not parse back")
            }
        }
    }
    return 0
}
