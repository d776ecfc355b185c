import Foundation
import SegueTestSupport
import Testing

/// `segue validate` verdicts on the fixtures of the transition rules of issue 27: every claimed
/// operation's end state, completion when the animations end, and independence from other
/// animators, earlier transitions, the frame rate and the process. Each fixture breaks one rule
/// and fails the test that checks it; a bundled plugin passes the same tests.
extension ValidateCommandTests {
    /// Each fixture and the test that must fail it.
    static let transitionExpectations: [(fixture: String, test: String)] = [
        ("WrongEndStateOnPush", "transitions.every-operation-end-state"),
        ("CompletesEarly", "lifecycle.completes-once"),
        ("CompletesLate", "lifecycle.completes-once"),
        ("CompletesStale", "lifecycle.completes-once"),
        ("SharesStateAcrossAnimators", "independence.interleaved"),
        ("KeepsStateOnReuse", "independence.reuse"),
        ("CachesHandleAcrossTransitions", "independence.reuse"),
        ("DependsOnFrameRate", "robustness.frame-rate-independence"),
        ("DependsOnProcess", "independence.processes"),
    ]

    /// The tests those fixtures are named for.
    static var transitionTests: [String] { Array(Set(transitionExpectations.map(\.test))).sorted() }

    /// The `--include` pattern selecting exactly `test`.
    private static func only(_ test: String) -> String { "^\(test.replacingOccurrences(of: ".", with: "\\."))$" }

    @Test(arguments: 0..<9)
    func eachTransitionFixtureFailsItsTest(index: Int) throws {
        let expected = Self.transitionExpectations[index]
        let (status, results, _) = try report([try fixture(expected.fixture), "--include", Self.only(expected.test)])
        let result = try #require(
            results.first { $0["test"] as? String == expected.test }, "\(expected.fixture): \(results)")
        #expect(result["status"] as? String == "failed", "\(expected.fixture): \(result)")
        #expect(!(result["message"] as? String ?? "").isEmpty, "a failure says what was expected and what happened")
        #expect(status == 1, "\(expected.fixture): exit status")
    }

    /// A bundled plugin that claims present, dismiss and interactive, so every operation and
    /// drive runs, passes each of those tests.
    @Test(arguments: ["CrossDissolve", "Slide"])
    func aBundledPluginPassesTheTransitionTests(plugin: String) throws {
        let executable = try #require(SegueExecutable.path)
        let library = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(
            "libSeguePlugin\(plugin).so"
        ).path
        let pattern = Self.transitionTests.map(Self.only).joined(separator: "|")
        let (status, results, _) = try report([library, "--strictness", "10", "--include", pattern])
        let checked = results.filter { Self.transitionTests.contains($0["test"] as? String ?? "") }
        #expect(checked.count == Self.transitionTests.count, "\(results)")
        #expect(checked.allSatisfy { $0["status"] as? String == "passed" }, "\(checked)")
        #expect(status == 0)
    }
}
