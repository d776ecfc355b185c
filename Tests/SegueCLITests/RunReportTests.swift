import Foundation
import SegueTestSupport
import Testing

/// What `segue run` reports about how a transition ended: why a scripted gesture's release
/// finished or cancelled it, and a transition the host's watchdog had to complete as a failure.
@Suite struct RunReportTests {
    private let isolated = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]

    @Test func theSummarySaysWhereAndHowFastTheGestureWasReleasedAndWhatDecided() throws {
        let finishing = try SegueExecutable.run(
            [
                "run", "--animator", "diagonal", "--operation", "dismiss", "--interactive",
                "hpan:0.2@0.1,0.6@0.3,release",
            ], environment: isolated)
        #expect(finishing.status == 0, "\(finishing.standardError)")
        #expect(
            finishing.standardOutput.contains("completed\n  released at 0.6 moving 2/s: finished (fraction ≥ 0.5)\n"),
            "\(finishing.standardOutput)")
        let held = try SegueExecutable.run(
            [
                "run", "--animator", "diagonal", "--operation", "dismiss", "--interactive",
                "hpan:0.1@0.1,0.3@0.2,release@0.4",
            ], environment: isolated)
        #expect(
            held.standardOutput.contains(
                "cancelled\n  released at 0.3 moving 0/s: cancelled (fraction < 0.5 and velocity < 0.5/s)\n"),
            "\(held.standardOutput)")
    }

    @Test func theJSONSummaryCarriesTheRelease() throws {
        let result = try SegueExecutable.run(
            [
                "run", "--animator", "diagonal", "--operation", "dismiss", "--interactive",
                "pinch:0.9@0.1,0.7@0.3,release", "--json",
            ], environment: isolated)
        #expect(result.status == 0, "\(result.standardError)")
        let summary = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any],
            "\(result.standardOutput)")
        let release = try #require(summary["release"] as? [String: Any])
        #expect(release["reason"] as? String == "flicked")
        #expect(release["finished"] as? Bool == true)
        #expect(abs((release["fraction"] as? Double ?? 0) - 0.3) < 1e-9)
        #expect(abs((release["velocity"] as? Double ?? 0) - 1) < 1e-6)
        #expect(
            release["sentence"] as? String
                == "released at 0.3 moving 1/s: finished (fraction < 0.5 but velocity ≥ 0.5/s)")
        #expect(summary["completedByWatchdog"] as? Bool == false)
        let plain = try SegueExecutable.run(["run", "--animator", "diagonal", "--json"], environment: isolated)
        let object = try #require(JSONSerialization.jsonObject(with: Data(plain.standardOutput.utf8)) as? [String: Any])
        #expect(object["release"] == nil, "no gesture, no release")
    }

    /// The watchdog completing a transition is the host covering for a broken animator, not a
    /// transition that completed: the run fails with one sentence naming the plugin and the C
    /// callback it never called (include/segue/context.h spells it complete_transition).
    @Test func aTransitionTheWatchdogCompletedFailsTheRunNamingThePluginAndTheCallback() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        try FileManager.default.copyItem(
            atPath: try FixtureLibraries.path("NeverCompletes"),
            toPath: folder.appendingPathComponent("libnever.so").path)
        let environment = ["SEGUE_PLUGIN_PATH": folder.path, "HOME": "/nonexistent-segue-home"]
        for extra in [[], ["--in-process"], ["--json"]] {
            let result = try SegueExecutable.run(
                ["run", "--animator", "org.segue.fixture.never-completes"] + extra, environment: environment)
            #expect(result.status == 1, "\(extra): \(result.standardError)")
            let error = result.standardError.split(separator: "\n").filter {
                $0.hasPrefix("error:") || $0.hasPrefix("segue: error")
            }
            #expect(error.count == 1, "\(extra): one error sentence: \(result.standardError)")
            #expect(
                error.first?.contains(
                    "org.segue.fixture.never-completes never called complete_transition in the present transition")
                    == true, "\(result.standardError)")
            #expect(
                !(result.standardError + result.standardOutput).contains("completeTransition"),
                "C plugins hear C names: \(result.standardError)")
            if extra == ["--json"] {
                let summary = try #require(
                    JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
                #expect(summary["completedByWatchdog"] as? Bool == true)
            } else {
                #expect(
                    result.standardOutput.contains("present: 0.3 s")
                        && result.standardOutput.contains("ended by the watchdog"), "\(result.standardOutput)")
            }
        }
    }
}
