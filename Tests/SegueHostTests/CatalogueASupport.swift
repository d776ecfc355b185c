import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SegueScenario
import Testing

/// What the catalogue tests of Pan, Cards, Page Flip, Fold and NatGeo share: running a bundled
/// plugin, finding poses by time, and checking the end and cancel states.
enum CatalogueA {
    /// When the animator was asked to animate.
    static func start(_ recording: ScenarioRecording) throws -> Double {
        try #require(recording.events.first { $0.name == "animator.animateTransition(using:)" }).time
    }

    /// The first frame at or after `seconds` into the transition.
    static func frame(_ recording: ScenarioRecording, at seconds: Double) throws -> TraceRecorder.Frame {
        let start = try start(recording)
        return try #require(recording.frames.first { $0.time - start >= seconds - 1e-9 }, "no frame at \(seconds) s")
    }

    /// The view called `name` in `frame` (the last of that name: snapshots are named after nothing).
    static func view(_ name: String, in frame: TraceRecorder.Frame) throws -> ViewSnapshot {
        try #require(frame.views.last { $0.name == name }, "no \(name) in \(frame.views.map(\.name))")
    }

    /// Core Animation's ease-in-out progress at `fraction` of the duration.
    static func easeInOut(_ fraction: Double) -> Double { CubicBezier.easeInOut.value(at: fraction) }

    /// The time fraction at which ease-in-out reaches `progress`.
    static func time(forProgress progress: Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if easeInOut(mid) < progress { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// Whether two transforms agree entry by entry within `tolerance`.
    static func close(_ a: Transform3D, _ b: Transform3D, tolerance: Double = 1e-6) -> Bool {
        zip(a.rows.joined(), b.rows.joined()).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// How a view looks with its engine id and links left out: what "the same end state" compares.
    struct Look: Equatable, CustomStringConvertible {
        let name: String, frame: Rect, alpha: Double, transform: Transform3D, anchor: Point, zPosition: Double
        let sublayer: Transform3D, clips: Bool, border: Double, shadow: Double, hasGradient: Bool, hasMask: Bool,
            isSnapshot: Bool, isHidden: Bool
        init(_ view: ViewSnapshot) {
            (name, frame, alpha, transform, anchor, zPosition) = (
                view.name, view.frame, view.alpha, view.transform3D, view.anchorPoint, view.zPosition
            )
            (sublayer, clips, border, shadow) = (
                view.sublayerTransform, view.clipsToBounds, view.borderWidth, view.shadowOpacity
            )
            (hasGradient, hasMask, isSnapshot, isHidden) = (
                view.gradient != nil, view.mask != nil, view.snapshotContent != nil, view.isHidden
            )
        }
        var description: String { "\(name) \(frame) alpha \(alpha)" }
    }

    /// A frame's looks, back to front.
    static func looks(_ frame: TraceRecorder.Frame?) -> [Look] { (frame?.views ?? []).map(Look.init) }

    /// Present and dismiss (and push, pop) complete cleanly and end where the native diagonal
    /// animator ends (its end state is the unanimated one), with no view of the plugin's left and
    /// every layer property at its default.
    static func checkEndStates(_ plugin: String, parameters: [String: Double] = [:]) throws {
        for operation in [PluginOperation.present, .dismiss, .push, .pop] {
            let scenario = TransitionScenario(operation: operation)
            let recording = try BundledPlugins.run(plugin, scenario, parameters: parameters)
            #expect(recording.completed == true, "\(plugin) \(operation)")
            #expect(recording.finished && recording.settled, "\(plugin) \(operation)")
            #expect(recording.diagnostics.isEmpty, "\(plugin) \(operation): \(recording.diagnostics)")
            #expect(recording.frames.count > 10, "\(plugin) \(operation) animates over several frames")
            let native = try scenario.run { operation in
                DiagonalAnimator(presenting: operation.requiredCapability == .present)
            }
            #expect(looks(recording.frames.last) == looks(native.frames.last), "\(plugin) \(operation) end state")
            let last = try #require(recording.frames.last)
            #expect(
                last.views.allSatisfy {
                    $0.snapshotContent == nil && $0.gradient == nil && $0.mask == nil
                        && $0.anchorPoint == Point(x: 0.5, y: 0.5)
                        && $0.sublayerTransform == .identity && $0.zPosition == 0 && $0.transform3D == .identity
                }, "\(plugin) \(operation): layer properties back to their defaults")
        }
    }

    /// Interactive runs cancelled at `count` seeded random percentages end exactly where they
    /// started (every view, every property), and a finishing pan ends like the plain run.
    static func checkCancels(_ plugin: String, seed: UInt64, count: Int = 4) throws {
        var random = SplitMix64(seed: seed)
        for operation in [PluginOperation.present, .dismiss] {
            for _ in 0..<count {
                let percent = 5 + random.below(86)
                let fraction = Double(percent) / 100
                let gesture = try InteractiveGesture(parsing: "pan:0@0,\(fraction / 2)@0.1,\(fraction)@0.2,cancel")
                let cancelled = try BundledPlugins.run(
                    plugin, TransitionScenario(operation: operation, gesture: gesture))
                #expect(cancelled.cancelled, "\(plugin) \(operation) at \(percent) %")
                #expect(
                    cancelled.diagnostics.isEmpty, "\(plugin) \(operation) at \(percent) %: \(cancelled.diagnostics)")
                #expect(
                    cancelled.frames.last?.views == cancelled.frames.first?.views,
                    "\(plugin) \(operation) cancelled at \(percent) %")
            }
            let finishing = try InteractiveGesture(parsing: "pan:0@0,0.3@0.2,0.6@0.4,release")
            let finished = try BundledPlugins.run(plugin, TransitionScenario(operation: operation, gesture: finishing))
            let plain = try BundledPlugins.run(plugin, TransitionScenario(operation: operation))
            #expect(finished.completed == true, "\(plugin) \(operation)")
            #expect(looks(finished.frames.last) == looks(plain.frames.last), "\(plugin) \(operation) finish")
        }
    }

    /// `segue validate --strictness 10` on the built library `file`: its exit status and output.
    static func validate(_ file: String) throws -> (status: Int32, output: String) {
        let directory = try #require(BuiltLibraries.directory)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: directory + "/segue")
        process.arguments = ["validate", "--strictness", "10", directory + "/" + file]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
