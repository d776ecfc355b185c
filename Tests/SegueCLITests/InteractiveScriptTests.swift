import Foundation
import SegueTestSupport
import Testing

/// `--interactive` scripts with more than one touch: `press@SECONDS` after a release grabs the
/// finishing or cancelling transition, and `segue run` prints one line per release.
@Suite struct InteractiveScriptTests {
    private let isolated = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]

    /// The example: dragged past half way and let go (finishing), grabbed 0.1 s later and
    /// dragged back 0.5 (values stay in the first touch's frame, so 0.6 to 0.1), let go slowly
    /// short of half way: the second release cancels what the first finished.
    @Test func aGrabAfterTheReleaseDecidesAgainAndEachReleaseIsReported() throws {
        let result = try SegueExecutable.run(
            [
                "run", "--animator", "diagonal", "--interactive",
                "pan:0@0,0.6@0.3,release@0.35,press@0.45,0.1@0.6,release@0.7",
            ], environment: isolated)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  released") }
        #expect(lines.count == 2, "\(result.standardOutput)")
        #expect(lines.first?.contains("finished (fraction ≥ 0.5)") == true, "\(result.standardOutput)")
        #expect(lines.last?.contains(": cancelled") == true, "\(result.standardOutput)")
        #expect(
            result.standardOutput.contains("cancelled\n"),
            "the transition completes cancelled: \(result.standardOutput)")
    }

    @Test func aGrabOfACancellingTransitionCanFinishIt() throws {
        let result = try SegueExecutable.run(
            [
                "run", "--animator", "diagonal", "--interactive",
                "hpan:0.1@0.2,0.2@0.5,release@0.6,press@0.65,0.6@0.8,release",
            ], environment: isolated)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  released") }
        #expect(
            lines.count == 2 && lines.first?.contains(": cancelled") == true
                && lines.last?.contains(": finished") == true, "\(result.standardOutput)")
    }

    @Test(arguments: [
        ("pan:0.2@0.1,release,0.3@0.2", "comes after the finger lifted; put press@SECONDS before it"),
        ("pan:0.2@0.1,press@0.2,release", "comes while the finger is down; release it first"),
        ("pan:0.2@0.1,release,press,0.3@0.3,release", "press needs a time, such as press@0.5"),
        ("pan:0.2@0.1,release@0.3,press@0.2,0.3@0.4,release", "comes before the finger lifted at 0.3 s"),
        ("pan:0.2@0.1,release,press@0.3,0.3@0.2,release", "out of order"),
        ("pinch:0.8@0.1,release,press@0.2,0.5@0.3", "never lifts the finger"),
        ("pinch:0.8@0.1,release,press@0.2,12@0.3,release", "out of range"),
        ("hpan:0.2@0.1,release,press@61,release", "needs a time from 0 to 60 seconds"),
        ("pan:0.2@0.1,release,release", "comes after the finger lifted; put press@SECONDS before a second touch"),
    ])
    func badScriptsAreOneSentenceNamingThePart(script: String, says: String) throws {
        let result = try SegueExecutable.run(
            ["run", "--animator", "diagonal", "--interactive", script], environment: isolated)
        #expect(result.status != 0)
        #expect(result.standardError.contains(says), "\(result.standardError)")
        #expect(
            result.standardError.split(separator: "\n").count <= 3, "one sentence, and usage: \(result.standardError)")
    }
}
