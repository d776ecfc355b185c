import SegueEngine
import SegueKit

/// The default scene `segue run` plays, and its recording: a window of `size` with two
/// controllers, `First` and `Second` (root views of the same names, filled with `SampleContent`:
/// a grid with a small `photo` thumbnail, and a page with a large `photo` banner), one operation between
/// them animated by the given animator on a virtual clock at `framesPerSecond`, optionally
/// driven by a scripted pan, recorded frame by frame.
///
/// present shows `Second` over `First`; dismiss first presents `Second` without animation, then
/// dismisses it; push and pop do the same in a navigation controller; tab switches from the
/// first tab to the second; container does the same in the objc.io container.
public struct TransitionScenario {
    /// The operation to run.
    public var operation: TransitionOperation
    /// The window's size.
    public var size: Size
    /// Frames per second of the virtual clock.
    public var framesPerSecond: Double
    /// The pan that drives the transition interactively, if any.
    public var gesture: InteractiveGesture?
    /// Engine seconds after which a transition that has not settled counts as hung.
    public var timeLimit: Double
    /// How `Second` is presented (present and dismiss only).
    public var presentationStyle: ModalPresentationStyle = .fullScreen
    /// Whether `Second` is presented by the seeds' dimming presentation controller (a custom
    /// presentation; present and dismiss only).
    public var usesDimmingPresentation = false
    /// What decides the gesture's events instead of UIKit's release rule (an interaction
    /// controller plugin, `--interaction`); nil: the native rule.
    public var interactionDecider: InteractionDeciding?
    /// Makes `Second`'s presentation controller from the presented and the presenting controller
    /// (a presentation controller plugin, `--presentation`; present and dismiss only).
    public var presentationController: ((ViewController, ViewController) -> PresentationController?)?
    /// How the transition is clocked once it starts (the set-up always settles on the virtual clock).
    public var playback = Playback.virtualClock
    /// Drags on the presented sheet once the presentation completed, recorded with it (present only):
    /// a sheet dragged between detents and swiped away.
    public var sheetDrags: SheetDragSequence?

    /// A scenario; the defaults are `segue run`'s.
    public init(
        operation: TransitionOperation = .present, size: Size = Size(width: 400, height: 800),
        framesPerSecond: Double = 60,
        gesture: InteractiveGesture? = nil, timeLimit: Double = 120
    ) {
        self.operation = operation
        self.size = size
        self.framesPerSecond = framesPerSecond
        self.gesture = gesture
        self.timeLimit = timeLimit
    }

    /// The colours the two controllers' views are filled with, so pictures tell them apart.
    public static let firstColor = Color(red: 0.23, green: 0.47, blue: 0.85)
    /// The second controller's fill.
    public static let secondColor = Color(red: 0.95, green: 0.55, blue: 0.2)

    /// Runs the scenario with the animator `makeAnimator` returns for the operation.
    public func run(animator makeAnimator: (TransitionOperation) throws -> AnimatedTransitioning) throws
        -> ScenarioRecording
    {
        let stage = try Stage(size: size, framesPerSecond: framesPerSecond)
        let delegate = ScenarioDelegate()
        let animator = try makeAnimator(operation)
        delegate.makePresentationController = presentationController
        let setUp = try withSheetDrags(try build(operation, stage: stage, delegate: delegate), in: stage.window)
        // A sheet swiped away is dismissed by the same animator's dismissal half.
        let dismissalAnimator = sheetDrags != nil ? try makeAnimator(.dismiss) : nil
        var vendedInteraction: InteractiveTransitioning?
        if let gesture {
            vendedInteraction =
                try interactionDecider.map { decider throws(TransitionError) in
                    try gesture.interaction(container: size, decider: decider, operation: operation)
                } ?? gesture.interaction(container: size)
        }
        // Vended only once the scene stands at the operation's start: its set-up (the unanimated
        // presentation before a dismissal) runs on the tick before, and handed the animator made
        // for this operation, a plugin would run its dismissal on the presentation.
        let start: (@escaping () -> Void) throws -> Void = { done in
            delegate.animator = animator
            delegate.dismissalAnimator = dismissalAnimator
            delegate.interaction = vendedInteraction
            try setUp(done)
        }
        // A transitioning delegate is weak (as in UIKit): the scenario keeps it until the end.
        var recording = try withExtendedLifetime(delegate) {
            try stage.record(
                title: sheetDrags.map { "present and drag \($0.description)" } ?? operation.rawValue,
                timeLimit: timeLimit, duration: animator.transitionDuration(using: nil),
                playback: playback, start)
        }
        let interaction = delegate.interaction as? ReleasingInteraction
        recording.release = interaction?.release
        recording.releases = interaction?.releases ?? []
        return recording
    }

