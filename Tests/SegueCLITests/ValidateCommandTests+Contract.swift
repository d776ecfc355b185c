import Foundation
import SegueTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The contract's parameter, descriptor and lifecycle rules (include/segue/parameters.h,
/// descriptor.h, entry.h, host.h; include/README.md rules 3 and 9) caught by the tests that name
/// them, the host refusing what the validator fails, and the validator's conventions: seeds in
/// every report, --repeat, --enable and --disable, strictness levels described one by one.
extension ValidateCommandTests {
    /// Each contract fixture and the tests that must fail it.
    static let contractExpectations: [(fixture: String, tests: [String])] = [
        // "1.0.0-beta.01": semver.org's BNF forbids a leading zero in a numeric pre-release identifier.
        ("BadSemVer", ["descriptor.valid"]),
        // "…bad_reverse_dns": a DNS label holds letters, digits and hyphens only (descriptor.h).
        ("BadReverseDNS", ["descriptor.valid"]),
        // 65 bytes of name, past descriptor.h's 64.
        ("OverlongName", ["descriptor.valid"]),
        ("InvalidUTF8", ["descriptor.valid"]),
        // parameters.h: bounds are inclusive; int64 count 1…10 refuses 10.
        ("RefusesMaximum", ["parameters.exact-bounds"]),
        // parameters.h: the next double above max is refused; this one compares with a tolerance.
        ("AcceptsPastMaximum", ["parameters.exact-bounds"]),
        // parameters.h: the getter answers exactly what was set; this one stores through a float
        // (robustness.parameter-fuzz, which sets seeded values in between, fails it too).
        ("RoundsParameter", ["parameters.exact-bounds", "robustness.parameter-fuzz"]),
        // entry.h: a new first init leaves the descriptors as the first one did.
        ("ChangesOnReinit", ["library.reinit-identical"]),
        // host.h: the segue_host_t is read-only; this one clears host_data at its last deinit,
        // which both tests that take the library through its last deinit reach.
        ("WritesHostStruct", ["library.init-deinit", "library.reinit-identical"]),
    ]

    /// Every fixture the contract tests name, for the coverage check of ValidateCommandTests.
    static let contractFixtures: Set<String> = Set(contractExpectations.map(\.fixture)).union(["RangedParameters"])

