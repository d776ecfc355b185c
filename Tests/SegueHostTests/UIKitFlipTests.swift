import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SegueScenario
import Testing

extension HostTests {
    /// The bundled org.segue.uikit-flip, a card flip written in plain UIKit (Plugins/UIKitFlip): one
    /// `UIView.animateKeyframes` of 0.6 s with no curve named, so the whole is eased in and out
    /// (eased progress G). CardFlipAnimator sets `layer.transform` to `turned(angle)`, which is
    /// `CATransform3DRotate(t, angle, 0, 1, 0)` on a `t` of `m34 = -1/500`: rotation, then that
    /// perspective. Presenting, the keyframe over G in 0–0.5 turns First from `turned(0)` to
    /// `turned(π/2)` and the one over 0.5–1 turns Second from `turned(-π/2)` (set before the block,
    /// edge-on) to `turned(0)`; dismissing mirrors the signs. The host blends transforms by
    /// decomposition, and the perspective part of `turned(a)` is the same for every `a`, so a pose
    /// is `turned` of the angle linear in the keyframe's progress: 23.25° at a quarter of the time
    /// (G = 0.1292), edge-on at half time. The completion sets both transforms to the identity.
    @Suite("UIKit plugins: Flip")
    struct UIKitFlipTests {
        /// CardFlipAnimator's perspective, `m34 = -1/500`.
        static let perspective = Transform3D(perspectiveDistance: 500)

        /// `CATransform3DRotate(perspective, angle, 0, 1, 0)`: the rotation first, then the perspective.
        static func turned(_ angle: Double) -> Transform3D {
            Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0).concatenating(perspective)
        }

        /// The angles the keyframes give the leaving and the arriving view at eased progress `g`.
        static func angles(at g: Double, presenting: Bool) -> (from: Double, to: Double) {
            let direction = presenting ? 1.0 : -1.0
            let away = min(g / 0.5, 1)
            let arrived = max(g - 0.5, 0) / 0.5
            return (direction * away * .pi / 2, -direction * (1 - arrived) * .pi / 2)
        }

        /// The transition's frames before the completion, with the eased progress of the keyframe animation.
        static func timeline(_ recording: ScenarioRecording) throws -> [(g: Double, frame: TraceRecorder.Frame)] {
            let start = try CatalogueA.start(recording)
            return recording.frames.filter { $0.time - start >= -1e-9 && $0.time - start < 0.6 - 1e-9 }
                .map { (CatalogueA.easeInOut(($0.time - start) / 0.6), $0) }
        }

        /// Every frame's two transforms against the keyframes' angles, and the numbers at ¼, ½ and ¾ of the time.
        @Test(
            "present and dismiss: the leaving view turns to edge-on, then the arriving one turns in from edge-on",
            arguments: [PluginOperation.present, .dismiss])
        func poses(operation: PluginOperation) throws {
            let recording = try BundledPlugins.run("uikit-flip", TransitionScenario(operation: operation))
            #expect(recording.duration == 0.6)
            let presenting = operation == .present
            let (leaving, arriving) = presenting ? ("First", "Second") : ("Second", "First")
            var checked = (away: 0, toward: 0)
            for (g, frame) in try Self.timeline(recording) {
                let angles = Self.angles(at: g, presenting: presenting)
                let from = try CatalogueA.view(leaving, in: frame)
                let to = try CatalogueA.view(arriving, in: frame)
                #expect(CatalogueA.close(from.transform3D, Self.turned(angles.from)), "\(leaving) at G = \(g)")
                #expect(CatalogueA.close(to.transform3D, Self.turned(angles.to)), "\(arriving) at G = \(g)")
                #expect(from.alpha == 1 && to.alpha == 1 && !from.isHidden && !to.isHidden, "only turns hide them")
                if g < 0.5 { checked.away += 1 } else if g > 0.5 { checked.toward += 1 }
                // Second is the card on top both ways: added over First, or First put back beneath it.
                let names = frame.views.map(\.name)
                #expect(names.firstIndex(of: "First")! < names.firstIndex(of: "Second")!, "\(names)")
                if !presenting {
                    let container = try CatalogueA.view("container", in: frame)
                    #expect(to.superview == container.id, "the dismissal puts First back in the container")
                }
            }
            #expect(checked.away > 10 && checked.toward > 10, "\(checked)")
            // A quarter of the time (0.15 s) is G = 0.1292: the leaving view has turned 23.25°, not the 45° of
            // half the first keyframe; at three quarters the arriving view has 23.25° still to go.
            let quarter = try CatalogueA.frame(recording, at: 0.15)
            let threeQuarters = try CatalogueA.frame(recording, at: 0.45)
            let start = try CatalogueA.start(recording)
            #expect(abs(quarter.time - start - 0.15) < 1e-9 && abs(threeQuarters.time - start - 0.45) < 1e-9)
            let degrees = 23.249147588517562 * .pi / 180
            let sign = presenting ? 1.0 : -1.0
            #expect(
                CatalogueA.close(try CatalogueA.view(leaving, in: quarter).transform3D, Self.turned(sign * degrees)))
            #expect(
                CatalogueA.close(
                    try CatalogueA.view(arriving, in: threeQuarters).transform3D, Self.turned(-sign * degrees)))
            // Half time is G = 0.5: both edge-on, the leaving view at +90° presenting.
            let half = try CatalogueA.frame(recording, at: 0.3)
            #expect(CatalogueA.close(try CatalogueA.view(leaving, in: half).transform3D, Self.turned(sign * .pi / 2)))
            #expect(
                CatalogueA.close(try CatalogueA.view(arriving, in: half).transform3D, Self.turned(-sign * .pi / 2)))
        }

        /// With the presenter not handed over, it stays flat and in place while Second turns alone.
        @Test(
            "over the full screen the presenter is not handed over, so only the presented view turns",
            arguments: [PluginOperation.present, .dismiss])
        func presenterKeptInPlace(operation: PluginOperation) throws {
            var scenario = TransitionScenario(operation: operation)
            scenario.presentationStyle = .overFullScreen
            let recording = try BundledPlugins.run("uikit-flip", scenario)
            #expect(recording.completed == true && recording.diagnostics.isEmpty, "\(recording.diagnostics)")
            let presenting = operation == .present
            for (g, frame) in try Self.timeline(recording) {
                let angles = Self.angles(at: g, presenting: presenting)
                let first = try CatalogueA.view("First", in: frame)
                #expect(first.transform3D == .identity, "First at G = \(g)")
                // Not handed over, First is not moved into the container either.
                #expect(first.superview != (try CatalogueA.view("container", in: frame)).id)
                let second = try CatalogueA.view("Second", in: frame)
                let expected = Self.turned(presenting ? angles.to : angles.from)
                #expect(CatalogueA.close(second.transform3D, expected), "Second at G = \(g)")
            }
            // And it ends where the unanimated transition leaves it.
            let native = try scenario.run { DiagonalAnimator(presenting: $0.requiredCapability == .present) }
            #expect(CatalogueA.looks(recording.frames.last) == CatalogueA.looks(native.frames.last))
        }

        /// Present, dismiss, push and pop end as the unanimated transition, every transform the identity again.
        @Test("every operation completes cleanly and ends in the unanimated state")
        func endStates() throws { try CatalogueA.checkEndStates("uikit-flip") }

        /// Interactive runs cancelled at seeded depths restore every view; a released pan finishes as the plain run.
        @Test("cancelled interactive runs end where they started; a finishing pan ends like the plain run")
        func cancels() throws { try CatalogueA.checkCancels("uikit-flip", seed: 0xF11D) }
    }
}
