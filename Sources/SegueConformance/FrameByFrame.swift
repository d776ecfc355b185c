import SegueEngine
import SegueHost
import SegueKit

/// One transition of the probe scene stepped a frame at a time, the window's tree kept after
/// every frame, so two runs of it can be compared pose by pose.
final class FrameByFrame {
    let scene: ProbeScene
    /// The tree after each frame, from the first tick of the transition on.
    private(set) var frames: [[ViewLook]] = []
    private let framesPerSecond: Double

    /// The most frames a stepped transition may take (30 s at 60 fps).
    static let frameLimit = 1800

    /// Starts `operation` with `animator` in a fresh probe scene; nothing ticks yet.
    init(_ operation: PluginOperation, with animator: AnimatedTransitioning, framesPerSecond: Double = 60) throws {
        scene = ProbeScene(for: operation)
        self.framesPerSecond = framesPerSecond
        try scene.start(operation, with: animator)
    }

    /// Whether the scene still has work: an animation running or a task queued.
    var isBusy: Bool {
        (scene.engine.hasRunningAnimations || scene.engine.hasPendingTasks) && frames.count < Self.frameLimit
    }

    /// Ticks one frame and keeps the tree, when the scene is busy.
    func step() {
        guard isBusy else { return }
        scene.clock.advance(frames: 1, framesPerSecond: framesPerSecond)
        frames.append(scene.looks())
    }

    /// Steps until the scene is idle; answers self.
    @discardableResult
    func toEnd() -> FrameByFrame {
        while isBusy { step() }
        return self
    }

    /// The first frame at which `other` differs from this run (the reference), or nil.
    func firstDifference(from other: FrameByFrame) -> String? {
        for (index, (expected, actual)) in zip(frames, other.frames).enumerated() {
            if let difference = SegueConformance.firstDifference(expected, actual, tolerance: 1e-9) {
                return "at frame \(index + 1): \(difference)"
            }
        }
        guard frames.count == other.frames.count else {
            return "it took \(other.frames.count) frames, the reference \(frames.count)"
        }
        return nil
    }
}
