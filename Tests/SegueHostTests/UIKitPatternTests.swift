import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SegueScenario
import Testing

extension HostTests {
    /// UIKit animators (Fixtures/UIKitPatterns and the bundled UIKitDiagonal, plain UIKit) run as UIKit runs them,
    /// through the UIKit layer, in process and isolated alike: each pattern's poses at key times against the numbers
    /// UIKit's documentation gives, and the seeds' diagonal written in UIKit frame for frame against the same
    /// animator on the handle SDK.
    @Suite("UIKit code runs as on iOS")
    struct UIKitPatternTests {
        /// The fixture library's animator `id` running `operation`, in process or isolated.
        static func record(_ id: String, _ operation: PluginOperation = .present, isolated: Bool = false) throws
            -> ScenarioRecording
        {
            let isolation =
                try isolated
                ? PluginIsolation(
                    executable: try #require(BuiltLibraries.directory) + "/segue", forksWhenPossible: false) : nil
            let library = try BuiltLibraries.path("libSegueFixtureUIKitPatterns.so")
            let registry = PluginRegistry(libraries: [library], isolation: isolation)
            let available = try #require(registry.animator(named: id), "\(registry.diagnostics)")
            return try TransitionScenario(operation: operation).run {
                try registry.makeAnimator(available, operation: $0)
            }
        }

        /// Whether two frames' views agree within `tolerance` (the layer sends position and bounds where the
        /// handle SDK sends a frame: the same motion, rounded differently).
        static func sameViews(_ a: [ViewSnapshot], _ b: [ViewSnapshot], tolerance: Double = 1e-9) -> Bool {
            guard a.count == b.count else { return false }
            return zip(a, b).allSatisfy { x, y in
                x.name == y.name && abs(x.frame.minX - y.frame.minX) <= tolerance
                    && abs(x.frame.minY - y.frame.minY) <= tolerance
                    && abs(x.frame.width - y.frame.width) <= tolerance
                    && abs(x.frame.height - y.frame.height) <= tolerance && x.alpha == y.alpha
                    && x.subviews.count == y.subviews.count
            }
        }

        @Test(
            "the seeds' diagonal in UIKit draws the handle SDK's frames",
            arguments: [PluginOperation.present, .dismiss, .push, .pop])
        func diagonalMatchesTheHandleSDK(operation: PluginOperation) throws {
            let uikit = try BundledPlugins.run("uikit-diagonal", TransitionScenario(operation: operation))
            let sdk = try BundledPlugins.run("diagonal", TransitionScenario(operation: operation))
            #expect(uikit.completed == true && uikit.diagnostics.isEmpty, "\(uikit.diagnostics)")
            #expect(uikit.frames.count == sdk.frames.count)
            for (u, s) in zip(uikit.frames, sdk.frames) {
                #expect(Self.sameViews(u.views, s.views), "at \(u.time): \(u.views) against \(s.views)")
            }
        }

        @Test(
            "isolated runs trace what in-process runs trace",
            arguments: [
                "org.fixture.uikit-keyframe-pop", "org.fixture.uikit-property-fade",
                "org.fixture.uikit-cross-dissolve", "org.fixture.uikit-explicit", "org.fixture.uikit-zoom",
            ])
        func isolatedMatchesInProcess(id: String) throws {
            let local = try Self.record(id)
            let isolated = try Self.record(id, isolated: true)
            #expect(
                local.completed == true && isolated.completed == true, "\(local.diagnostics) \(isolated.diagnostics)")
            #expect(isolated.frames.map(\.views) == local.frames.map(\.views))
        }

