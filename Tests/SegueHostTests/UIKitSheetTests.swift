import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SegueScenario
import Testing

extension HostTests {
    /// The bundled UIKitSheet, plain UIKit: a transitioning delegate vending a spring sheet animator and a
    /// UIPresentationController with a dimming view animated alongside (`transitionCoordinator?.animate(
    /// alongsideTransition:)`, UIViewControllerTransitionCoordinator.h), through the UIKit layer.
    @Suite("UIKit: the sheet and its dimming presentation controller")
    struct UIKitSheetTests {
        /// `operation` with the library's animator and its presentation controller, in process or isolated.
        static func record(_ operation: TransitionOperation, isolated: Bool) throws -> ScenarioRecording {
            let isolation =
                try isolated
                ? PluginIsolation(
                    executable: try #require(BuiltLibraries.directory) + "/segue", forksWhenPossible: false) : nil
            let registry = PluginRegistry(
                libraries: [try BuiltLibraries.path("libSeguePluginUIKitSheet.so")], isolation: isolation)
            let animator = try #require(registry.animator(named: "org.segue.uikit-sheet"), "\(registry.diagnostics)")
            let presentation = try #require(registry.presentation(named: "org.segue.uikit-sheet.presentation"))
            var scenario = TransitionScenario(operation: operation, size: Size(width: 400, height: 800))
            scenario.presentationController = { presented, presenting in
                try? registry.makePresentationController(presentation, presented: presented, presenting: presenting)
            }
            return try scenario.run { try registry.makeAnimator(animator, operation: $0) }
        }

        /// The dimming view: the plugin's only view of its own in the container.
        static func dimming(in frame: TraceRecorder.Frame) -> ViewSnapshot? {
            frame.views.first { $0.name.hasPrefix("UIView #") }
        }

        @Test("present: the sheet springs up to the lower two thirds over a dimming view that fades in alongside")
        func present() throws {
            let recording = try Self.record(.present, isolated: false)
            #expect(recording.completed == true && recording.diagnostics.isEmpty, "\(recording.diagnostics)")
            let last = try #require(recording.frames.last)
            let sheet = try CatalogueA.view("Second", in: last)
            #expect(sheet.frame == Rect(x: 0, y: 267, width: 400, height: 533), "frameOfPresentedViewInContainerView")
            let dimming = try #require(Self.dimming(in: last))
            #expect(dimming.alpha == 1 && dimming.frame == Rect(x: 0, y: 0, width: 400, height: 800))
            // A damping ratio of 0.8 overshoots: the sheet rises past its place before it settles.
            let highest = recording.frames.compactMap { $0.views.last { $0.name == "Second" }?.frame.minY }.min()
            #expect(try #require(highest) < 267)
            // The alongside fade runs with the transition's own timing, the sheet's spring: at every frame the
            // dimming's alpha is the sheet's progress from 800 (below the container) to 267, overshoot included.
            var compared = 0
            for frame in recording.frames {
                guard let alpha = Self.dimming(in: frame)?.alpha,
                    let y = frame.views.last(where: { $0.name == "Second" })?.frame.minY
                else { continue }
                #expect(abs(alpha - (800 - y) / 533) < 1e-6, "at \(frame.time)")
                compared += 1
            }
            #expect(compared > 20)
            let order = last.views.map(\.name)
            #expect(try #require(order.firstIndex { $0.hasPrefix("UIView #") }) < order.firstIndex(of: "Second")!)
        }

        @Test("dismiss: the sheet falls away, the dimming fades out alongside and is gone at the end")
        func dismiss() throws {
            let recording = try Self.record(.dismiss, isolated: false)
            #expect(recording.completed == true && recording.diagnostics.isEmpty, "\(recording.diagnostics)")
            let alphas = recording.frames.compactMap { Self.dimming(in: $0)?.alpha }
            #expect(alphas.count > 5 && zip(alphas, alphas.dropFirst()).allSatisfy { $0 + 1e-12 >= $1 })
            let last = try #require(recording.frames.last)
            let gone = Self.dimming(in: last) == nil
            #expect(gone, "dismissalTransitionDidEnd(true) removed it")
            #expect(!last.views.contains { $0.name == "Second" })
        }

        @Test(
            "isolated, the sheet draws the frames it draws in process",
            arguments: [TransitionOperation.present, .dismiss])
        func isolatedMatchesInProcess(operation: TransitionOperation) throws {
            let local = try Self.record(operation, isolated: false)
            let isolated = try Self.record(operation, isolated: true)
            #expect(isolated.frames.map(\.views) == local.frames.map(\.views))
            #expect(isolated.diagnostics == local.diagnostics)
        }
    }
}
