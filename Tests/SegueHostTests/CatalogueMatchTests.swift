import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SegueScenario
import Testing

extension HostTests {
    /// Match, a matched-geometry transition after Hero's default: the default scene's two `photo`
    /// views pair up, and a pair of snapshots flies from one photo's place, size and corner radius
    /// to the other's along Hero's standard curve (0.4, 0, 0.2, 1) over 0.375 s, while the arriving
    /// view fades in on top of the leaving one; with no shared names, a plain fade.
    ///
    /// The rules, from HeroTransitions/Hero: Sources/Preprocessors/SourcePreprocessor.swift (commit
    /// 65df0c4) lines 42–61 give each view of a pair its partner's position, transform, size and
    /// corner radius as its target; Sources/Preprocessors/MatchPreprocessor.swift (0435833) lines
    /// 45–46 call a pair translucent when either view is not opaque or has alpha < 1, lines 59–62
    /// cross-fade only such a pair and lines 63–66 otherwise keep both at full opacity;
    /// Sources/Animator/HeroDefaultAnimator.swift (055f7cf) lines 95–96 snapshot the leaving views
    /// before the arriving ones, so the arriving snapshot is on top. DefaultAnimationPreprocessor.swift
    /// (07e2b17) resolves `.auto` to `.fade` for a modal transition (line 283), fades the arriving
    /// view in (lines 354–355) and the leaving one only when translucent (lines 361–362), for as
    /// long as the longest view (lines 366–367); HeroCoreAnimationViewContext.swift animates along
    /// `.standard`, (0.4, 0, 0.2, 1) in CAMediaTimingFunction+Hero.swift. Hero's automatic duration,
    /// 0.208 s plus the pair's travel over 3000 and at most 0.375 s (HeroDefaultAnimator.swift lines
    /// 40–43), is the one value Segue does not follow: it keeps Hero's ceiling, 0.375 s
    /// (the README's catalogue says why).
    @Suite("Catalogue: Match flies views with the same name and fades the arriving view in")
    struct CatalogueMatchTests {
        /// Equal within a hundredth of a point (the engine solves its Bézier curve to its own precision).
        static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-2 }
        static func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double { a + (b - a) * p }