    private static let contractEnvironment = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]

    /// The JSON report of `segue validate --json` with `arguments`, and the exit status.
    private func contractReport(_ arguments: [String]) throws -> (
        status: Int32, document: [String: Any], results: [[String: Any]]
    ) {
        let run = try SegueExecutable.run(["validate", "--json"] + arguments, environment: Self.contractEnvironment)
        let document = try #require(
            JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any], "\(run.standardError)")
        return (run.status, document, try #require(document["results"] as? [[String: Any]]))
    }

    /// `^id1$|^id2$…` for --include.
    private static func exactly(_ ids: [String]) -> String {
        ids.map { "^" + $0.replacingOccurrences(of: ".", with: "\\.") + "$" }.joined(separator: "|")
    }

    @Test(arguments: 0..<9)
    func eachContractFixtureFailsTheTestsThatNameItsRule(index: Int) throws {
        let (fixture, tests) = Self.contractExpectations[index]
        let (status, _, results) = try contractReport([
            try FixtureLibraries.path(fixture), "--include", Self.exactly(tests),
        ])
        #expect(status == 1, "\(fixture)")
        for test in tests {
            let result = try #require(results.first { $0["test"] as? String == test }, "\(fixture): \(results)")
            // A failure by a host refusal folded under another test's root cause is "spoiled".
            #expect(["failed", "spoiled"].contains(result["status"] as? String), "\(fixture) \(test): \(result)")
        }
        #expect(results.contains { $0["status"] as? String == "failed" })
    }

    @Test func theFailuresSayWhatRuleWasBroken() throws {
        func message(_ fixture: String, _ test: String) throws -> String {
            let results = try contractReport([try FixtureLibraries.path(fixture), "--include", Self.exactly([test])])
                .results
            return try #require(results.first { $0["test"] as? String == test }?["message"] as? String)
        }
        #expect(
            try message("BadSemVer", "descriptor.valid").contains(
                "leading zero in the numeric pre-release identifier \"01\""))
        #expect(try message("BadReverseDNS", "descriptor.valid").contains("bad_reverse_dns"))
        #expect(try message("RefusesMaximum", "parameters.exact-bounds").contains("count = 10 accepted"))
        #expect(
            try message("AcceptsPastMaximum", "parameters.exact-bounds").contains(
                "duration = 2.0000000000000004 refused"))
        #expect(try message("RoundsParameter", "parameters.exact-bounds").contains("0.05000000074505806"))
        #expect(try message("ChangesOnReinit", "library.reinit-identical").contains("\"Changes On Reinit 2\""))
        #expect(try message("WritesHostStruct", "library.init-deinit").contains("segue_host_t.host_data"))
    }

    @Test func theContractTestsPassTheBundledPluginsAndTheRangedControl() throws {
        let tests = ["descriptor.valid", "parameters.exact-bounds", "library.reinit-identical", "library.init-deinit"]
        // --all: the bundled plugins, beside the segue executable.
        let (status, _, results) = try contractReport([
            "--all", try FixtureLibraries.path("RangedParameters"), "-j", "2", "--include", Self.exactly(tests),
        ])
        #expect(status == 0, "\(results.filter { $0["status"] as? String != "passed" })")
        let files = Set(results.compactMap { $0["file"] as? String })
        #expect(
            files.count >= BundledPluginManifest.animatorPlugins.count + 1, "every bundled animator and the control")
        #expect(
            results.filter { $0["test"] as? String == "parameters.exact-bounds" && $0["status"] as? String == "passed" }
                .count >= files.count / 2,
            "most bundled animators have parameters, and each keeps its bounds")
    }

    @Test func theHostDoesNotOfferWhatDescriptorValidFailsAndSaysWhy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-contract-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["BadSemVer", "BadReverseDNS", "RangedParameters"] {
            try FileManager.default.copyItem(
                atPath: try FixtureLibraries.path(name), toPath: folder.appendingPathComponent("lib\(name).so").path)
        }
        let run = try SegueExecutable.run(
            ["list", "--json", "--plugin-path", folder.path], environment: Self.contractEnvironment)
        let document = try #require(
            JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any], "\(run.standardError)")
        let ids = (document["animators"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids.contains("org.segue.fixture.ranged-parameters"))
        #expect(!ids.contains("org.segue.fixture.bad-semver") && !ids.contains("org.segue.fixture.bad_reverse_dns"))
        let diagnostics = (document["diagnostics"] as? [String] ?? []).joined(separator: "\n")
        #expect(diagnostics.contains("version \"1.0.0-beta.01\" has a leading zero"), "\(diagnostics)")
        #expect(
            diagnostics.contains("id \"org.segue.fixture.bad_reverse_dns\" has a label \"bad_reverse_dns\""),
            "\(diagnostics)")
    }

    @Test func repeatsRunEachTestWithConsecutiveSeedsAndEveryReportPrintsThem() throws {
        let plugin = try FixtureLibraries.path("RoundsParameter")
        let (status, document, results) = try contractReport([
            plugin, "--include", "^parameters\\.exact-bounds$", "--seed", "5", "--repeat", "3",
        ])
        #expect(status == 1)
        #expect(document["seed"] as? Int == 5 && document["repeat"] as? Int == 3)
        let seeds = results.filter { $0["test"] as? String == "parameters.exact-bounds" }.compactMap {
            $0["seed"] as? Int
        }
        #expect(seeds == [5, 6, 7])
        let text = try SegueExecutable.run(
            ["validate", plugin, "--include", "^parameters\\.exact-bounds$", "--seed", "5", "--repeat", "3"],
            environment: Self.contractEnvironment)
        #expect(text.standardOutput.contains("seed:     6"), "a failure names its seed")
        #expect(text.standardOutput.contains("seeds 5…7, each test 3 times (--seed 5 --repeat 3"))
        let junit = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-contract-\(UUID().uuidString).xml"
        ).path
        _ = try SegueExecutable.run(
            ["validate", plugin, "--include", "^parameters\\.exact-bounds$", "--seed", "5", "--junit", junit],
            environment: Self.contractEnvironment)
        let xml = try XMLDocument(contentsOf: URL(fileURLWithPath: junit))
        #expect(try xml.nodes(forXPath: "//testsuite/properties/property[@name='seed'][@value='5']").count == 1)
        for (count, words) in [("0", "--repeat 0 is out of range"), ("1001", "--repeat 1001 is out of range")] {
            let bad = try SegueExecutable.run(
                ["validate", plugin, "--repeat", count], environment: Self.contractEnvironment)
            #expect(
                bad.status != 0 && bad.standardError.contains(words) && bad.standardError.contains("from 1 to 1000"))
        }
    }

    @Test func enableRunsATestAboveTheStrictnessAndDisableDropsOne() throws {
        let plugin = try FixtureLibraries.path("RangedParameters")
        let tests = { (arguments: [String]) throws -> Set<String> in
            Set(try self.contractReport([plugin] + arguments).results.compactMap { $0["test"] as? String })
        }
        let level1 = try tests(["--strictness", "1"])
        #expect(!level1.contains("robustness.parameter-fuzz"))
        #expect(
            try tests(["--strictness", "1", "--enable", "robustness.parameter-fuzz"])
                == level1.union(["robustness.parameter-fuzz"]))
        #expect(
            try tests(["--strictness", "1", "--disable", "descriptor.unique-ids"])
                == level1.subtracting(["descriptor.unique-ids"]))
        let unknown = try SegueExecutable.run(
            ["validate", plugin, "--enable", "parameters.exact-bound"], environment: Self.contractEnvironment)
        #expect(unknown.status != 0)
        #expect(
            unknown.standardError.contains("--enable parameters.exact-bound names no test; did you mean"),
            "\(unknown.standardError)")
        #expect(unknown.standardError.contains("parameters.exact-bounds"))
        let both = try SegueExecutable.run(
            ["validate", plugin, "--enable", "library.loads", "--disable", "library.loads"],
            environment: Self.contractEnvironment)
        #expect(both.status != 0 && both.standardError.contains("both enabled and disabled"))
    }

    @Test func theHelpDescribesEveryStrictnessLevel() throws {
        let help = try SegueExecutable.run(["validate", "--help"]).standardOutput
        for level in 1...10 {
            #expect(
                help.range(of: "\\n\\s+\(level)\\s+\\S", options: .regularExpression) != nil,
                "level \(level) is described")
        }
        for option in ["--enable", "--disable", "--repeat", "--seed"] { #expect(help.contains(option)) }
    }
}
