import Foundation
import SegueEngine
import SegueKit
import Testing

/// A scene file's mistakes, each named where a person can find it: JSON syntax by line and
/// column, a key the format does not have by its path in the document (with the closest key
/// it does have), a value of the wrong type by its path, a segue's missing controller by id.
@Suite("Scene file mistakes")
struct SceneFileMistakesTests {
    private static let good = """
        {"window": {"width": 400, "height": 800}, "root": "First",
         "controllers": [{"id": "First"}, {"id": "Second", "color": "#CC6633"}],
         "segues": [{"identifier": "open", "source": "First", "destination": "Second", "kind": "presentModally",
                     "anchor": {"x": 0, "y": 0, "width": 10, "height": 10}}]}
        """

    /// The refusal of `text` as a scene description, or nil when it is accepted.
    private static func refusal(_ text: String) -> String? {
        do {
            _ = try SceneDescription(json: Data(text.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aGoodSceneIsAccepted() {
        #expect(Self.refusal(Self.good) == nil)
    }

    // JSONDecoder would ignore these keys and leave the colour (or anchor) unset without a word.
    @Test(arguments: [
        ("\"color\": \"#CC6633\"", "\"colour\": \"#CC6633\"", "controllers[1].colour (did you mean 'color'?)"),
        ("\"root\": \"First\"", "\"root\": \"First\", \"windows\": 1", "at windows (did you mean 'window'?)"),
        ("\"height\": 800}", "\"height\": 800, \"depth\": 3}", "at window.depth; the keys there are width, height"),
        ("\"width\": 10,", "\"widht\": 10,", "segues[0].anchor.widht (did you mean 'width'?)"),
        ("\"identifier\": \"open\"", "\"identifer\": \"open\"", "segues[0].identifer (did you mean 'identifier'?)"),
    ])
    func anUnknownKeyIsNamedByItsPath(original: String, replacement: String, expected: String) throws {
        let message = try #require(Self.refusal(Self.good.replacingOccurrences(of: original, with: replacement)))
        #expect(message.hasPrefix("scene has an unknown key at "), "\(message)")
        #expect(message.contains(expected), "\(message)")
    }

    @Test(arguments: [
        ("\"First\"}, {", "\"First\"} {", "line 2, column 34: expected ',' or ']' but found '{'"),
        ("\"root\": \"First\",", "\"root\": \"First\"", "line 2, column 2: expected ',' or '}' but found '\"'"),
        (
            "\"height\": 10}}]}", "\"height\": 10}}]",
            "line 4, column 69: expected ',' or '}' but found the end of the file"
        ),
        ("{\"window\"", "{window", "line 1, column 2: expected a key in double quotes but found 'w'"),
        ("\"width\": 400", "\"width\": 4OO", "line 1, column 23: expected ',' or '}' but found 'O'"),
    ])
    func aSyntaxErrorGivesLineAndColumn(original: String, replacement: String, expected: String) throws {
        let broken = Self.good.replacingOccurrences(of: original, with: replacement)
        #expect(broken != Self.good)
        let message = try #require(Self.refusal(broken))
        #expect(message == "scene is not valid JSON at \(expected); fix the JSON there")
    }

    // RFC 8259 section 8.1 lets a parser ignore a leading byte-order mark, and Foundation's does:
    // a file saved with one loads, and a mistake in it is counted from after the mark.
    @Test func aByteOrderMarkIsNotAMistake() throws {
        let mark = "\u{FEFF}"
        #expect(Self.refusal(mark + Self.good) == nil)
        let message = try #require(Self.refusal(mark + #"{"root" x}"#))
        #expect(message.contains("line 1, column 9:"), "\(message)")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let message = try #require(Self.refusal(#"{"root": "Ünïcödé" x}"#))
        #expect(message.contains("line 1, column 20:"), "\(message)")
    }

    @Test func deepNestingIsRefusedWithoutRecursingWithoutBound() throws {
        let message = try #require(Self.refusal(String(repeating: "[", count: 100_000)))
        #expect(message.contains("nested more than 512 levels deep"), "\(message)")
    }

    @Test func wrongTypesAndMissingKeysAreNamedByPath() throws {
        let wrongType = try #require(Self.refusal(Self.good.replacingOccurrences(of: "\"#CC6633\"", with: "42")))
        #expect(
            wrongType.contains("scene has a value of the wrong type at controllers[1].color (expected a string)"),
            "\(wrongType)")
        let missing = try #require(
            Self.refusal(Self.good.replacingOccurrences(of: "\"source\": \"First\", ", with: "")))
        #expect(missing.contains("scene is missing 'source' at segues[0]"), "\(missing)")
    }

    // The destination (and source) a segue names but the scene does not declare, by id.
    @Test func aSegueToAnUndeclaredControllerNamesTheID() throws {
        func buildRefusal(_ text: String) throws -> String? {
            do {
                _ = try Scene(try SceneDescription(json: Data(text.utf8)), engine: AnimationEngine())
                return nil
            } catch {
                return error.description
            }
        }
        let destination = try #require(
            try buildRefusal(
                Self.good.replacingOccurrences(of: "\"destination\": \"Second\"", with: "\"destination\": \"Secnd\"")))
        #expect(
            destination.contains(
                "segue 'open' leads to 'Secnd', which the scene does not declare (did you mean 'Second'?)"),
            "\(destination)")
        let source = try #require(
            try buildRefusal(Self.good.replacingOccurrences(of: "\"source\": \"First\"", with: "\"source\": \"Frist\""))
        )
        #expect(
            source.contains(
                "segue 'open' starts from 'Frist', which the scene does not declare (did you mean 'First'?)"),
            "\(source)")
        let none = try #require(
            try buildRefusal(Self.good.replacingOccurrences(of: "\"destination\": \"Second\", ", with: "")))
        #expect(none.contains("segue 'open' (presentModally) needs a destination"), "\(none)")
    }

    // Scene.load puts the file's name in front of every one of these.
    @Test func loadingAFileNamesIt() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-scene-\(UUID().uuidString).json")
        try Data(Self.good.replacingOccurrences(of: "\"color\"", with: "\"colour\"").utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(
            throws: TransitionError(
                "scene file '\(file.path)'"
                    + (Self.refusal(Self.good.replacingOccurrences(of: "\"color\"", with: "\"colour\"")) ?? "")
                    .dropFirst("scene".count))
        ) {
            try Scene.load(contentsOf: file.path)
        }
    }

    // The suggestion counts a swap of neighbours as one slip, ignores case, and offers nothing
    // far off.
    @Test func suggestionsAreSlipsOfTheFinger() {
        #expect(Spelling.editDistance("angel", "angle") == 1)
        #expect(Spelling.editDistance("Color", "colour") == 1)
        #expect(Spelling.editDistance("", "abc") == 3)
        #expect(Spelling.suggestion(for: "runn", among: ["list", "run", "inspect"]) == "run")
        #expect(Spelling.suggestion(for: "xyz", among: ["list", "run", "inspect"]) == nil)
        #expect(Spelling.didYouMean("colour", among: ["color", "kind"]) == " (did you mean 'color'?)")
    }
}
