import Foundation
import SegueTestSupport
import Testing

/// `segue validate` on interaction and presentation controller plugins (interaction.h,
/// presentation.h): each fixture breaks one rule and fails exactly the test that names it, at
/// full strictness; the well-behaved controllers pass everything; and a library of animators
/// only is reported as before, with no controller test.
extension ValidateCommandTests {
    /// Each controller fixture and the one test it must fail.
    static let controllerExpectations: [(fixture: String, test: String)] = [
        // interaction.h: "UPDATE fractions are finite and within 0...1".
        ("InteractionOutOfRangeFraction", "interactor.fractions-in-range"),
        // A steady pan or pinch is followed one way (UIPercentDrivenInteractiveTransition.update).
        ("InteractionNonMonotone", "interactor.monotone-fractions"),
        // interaction.h: "every ENDED or CANCELLED answers FINISH or CANCEL".
        ("InteractionNoReleaseDecision", "interactor.release-decision"),
        // interaction.h, GRAB: a later touch stops a finishing or cancelling transition (issue 26).
        ("InteractionNoGrab", "interactor.grab-continues"),
        // presentation.h, frame_of_presented_view: "the same layout ... give the same rect, bit for bit".
        ("PresentationImpureFrame", "presentation.frame-pure"),
        // Seed 004: the presented view sits inside the container view.
        ("PresentationFrameOutsideContainer", "presentation.frame-within-container"),
        // presentation.h, adaptive_presentation_style: NONE, FULL_SCREEN or OVER_FULL_SCREEN.
        ("PresentationBadAdaptiveStyle", "presentation.adaptive-style"),
    ]

    /// Every controller fixture, for the coverage check of ValidateCommandTests.
    static let controllerFixtures: Set<String> = Set(controllerExpectations.map(\.fixture)).union([
        "WellBehavedInteraction", "WellBehavedPresentation",
    ])

    @Test(arguments: 0..<7)
    func eachControllerFixtureFailsExactlyItsTest(index: Int) throws {
        let expected = Self.controllerExpectations[index]
        let (status, results, _) = try report([try fixture(expected.fixture), "--strictness", "10"])
        let failed = results.filter { $0["status"] as? String != "passed" && $0["status"] as? String != "skipped" }
        #expect(failed.compactMap { $0["test"] as? String } == [expected.test], "\(expected.fixture): \(failed)")
        let message = failed.first?["message"] as? String ?? ""
        #expect(!message.isEmpty, "a failure says what was expected and what happened")
        #expect(status == 1)
    }

    @Test func theWellBehavedControllersPassEveryTestOfTheirKind() throws {
        let (status, results, summary) = try report([
            try fixture("WellBehavedInteraction"), try fixture("WellBehavedPresentation"), "--strictness", "10",
        ])
        #expect(status == 0, "\(results.filter { $0["status"] as? String != "passed" })")
        #expect(summary["passed"] == results.count, "nothing skipped: every hook is set and every rule applies")
        let tests = Set(results.compactMap { $0["test"] as? String })
        let listed = try SegueExecutable.run(["validate", "--list-tests", "--json"])
        let catalogue = try #require(
            JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [[String: Any]])
        let controllerTests = catalogue.filter { ["interaction", "presentation"].contains($0["scope"] as? String) }
        #expect(controllerTests.count >= 15)
        #expect(controllerTests.allSatisfy { tests.contains($0["id"] as? String ?? "") }, "every controller test ran")
    }

    @Test func aLibraryOfAnimatorsGetsNoControllerTest() throws {
        let (_, results, _) = try report([try fixture("WellBehaved")])
        #expect(!results.isEmpty)
        #expect(
            results.allSatisfy {
                let id = $0["test"] as? String ?? ""
                return !id.hasPrefix("interactor.") && !id.hasPrefix("presentation.")
            })
    }
}
