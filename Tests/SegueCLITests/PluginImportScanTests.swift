import Foundation
import Testing

@testable import segue

/// `segue plugin import`'s light reading of Swift files: code apart from comments and strings
/// (``SwiftCodeMask``), the transition types (``TransitionTypeScanner``), the Objective-C pre-check
/// (``ObjectiveCPrecheck``) and what a file needs of its package (``ImportedFileNeeds``).
@Suite struct PluginImportScanTests {
    @Test func theMaskBlanksCommentsAndStringsButKeepsLinesAndInterpolations() {
        let source = #"""
            let a = "class X: Y" // @objc
            /* outer /* nested */ #selector( */ let b = 1
            let c = "\(value("inner")) @objc"
            let d = #"raw \" @objc"#
            let e = """
                @objc
                """
            @objc func f() {}
            """#
        let lines = SwiftCodeMask(source).lines
        #expect(lines.count == 8)
        #expect(!lines[0].contains("class") && !lines[0].contains("@objc") && lines[0].hasPrefix("let a = \""))
        #expect(lines[1].trimmingCharacters(in: .whitespaces) == "let b = 1")
        #expect(lines[2].contains("value(") && !lines[2].contains("inner") && !lines[2].contains("@objc"))
        #expect(!lines[3].contains("@objc") && !lines[5].contains("@objc"))
        #expect(lines[7] == "@objc func f() {}")
    }

    @Test func thePrecheckNamesTheLinesOfAFileWithObjcAndSelectors() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let file = folder.appendingPathComponent("Tap.swift")
        try Data(
            """
            import UIKit

            // @objc in a comment is not code, nor is "#selector(tap)" in a string.
            final class TapAnimator: NSObject {
                @objc func tap() {}

                func wire(_ button: UIButton) {
                    button.addTarget(self, action: #selector(tap), for: .touchUpInside)
                    button.translatesAutoresizingMaskIntoConstraints = false
                }
            }

            """.utf8
        ).write(to: file)
        let text = try String(contentsOf: file, encoding: .utf8)
        let findings = ObjectiveCPrecheck.findings(in: text, file: "Tap.swift")
        #expect(findings.map(\.line) == [5, 8, 9])
        #expect(findings.map(\.construct) == ["@objc", "#selector(…)", "translatesAutoresizingMaskIntoConstraints"])
        #expect(findings.map(\.severity) == [.error, .error, .warning])
        #expect(findings[0].description.hasPrefix("Tap.swift:5: error: '@objc' needs the Objective-C runtime"))
        #expect(findings[2].reason.contains("constraint-driven layout does not animate yet"))
    }

    @Test(arguments: [
        ("@objcMembers class A: NSObject {}", ["@objcMembers"]),
        ("@objc dynamic var progress: CGFloat = 0", ["@objc", "dynamic"]),
        ("perform(#selector(step), with: nil, afterDelay: 0.1)", ["perform(#selector(…))"]),
        ("if delegate.responds(to: #selector(Self.go)) {}", ["responds(to:)", "#selector(…)"]),
        ("token = view.observe(\\.frame) { _, _ in }", ["observe(\\.…)"]),
        (
            "layer.addObserver(self, forKeyPath: #keyPath(CALayer.bounds), context: nil)",
            ["addObserver(_:forKeyPath:…)", "#keyPath(…)"]
        ),
        ("override func observeValue(forKeyPath keyPath: String?, of o: Any?) {}", ["observeValue(forKeyPath:…)"]),
        ("let type = NSClassFromString(\"Card\")", ["NSClassFromString"]),
        ("@IBOutlet weak var card: UIView!", ["@IBOutlet"]),
        ("@IBAction func close(_ sender: Any) {}", ["@IBAction"]),
        (
            "@IBDesignable final class Badge: UIView { @IBInspectable var radius: CGFloat = 0 }",
            ["@IBDesignable", "@IBInspectable"]
        ),
        (
            "NSLayoutConstraint.activate([a.topAnchor.constraint(equalTo: b.topAnchor)])",
            ["NSLayoutConstraint", ".constraint(equalTo:)"]
        ),
        ("#if os(iOS) || os(tvOS)", ["#if os(iOS)"]),
        ("#if canImport(UIKit)", []),
        ("NotificationCenter.default.addObserver(forName: .x, object: nil, queue: nil) { _ in }", []),
        ("let type: Library = .dynamic; let dynamic = 1", []),
    ])
    func eachObjectiveCConstructIsFoundOnce(line: String, constructs: [String]) {
        #expect(ObjectiveCPrecheck.findings(in: line, file: "A.swift").map(\.construct) == constructs)
    }

    @Test func theScannerFindsDelegatesAnimatorsAndPresentationControllersWithTheirLines() {
        var scanner = TransitionTypeScanner()
        scanner.scan(
            """
            import UIKit

            // class Commented: UIViewControllerAnimatedTransitioning {}
            public final class DeckTransitioningDelegate: NSObject,
                UIViewControllerTransitioningDelegate {
                class func make() -> DeckTransitioningDelegate { .init() }
            }
            class BaseAnimator: NSObject, UIKit.UIViewControllerAnimatedTransitioning {}
            final class SlideAnimator: BaseAnimator {}
            final class Generic<T: AnyObject>: NSObject where T: Sendable {}
            final class DeckPresentation: UIPresentationController {}
            """, file: "Deck.swift")
        scanner.scan("extension HomeController: UIViewControllerTransitioningDelegate {}\n", file: "Home.swift")
        let found = scanner.candidates.map { "\($0.kind.rawValue) \($0.type) \($0.file):\($0.line)" }
        #expect(
            found == [
                "transitioning delegate DeckTransitioningDelegate Deck.swift:4",
                "transitioning delegate HomeController Home.swift:1",
                "animator BaseAnimator Deck.swift:8", "animator SlideAnimator Deck.swift:9",
                "presentation controller DeckPresentation Deck.swift:11",
            ])
        #expect(scanner.declaredTypes.isSuperset(of: ["Generic", "SlideAnimator"]))
        #expect(scanner.uikitSubclasses == ["DeckPresentation"])
    }

    @Test(arguments: [
        ("import UIKit\nlet v = UIView()", false, false),
        ("let v = UIView()", true, false),
        ("final class A: NSObject {}", true, false),
        ("import Foundation\nfinal class A: NSObject {}", false, false),
        ("// UIView in a comment\nlet x = 1", false, false),
        ("import UIKit\nimport Darwin\n", false, true),
        ("import UIKit\nlet r = Darwin.sqrt(2.0)", false, true),
        ("import UIKit\n#if canImport(Darwin)\n#endif", false, false),
    ])
    func aFileNeedsUIKitImportedOrADarwinModuleOnlyWhenItsCodeSaysSo(source: String, uikit: Bool, darwin: Bool) {
        let needs = ImportedFileNeeds(source: source)
        #expect(needs.usesUIKitWithoutImporting == uikit)
        #expect(needs.namesDarwin == darwin)
    }

    @Test func severalExportsEachGetAnIdOfTheirOwn() {
        let one = UIKitExport.exports(delegates: [], animators: ["FadeAnimator"], id: "com.example.fade", name: "Fade")
        let call = #"UIKitPlugin.export(animator: { FadeAnimator() }, id: "com.example.fade", name: "Fade")"#
        #expect(one.map(\.call) == [call])
        let two = UIKitExport.exports(
            delegates: ["DeckDelegate"], animators: ["Deck_Animator"], id: "com.example.deck", name: "Deck")
        #expect(two.map(\.id) == ["com.example.deck.deckdelegate", "com.example.deck.deck-animator"])
        #expect(two.map(\.name) == ["DeckDelegate", "Deck_Animator"])
    }
}
