import SegueEngine
import SegueHost
import SegueKit

/// The scene behind `segue preview`, kept alive between transitions: the default scene's
/// window (or a scene file's), the selected animator, and the transitions started on demand or
/// by the pointer. Headless and clock-agnostic: whoever owns it (the preview window, a test on a
/// virtual clock) advances it to an engine time and draws `views()`.
///
/// Lead's skeleton: the live-interaction helper fills in operations, pointer interaction,
/// grabbing, resizing and input recording behind this API.
public final class LiveSession {
    /// The engine every transition of the session runs on.
    public let engine: AnimationEngine
    /// The window the scene lives in.
    public let window: Window
    /// Where animators come from.
    public let animators: LiveAnimatorSource
    /// The selected animator's id (next/previous change it; the next transition uses it).
    public var animatorID: String
    /// The operation `replay()` performs.
    public private(set) var operation: PluginOperation = .present

    /// A live default scene of `size` on a fresh engine, with animator `animatorID` from `animators`.
    public init(size: Size, animators: LiveAnimatorSource, animatorID: String) throws {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw TransitionError("the window size must be positive, not \(size.width)x\(size.height)")
        }
        engine = AnimationEngine()
        window = Window(engine: engine, size: size)
        self.animators = animators
        self.animatorID = animatorID
    }

    /// The window's size in points.
    public var size: Size { window.view.bounds.size }

    /// What the session is doing.
    public var status: LiveStatus { LiveStatus(animatorID: animatorID, operation: operation) }

    /// Whether nothing runs or is scheduled.
    public var isIdle: Bool { !engine.hasRunningAnimations && !engine.hasPendingTasks }

    /// Advances the engine to `time` (engine seconds, never backwards).
    public func advance(to time: Double) {
        engine.tick(at: max(time, engine.currentTime))
    }

    /// Starts `operation` as a plain (animated, not interactive) transition with the selected
    /// animator; throws one sentence when it cannot start (another transition runs, the scene has
    /// nothing to present or pop, the animator does not do it).
    public func perform(_ operation: PluginOperation) throws(TransitionError) {
        self.operation = operation
    }

    /// Plays the last operation again from its starting state (the scene is reset without animation first).
    public func replay() throws(TransitionError) {}

    /// Feeds one pointer input: a press on the presented or presenting view starts an interactive
    /// transition (or grabs a finishing or cancelling one), moves drive its fraction, a release
    /// finishes or cancels it by UIKit's rule.
    public func handle(_ event: PointerEvent) {}

    /// Resizes the window to `size` through the size-change coordinator.
    public func resize(to size: Size) throws(TransitionError) {}

    /// The pointer input of the latest interactive run as an `--interactive` script (for `segue
    /// run --interactive`), nil before any.
    public var recordedScript: String? { nil }

    /// The window's views as they show now, root first, for the raster renderer.
    public func views() -> [ViewSnapshot] {
        window.view.tree.snapshot(of: window.view).views
    }
}
