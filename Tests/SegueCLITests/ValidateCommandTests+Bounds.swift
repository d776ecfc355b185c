import Foundation
import SegueTestSupport
import Testing

/// The floods and deep structures of issue 27 ("Floods", "A host no sequence of calls can
/// trap"): each fixture asks past one documented limit (include/README.md rules 9 and 12,
/// include/segue/context.h next to `create_view` and `snapshot_view`, include/segue/animation.h),
/// the host refuses it with `SEGUE_ERROR_OUT_OF_RANGE`, and so the validator fails exactly
/// `lifecycle.no-refused-calls`; the bundled plugins that snapshot pass it. `segue run` ends
/// in bounded time, isolated and in process, reporting the refusal rather than crashing.
extension ValidateCommandTests {
    /// Each flood fixture, its animator id, and the words of the refusal `segue run` reports.
    /// The deep ones are also drawn as an SVG, where the stack overflowed before the limits.
    static let boundsExpectations: [(fixture: String, id: String, refusal: String, draws: Bool)] = [
        (
            "DeepViewChain", "org.segue.fixture.deep-view-chain",
            "create_view refused: link under link would put a view 257 views deep", true
        ),
        (
            "NestedSnapshots", "org.segue.fixture.nested-snapshots",
            "snapshot_view refused: the snapshot would nest snapshots 17 deep", true
        ),
        ("SnapshotFlood", "org.segue.fixture.snapshot-flood", "past the 4096 its snapshots may capture in all", false),
        (
            "AnimationFlood", "org.segue.fixture.animation-flood",
            "animate refused: the transition already started 4096 animations", false
        ),
        (
            "KeyframeFlood", "org.segue.fixture.keyframe-flood",
            "animate_keyframes refused: this animation's 10000 targets would bring", false
        ),
    ]

    /// The bundled plugins that take snapshots (and so spend the captured-views budget).
    static let snapshottingPlugins = ["PageFlip", "Fold", "Explode", "Portal", "Match"]

    private static let quiet = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]

    /// The validator's verdict on `test` for `library`, and its exit status.
    private func verdict(_ library: String, _ test: String) throws -> (status: Int32, result: [String: Any]) {
        let run = try SegueExecutable.run(
            ["validate", "--json", library, "--include", "^\(test.replacingOccurrences(of: ".", with: "\\."))$"],
            environment: Self.quiet)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any], "\(run.standardError)")
        let results = try #require(object["results"] as? [[String: Any]])
        return (run.status, try #require(results.first { $0["test"] as? String == test }, "\(library): \(results)"))
    }

    @Test(arguments: 0..<5)
    func eachFloodIsCaughtByTheRefusedCallsTest(index: Int) throws {
        let expected = Self.boundsExpectations[index]
        let (status, result) = try verdict(try FixtureLibraries.path(expected.fixture), "lifecycle.no-refused-calls")
        #expect(result["status"] as? String == "failed", "\(expected.fixture): \(result)")
        #expect(
            (result["message"] as? String ?? "").contains("OUT_OF_RANGE")
                || (result["message"] as? String ?? "").contains("refused"), "\(result)")
        #expect(status == 1)
    }

    @Test(arguments: snapshottingPlugins)
    func theBundledPluginsThatSnapshotStayWithinTheLimits(_ plugin: String) throws {
        let folder = URL(fileURLWithPath: try #require(SegueExecutable.path)).deletingLastPathComponent()
        let (status, result) = try verdict(
            folder.appendingPathComponent("libSeguePlugin\(plugin).so").path, "lifecycle.no-refused-calls")
        #expect(result["status"] as? String == "passed", "\(plugin): \(result)")
        #expect(status == 0)
    }

    @Test(arguments: 0..<5)
    func runEndsInBoundedTimeReportingTheRefusalIsolatedAndInProcess(index: Int) throws {
        let expected = Self.boundsExpectations[index]
        // The one library alone in a folder of its own, with a cache of its own.
        let sandbox = FileManager.default.temporaryDirectory.appendingPathComponent("segue-bounds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: sandbox.appendingPathComponent("plugins"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: sandbox) }
        try FileManager.default.copyItem(
            atPath: try FixtureLibraries.path(expected.fixture),
            toPath: sandbox.appendingPathComponent("plugins/lib\(expected.fixture).so").path)
        let environment = Self.quiet.merging([
            "SEGUE_REGISTRY_CACHE": sandbox.appendingPathComponent("registry.json").path
        ]) { _, new in new }
        let picture = sandbox.appendingPathComponent("picture.svg").path
        for mode in [[], ["--in-process"]] {
            let started = Date()
            let run = try SegueExecutable.run(
                ["run", "--plugin-path", sandbox.appendingPathComponent("plugins").path, "--animator", expected.id]
                    + mode
                    + (expected.draws ? ["--render", picture] : []),
                environment: environment)
            let seconds = Date().timeIntervalSince(started)
            // Before the limits: a SIGSEGV, or over ten seconds and a gigabyte (issue 27).
            #expect(
                run.status == 0 || run.status == 1,
                "\(expected.fixture) \(mode): status \(run.status): \(run.standardError)")
            #expect(run.standardError.contains(expected.refusal), "\(expected.fixture) \(mode): \(run.standardError)")
            #expect(run.standardOutput.contains("completed"), "the transition still completes: \(run.standardOutput)")
            // Alone on an idle machine each run takes 1 to 3 s in a debug build; the margin is for
            // a loaded test machine.
            #expect(seconds < 30, "\(expected.fixture) \(mode) took \(seconds) s")
        }
    }
}
