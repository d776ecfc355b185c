import Foundation
import SegueTestSupport
import Testing

/// The validator's verdicts on the end of a plugin's work and on calls from its own threads
/// (include/README.md rules 4 and 11), isolated and in process.
extension ValidateCommandTests {
    /// The environment of every run here: no user plugin folders, no user cache.
    private static let environment = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]

    /// The result of `test` in `segue validate --json LIBRARY --include ^test$` (in process when
    /// asked), and the exit status.
    private func verdict(_ library: String, _ test: String, inProcess: Bool) throws -> (
        status: Int32, result: [String: Any]
    ) {
        let pattern = "^\(test.replacingOccurrences(of: ".", with: "\\."))$"
        let run = try SegueExecutable.run(
            ["validate", "--json", library, "--include", pattern] + (inProcess ? ["--in-process"] : []),
            environment: Self.environment)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any], "\(run.standardError)")
        let results = try #require(object["results"] as? [[String: Any]])
        return (run.status, try #require(results.first { $0["test"] as? String == test }, "\(results)"))
    }

    /// A bundled plugin beside the executable.
    private func bundled(_ name: String) throws -> String {
        let executable = try #require(SegueExecutable.path)
        return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(
            "libSeguePlugin\(name).so"
        ).path
    }

    /// A library whose destructor crashes at the exit of the process that loaded it fails
    /// `library.loads`, isolated and in process (where it is then never loaded at all): the
    /// scanner child that loads and unloads it is watched to its end (include/README.md rule 11).
    @Test(arguments: [false, true])
    func aLibraryThatCrashesAtUnloadFailsLibraryLoads(inProcess: Bool) throws {
        let (status, result) = try verdict(
            try FixtureLibraries.path("CrashesAtUnload"), "library.loads", inProcess: inProcess)
        #expect(result["status"] as? String == "crashed", "\(result)")
        let message = result["message"] as? String ?? ""
        #expect(message.contains("unloaded at the exit") && message.contains("SIGSEGV"), "\(message)")
        #expect(status == 1)
    }

    /// The shared fixture animator without that destructor, and a bundled plugin, load and
    /// unload cleanly: `library.loads` passes for them, isolated and in process.
    @Test(arguments: [("WellBehaved", false), ("WellBehaved", true), ("Diagonal", false), ("Diagonal", true)])
    func cleanLibrariesPassLibraryLoads(name: String, inProcess: Bool) throws {
        let library = name == "WellBehaved" ? try FixtureLibraries.path(name) : try bundled(name)
        let (status, result) = try verdict(library, "library.loads", inProcess: inProcess)
        #expect(result["status"] as? String == "passed", "\(result)")
        #expect(status == 0)
    }

    /// Calls from a plugin's own thread are refused and recorded in process too, so the validator
    /// fails them there as it does isolated (include/README.md rule 4); a bundled plugin passes.
    @Test(arguments: [("CallsFromThread", "failed"), ("Diagonal", "passed")])
    func callsFromAnotherThreadFailInProcess(name: String, expected: String) throws {
        let library = name == "Diagonal" ? try bundled(name) : try FixtureLibraries.path(name)
        let (_, result) = try verdict(library, "lifecycle.no-refused-calls", inProcess: true)
        #expect(result["status"] as? String == expected, "\(result)")
        if expected == "failed" {
            #expect((result["message"] as? String ?? "").contains("from another thread"), "\(result)")
        }
    }

    /// A crash in destroy, in process, ends `validate --in-process` with one sentence naming the
    /// library and the call (status 70), never with a signal or a report of success.
    @Test func aCrashInDestroyEndsValidateInProcessWithASentence() throws {
        let library = try FixtureLibraries.path("CrashesInDestroy")
        let run = try SegueExecutable.run(
            ["validate", library, "--in-process", "--include", "^lifecycle\\.create-destroy$"],
            environment: Self.environment)
        #expect(run.status == 70, "\(run.status): \(run.standardError)")
        #expect(run.standardError.contains(library) && run.standardError.contains("destroy"), "\(run.standardError)")
    }
}