    /// Resizes the window to `newSize` as a coordinated transition of `duration` seconds, with an
    /// alongside animation: `First`'s view fades to 0.6 and back as the layout changes, and its
    /// content is laid out again for the new size.
    public func runResize(to newSize: Size, duration: Double = 0.3) throws -> ScenarioRecording {
        let stage = try Stage(size: size, framesPerSecond: framesPerSecond)
        let first = ResizeAwareController(
            engine: stage.engine, title: "First", style: .grid, color: Self.firstColor, size: size)
        stage.window.rootViewController = first
        return try stage.record(title: "resize", timeLimit: timeLimit, duration: duration, playback: playback) { done in
            try stage.window.transition(to: newSize, duration: duration, completion: done)
        }
    }

    /// A window, an engine and a clock, and how a transition on them is recorded.
    struct Stage {
        let engine: AnimationEngine
        let clock: VirtualClock
        let window: Window
        let framesPerSecond: Double

        /// A fresh engine and a window of `size` on it.
        init(size: Size, framesPerSecond: Double) throws {
            guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
                throw TransitionError("the window size must be positive, not \(size.width)x\(size.height)")
            }
            let engine = AnimationEngine()
            try self.init(engine: engine, window: Window(engine: engine, size: size), framesPerSecond: framesPerSecond)
        }

        /// An existing window (a scene's) on `engine`.
        init(engine: AnimationEngine, window: Window, framesPerSecond: Double) throws {
            guard framesPerSecond.isFinite, framesPerSecond > 0 else {
                throw TransitionError(
                    "the frame rate must be a positive number of frames per second, not \(framesPerSecond)")
            }
            self.engine = engine
            clock = VirtualClock(engine: engine)
            self.window = window
            self.framesPerSecond = framesPerSecond
        }

        /// Settles what was set up, then records from the frame before `start` until the engine
        /// is idle again (or `timeLimit` passes), ending with the tree after every completion.
        /// `duration` is the animator's; nil takes the recorded span.
        func record(
            title: String, timeLimit: Double, duration: Double?, playback: Playback = .virtualClock,
            _ start: (@escaping () -> Void) throws -> Void
        ) throws -> ScenarioRecording {
            clock.runUntilIdle(framesPerSecond: framesPerSecond, limit: timeLimit)
            window.events.removeAll()
            let recorder = TraceRecorder(root: window.view)
            window.events.recorder = recorder
            recorder.captureFrame(at: engine.currentTime)
            // The first frame is what the window shows before the transition: drawn, so an
            // animator's before-updates snapshots copy it rather than a blank.
            engine.tree.markDrawn()
            var finished = false
            try start { finished = true }
            recorder.attach(to: engine)
            let settled = playback.runUntilIdle(clock, framesPerSecond: framesPerSecond, limit: timeLimit)
            recorder.detach()
            // The last frame is the tree after every completion handler ran.
            recorder.captureFrame(at: engine.currentTime)
            window.events.recorder = nil
            return ScenarioRecording(
                title: title, recorder: recorder, events: window.events.events, diagnostics: window.events.diagnostics,
                duration: duration ?? (recorder.frames.last?.time ?? 0) - (recorder.frames.first?.time ?? 0),
                settled: settled, finished: finished)
        }
    }

    /// `start`, then the sheet drags once its transition completed; the recording ends after the last.
    private func withSheetDrags(_ start: @escaping (@escaping () -> Void) throws -> Void, in window: Window) throws
        -> (@escaping () -> Void) throws -> Void
    {
        guard let sheetDrags else { return start }
        guard operation == .present else {
            throw TransitionError("sheet drags follow a presentation; use them with the present operation")
        }
        return { done in try start { sheetDrags.play(in: window, done: done) } }
    }

    /// Builds the default scene for `operation` and answers the call that starts the transition.
    private func build(
        _ operation: TransitionOperation, stage: Stage, delegate: ScenarioDelegate
    ) throws -> (@escaping () -> Void) throws -> Void {
        let presentation = DefaultScene.Presentation(style: presentationStyle, usesDimming: usesDimmingPresentation)
        let scene = try DefaultScene(
            for: operation, in: stage.window, size: size, delegate: delegate, presentation: presentation)
        // Dismiss and pop reach their start on the next tick, so their start is decided then.
        return { done in
            guard let start = scene.start(operation) else {
                throw TransitionError("the default scene could not reach the start of \(operation.rawValue)")
            }
            try start(done)
        }
    }
}
