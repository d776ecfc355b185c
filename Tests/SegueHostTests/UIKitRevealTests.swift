import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SegueScenario
import Testing

extension HostTests {
    /// The bundled org.segue.uikit-reveal, a circular reveal written in plain UIKit (Plugins/UIKitReveal):
    /// CircularRevealAnimator masks the revealed view with a `CAShapeLayer` (its frame the view's bounds)
    /// and animates its `path` with one `CABasicAnimation` of 0.5 s, `.easeInEaseOut` (eased progress
    /// G), from `UIBezierPath(ovalIn:)` of a circle of radius 10 about the container's centre (200,
    /// 400) to one of half the diagonal, √(200² + 400²) = 447.21, which reaches every corner;
    /// dismissal animates Second's mask back from the large circle to the small one. The host blends
    /// an ellipse mask's rectangle linearly, so the mask at G is the circle of radius 10 + 437.21 G:
    /// 66.47 at a quarter of the time (G = 0.1292), 228.61 at half, 390.74 at three quarters. The
    /// transaction's completion block takes the mask off and completes.
    @Suite("UIKit plugins: Reveal")
    struct UIKitRevealTests {
        /// The container's centre, where the circle grows from.
        static let center = Point(x: 200, y: 400)
        /// The small circle's radius.
        static let small = 10.0
        /// Half the container's diagonal.
        static let large = (200.0 * 200 + 400 * 400).squareRoot()

        /// The mask of the circle of `radius` about the centre, as `UIBezierPath(ovalIn:)` reaches the host.
        static func circle(_ radius: Double) -> ViewMask {
            .ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        }

        /// Whether two masks have the same shape and agree within `tolerance` points.
        static func close(_ a: ViewMask?, _ b: ViewMask, tolerance: Double = 1e-6) -> Bool {
            guard let a, a.shape == b.shape else { return false }
            let (r, s) = (a.rect, b.rect)
            let differences = [r.minX - s.minX, r.minY - s.minY, r.width - s.width, r.height - s.height]
            return differences.allSatisfy { abs($0) <= tolerance }
        }

        /// Every frame's mask against the eased circle, and the radii at the start, ¼, ½ and ¾ of the time.
        @Test(
            "present grows Second's circular mask from the centre, dismiss shrinks it back, along ease-in-out",
            arguments: [PluginOperation.present, .dismiss])
        func poses(operation: PluginOperation) throws {
            // At 120 frames a second a quarter of the 0.5 s (0.125 s) falls on a frame.
            let scenario = TransitionScenario(operation: operation, framesPerSecond: 120)
            let recording = try BundledPlugins.run("uikit-reveal", scenario)
            #expect(recording.duration == 0.5)
            let presenting = operation == .present
            let start = try CatalogueA.start(recording)
            let running = recording.frames.filter { $0.time - start >= -1e-9 && $0.time - start < 0.5 - 1e-9 }
            #expect(running.count == 60, "\(running.count) frames")
            for frame in running {
                let g = CatalogueA.easeInOut((frame.time - start) / 0.5)
                let grown = presenting ? g : 1 - g
                let second = try CatalogueA.view("Second", in: frame)
                let expected = Self.circle(Self.small + (Self.large - Self.small) * grown)
                #expect(Self.close(second.mask, expected), "\(String(describing: second.mask)) at G = \(g)")
                // Only the mask moves: Second stays where it ends, over First, which is never masked.
                #expect(second.frame == Rect(x: 0, y: 0, width: 400, height: 800) && second.transform3D == .identity)
                let first = try CatalogueA.view("First", in: frame)
                #expect(first.mask == nil && first.alpha == 1 && first.transform3D == .identity)
                let names = frame.views.map(\.name)
                #expect(names.firstIndex(of: "First")! < names.firstIndex(of: "Second")!, "\(names)")
                if !presenting {
                    let container = try CatalogueA.view("container", in: frame)
                    #expect(first.superview == container.id, "the dismissal puts First back beneath Second")
                }
            }
            // The numbers at the start, a quarter, half and three quarters of the time; shrinking passes
            // through the same circles backwards (ease-in-out is symmetric about half time). Worked out apart
            // from the engine, they agree to its Bézier solver's precision (about 1e-5 points here).
            let radii = [10, 66.47135227491634, 228.60679774997897, 390.7422432250416]
            for (index, seconds) in [0, 0.125, 0.25, 0.375].enumerated() {
                let frame = try CatalogueA.frame(recording, at: seconds)
                #expect(abs(frame.time - start - seconds) < 1e-9)
                let radius = presenting ? radii[index] : index == 0 ? Self.large : radii[radii.count - index]
                let mask = try CatalogueA.view("Second", in: frame).mask
                let described = String(describing: mask)
                #expect(Self.close(mask, Self.circle(radius), tolerance: 1e-3), "\(described) at \(seconds) s")
            }
            // The completion took the mask off.
            #expect(recording.frames.last?.views.allSatisfy { $0.mask == nil } == true)
        }

        /// Present, dismiss, push and pop end as the unanimated transition, with no mask left.
        @Test("every operation completes cleanly and ends in the unanimated state")
        func endStates() throws { try CatalogueA.checkEndStates("uikit-reveal") }

        /// Interactive runs cancelled at seeded depths restore every view; a released pan finishes as the plain run.
        @Test("cancelled interactive runs end where they started; a finishing pan ends like the plain run")
        func cancels() throws { try CatalogueA.checkCancels("uikit-reveal", seed: 0x8E7EA1) }
    }
}