        /// The `photo` frames of the scene, in window coordinates (both roots fill the window).
        static func photoFrames() throws -> (first: Rect, second: Rect, firstRadius: Double, secondRadius: Double) {
            let scene = try BundledPlugins.run("org.segue.cross-dissolve", TransitionScenario(operation: .present))
            let first = try CatalogueB.view("photo", in: try #require(scene.frames.first))
            let second = try #require(scene.frames.last?.views.last { $0.name == "photo" })
            return (first.frame, second.frame, first.cornerRadius, second.cornerRadius)
        }

        @Test(
            """
            the opaque photos fly between their places, sizes and \
            radii without fading; the arriving view fades in on top
            """,
            arguments: [PluginOperation.present, .dismiss, .push, .pop])
        func photosFly(operation: PluginOperation) throws {
            let photos = try Self.photoFrames()
            #expect(photos.first != photos.second && photos.firstRadius == 12 && photos.secondRadius == 16)
            let forward = operation == .present || operation == .push
            let (from, to) = forward ? (photos.first, photos.second) : (photos.second, photos.first)
            let (fromRadius, toRadius) =
                forward ? (photos.firstRadius, photos.secondRadius) : (photos.secondRadius, photos.firstRadius)
            let (arrivingName, leavingName) = forward ? ("Second", "First") : ("First", "Second")
            let recording = try BundledPlugins.run("org.segue.match", TransitionScenario(operation: operation))
            for seconds in [0, 0.1, 0.2, 0.3, 0.375 - 1.0 / 60] {
                let frame = try CatalogueB.frame(at: seconds, in: recording)
                let elapsed = frame.time - CatalogueB.start(recording.frames)
                let p = CatalogueB.bezier(0.4, 0, 0.2, 1, at: elapsed / 0.375)
                let flying = CatalogueB.snapshots(in: frame)
                #expect(flying.count == 2, "\(operation): one pair of snapshots at \(elapsed)")
                for snapshot in flying {
                    let f = snapshot.frame
                    #expect(
                        Self.close(f.minX, Self.lerp(from.minX, to.minX, p))
                            && Self.close(f.minY, Self.lerp(from.minY, to.minY, p))
                            && Self.close(f.width, Self.lerp(from.width, to.width, p))
                            && Self.close(f.height, Self.lerp(from.height, to.height, p)),
                        "\(operation) at \(elapsed): \(f), from \(from) to \(to) at \(p)")
                    #expect(
                        Self.close(snapshot.cornerRadius, Self.lerp(fromRadius, toRadius, p)) && snapshot.clipsToBounds)
                    #expect(snapshot.alpha == 1, "opaque photos do not cross-fade")
                }
                #expect(
                    frame.views.filter { $0.name == "photo" }.allSatisfy { $0.alpha == 0 },
                    "the real photos wait hidden")
                let arriving = try CatalogueB.view(arrivingName, in: frame)
                let leaving = try CatalogueB.view(leavingName, in: frame)
                #expect(
                    Self.close(arriving.alpha, p) && leaving.alpha == 1,
                    "\(operation): the arriving view fades in over the leaving one")
                let names = frame.views.map(\.name)
                #expect(
                    try #require(names.firstIndex(of: arrivingName))
                        > (try #require(names.firstIndex(of: leavingName))), "the arriving view on top")
            }
        }

        @Test(
            "present, dismiss, push and pop complete cleanly and end as the unanimated tree",
            arguments: [PluginOperation.present, .dismiss, .push, .pop])
        func cleanRuns(operation: PluginOperation) throws {
            try CatalogueB.expectCleanRun("org.segue.match", operation)
        }

        @Test(
            "cancelling at seeded random depths restores the starting tree exactly",
            arguments: [PluginOperation.present, .dismiss])
        func cancels(operation: PluginOperation) throws {
            try CatalogueB.expectCancelsRestore("org.segue.match", operation, seed: 0x3A7C4)
        }

        /// Presents a `Second` holding `secondViews` over a `First` holding `firstViews` with Match,
        /// at 60 frames a second, and returns the recorded frames and the window.
        static func present(first firstViews: [(String, Rect, Double)], second secondViews: [(String, Rect, Double)])
            throws -> (frames: [TraceRecorder.Frame], window: Window, second: ViewController)
        {
            let registry = try #require(BundledPlugins.registry)
            let available = try #require(registry.animator(named: "org.segue.match"))
            let engine = AnimationEngine()
            let clock = VirtualClock(engine: engine)
            let window = Window(engine: engine, size: Size(width: 400, height: 800))
            let first = ViewController(engine: engine, title: "First")
            let second = ViewController(engine: engine, title: "Second")
            for (controller, views) in [(first, firstViews), (second, secondViews)] {
                for (name, frame, alpha) in views {
                    let view = View(name: name, frame: frame, in: engine.tree)
                    view.alpha = alpha
                    controller.view.addSubview(view)
                }
            }
            window.rootViewController = first
            final class Delegate: TransitioningDelegate {
                let animator: AnimatedTransitioning
                init(_ animator: AnimatedTransitioning) { self.animator = animator }
                func animationController(
                    forPresented presented: ViewController, presenting: ViewController, source: ViewController
                ) -> AnimatedTransitioning? { animator }
            }
            let delegate = Delegate(try registry.makeAnimator(available, operation: .present))
            second.transitioningDelegate = delegate
            let recorder = TraceRecorder(root: window.view)
            recorder.captureFrame(at: engine.currentTime)
            try first.present(second, animated: true)
            recorder.attach(to: engine)
            clock.runUntilIdle(framesPerSecond: 60)
            recorder.detach()
            recorder.captureFrame(at: engine.currentTime)
            withExtendedLifetime(delegate) {}
            return (recorder.frames, window, second)
        }

        @Test("with no name in common it is a plain fade: no snapshots, the presented view fades in")
        func fallsBackToFade() throws {
            let (frames, window, second) = try Self.present(
                first: [("left", Rect(x: 10, y: 10, width: 50, height: 50), 1)],
                second: [("right", Rect(x: 300, y: 10, width: 50, height: 50), 1)])
            #expect(frames.allSatisfy { CatalogueB.snapshots(in: $0).isEmpty }, "nothing to fly")
            let start = CatalogueB.start(frames)
            let middle = try #require(frames.min { abs($0.time - start - 0.2) < abs($1.time - start - 0.2) })
            let p = CatalogueB.bezier(0.4, 0, 0.2, 1, at: (middle.time - start) / 0.375)
            let fading = try #require(middle.views.first { $0.name == "Second" })
            #expect(Self.close(fading.alpha, p), "\(fading.alpha) vs \(p)")
            #expect(middle.views.first { $0.name == "left" }?.alpha == 1 && fading.alpha > 0.1 && fading.alpha < 0.99)
            #expect(window.events.diagnostics.isEmpty, "\(window.events.diagnostics)")
            #expect(second.view.alpha == 1 && second.view.frame == window.view.bounds)
        }

        /// MatchPreprocessor.swift (Hero, 0435833) lines 45–46 and 59–62: a pair with a translucent
        /// view cross-fades, the leaving snapshot from its alpha to 0, the arriving one from 0 to its alpha.
        @Test(
            """
            a pair with a translucent view cross-fades: the leaving \
            snapshot out from its alpha, the arriving one in to its
            """
        )
        func translucentPairCrossFades() throws {
            let (frames, window, _) = try Self.present(
                first: [("badge", Rect(x: 20, y: 100, width: 40, height: 40), 0.5)],
                second: [("badge", Rect(x: 200, y: 300, width: 80, height: 80), 1)])
            let start = CatalogueB.start(frames)
            for seconds in [0, 0.1, 0.2, 0.3] {
                let frame = try #require(
                    frames.dropLast().min { abs($0.time - start - seconds) < abs($1.time - start - seconds) })
                let p = CatalogueB.bezier(0.4, 0, 0.2, 1, at: (frame.time - start) / 0.375)
                let flying = CatalogueB.snapshots(in: frame)
                #expect(flying.count == 2, "one pair at \(seconds) s")
                guard flying.count == 2 else { continue }
                #expect(
                    Self.close(flying[0].alpha, 0.5 * (1 - p)) && Self.close(flying[1].alpha, p),
                    "\(flying.map(\.alpha)) at \(p)")
                #expect(
                    Self.close(flying[1].frame.minX, Self.lerp(20, 200, p))
                        && Self.close(flying[1].frame.width, Self.lerp(40, 80, p)))
            }
            #expect(window.events.diagnostics.isEmpty, "\(window.events.diagnostics)")
            let last = try #require(frames.last)
            // Each badge has its own alpha back (First's is in the tree only while the presenter stays in the window).
            let badges = last.views.filter { $0.name == "badge" }.map(\.alpha)
            #expect(badges.last == 1 && badges.dropLast().allSatisfy { $0 == 0.5 }, "\(badges)")
        }
    }
}
