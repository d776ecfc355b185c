import Testing

@testable import segue

/// `segue plugin import`'s reading of a failed build (``CompilerDiagnostics``, ``BuildFailureReport``), on the
/// real compiler output in ``CompilerOutputFixtures``.
@Suite struct PluginImportDiagnosticsTests {
    private let animator = "/x/Deck/Sources/Deck/DeckAnimator.swift"
    private let card = "/x/Deck/Sources/Deck/DeckCard.swift"

    /// The fixture's diagnostics, with DeckCard known as a UIView subclass.
    private var deck: CompilerDiagnostics {
        CompilerDiagnostics(output: CompilerOutputFixtures.deck, localUIKitTypes: ["DeckCard"])
    }

    @Test func eachMissingUIKitSymbolIsListedOnceWithEveryLineUsingIt() {
        let names = deck.missingSymbols.map(\.name)
        #expect(
            names == [
                "UIView.frobnicate", "UIView.animateKeyframes", "CGAffineTransform", "UINavigationController",
                "UIKit.UIScreen", "DeckCard.frobnicate",
            ])
        let frobnicate = deck.missingSymbols.first { $0.name == "UIView.frobnicate" }
        #expect(frobnicate?.uses.map(\.description) == ["\(animator):7", "\(card):9"])
    }

    @Test func objectiveCErrorsAreSeparateAndReportedOnceThoughTheBuildRepeatsThem() {
        #expect(deck.objectiveCErrors.map { $0.location?.description } == ["\(animator):4", "\(animator):9"])
        #expect(deck.objectiveCErrors[1].message == "'#selector' can only be used with the Objective-C runtime")
    }

    @Test func theRestAreOtherErrorsVerbatimWithoutTheBuildsOwnSummary() {
        #expect(
            deck.otherErrors.map(\.verbatim) == [
                "\(animator):15:9: error: cannot find 'undefinedHelper' in scope",
                "\(card):5:9: error: cannot find 'frobnicate' in scope",
                "\(card):8:26: error: cannot convert value of type 'String' to specified type 'Int'",
            ])
        #expect(!deck.otherErrors.contains { $0.message.contains("emit-module command failed") })
    }

    @Test func aMemberOfAnUnknownLocalTypeIsNotCalledUIKits() {
        let plain = CompilerDiagnostics(output: CompilerOutputFixtures.deck)
        #expect(!plain.missingSymbols.contains { $0.name.hasPrefix("DeckCard.") })
        #expect(plain.otherErrors.contains { $0.message == "value of type 'DeckCard' has no member 'frobnicate'" })
    }

    @Test func aMissingModuleIsAMissingSymbolOnce() {
        let diagnostics = CompilerDiagnostics(output: CompilerOutputFixtures.missingModule)
        let use = CompilerDiagnostics.Location(file: "/x/Deck/Sources/Deck/b.swift", line: 2)
        #expect(diagnostics.missingSymbols == [.init(name: "module SnapKit", uses: [use])])
        #expect(diagnostics.objectiveCErrors.isEmpty && diagnostics.otherErrors.isEmpty)
    }

    @Test(
        arguments: [
            (
                "value of type 'any UIViewControllerContextTransitioning' has no member 'foo'",
                "UIViewControllerContextTransitioning.foo"
            ),
            ("value of type 'UIView?' has no member 'layer'", "UIView.layer"),
            ("type 'UIView.AnimationOptions' has no member 'curveEaseIn'", "UIView.AnimationOptions.curveEaseIn"),
            ("'AnimationCurve' is not a member type of class 'UIKit.UIView'", "UIView.AnimationCurve"),
            ("cannot find 'CATransform3DMakeRotation' in scope", "CATransform3DMakeRotation"),
            ("module 'QuartzCore' has no member named 'CADisplayLink'", "QuartzCore.CADisplayLink"),
            ("cannot find 'helper' in scope", nil),
            ("value of type 'String' has no member 'frobnicate'", nil),
        ] as [(String, String?)])
    func missingNamesAreReadFromEachMessageShape(message: String, name: String?) {
        #expect(CompilerDiagnostics.missingName(in: message) == name)
    }

    @Test func displayPathsAndTerminalColoursAreHandled() {
        let output =
            "\u{1B}[1m/abs/Out/Sources/Out/A.swift:3:1: \u{1B}[31merror: \u{1B}[0mcannot find 'UIFoo' in scope\n"
            + "ld.lld: error: undefined symbol: segue_sdk_plugin\n"
        let diagnostics = CompilerDiagnostics(output: output) { $0.replacingOccurrences(of: "/abs/Out", with: "Out") }
        #expect(diagnostics.missingSymbols.map { $0.uses.map(\.description) } == [["Out/Sources/Out/A.swift:3"]])
        #expect(diagnostics.otherErrors.map(\.verbatim) == ["ld.lld: error: undefined symbol: segue_sdk_plugin"])
    }

    @Test func theReportMergesThePrecheckAndFoldsErrorsOnObjectiveCLines() {
        let precheck = [
            ObjectiveCPrecheck.Finding(
                file: animator, line: 4, construct: "@objc", reason: "needs the runtime", severity: .error),
            ObjectiveCPrecheck.Finding(
                file: animator, line: 15, construct: "perform(#selector(…))", reason: "sends a message",
                severity: .error),
        ]
        let report = BuildFailureReport(diagnostics: deck, precheck: precheck)
        // The pre-check's line 4 and the compiler's line 9; the compiler's own line 4 is not repeated.
        #expect(
            report.objectiveCLines == [
                "\(animator):4: '@objc' needs the runtime", "\(animator):15: 'perform(#selector(…))' sends a message",
                "\(animator):9:22: error: '#selector' can only be used with the Objective-C runtime",
            ])
        // Line 15's error follows from its Objective-C and is not counted again.
        #expect(report.otherErrors.count == 2)
        #expect(report.summary == "6 missing UIKit symbols, 3 Objective-C-only lines and 2 other errors")
        let lines = report.lines
        #expect(lines.first == "UIKit symbols the UIKit layer does not have yet (6):")
        #expect(lines.contains { $0.hasPrefix("  UIView.frobnicate ") && $0.hasSuffix("\(animator):7; \(card):9") })
        #expect(lines.contains("Objective-C-only code, to rewrite in Swift (3):"))
        #expect(lines.contains("2 other compiler errors:"))
    }

    @Test func usesAreGroupedByFile() {
        let uses = [("A.swift", 3), ("B.swift", 4), ("A.swift", 9)].map {
            CompilerDiagnostics.Location(file: $0, line: $1)
        }
        #expect(BuildFailureReport.describe(uses) == "A.swift:3, 9; B.swift:4")
    }

    @Test func onlyTheFirstFewOtherErrorsAreShown() {
        let output = (1...5).map { "/p/A.swift:\($0):1: error: mistake \($0)" }.joined(separator: "\n")
        let report = BuildFailureReport(diagnostics: CompilerDiagnostics(output: output), precheck: [])
        #expect(
            report.lines == [
                "5 other compiler errors, the first 3:", "  /p/A.swift:1:1: error: mistake 1",
                "  /p/A.swift:2:1: error: mistake 2", "  /p/A.swift:3:1: error: mistake 3",
            ])
        #expect(report.summary == "5 other errors")
    }
}
