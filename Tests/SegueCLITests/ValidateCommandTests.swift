import Foundation
import SegueTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `segue validate` end to end: every broken fixture is caught by the right test with the right
/// status, the bundled plugins pass cleanly, and the reports are complete and well-formed.
@Suite struct ValidateCommandTests {
    private let isolated = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]

    /// A fixture library, compiled from `Fixtures/` on first use.
    func fixture(_ name: String) throws -> String {
        try FixtureLibraries.path(name)
    }

    /// The validator's JSON report for `arguments`, and its exit status.
    func report(_ arguments: [String]) throws -> (status: Int32, results: [[String: Any]], summary: [String: Int]) {
        let result = try SegueExecutable.run(["validate", "--json"] + arguments, environment: isolated)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any],
            "\(result.standardError)")
        return (
            result.status, try #require(object["results"] as? [[String: Any]]),
            try #require(object["summary"] as? [String: Int])
        )
    }

    /// Each fixture, the test that must catch it, and the status it must report.
    static let expectations: [(fixture: String, test: String, status: String)] = [
        ("NeverCompletes", "lifecycle.completes-once", "failed"),
        ("CompletesTwice", "lifecycle.no-calls-after-completion", "failed"),
        ("CrashesInAnimate", "lifecycle.completes-once", "crashed"),
        ("NaNDuration", "lifecycle.duration", "failed"),
        ("LeavesViewBehind", "transitions.dismiss-end-state", "failed"),
        // Swings the presenter's view in an over-full-screen presentation, though view_for_key
        // answered no handle for it (include/segue/context.h), and closes it before completing.
        // The host refuses that animation (a view the plugin may only read, context.h), so the
        // refusal is the root cause, carried by the first test that runs over full screen
        // (lifecycle.no-refused-calls runs only the default style).
        ("SwingsPresenterDoor", "lifecycle.duration", "failed"),
        ("IgnoresCancel", "interaction.cancel-restores", "failed"),
        ("SlowInit", "library.scan-time", "warning"),
        ("ForgedHandle", "lifecycle.no-refused-calls", "failed"),
        ("DuplicateIDs", "descriptor.unique-ids", "failed"),
        ("ExtraSymbols", "library.exports-only-entry", "failed"),
        ("WrongMajor", "library.abi-compatible", "failed"),
        ("ForgesResult", "lifecycle.completes-once", "crashed"),
        ("LeaksPerCycle", "lifecycle.memory-stable", "failed"),
        ("CallsFromThread", "lifecycle.no-refused-calls", "failed"),
        ("UnknownContext", "lifecycle.no-refused-calls", "failed"),
        ("NegativeDurationWithContext", "lifecycle.duration", "failed"),
        ("AnswersUnknownExtension", "library.queries", "failed"),
        ("AnswersUnknownExtension", "robustness.abi-edge-cases", "failed"),
        ("WrongDefault", "parameters.fresh-defaults", "failed"),
        ("FractionalIntDefault", "descriptor.valid", "failed"),
        ("EscapeInName", "descriptor.valid", "failed"),
        ("CrashesInDestroy", "lifecycle.create-destroy", "crashed"),
        ("InterruptibleBadHandle", "hooks.interruptible-animation", "failed"),
        ("ExitsInConstructor", "library.loads", "crashed"),
        ("CrashesInInit", "library.loads", "crashed"),
        ("IgnoresCancelOnDismiss", "interaction.cancel-restores", "failed"),
        ("SpawnsBackgroundChild", "lifecycle.completes-once", "failed"),
        ("ExitsInAnimate", "lifecycle.completes-once", "crashed"),
        ("RecursesInAnimate", "lifecycle.completes-once", "crashed"),
        ("HugeAnimatorCount", "library.queries", "failed"),
        ("HugeAnimatorCount", "descriptor.valid", "failed"),
        ("InitPointsAtData", "library.loads", "failed"),
        ("ChattyAnimate", "lifecycle.completes-once", "warning"),
        ("ExtremeSpring", "lifecycle.no-refused-calls", "failed"),
        ("LeavesCreatedView", "transitions.own-views-removed", "failed"),
        ("CreatesViewsInLoop", "lifecycle.no-refused-calls", "failed"),
        ("BadLayerValues", "lifecycle.no-refused-calls", "failed"),
        ("WalksFromSnapshot", "lifecycle.no-refused-calls", "failed"),
        ("FloodsOutput", "library.loads", "crashed"),
        ("LeavesAnchorOnCancel", "interaction.cancel-restores", "failed"),
        // A destructor that crashes when the library is unloaded at its process's exit (include/README.md rule 11).
        ("CrashesAtUnload", "library.loads", "crashed"),
    ]

    @Test(arguments: 0..<42)
    func eachFixtureIsCaughtByTheRightTest(index: Int) throws {
        let expected = Self.expectations[index]
        let (status, results, _) = try report([
            try fixture(expected.fixture), "--include", "^\(expected.test.replacingOccurrences(of: ".", with: "\\."))$",
        ])
        let result = try #require(
            results.first { $0["test"] as? String == expected.test }, "\(expected.fixture): \(results)")
        #expect(result["status"] as? String == expected.status, "\(expected.fixture): \(result)")
        #expect(!(result["message"] as? String ?? "").isEmpty, "a failure says what was expected and what happened")
        #expect(status == (expected.status == "warning" ? 0 : 1), "\(expected.fixture): exit status")
    }

    @Test func theExpectationsCoverEveryFixtureBuiltForTheValidator() throws {
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: FixtureLibraries.repositoryRoot.appendingPathComponent("Fixtures").path)
        // Fixtures of the host's own tests, and HangsInInit and ChattyInit, which have tests of their own.
        // LoopsInAnimate is a timeout, which costs the validator's whole --timeout; the host's
        // survival tests cover it with a short one.
        let hostOnly: Set = [
            "Support", "README.md", "WellBehaved", "Misbehaving", "EmptyName", "DuplicateOld", "DuplicateNew",
            "HangsInInit", "ChattyInit",
            "LoopsInAnimate", "BuiltAgainstABI10", "BuiltAgainstABI11", "LayerTour", "SwiftLayerTour", "BatchEdges",
            // The host's loading and runtime tests of controllers (Support/controller_fixture.h and the two
            // recording controllers); the validator's own controller fixtures are ValidateControllerTests'.
            "ControllersOnly", "OffersEveryKind", "DeclaresABI11WithFactories", "IDSharedAcrossKinds",
            "ShortInteractionFactory",
            "HugeInteractionCount", "InteractionNoGestures", "InteractionNoOperations", "InteractionUnknownOperation",
            "InteractionTapGesture", "InteractionBadID", "InteractionWithoutHandler", "PresentationUnknownCapability",
            "PresentationCreatesNothing", "ScriptedInteractionController", "RecordingPresentationController",
            // The host's isolation tests of controllers that crash or hang (IsolatedControllerRunTests).
            "CrashesInController", "HangsInController",
            // UIKit animators of each pattern, for the host's UIKit tests (UIKitPatternTests).
            "UIKitPatterns",
        ]
        let covered = Set((Self.expectations + Self.hierarchyExpectations).map(\.fixture))
            .union(Self.boundsExpectations.map(\.fixture)).union(Self.transitionExpectations.map(\.fixture))
            .union(Self.contractFixtures).union(Self.controllerFixtures)
        #expect(
            Set(folders).subtracting(hostOnly).subtracting(covered).isEmpty,
            "every validator fixture has an expected verdict")
        #expect(Self.expectations.count == 42)
    }

    /// BuiltAgainstABI10 and BuiltAgainstABI11 are the well-behaved animator compiled against the
    /// ABI 1.0 and 1.1 headers (an older plugin passes everything on a newer host); LayerTour calls
    /// every 1.1 service.
    @Test func theWellBehavedFixturesAndEveryBundledPluginPassAtFullStrictness() throws {
        let (status, results, summary) = try report(
            [
                "--all", "--strictness", "10", "-j", "2", try fixture("WellBehaved"), try fixture("BuiltAgainstABI10"),
                try fixture("BuiltAgainstABI11"), try fixture("LayerTour"),
            ])
        #expect(status == 0)
        // Every bundled animator (Package.swift's manifest) and the four fixtures, each through the whole catalogue
        // of a library and its animator; the controller libraries through the library's and their kind's.
        // A library listed as an animator may offer controllers too (UIKitSheet's delegate vends a presentation
        // controller): their kind's tests count with the controllers'.
        let controllerLibraries = Set(BundledPluginManifest.all.filter { $0.kind != .animator }.map(\.libraryName))
        let ofControllers = results.filter {
            let test = $0["test"] as? String ?? ""
            return controllerLibraries.contains(URL(fileURLWithPath: $0["file"] as? String ?? "").lastPathComponent)
                || test.hasPrefix("presentation.") || test.hasPrefix("interactor.")
        }
        #expect(
            results.count - ofControllers.count
                == (BundledPluginManifest.animatorPlugins.count + 4) * (try Self.catalogueCount()))
        let controllerTests = Set(ofControllers.compactMap { $0["test"] as? String })
        #expect(controllerTests.isSuperset(of: ["interactor.grab-continues", "presentation.frame-pure"]))
        let validatedLibraries = ofControllers.compactMap { ($0["file"] as? String).map(URL.init(fileURLWithPath:)) }
        #expect(Set(validatedLibraries.map(\.lastPathComponent)).isSuperset(of: controllerLibraries))
        #expect(
            (summary["failed"] ?? 0) + (summary["crashed"] ?? 0) + (summary["timeout"] ?? 0) + (summary["warning"] ?? 0)
                == 0,
            "\(results.filter { $0["status"] as? String != "passed" && $0["status"] as? String != "skipped" })")
    }

    @Test func aCrashingPluginWithTwoJobsStillGivesACompleteReportAndAJUnitFile() throws {
        let junit = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-junit-\(UUID().uuidString).xml"
        ).path
        let (status, results, summary) = try report([try fixture("CrashesInAnimate"), "-j", "2", "--junit", junit])
        #expect(status == 1)
        #expect(results.count == (try Self.catalogueCount()), "every test of the catalogue reported")
        let crashed = results.filter { $0["status"] as? String == "crashed" }
        #expect(crashed.count >= 5)
        #expect(crashed.allSatisfy { ($0["message"] as? String)?.contains("SIGSEGV") == true })
        #expect(
            crashed.allSatisfy {
                ($0["message"] as? String)?.contains("inside plugin code (the plugin's animate_transition)") == true
            })
        #expect(
            results.contains { $0["status"] as? String == "passed" && $0["animator"] != nil },
            "tests after a crash run in a new worker")
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: junit))
        let suites = try document.nodes(forXPath: "/testsuites") as! [XMLElement]
        let root = try #require(suites.first)
        func count(_ name: String) -> Int { Int(root.attributes?.first { $0.name == name }?.stringValue ?? "") ?? -1 }
        #expect(count("tests") == results.count)
        #expect(count("errors") == (summary["crashed"] ?? 0) + (summary["timeout"] ?? 0))
        #expect(count("failures") == summary["failed"] ?? 0)
        #expect(try document.nodes(forXPath: "//testcase").count == results.count)
        #expect(try document.nodes(forXPath: "//testcase/error").count == crashed.count)
    }

    /// How many tests of the catalogue (`--list-tests`) run on a library of one animator: those of
    /// the library and the animator scopes (the controller kinds' run only where a library offers
    /// them), so counts follow the catalogue as tests are added.
    static func catalogueCount() throws -> Int {
        let listed = try SegueExecutable.run(["validate", "--list-tests", "--json"])
        let tests = try #require(
            JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [[String: Any]])
        return tests.filter { ["library", "animator"].contains($0["scope"] as? String) }.count
    }

    @Test func aLibraryWhoseLoadingHangsIsATimeoutNamingInit() throws {
        let (status, results, _) = try report([try fixture("HangsInInit"), "--timeout", "0.5"])
        #expect(status == 1)
        let loads = try #require(results.first { $0["test"] as? String == "library.loads" })
        #expect(loads["status"] as? String == "timeout")
        #expect((loads["message"] as? String)?.contains("the plugin's init") == true, "\(loads)")
        let others = results.filter {
            $0["test"] as? String != "library.loads" && $0["test"] as? String != "library.exports-only-entry"
        }
        #expect(
            !others.isEmpty && others.allSatisfy { $0["status"] as? String == "skipped" },
            "one hang costs one test, not the report")
    }

    @Test func theCatalogueListsStableIdsWithLevels() throws {
        let result = try SegueExecutable.run(["validate", "--list-tests", "--json"])
        #expect(result.status == 0)
        let tests = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(tests.count >= 20)
        #expect(
            tests.allSatisfy {
                ($0["level"] as? Int).map { (1...10).contains($0) } == true
                    && !(($0["description"] as? String) ?? "").isEmpty
            })
        #expect(tests.allSatisfy { !(($0["proves"] as? String) ?? "").isEmpty }, "each test states what it proves")
        let ids = tests.compactMap { $0["id"] as? String }
        #expect(Set(ids).count == ids.count)
        let strict1 = try SegueExecutable.run(["validate", "--list-tests", "--strictness", "1"])
        #expect(strict1.standardOutput.split(separator: "\n").count < tests.count)
    }

    @Test func seededRunsAreReproducibleAndBadOptionsAreOneSentence() throws {
        let plugin = try fixture("IgnoresCancel")
        let a =
            try report([plugin, "--include", "^interaction\\.cancel", "--seed", "42"]).results.first?["message"]
            as? String
        let b =
            try report([plugin, "--include", "^interaction\\.cancel", "--seed", "42"]).results.first?["message"]
            as? String
        #expect(a != nil && a == b)
        let bad = try SegueExecutable.run(["validate", plugin, "--strictness", "11"])
        #expect(bad.status != 0 && bad.standardError.contains("--strictness 11 is out of range"))
        let none = try SegueExecutable.run(["validate"])
        #expect(none.status != 0 && none.standardError.contains("nothing to validate"))
    }
}
