import FontScaleMetrics
import Foundation
import Testing

/// Named values keep their type in Codable models and are written as Apple's tables name them.
@Suite struct DisplayNamedTests {
    struct Row: Codable, Equatable {
        @DisplayNamed var style: TextStyle
        @DisplayNamed var category: ContentSizeCategory
        @DisplayNamedList var categories: [ContentSizeCategory]
    }

    @Test func writesDisplayNamesAndReadsThemBack() throws {
        let row = Row(style: .largeTitle, category: .accessibility5, categories: [.xSmall, .large])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(row), as: UTF8.self)
        #expect(json == #"{"categories":["xSmall","Large"],"category":"AX5","style":"Large Title"}"#)
        #expect(try JSONDecoder().decode(Row.self, from: Data(json.utf8)) == row)
    }

    @Test func unknownNameIsADecodingErrorThatNamesIt() {
        let json = #"{"categories":[],"category":"Huge","style":"Body"}"#
        do {
            _ = try JSONDecoder().decode(Row.self, from: Data(json.utf8))
            Issue.record("decoded an unknown category")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(
                context.debugDescription
                    == "unknown content size category 'Huge'. Expected one of: xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5"
            )
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
