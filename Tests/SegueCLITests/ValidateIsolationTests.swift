import Foundation
import SegueHost
import SegueTestSupport
import Testing

@testable import SegueConformance

/// What no plugin can do to `segue validate`: forge a result, hide its output, leave processes
/// behind, outlive an interrupt, or be blamed for (or blame) the wrong side.
@Suite struct ValidateIsolationTests {
    private let isolated = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]

    private func results(_ arguments: [String]) throws -> (status: Int32, results: [[String: Any]]) {
        let result = try SegueExecutable.run(["validate", "--json"] + arguments, environment: isolated)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any],
            "\(result.standardError)")
        return (result.status, try #require(object["results"] as? [[String: Any]]))
    }

    @Test func aForgedPassOnStandardOutputFollowedByExitZeroIsACrashNeverAPass() throws {
        let (status, results) = try results([try FixtureLibraries.path("ForgesResult"), "--strictness", "6"])
        #expect(status == 1)
        let transitions = results.filter {
            ($0["test"] as? String).map { $0.hasPrefix("transitions.") || $0 == "lifecycle.completes-once" } == true
        }
        #expect(!transitions.isEmpty)
        for result in transitions {
            #expect(result["status"] as? String == "crashed", "\(result)")
            #expect((result["message"] as? String)?.contains("exited with status 0 before the test finished") == true)
            let output = result["output"] as? [String: Any]
            #expect(
                (output?["standardOutput"] as? String)?.contains("passed") == true,
                "what the plugin printed is shown, not believed")
        }
    }

    @Test func aChattyPluginsAnimatorTestsStillRunAndItsOutputEarnsAWarning() throws {
        let (status, results) = try results([try FixtureLibraries.path("ChattyInit"), "--strictness", "5"])
        #expect(status == 0, "chatter is a warning, not a failure")
        let animatorTests = results.filter { $0["animator"] != nil }
        #expect(animatorTests.count >= 10)
        #expect(!results.contains { ["failed", "crashed", "timeout"].contains($0["status"] as? String) }, "\(results)")
        let loads = try #require(results.first { $0["test"] as? String == "library.loads" })
        #expect(loads["status"] as? String == "warning")
        #expect(
            ((loads["output"] as? [String: Any])?["standardOutput"] as? String)?.contains("hello from init") == true)
        let animating = results.filter {
            ((($0["output"] as? [String: Any])?["standardOutput"]) as? String)?.contains("animating") == true
        }
        #expect(!animating.isEmpty, "stdio buffered by the plugin is flushed into its own test's output")
    }

    @Test func refusalsAreStructuredRecordsWithCallStatusAndPlugin() throws {
        let (_, fromThread) = try results([
            try FixtureLibraries.path("CallsFromThread"), "--include", "^lifecycle\\.no-refused-calls$",
        ])
        let refusals = try #require(fromThread.first?["refusals"] as? [[String: Any]])
        #expect(
            refusals.contains {
                $0["call"] as? String == "is_animated" && $0["offThread"] as? Bool == true && $0["status"] as? Int == 3
            })
        #expect(refusals.allSatisfy { $0["plugin"] as? String == "org.segue.fixture.calls-from-thread" })
        let (_, unknown) = try results([
            try FixtureLibraries.path("UnknownContext"), "--include", "^lifecycle\\.no-refused-calls$",
        ])
        let records = try #require(unknown.first?["refusals"] as? [[String: Any]])
        #expect(
            records.contains {
                $0["call"] as? String == "container_view" && $0["status"] as? Int == 2 && $0["plugin"] == nil
            })
    }

    @Test func aLeakIsReportedWithItsGrowthPerCycle() throws {
        let (_, results) = try results([
            try FixtureLibraries.path("LeaksPerCycle"), "--include", "^lifecycle\\.memory-stable$",
        ])
        let got = try #require(results.first?["got"] as? String)
        let bytes = try #require(Int(got.split(separator: " ").first ?? ""))
        #expect(bytes > 200_000 && bytes < 400_000, "the fixture leaks 256 KiB per animator: \(got)")
    }

    @Test func whatAPluginLeavesRunningIsKilledAndCannotHoldTheValidator() throws {
        let plugin = try FixtureLibraries.path("SpawnsBackgroundChild")
        let start = Date()
        let (status, _) = try results([plugin, "--strictness", "4", "--timeout", "5"])
        #expect(status == 1)
        #expect(Date().timeIntervalSince(start) < 30, "a 60 s sleeper holding the worker's output did not hold the run")
        #expect(Self.processes(mentioning: plugin).isEmpty, "nothing the plugin started is left running")
    }

    @Test func anInterruptStopsEveryWorkerAndSaysSo() throws {
        let plugin = try FixtureLibraries.path("HangsInInit")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(SegueExecutable.path))
        process.arguments = ["validate", plugin, "--timeout", "60"]
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while Self.processes(mentioning: plugin).count < 2, Date() < deadline { usleep(20_000) }
        #expect(Self.processes(mentioning: plugin).count >= 2, "the worker started")
        kill(process.processIdentifier, SIGINT)
        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT)
        #expect(text.contains("interrupted by SIGINT; stopped 1 test process"), "\(text)")
        #expect(Self.processes(mentioning: plugin).isEmpty)
    }

    @Test(arguments: ["/dev/zero", "text", "folder"])
    func somethingThatIsNotALibraryIsRefusedInOneSentence(kind: String) throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let path: String
        switch kind {
        case "text":
            path = folder.appendingPathComponent("notes.so").path
            try "not a library".write(toFile: path, atomically: true, encoding: .utf8)
        case "folder": path = folder.path
        default: path = kind
        }
        let result = try SegueExecutable.run(["validate", path], environment: isolated)
        #expect(result.status == 64)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("not a") && lines[0].contains(path), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty, "the suite did not run")
    }

    @Test func blameNamesTheSideAndTheFunction() {
        #expect(CallSiteBoard.blame([]).contains("inside host code, outside any plugin call"))
        #expect(
            CallSiteBoard.blame([.plugin(.animate_transition)])
                == "inside plugin code (the plugin's animate_transition)")
        let host = CallSiteBoard.blame([.plugin(.animate_transition), .host("animate")])
        #expect(
            host.contains("inside host code (the host's animate service, called from the plugin's animate_transition"))
    }

    /// Pids of live processes whose command line mentions `text` (zombies excluded).
    static func processes(mentioning text: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.filter { pid in
            guard let state = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = state.lastIndex(of: ")"), state[state.index(close, offsetBy: 2)] != "Z",
                let line = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline")
            else { return false }
            return String(decoding: line.map { $0 == 0 ? 32 : $0 }, as: UTF8.self).contains(text)
        }
    }
}