        /// UIView.animateKeyframes without options eases the whole animation in and out (the raw curve 0); each
        /// keyframe moves linearly inside its window of the eased progress G (UIView.h, addKeyframe's relative
        /// times; Segue's animation.h rule). Scale 0.5 → 1.1 with alpha 0 → 1 over G 0…0.6, then 1.1 → 1.
        @Test("a keyframe pop scales and fades in its windows of the eased progress")
        func keyframePop() throws {
            let recording = try Self.record("org.fixture.uikit-keyframe-pop")
            #expect(recording.completed == true)
            let start = try CatalogueA.start(recording)
            var checked = 0
            for frame in recording.frames where frame.time - start > 1e-9 && frame.time - start < 0.5 - 1e-9 {
                let g = CatalogueA.easeInOut((frame.time - start) / 0.5)
                let second = try CatalogueA.view("Second", in: frame)
                let scale = g < 0.6 ? 0.5 + 0.6 * g / 0.6 : 1.1 - 0.1 * (g - 0.6) / 0.4
                #expect(abs(second.transform3D.m11 - scale) < 1e-6, "scale at G = \(g)")
                #expect(abs(second.alpha - min(g / 0.6, 1)) < 1e-6, "alpha at G = \(g)")
                checked += 1
            }
            #expect(checked > 20)
            let last = try CatalogueA.view("Second", in: try #require(recording.frames.last))
            #expect(last.transform3D == .identity && last.alpha == 1)
        }

        /// UIViewPropertyAnimator(duration:curve:) with .easeOut: Core Animation's ease-out (0, 0, 0.58, 1).
        @Test("an interruptible property animator fades in on its curve and completes at its end")
        func propertyAnimator() throws {
            let recording = try Self.record("org.fixture.uikit-property-fade")
            #expect(recording.completed == true)
            let start = try CatalogueA.start(recording)
            let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
            var checked = 0
            for frame in recording.frames where frame.time - start > 1e-9 && frame.time - start < 0.4 - 1e-9 {
                let second = try CatalogueA.view("Second", in: frame)
                #expect(abs(second.alpha - easeOut.value(at: (frame.time - start) / 0.4)) < 1e-6)
                checked += 1
            }
            #expect(checked > 15)
            let completion = try #require(recording.events.first { $0.name == "context.completeTransition(_:)" })
            #expect(abs(completion.time - start - 0.4) < 1.0 / 60 + 1e-9)
        }

        /// UIView.transition(with:options: .transitionCrossDissolve): the container's old look (a snapshot taken
        /// before the block) fades out linearly over the new one, and is gone at the end.
        @Test("a cross-dissolve fades the old look out over the new")
        func crossDissolve() throws {
            let recording = try Self.record("org.fixture.uikit-cross-dissolve")
            #expect(recording.completed == true)
            let start = try CatalogueA.start(recording)
            let middle = try CatalogueA.frame(recording, at: 0.2)
            let old = try #require(middle.views.last { $0.snapshotContent != nil }, "the old look's snapshot")
            #expect(abs(old.alpha - (1 - (middle.time - start) / 0.4)) < 1e-6)
            #expect(middle.views.contains { $0.name == "Second" && $0.alpha == 1 })
            let last = try #require(recording.frames.last)
            #expect(!last.views.contains { $0.snapshotContent != nil })
        }

        /// A property set inside an animation block reads back its new value at once (the model), while
        /// `layer.presentation()` reads the screen: the start before the animation runs, half way a quarter second
        /// into a linear half-second animation, the end in its completion (UIView.h, CALayer.h `presentationLayer`);
        /// `DispatchQueue.main.asyncAfter` runs a quarter second later on the transition's clock.
        @Test("model values read back at once, the presentation reads the screen, asyncAfter runs on the timeline")
        func modelAndPresentation() throws {
            let recording = try Self.record("org.fixture.uikit-model-reads")
            #expect(recording.completed == true)
            // The markers are the fixture's own views, which the host removes when the transition completes.
            let names = Set(recording.frames.flatMap { $0.views.map(\.name) })
            let final = try CatalogueA.view("Second", in: try #require(recording.frames.last)).frame
            let (w, h) = (Int(final.width), Int(final.height))
            #expect(names.contains { $0.hasPrefix("model 0 0 \(w) \(h)") }, "\(names)")
            #expect(names.contains { $0.hasPrefix("screen 0 \(h) \(w) \(h)") }, "\(names)")
            #expect(names.contains { $0.hasPrefix("later 0 \(h / 2) \(w) \(h) at 0.25") }, "\(names)")
            // The completion's marker is added just before it completes, so no frame shows it; the host's report of
            // the views left behind names it.
            #expect(recording.diagnostics.joined().contains("ended true 0 0 \(w) \(h)"), "\(recording.diagnostics)")
        }

        /// CABasicAnimation changes the screen only: opacity 0 → 1 linearly (no timing function: linear) with the
        /// model already 1; a `position.x` slide that fills forwards and is not removed keeps its end on screen;
        /// the transaction's completion block runs once both have ended (CATransaction.h).
        @Test("explicit Core Animation changes the presentation and the transaction completes after it")
        func explicitAnimations() throws {
            let recording = try Self.record("org.fixture.uikit-explicit")
            #expect(recording.completed == true)
            let start = try CatalogueA.start(recording)
            let quarter = try CatalogueA.frame(recording, at: 0.1)
            let second = try CatalogueA.view("Second", in: quarter)
            #expect(abs(second.alpha - (quarter.time - start) / 0.4) < 1e-6)
            let badge = try #require(quarter.views.last { $0.name.hasPrefix("badge") })
            #expect(abs(badge.center.x - (30 + 200 * (quarter.time - start) / 0.2)) < 1e-6)
            let late = try CatalogueA.frame(recording, at: 0.3)
            #expect(try #require(late.views.last { $0.name.hasPrefix("badge") }).center.x == 230)
            let completion = try #require(recording.events.first { $0.name == "context.completeTransition(_:)" })
            #expect(abs(completion.time - start - 0.4) < 1.0 / 60 + 1e-9)
        }

        /// A zoom from a thumbnail: the thumbnail's snapshot (snapshotView(afterScreenUpdates:), UIView.h) starts at
        /// the thumbnail's place in the container (convert(_:to:)) and reaches the presented view's frame on
        /// ease-in-out while the presented view fades in over it; the snapshot is gone at the end.
        @Test("a zoom flies the thumbnail's snapshot to the presented frame while the view fades in")
        func thumbnailZoom() throws {
            let recording = try Self.record("org.fixture.uikit-zoom")
            #expect(recording.completed == true && recording.diagnostics.isEmpty, "\(recording.diagnostics)")
            let start = try CatalogueA.start(recording)
            let first = try #require(recording.frames.first)
            let photo = try #require(first.views.first { $0.name == "photo" && $0.clipsToBounds })
            let final = try CatalogueA.view("Second", in: try #require(recording.frames.last)).frame
            var checked = 0
            for frame in recording.frames where frame.time - start > 1e-9 && frame.time - start < 0.5 - 1e-9 {
                let g = CatalogueA.easeInOut((frame.time - start) / 0.5)
                let zooming = try #require(frame.views.last { $0.snapshotContent != nil })
                let expected = Rect(
                    x: photo.frame.minX + (final.minX - photo.frame.minX) * g,
                    y: photo.frame.minY + (final.minY - photo.frame.minY) * g,
                    width: photo.frame.width + (final.width - photo.frame.width) * g,
                    height: photo.frame.height + (final.height - photo.frame.height) * g)
                #expect(
                    abs(zooming.frame.minX - expected.minX) < 1e-6 && abs(zooming.frame.minY - expected.minY) < 1e-6)
                #expect(abs(zooming.frame.width - expected.width) < 1e-6, "at \(frame.time - start)")
                #expect(abs(try CatalogueA.view("Second", in: frame).alpha - g) < 1e-6)
                checked += 1
            }
            #expect(checked > 20)
            #expect(!(try #require(recording.frames.last)).views.contains { $0.snapshotContent != nil })
        }

        /// A view made with a transform keeps its bounds and is drawn transformed (UIView.h: the frame is the
        /// transformed box); a superview keeps a subview no variable holds; after completeTransition, reads and
        /// changes stay in the model and reach no ended context (no refusal is reported).
        @Test("views of its own: transformed, kept by their superview, touched after completing")
        func ownViews() throws {
            for isolated in [false, true] {
                let recording = try Self.record("org.fixture.uikit-own-views", isolated: isolated)
                #expect(recording.completed == true, "the unreferenced view was still a subview")
                #expect(recording.diagnostics.isEmpty, "\(recording.diagnostics)")
                let middle = try CatalogueA.frame(recording, at: 0.1)
                let badge = try #require(middle.views.last { $0.name.hasPrefix("badge") })
                #expect(badge.bounds == Rect(x: 0, y: 0, width: 100, height: 100))
                #expect(badge.frame == Rect(x: 75, y: 75, width: 50, height: 50))
            }
        }
    }
}
