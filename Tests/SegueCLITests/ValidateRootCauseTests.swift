import Foundation
import SegueEngine
import SegueHost
import SegueTestSupport
import Testing

@testable import SegueConformance

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `segue validate` leads with the cause: one refused call spoils every test that runs a
/// transition, and the report says so once, naming the call, instead of failing them all; and
/// the end-state and cancel tests compare every property of every view.
@Suite struct ValidateRootCauseTests {
    private let isolated = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]

    /// One call after complete_transition (CompletesTwice) used to fail 15 tests, 13 of them
    /// "expected: every call to the host to be allowed", the cause in the middle.
    @Test func aCallAfterCompletionIsOneRootCauseListingTheTestsItSpoiled() throws {
        let library = try FixtureLibraries.path("CompletesTwice")
        let junit = FileManager.default.temporaryDirectory.appendingPathComponent("segue-root-\(UUID().uuidString).xml")
            .path
        let text = try SegueExecutable.run(["validate", library, "-j", "2", "--junit", junit], environment: isolated)
        #expect(text.status == 1)
        let lines = text.standardOutput.split(separator: "\n").map(String.init)
        let animator = try #require(lines.firstIndex { $0 == "  org.segue.fixture.completes-twice" })
        #expect(
            lines[animator + 1] == "    FAILED  lifecycle.no-refused-calls",
            "the root cause leads its animator: \(text.standardOutput)")
        #expect(
            lines[animator + 3].contains(
                "the complete_transition call was refused in state ended (SEGUE_ERROR_WRONG_STATE)"),
            "\(lines[animator + 3])")
        #expect(lines.contains { $0.hasPrefix("            the root cause of ") })
        #expect(lines.contains("              SPOILED transitions.present-end-state"))
        #expect(
            !text.standardOutput.contains("got:      org.segue.fixture.completes-twice: complete_transition answered"),
            "no repeats of the refusal")
        let failed = lines.filter { $0.hasPrefix("    FAILED") }
        #expect(failed.count <= 4, "the root cause and the tests that name it themselves: \(failed)")

        let json = try SegueExecutable.run(["validate", "--json", library, "-j", "2"], environment: isolated)
        let document = try #require(
            JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        let root = try #require(results.first { $0["test"] as? String == "lifecycle.no-refused-calls" })
        let cause = try #require(root["rootCause"] as? [String: Any])
        let refusal = try #require(cause["refusal"] as? [String: Any])
        #expect(refusal["call"] as? String == "complete_transition" && refusal["state"] as? String == "ended")
        let spoiled = try #require(cause["spoiled"] as? [String])
        #expect(spoiled.contains("transitions.present-end-state") && spoiled.contains("interaction.cancel-restores"))
        for id in spoiled {
            let result = try #require(results.first { $0["test"] as? String == id })
            #expect(
                result["status"] as? String == "spoiled"
                    && result["spoiledBy"] as? String == "lifecycle.no-refused-calls", "\(result)")
        }
        #expect((document["summary"] as? [String: Int])?["spoiled"] == spoiled.count)
        #expect(
            results.filter { $0["status"] as? String == "failed" }.allSatisfy {
                $0["test"] as? String != "transitions.present-end-state"
            })

        let xml = try XMLDocument(contentsOf: URL(fileURLWithPath: junit))
        let rootCase = try #require(
            (try xml.nodes(forXPath: "//testcase[starts-with(@name, 'lifecycle.no-refused-calls')]/failure")
                as? [XMLElement])?.first)
        #expect(
            rootCase.stringValue?.contains("transitions.present-end-state") == true,
            "the root cause lists what it spoiled")
        let skipped =
            try xml.nodes(forXPath: "//testcase[starts-with(@name, 'transitions.present-end-state')]/skipped")
            as? [XMLElement]
        #expect(
            skipped?.first?.attribute(forName: "message")?.stringValue?.contains("was spoiled by the refused") == true)
    }

    /// The fold itself, on results as a worker reports them: failures by the same first refused
    /// call fold under lifecycle.no-refused-calls; a failure of a test's own check stays.
    @Test func foldingKeepsOwnFailuresAndGroupsByTheRefusedCall() {
        let refused = PluginRefusal(
            .refusedCall, call: "set_property", status: .invalidHandle, state: "animating", reason: "a forged handle")
        let other = PluginRefusal(
            .refusedCall, call: "animate", status: .wrongState, state: "ended", reason: "too late")
        func result(_ test: String, _ refusal: PluginRefusal?, own: Bool = false) -> ValidationResult {
            var outcome =
                own
                ? ValidationOutcome.failed(expected: "its own thing", got: "something else")
                : .failed(expected: "every call to the host to be allowed", got: "…")
            outcome.refusals = refusal.map { [$0] }
            outcome.failedByRefusal = own ? nil : true
            return ValidationResult(
                ValidationJob(test: test, file: "lib.so", animator: "a"), outcome, output: nil, seconds: 0)
        }
        let folded = ValidationCascade.fold([
            result("transitions.present-end-state", refused), result("lifecycle.completes-once", refused, own: true),
            result("lifecycle.no-refused-calls", refused), result("interaction.linear-scrub", refused),
            result("robustness.deterministic", other),
        ])
        #expect(folded.map(\.status) == [.spoiled, .failed, .failed, .spoiled, .failed])
        #expect(folded[2].rootCause?.spoiled == ["transitions.present-end-state", "interaction.linear-scrub"])
        #expect(
            folded[2].got?.hasPrefix("the set_property call was refused in state animating (") == true,
            "\(folded[2].got ?? "")")
        #expect(folded[0].spoiledBy == "lifecycle.no-refused-calls" && folded[1].rootCause == nil)
        #expect(folded[4].rootCause?.spoiled == [], "a different refused call is a cause of its own")
    }

    /// The end state and cancel checks used to compare frames, alpha, transform and hidden only.
    @Test func viewsDifferingInAnyPropertyOrOrderDiffer() {
        let tree = RenderTree()
        let root = View(name: "window", frame: Rect(x: 0, y: 0, width: 400, height: 800), in: tree)
        for name in ["First", "Second"] { root.addSubview(View(name: name, frame: root.bounds, in: tree)) }
        let before = ViewLook.looks(of: tree.snapshot(of: root).views)
        let first = root.subviews[0]
        let changes: [(String, () -> Void, () -> Void)] = [
            (
                "anchorPoint",
                {
                    first.anchorPoint = Point(x: 0, y: 0.5)
                    first.center = Point(x: 0, y: 400)
                },
                {
                    first.anchorPoint = Point(x: 0.5, y: 0.5)
                    first.center = Point(x: 200, y: 400)
                }
            ),
            ("zPosition", { first.zPosition = 1 }, { first.zPosition = 0 }),
            (
                "sublayerTransform", { first.sublayerTransform = Transform3D(perspectiveDistance: 500) },
                { first.sublayerTransform = .identity }
            ),
            ("clipsToBounds", { first.clipsToBounds = true }, { first.clipsToBounds = false }),
            ("borderColor", { first.borderColor = .white }, { first.borderColor = .black }),
            ("shadowRadius", { first.shadowRadius = 6 }, { first.shadowRadius = 3 }),
            ("isHidden", { first.isHidden = true }, { first.isHidden = false }),
            ("subviews", { root.bringSubviewToFront(first) }, { root.sendSubviewToBack(first) }),
        ]
        for (property, change, undo) in changes {
            change()
            let difference = firstDifference(before, ViewLook.looks(of: tree.snapshot(of: root).views))
            #expect(difference?.contains("\(property) ") == true, "\(property): \(difference ?? "no difference")")
            undo()
            #expect(
                firstDifference(before, ViewLook.looks(of: tree.snapshot(of: root).views)) == nil, "\(property) undone")
        }
    }

    /// A cancelled presentation that leaves First turned about its left edge (anchor point
    /// 0/0.5, frame and alpha as before) passed interaction.cancel-restores while it compared
    /// frames and alpha alone.
    @Test func aCancelThatLeavesTheAnchorPointChangedFails() throws {
        let result = try SegueExecutable.run(
            [
                "validate", "--json", try FixtureLibraries.path("LeavesAnchorOnCancel"), "--include",
                "^(interaction|transitions)\\.",
            ], environment: isolated)
        let document = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        let failed = results.filter { $0["status"] as? String == "failed" }
        #expect(failed.map { $0["test"] as? String } == ["interaction.cancel-restores"], "\(failed)")
        let got = failed.first?["got"] as? String ?? ""
        #expect(got.hasPrefix("First's anchorPoint is Point(x: 0.0, y: 0.5), expected Point(x: 0.5, y: 0.5)"), "\(got)")
    }
}
