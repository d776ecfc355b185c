import Foundation
import SegueTestSupport
import Testing

/// `segue plugin new --lang uikit`: the package `plugin import` writes, around a fade written in Apple's UIKit
/// API (and for `--kind presentation` a presentation controller with a dimming view), exported through its
/// transitioning delegate.
@Suite struct PluginNewUIKitTests {
    private let isolated = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]

    /// The text of `path` inside `folder`.
    private func text(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func anAnimatorProjectIsAFadeAndADelegateExportedOnSegueUIKit() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let made = try SegueExecutable.run(
            ["plugin", "new", "Glide", "--lang", "uikit", "--id", "com.example.glide"], environment: isolated,
            workingDirectory: folder)
        #expect(made.status == 0, "\(made.standardError)")
        #expect(made.standardOutput.hasPrefix("Created a UIKit animator plugin project in Glide"))
        #expect(made.standardOutput.contains("swift build --package-path Glide"))
        let root = FixtureLibraries.repositoryRoot.standardizedFileURL
        let manifest = try text("Glide/Package.swift", in: folder)
        #expect(manifest.contains(".package(path: \"\(root.path)\")"))
        let identity = root.lastPathComponent.lowercased()
        #expect(manifest.contains(".product(name: \"SegueUIKit\", package: \"\(identity)\")"))
        #expect(manifest.contains("path: \"Sources/Glide\"") && manifest.contains(".swiftLanguageMode(.v5)"))
        #expect(!manifest.contains("-import-module"), "the template imports UIKit")
        let animator = try text("Glide/Sources/Glide/GlideAnimator.swift", in: folder)
        #expect(animator.hasPrefix("import UIKit\n"))
        #expect(animator.contains("final class GlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {"))
        #expect(animator.contains("UIView.animate(\n"))
        #expect(animator.contains("withDuration: duration, delay: 0, options:"))
        #expect(animator.contains("transitionContext.completeTransition(!transitionContext.transitionWasCancelled)"))
        let delegate = "final class GlideTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate"
        #expect(animator.contains(delegate))
        #expect(animator.contains("forPresented presented: UIViewController, presenting: UIViewController, source:"))
        #expect(animator.contains("forDismissed dismissed: UIViewController"))
        #expect(!animator.contains("__NAME__") && !animator.contains("UIPresentationController"))
        let call =
            #"UIKitPlugin.export(delegate: { GlideTransitioningDelegate() }, id: "com.example.glide", name: "Glide")"#
        #expect(
            try text("Glide/Sources/Glide/SegueExport.swift", in: folder)
                == "import SegueUIKit\n\n@c @implementation\npublic func segue_sdk_plugin() {\n    \(call)\n}\n")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("Glide").path)
        #expect(
            Set(files) == [
                "Package.swift", "exports.map", "Sources", "Sources/Glide", "Sources/Glide/GlideAnimator.swift",
                "Sources/Glide/SegueExport.swift",
            ])
    }

    @Test func aPresentationProjectAddsADimmingPresentationControllerTheDelegateVends() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let made = try SegueExecutable.run(
            ["plugin", "new", "Sheet", "--lang", "uikit", "--kind", "presentation"], environment: isolated,
            workingDirectory: folder)
        #expect(made.status == 0, "\(made.standardError)")
        let controller = try text("Sheet/Sources/Sheet/SheetPresentationController.swift", in: folder)
        #expect(controller.contains("final class SheetPresentationController: UIPresentationController {"))
        #expect(controller.contains("presentedViewController.transitionCoordinator?.animate("))
        #expect(controller.contains("alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)"))
        #expect(controller.contains("override var frameOfPresentedViewInContainerView: CGRect"))
        let animator = try text("Sheet/Sources/Sheet/SheetAnimator.swift", in: folder)
        #expect(animator.contains("func presentationController("))
        let vended = "SheetPresentationController(presentedViewController: presented, presenting: presenting)"
        #expect(animator.contains(vended))
        #expect(try text("Sheet/Sources/Sheet/SegueExport.swift", in: folder).contains("id: \"org.example.sheet\""))
    }

    @Test(arguments: [
        (["plugin", "new", "Swipe", "--lang", "uikit", "--kind", "interaction"], "not yet an interaction controller"),
        (["plugin", "new", "UIKit", "--lang", "uikit"], "'UIKit' is the name of a module"),
    ])
    func whatUIKitCannotBeYetIsRefusedBeforeAnythingIsWritten(arguments: [String], message: String) throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let result = try SegueExecutable.run(arguments, environment: isolated, workingDirectory: folder)
        #expect(result.status == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing written")
    }
}
