import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SegueScenario
import Testing

/// What the catalogue tests for Turn, Bubble, Portal and Match share: running a bundled plugin
/// through the default scene, finding frames by time and views by name, the end-state and cancel
/// checks, and Core Animation's curves worked out independently of the engine.
enum CatalogueB {
    /// When the animation starts: the first tick after the frame recorded before the transition
    /// began (the animator's animations are created at that tick's time, at progress 0).
    static func start(_ frames: [TraceRecorder.Frame]) -> Double { frames.count > 1 ? frames[1].time : 0 }

    /// The recorded frame nearest `seconds` into the animation.
    static func frame(at seconds: Double, in recording: ScenarioRecording) throws -> TraceRecorder.Frame {
        let start = start(recording.frames)
        return try #require(
            recording.frames.dropLast().min { abs($0.time - start - seconds) < abs($1.time - start - seconds) })
    }

    /// The first view called `name` in `frame`.
    static func view(_ name: String, in frame: TraceRecorder.Frame) throws -> ViewSnapshot {
        try #require(frame.views.first { $0.name == name }, "no \(name) among \(frame.views.map(\.name))")
    }

    /// The snapshot views of `frame` (views a plugin copied), back to front.
    static func snapshots(in frame: TraceRecorder.Frame) -> [ViewSnapshot] {
        frame.views.filter { $0.snapshotContent != nil }
    }

    /// A frame's views, back to front, without engine ids (they differ only by creation order),
    /// for comparing trees; numbers compare as numbers, so -0.0 equals 0.0.
    static func looks(_ frame: TraceRecorder.Frame?) -> [ViewSnapshot] {
        (frame?.views ?? []).map {
            var view = $0
            view.id = ViewID(rawValue: 0)
            view.superview = nil
            view.subviews = []
            return view
        }
    }

    /// The end state the native diagonal animator leaves for `operation` (no plugin involved).
    static func unanimatedEnd(_ operation: PluginOperation) throws -> [ViewSnapshot] {
        let native = try TransitionScenario(operation: operation).run {
            DiagonalAnimator(presenting: $0.requiredCapability == .present)
        }
        return looks(native.frames.last)
    }

    /// Checks a plain run of `operation`: completes, no diagnostics, and ends as the unanimated tree.
    static func expectCleanRun(_ id: String, _ operation: PluginOperation, parameters: [String: Double] = [:]) throws {
        let recording = try BundledPlugins.run(id, TransitionScenario(operation: operation), parameters: parameters)
        #expect(recording.completed == true && recording.finished && recording.settled, "\(id) \(operation)")
        #expect(recording.diagnostics.isEmpty, "\(id) \(operation): \(recording.diagnostics)")
        let last = try #require(recording.frames.last)
        #expect(snapshots(in: last).isEmpty, "\(id) \(operation): a snapshot was left behind")
        #expect(
            last.views.allSatisfy {
                $0.mask == nil && $0.borderWidth == 0 && $0.anchorPoint == Point(x: 0.5, y: 0.5)
                    && $0.sublayerTransform == .identity
                    && $0.transform3D == .identity && $0.zPosition == 0 && !$0.isHidden
            }, "\(id) \(operation): layer properties back to their defaults")
        #expect(
            looks(last) == (try unanimatedEnd(operation)), "\(id) \(operation): the end state equals the unanimated one"
        )
    }

    /// Cancels `operation` interactively at `count` seeded random depths (5…45 % of the
    /// container, held still, then released): each ends exactly as it started.
    static func expectCancelsRestore(_ id: String, _ operation: PluginOperation, seed: UInt64, count: Int = 3) throws {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<count {
            let depth = 0.05 + Double(generator.next() % 400) / 1000
            let depthText = String(format: "%.3f", depth)
            let gesture = try InteractiveGesture(parsing: "pan:0@0,\(depthText)@0.2,\(depthText)@0.4,release")
            let cancelled = try BundledPlugins.run(id, TransitionScenario(operation: operation, gesture: gesture))
            #expect(cancelled.cancelled, "\(id) \(operation) at \(depthText)")
            #expect(cancelled.diagnostics.isEmpty, "\(id) \(operation): \(cancelled.diagnostics)")
            #expect(
                looks(cancelled.frames.last) == looks(cancelled.frames.first),
                "\(id) \(operation) cancelled at \(depthText)")
        }
    }

    /// Progress of a cubic Bézier timing curve (0,0)…(x1,y1),(x2,y2)…(1,1) at time fraction `t`,
    /// solved by bisection (Core Animation's curves: ease-in-out 0.42,0,0.58,1; ease-out 0,0,0.58,1).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at t: Double) -> Double {
        func coordinate(_ a: Double, _ b: Double, _ s: Double) -> Double {
            3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if coordinate(x1, x2, middle) < t { low = middle } else { high = middle }
        }
        return coordinate(y1, y2, (low + high) / 2)
    }
}
