import Foundation
import Testing

/// `--interaction-param` and `--presentation-param` set controller plugins' parameters with the
/// animators' rules and sentences (`--param`), and a scene file's `"presentation"` names a
/// presentation controller plugin, with the bundled plugins beside the executable, in process.
@Suite struct ControllerParameterTests {
    /// No plugins from the user's folders: the bundled ones beside the executable only.
    private let bundledOnly = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]

    /// The frame ([x, y, width, height]) of view `name` in the last frame of a `--trace -` run.
    private func lastFrame(of name: String, in trace: String) throws -> [Double] {
        let line = try #require(trace.split(separator: "\n").last { $0.contains("\"frame\"") })
        let frame = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let views = try #require(frame["views"] as? [[String: Any]])
        let view = try #require(views.first { $0["name"] as? String == name }, "no view \(name)")
        return try #require(view["frame"] as? [Double])
    }

    /// BottomSheet's `initial-detent` (0 medium: half the 800-point container; 1 large: all of it
    /// less the 10-point inset, the top safe area being 0): the presented view ends where it says.
    @Test(arguments: [("0", 400.0), ("1", 10.0)])
    func aPresentationParameterChoosesTheDetent(detent: String, top: Double) throws {
        let result = try SegueExecutable.run(
            [
                "run", "--animator", "cover-vertical", "--presentation", "bottom-sheet", "--presentation-param",
                "initial-detent=\(detent)", "--in-process", "--trace", "-",
            ], environment: bundledOnly)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try lastFrame(of: "Second", in: result.standardOutput) == [0, top, 400, 800 - top])
    }

    @Test(arguments: [
        (["--presentation-param", "detent=large"], "--presentation-param: org.segue.bottom-sheet has no parameter"),
        (["--presentation-param", "initial-detent=7"], "initial-detent must lie between 0 and 2; 7 is out of range"),
        (["--presentation-param", "dimming-tap=x"], "dimming-tap takes a whole number, not \"x\""),
    ])
    func aBadPresentationParameterIsRefusedInOneSentence(options: [String], phrase: String) throws {
        let result = try SegueExecutable.run(
            ["run", "--animator", "cover-vertical", "--presentation", "bottom-sheet", "--in-process"] + options,
            environment: bundledOnly)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains(phrase), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").filter { $0.contains("error:") }.count == 1)
    }

    @Test func anInteractionParameterIsCheckedAgainstItsController() throws {
        let gesture = ["--interactive", "pan:0@0,0.2@0.3,release"]
        let unknown = try SegueExecutable.run(
            [
                "run", "--animator", "cover-vertical", "--interaction", "vertical-swipe", "--interaction-param",
                "distanse=300", "--in-process",
            ] + gesture, environment: bundledOnly)
        #expect(unknown.status == 64)
        #expect(
            unknown.standardError.contains("--interaction-param: org.segue.vertical-swipe has no parameter 'distanse'"),
            "\(unknown.standardError)")
        #expect(unknown.standardError.contains("distance"), "did you mean: \(unknown.standardError)")
        // 0.2 of 800 points is 160: past half of 200 points (finishes), short of half of 400 (cancels).
        for (distance, outcome) in [("200", "completed"), ("400", "cancelled")] {
            let run = try SegueExecutable.run(
                [
                    "run", "--animator", "cover-vertical", "--interaction", "vertical-swipe", "--interaction-param",
                    "distance=\(distance)", "--in-process",
                ] + gesture, environment: bundledOnly)
            #expect(
                run.status == 0 && run.standardOutput.contains(outcome), "\(run.standardOutput)\(run.standardError)")
        }
    }

    @Test(arguments: [
        (["run", "--animator", "zoom", "--presentation-param", "a=1"], "add --presentation NAME"),
        (
            ["run", "--animator", "zoom", "--presentation", "dimming", "--presentation-param", "a=1"],
            "dimming takes none"
        ),
        (["run", "--animator", "zoom", "--interaction-param", "a=1"], "add --interaction NAME"),
        (["run", "--scene", "x.json", "--presentation-param", "a=1"], "cannot be combined with --scene"),
        (["preview", "--presentation-param", "a=1"], "add --presentation NAME"),
        (["preview", "--interaction-param", "a"], "give NAME=VALUE"),
    ])
    func parametersWithoutTheirControllerAreRefused(arguments: [String], phrase: String) throws {
        let result = try SegueExecutable.run(arguments, environment: bundledOnly)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains(phrase), "\(result.standardError)")
    }

    /// A scene file's `"presentation": "bottom-sheet"` presents through the plugin (the sheet at
    /// its medium detent); an unknown name gets the did-you-mean of `--presentation`.
    @Test func aSceneNamesAPresentationPlugin() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        func scene(_ presentation: String) throws -> String {
            let path = folder.appendingPathComponent("\(presentation).json").path
            let text = """
                {"window": {"width": 400, "height": 800}, "root": "First",
                 "controllers": [{"id": "First"}, {"id": "Sheet", "presentation": "\(presentation)"}],
                 "segues": [{"identifier": "sheet", "source": "First", "destination": "Sheet",
                             "kind": "presentModally"}]}
                """
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let sheet = try SegueExecutable.run(
            ["run", "--scene", try scene("bottom-sheet"), "--in-process", "--trace", "-"], environment: bundledOnly)
        #expect(sheet.status == 0, "\(sheet.standardError)")
        #expect(try lastFrame(of: "Sheet", in: sheet.standardOutput) == [0, 400, 400, 400])
        let typo = try SegueExecutable.run(["run", "--scene", try scene("botom-sheet")], environment: bundledOnly)
        #expect(typo.status != 0)
        #expect(
            typo.standardError.contains(
                "controller 'Sheet' asks for presentation 'botom-sheet': no presentation controller of that name; "
                    + "closest: org.segue.bottom-sheet"), "\(typo.standardError)")
        let interaction = folder.appendingPathComponent("interaction.json").path
        try """
        {"window": {"width": 400, "height": 800}, "root": "First",
         "controllers": [{"id": "First"}, {"id": "Second", "interaction": "vertical-swip"}],
         "segues": [{"identifier": "open", "source": "First", "destination": "Second", "kind": "presentModally"}]}
        """.write(toFile: interaction, atomically: true, encoding: .utf8)
        let swipeTypo = try SegueExecutable.run(["run", "--scene", interaction], environment: bundledOnly)
        #expect(
            swipeTypo.standardError.contains(
                "controller 'Second' names interaction 'vertical-swip': no interaction controller of that name; "
                    + "closest: org.segue.vertical-swipe"), "\(swipeTypo.standardError)")
        let dimming = try SegueExecutable.run(
            ["run", "--scene", try scene("dimming"), "--trace", "-"], environment: bundledOnly)
        #expect(dimming.status == 0, "the built-in dimming keeps working: \(dimming.standardError)")
    }
}
