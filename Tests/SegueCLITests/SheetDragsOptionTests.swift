import Foundation
import SegueTestSupport
import Testing

/// `segue run --sheet-drags`: a bounded, validated drag list whose mistakes name the input and
/// give a hint, refused where there is no sheet to drag, and a run that presents the bundled
/// bottom sheet, drags it and swipes it away.
@Suite struct SheetDragsOptionTests {
    /// The bundled plugins beside the built executable.
    private let bundled = ["HOME": "/nonexistent-segue-home"]
    private let base = ["run", "--animator", "cover-vertical", "--presentation", "bottom-sheet", "--in-process"]

    @Test(
        "a malformed or out-of-range drag list is refused naming the item, with an example",
        arguments: [
            ("sideways 20", "\"sideways 20\" is not DIRECTION POINTS[@SECONDS]"),
            ("up", "\"up\" is not DIRECTION POINTS[@SECONDS]"),
            ("up 300, down -5", "\"down -5\" is not DIRECTION POINTS[@SECONDS]"),
            ("up 300@9", "over 9.0 s is out of range"),
            ("down 20000", "20000.0 points is out of range"),
            ("up 300,", "\"\" is not DIRECTION POINTS[@SECONDS]"),
            (Array(repeating: "up 1", count: 21).joined(separator: ","), "give at most 20"),
        ])
    func refusedDrags(text: String, expected: String) throws {
        let result = try SegueExecutable.run(base + ["--sheet-drags", text], environment: bundled)
        #expect(result.status != 0)
        #expect(result.standardError.contains("--sheet-drags"), "\(result.standardError)")
        #expect(result.standardError.contains(expected), "\(result.standardError)")
        #expect(result.standardError.contains("up 300, down 700@0.4"), "the hint: \(result.standardError)")
    }

    @Test(
        "sheet drags need a presented sheet and no other script",
        arguments: [
            (["run", "--animator", "cover-vertical", "--sheet-drags", "up 300"], "add --presentation NAME"),
            (
                [
                    "run", "--animator", "slide", "--operation", "push", "--presentation", "bottom-sheet",
                    "--sheet-drags", "up 300",
                ],
                "use --operation present, not push"
            ),
            (
                [
                    "run", "--animator", "cover-vertical", "--operation", "dismiss", "--presentation", "bottom-sheet",
                    "--sheet-drags", "up 300",
                ],
                "use --operation present"
            ),
            (
                [
                    "run", "--animator", "cover-vertical", "--presentation", "bottom-sheet", "--sheet-drags", "up 300",
                    "--interactive", "pan:0@0,0.5@0.3,release",
                ],
                "give one of them"
            ),
        ])
    func refusedCombinations(arguments: [String], expected: String) throws {
        let result = try SegueExecutable.run(arguments, environment: bundled)
        #expect(result.status != 0)
        #expect(result.standardError.contains(expected), "\(result.standardError)")
    }

    @Test("the bottom sheet is presented, dragged up and swiped away: the dismissal completes interactively")
    func dragsAndSwipesAway() throws {
        let result = try SegueExecutable.run(
            base + ["--sheet-drags", "up 300, down 700", "--trace", "-"], environment: bundled)
        #expect(result.status == 0, "\(result.standardError)")
        let events = result.standardOutput.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["event"] as? String
        }
        #expect(events.contains("interaction.startInteractiveTransition(_:)"))
        #expect(events.last == "dismiss.completion", "\(events.suffix(3))")
    }

    @Test("--help documents the syntax")
    func help() throws {
        let result = try SegueExecutable.run(["run", "--help"], environment: bundled)
        #expect(result.standardOutput.contains("--sheet-drags <DRAGS>"))
        #expect(result.standardOutput.contains("DIRECTION POINTS[@SECONDS]"))
    }
}
