import Foundation
import SegueTestSupport
import Testing

/// `segue plugin import` without building (`--no-build`): the candidates it lists when none is chosen, the
/// package it writes around files copied unchanged, and the bad input it refuses before writing anything.
@Suite struct PluginImportCommandTests {
    private let isolated = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]

    /// A cross-fade animator in UIKit, as an iOS project has it: the arriving view fades in over the leaving one
    /// (or the leaving one out, when nothing arrives), which leaves the container when the transition finishes.
    static let fadeAnimator = """
        import UIKit

        final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                0.25
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let toView = transitionContext.view(forKey: .to)
                let fromView = transitionContext.view(forKey: .from)
                if let toView, let toController = transitionContext.viewController(forKey: .to) {
                    toView.frame = transitionContext.finalFrame(for: toController)
                    toView.alpha = 0
                    transitionContext.containerView.addSubview(toView)
                }
                // Over a view that stays (a dismissal over full screen), the leaving view fades out instead.
                let animations: () -> Void = { if let toView { toView.alpha = 1 } else { fromView?.alpha = 0 } }
                UIView.animate(withDuration: 0.25, animations: animations) { _ in
                    let finished = !transitionContext.transitionWasCancelled
                    (finished ? fromView : toView)?.removeFromSuperview()
                    toView?.alpha = 1
                    fromView?.alpha = 1
                    transitionContext.completeTransition(finished)
                }
            }
        }

        """

    /// Writes `files` (path inside `folder` → text) and returns `folder`.
    @discardableResult
    private func write(_ files: [String: String], in folder: URL) throws -> URL {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    /// Runs `segue plugin import` with `arguments` in `folder`.
    private func importing(_ arguments: [String], in folder: URL) throws -> SegueExecutable.Result {
        try SegueExecutable.run(["plugin", "import"] + arguments, environment: isolated, workingDirectory: folder)
    }

    @Test func candidatesAreListedWithTheirLinesWhenNoneIsChosenAndNothingIsWritten() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        try write(
            [
                "Deck/Animators.swift": """
                import UIKit

                final class DeckPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {}

                final class DeckDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {}
                """,
                "Deck/Sheet/DeckPresentation.swift":
                    "import UIKit\n\nclass DeckPresentation: UIPresentationController {}\n",
            ], in: folder)
        let result = try importing(["Deck", "--output", "Out", "--no-build"], in: folder)
        #expect(result.status == 1, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.contains("animator DeckPresentAnimator Deck/Animators.swift:3"), "\(result.standardOutput)")
        #expect(lines.contains("animator DeckDismissAnimator Deck/Animators.swift:5"))
        #expect(lines.contains("presentation controller DeckPresentation Deck/Sheet/DeckPresentation.swift:3"))
        #expect(result.standardOutput.contains("--animator DeckPresentAnimator"), "an example to copy")
        #expect(
            result.standardError.hasPrefix(
                "segue: error: found 2 animators and 1 presentation controller in the files "
                    + "but none was chosen; pass --delegate TYPE or --animator TYPE"))
        #expect(result.standardError.filter { $0 == "\n" }.count == 1, "one sentence: \(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Deck"], "nothing written")
    }

    @Test func theOneTransitioningDelegateIsChosenAndSaidSo() throws {
        let folder = try write(
            [
                "Fade.swift": Self.fadeAnimator,
                "FadeDelegate.swift": """
                import UIKit

                final class FadeDelegate: NSObject, UIViewControllerTransitioningDelegate {}
                """,
            ], in: try SegueExecutable.temporaryDirectory())
        let result = try importing(["Fade.swift", "FadeDelegate.swift", "--output", "Fade", "--no-build"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.contains(
                "Exporting FadeDelegate, the one transitioning delegate in the files (FadeDelegate.swift:3)."))
        let export = try String(
            contentsOf: folder.appendingPathComponent("Fade/Sources/Fade/SegueExport.swift"), encoding: .utf8)
        let call = #"UIKitPlugin.export(delegate: { FadeDelegate() }, id: "org.example.fade", name: "Fade")"#
        #expect(export.contains(call))
    }

    @Test func filesAreCopiedByteForByteUnchangedKeepingTheirFolders() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        // Windows line ends, no final newline, a byte-order mark, non-ASCII text, tabs and trailing spaces.
        let cards = Self.fadeAnimator.replacingOccurrences(of: "FadeAnimator", with: "CardsAnimator")
        try write(
            [
                "Cards/Sub/CardsHelpers.swift": "// helpers\r\nlet spacing = 8 // no newline at the end",
                "Cards/CardsAnimator.swift": "\u{FEFF}" + cards + "// Çà et là, les cartes s’envolent.\n",
            ], in: folder)
        try write(["Loose/Extra.swift": "import UIKit\n\tlet tabbed = 1   \n"], in: folder)
        let result = try importing(
            ["Cards", "Loose/Extra.swift", "--output", "Cards Plugin", "--name", "Cards", "--no-build"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Exporting CardsAnimator, the one animator in the files"))
        for (original, copy) in [
            ("Cards/Sub/CardsHelpers.swift", "Sub/CardsHelpers.swift"),
            ("Cards/CardsAnimator.swift", "CardsAnimator.swift"), ("Loose/Extra.swift", "Extra.swift"),
        ] {
            let before = try Data(contentsOf: folder.appendingPathComponent(original))
            let after = try Data(contentsOf: folder.appendingPathComponent("Cards Plugin/Sources/Cards/\(copy)"))
            #expect(before == after, "\(original) copied unchanged")
        }
        let written = try FileManager.default.subpathsOfDirectory(
            atPath: folder.appendingPathComponent("Cards Plugin").path)
        #expect(
            Set(written.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".map") }) == [
                "Package.swift", "exports.map", "Sources/Cards/SegueExport.swift", "Sources/Cards/CardsAnimator.swift",
                "Sources/Cards/Sub/CardsHelpers.swift", "Sources/Cards/Extra.swift",
            ])
    }

    @Test func thePackageDependsOnSegueUIKitInSwift5AndTheExportFileIsExactlyTheCall() throws {
        let folder = try write(["Deck.swift": Self.fadeAnimator], in: try SegueExecutable.temporaryDirectory())
        let result = try importing(
            ["Deck.swift", "--output", "Deck", "--animator", "FadeAnimator", "--id", "com.example.deck", "--no-build"],
            in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let root = FixtureLibraries.repositoryRoot.standardizedFileURL
        let manifest = try String(contentsOf: folder.appendingPathComponent("Deck/Package.swift"), encoding: .utf8)
        #expect(manifest.hasPrefix("// swift-tools-version: 6.1\n"))
        #expect(manifest.contains(".package(path: \"\(root.path)\")"))
        #expect(manifest.contains(".library(name: \"Deck\", type: .dynamic, targets: [\"Deck\"])"))
        #expect(manifest.contains("path: \"Sources/Deck\""))
        #expect(
            manifest.contains(
                "dependencies: [.product(name: \"SegueUIKit\", package: \"\(root.lastPathComponent.lowercased())\")]"))
        #expect(manifest.contains(".swiftLanguageMode(.v5)"))
        let versionScript = #".unsafeFlags(["-Xlinker", "--version-script=\(Context.packageDirectory)/exports.map"])"#
        #expect(manifest.contains(versionScript))
        #expect(!manifest.contains("-import-module") && !manifest.contains("Darwin"), "every file imports UIKit")
        let export = try String(
            contentsOf: folder.appendingPathComponent("Deck/Sources/Deck/SegueExport.swift"), encoding: .utf8)
        #expect(
            export == """
                import SegueUIKit

                @c @implementation
                public func segue_sdk_plugin() {
                    UIKitPlugin.export(animator: { FadeAnimator() }, id: "com.example.deck", name: "Deck")
                }

                """)
        let exports = try String(contentsOf: folder.appendingPathComponent("Deck/exports.map"), encoding: .utf8)
        #expect(exports.contains("global: segue_plugin_entry;") && exports.contains("local: *;"))
        #expect(result.standardOutput.contains("swift build --package-path Deck"))
        #expect(result.standardOutput.contains("run --plugin-path Deck/.build/debug --animator com.example.deck"))
        #expect(result.standardOutput.contains("validate Deck/.build/debug/libDeck.so --strictness 10"))
    }

    @Test func filesUsingUIKitUnimportedGetItImportedAndFilesNamingDarwinGetADarwinModule() throws {
        let folder = try write(
            [
                "Spin/SpinAnimator.swift": Self.fadeAnimator.replacingOccurrences(of: "import UIKit\n", with: "")
                    .replacingOccurrences(of: "FadeAnimator", with: "SpinAnimator"),
                "Spin/Angles.swift": "import Darwin\n\nlet quarterTurn = Darwin.acos(0.0)\n",
            ], in: try SegueExecutable.temporaryDirectory())
        let result = try importing(["Spin", "--output", "SpinPlugin", "--name", "Spin", "--no-build"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let manifest = try String(
            contentsOf: folder.appendingPathComponent("SpinPlugin/Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "UIKit"])"#))
        #expect(manifest.contains("// SpinAnimator.swift uses UIKit without importing it"))
        let identity = FixtureLibraries.repositoryRoot.standardizedFileURL.lastPathComponent.lowercased()
        #expect(manifest.contains(#"[.product(name: "SegueUIKit", package: "\#(identity)"), "Darwin"]"#))
        #expect(manifest.contains(#".target(name: "Darwin", path: "Sources/Darwin")"#))
        let shim = try String(
            contentsOf: folder.appendingPathComponent("SpinPlugin/Sources/Darwin/Darwin.swift"), encoding: .utf8)
        #expect(shim == "@_exported import Glibc\n")
    }

    @Test(arguments: [
        (["Fade.swift", "--output", "Taken", "--no-build"], "'Taken' already exists"),
        (["Fade.swift", "--output", "Fade", "--id", "Fade", "--no-build"], "'Fade' is not a reverse-DNS id"),
        (["Missing.swift", "--output", "Fade", "--no-build"], "'Missing.swift' does not exist"),
        (["notes.txt", "--output", "Fade", "--no-build"], "'notes.txt' is not a Swift file"),
        (["A", "B", "--output", "Fade", "--no-build"], "'A/Same.swift' and 'B/Same.swift' have the same file name"),
        (["Fade.swift", "--output", "my-fade", "--no-build"], "the output folder's name 'my-fade' is not a valid"),
        (["Fade.swift", "--output", "Fade", "--animator", "Nope", "--no-build"], "--animator Nope is not a class"),
        (["Fade.swift", "--output", "Fade", "--delegate", "FadeAnimator", "--no-build"], "is an animator"),
        (["Fade.swift", "--output", "UIKit", "--no-build"], "'UIKit' is the name of a module"),
        (
            ["Fade.swift", "--output", "Fade", "--segue", "/tmp", "--no-build"],
            "--segue '/tmp' is not a Segue checkout"
        ),
    ])
    func badInputIsOneSentenceAndWritesNothing(arguments: [String], message: String) throws {
        let folder = try write(
            [
                "Fade.swift": Self.fadeAnimator, "notes.txt": "notes\n", "A/Same.swift": "let a = 1\n",
                "B/Same.swift": "let b = 2\n", "Taken/keep.txt": "keep me\n",
            ], in: try SegueExecutable.temporaryDirectory())
        let before = try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
        let result = try importing(arguments, in: folder)
        #expect(result.status == 64, "\(arguments): \(result.standardError)")
        #expect(
            result.standardError.hasPrefix("segue: error: ") && result.standardError.contains(message),
            "\(result.standardError)")
        #expect(result.standardError.filter { $0 == "\n" }.count == 1, "one line: \(result.standardError)")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted() == before, "nothing written")
    }
}
