import Foundation
import SegueTestSupport
import Testing

/// `segue run` and `segue validate` with interaction and presentation controller plugins in
/// plugin processes (the default): the same frames and trace as `--in-process`, compared rather
/// than written down; a controller that crashes or hangs fails the run in one sentence naming its
/// hook while `segue` itself exits normally; the bundled controller libraries pass validation at
/// strictness 10 without --in-process.
@Suite struct IsolatedControllerRunTests {
    /// The bundled plugins beside the built executable.
    private let bundled = ["HOME": "/nonexistent-segue-home"]

    /// Runs that must trace the same isolated and in process: presentations presenting and
    /// dismissing (their hooks and `animate_alongside` forwarded), and a scripted swipe decided by
    /// the HorizontalSwipe plugin.
    static let runs: [[String]] = [
        ["--animator", "cover-vertical", "--presentation", "bottom-sheet"],
        ["--animator", "cover-vertical", "--presentation", "dimming-sheet"],
        ["--animator", "cross-dissolve", "--presentation", "dimming-sheet", "--operation", "dismiss"],
        [
            "--animator", "slide", "--interactive", "hpan:0@0,0.3@0.2,0.6@0.4,release", "--interaction",
            "horizontal-swipe",
        ],
        [
            "--animator", "slide", "--interactive", "hpan:0@0,0.2@0.2,0.1@0.4,release", "--interaction",
            "horizontal-swipe",
        ],
        ["--animator", "cover-vertical", "--presentation", "bottom-sheet", "--sheet-drags", "up 300, down 700"],
    ]

    /// The trace of `segue run arguments`, which must succeed.
    private func trace(_ arguments: [String]) throws -> String {
        let result = try SegueExecutable.run(["run"] + arguments + ["--trace", "-"], environment: bundled)
        #expect(result.status == 0, "\(arguments): \(result.standardError)")
        #expect(!result.standardError.contains("warning"), "\(arguments): \(result.standardError)")
        return result.standardOutput
    }

    @Test(arguments: runs)
    func anIsolatedRunTracesTheSameAsInProcess(arguments: [String]) throws {
        let isolated = try trace(arguments)
        let inProcess = try trace(arguments + ["--in-process"])
        #expect(isolated.split(separator: "\n").count > 10, "the trace has frames")
        #expect(isolated == inProcess)
    }

    /// Controller parameters reach a controller in its plugin process (forwarded to its own setter
    /// there): the run traces as in process, and differently from the run without them.
    @Test(arguments: [
        (
            ["--animator", "cover-vertical", "--presentation", "bottom-sheet"], "--presentation-param",
            "initial-detent=1"
        ),
        (
            [
                "--animator", "slide", "--interactive", "hpan:0@0,0.3@0.2,0.6@0.4,release", "--interaction",
                "horizontal-swipe",
            ], "--interaction-param", "distance=1000"
        ),
    ])
    func controllerParametersReachAnIsolatedController(run: [String], option: String, assignment: String) throws {
        let isolated = try trace(run + [option, assignment])
        #expect(isolated == (try trace(run + [option, assignment, "--in-process"])))
        #expect(isolated != (try trace(run)), "\(assignment) changes the run")
    }

    /// A scripted swipe with `interaction`, or a presentation with `presentation`.
    private static func swipe(_ interaction: String) -> [String] {
        ["--animator", "slide", "--interactive", "hpan:0@0,0.3@0.2,0.6@0.4,release", "--interaction", interaction]
    }

    private static func sheet(_ presentation: String) -> [String] {
        ["--animator", "cover-vertical", "--presentation", presentation]
    }

    /// Controllers that crash or hang in a hook, the run's arguments and the sentence it must end
    /// with. The animator runs in its own plugin process; the controller's process is the one lost.
    static let failures: [(fixture: String, arguments: [String], says: String)] = [
        ("CrashesInController", sheet("Crashing Sheet"), "crashed in its presentation_will_begin: its process was "),
        ("CrashesInController", swipe("Crashing Swipe"), "crashed in its handle_event: its process was killed by "),
        ("HangsInController", sheet("Hanging Sheet"), "stopped answering in its presentation_will_begin and was "),
        ("HangsInController", swipe("Hanging Swipe"), "stopped answering in its handle_event and was stopped "),
    ]

    @Test(arguments: failures)
    func aControllerThatCrashesOrHangsFailsTheRunAndSegueSurvives(
        _ failure: (fixture: String, arguments: [String], says: String)
    ) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = URL(fileURLWithPath: try FixtureLibraries.path(failure.fixture))
        try FileManager.default.copyItem(at: fixture, to: folder.appendingPathComponent("\(failure.fixture).so"))
        let result = try SegueExecutable.run(
            ["run"] + failure.arguments + ["--plugin-timeout", "0.5"],
            environment: ["SEGUE_PLUGIN_PATH": folder.path, "HOME": "/nonexistent-segue-home"])
        // Status 1 is segue's own "the job failed"; a crash of segue would be a signal.
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains(failure.says), "\(result.standardError)")
        #expect(result.standardError.contains("; the run fails"), "\(result.standardError)")
    }

    /// Every bundled controller library passes at strictness 10, isolated and in process (a library
    /// of controllers only is loaded in process after its scanner child loaded it cleanly, as an
    /// animator library is).
    @Test(
        arguments: ["HorizontalSwipe", "VerticalSwipe", "Pinch", "BottomSheet", "DimmingSheet", "Presets"],
        [
            false, true,
        ])
    func aBundledControllerLibraryPassesValidation(plugin: String, inProcess: Bool) throws {
        let executable = try #require(SegueExecutable.path)
        let library = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(
            "libSeguePlugin\(plugin).so"
        ).path
        let result = try SegueExecutable.run(
            ["validate", "--json", library, "--strictness", "10", "-j", "2"] + (inProcess ? ["--in-process"] : []),
            environment: bundled)
        let report = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any],
            "\(result.standardError)")
        let results = try #require(report["results"] as? [[String: Any]])
        let controllerTests = results.filter {
            let test = $0["test"] as? String ?? ""
            return test.hasPrefix("interactor.") || test.hasPrefix("presentation.")
        }
        #expect(!controllerTests.isEmpty)
        #expect(results.allSatisfy { ["passed", "skipped"].contains($0["status"] as? String) }, "\(results)")
        #expect(result.status == 0)
    }
}
