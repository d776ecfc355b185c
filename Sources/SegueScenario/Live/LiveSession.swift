import SegueEngine
import SegueKit

/// The scene behind `segue preview`, kept alive between transitions: the default scene's
/// window (or a scene file's), the selected animator, and the transitions started on demand or
/// by the pointer. Headless and clock-agnostic: whoever owns it (the preview window, a test on a virtual clock)
/// advances it to an engine time and draws `views()`.
///
/// The pointer: a press on the presented or presenting view while nothing runs starts an
/// interactive transition (dismiss when Second is presented, pop when it is pushed, else present,
/// or push in a navigation arrangement) with a pinch when the modifier is held, else a pan whose
/// axis locks on the first movement past `LivePointer.slop` (vertical: `pan:`, horizontal:
/// `hpan:`); it drives the same controllers as `--interactive` scripts. A press while that
/// transition finishes or cancels grabs it where it is.
public final class LiveSession {
    /// The engine every transition of the session runs on.
    public let engine: AnimationEngine
    /// The window the scene lives in (a scene file's replay builds it afresh).
    public var window: Window { sceneFile?.scene.window ?? sampleWindow }
    /// Where animators come from.
    public let animators: LiveAnimatorSource
    /// The selected animator's id (next/previous change it; the next transition uses it).
    public var animatorID: String
    /// The operation `replay()` performs.
    public private(set) var operation: TransitionOperation = .present
    /// The interaction and presentation controllers used instead of UIKit's rule and the system presentation.
    public let controllers: LiveControllers

    /// Vends the running transition's animator and interaction to whichever container asks.
    let delegate = ScenarioDelegate()
    /// The default scene's window.
    private let sampleWindow: Window
    /// The default scene's controllers and how they are arranged now.
    var scene: DefaultScene
    /// The scene file played instead of the default scene, if any.
    var sceneFile: LiveSceneFile?
    /// The transition started last, while it is the one the window runs (or ran).
    var run: LiveRun?
    /// A press waiting for its pan to pick an axis.
    var pendingPress: PointerEvent?
    /// The drag a presented presentation's controller took, while the pointer is down.
    var presentationDrag: PresentationDrag?
    /// The live gesture of the latest interactive run.
    var pointer: LivePointer?
    /// The window's size when that run started (its script's fractions are of it).
    var pointerSize: Size?

    /// A live default scene of `size` on a fresh engine, with animator `animatorID` from `animators`
    /// and, when given, `controllers` deciding the pointer's drags and presenting Second.
    public init(
        size: Size, animators: LiveAnimatorSource, animatorID: String, controllers: LiveControllers = LiveControllers()
    ) throws {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw TransitionError("the window size must be positive, not \(size.width)x\(size.height)")
        }
        engine = AnimationEngine()
        let window = Window(engine: engine, size: size)
        sampleWindow = window
        self.animators = animators
        self.animatorID = animatorID
        self.controllers = controllers
        // Before the scene is built: it presents Second with the custom style when a maker is set.
        delegate.makePresentationController = controllers.makePresentationController.map { make in
            { [weak window] presented, presenting in
                do { return try make(presented, presenting) } catch {
                    window?.events.diagnose(
                        "the presentation controller cannot be made (\(error)); Second shows without it")
                    return nil
                }
            }
        }
        scene = try DefaultScene(for: .present, in: sampleWindow, size: size, delegate: delegate, firstResizes: true)
        settle()
    }

    /// A live session on the scene file `description` (its window, controllers and segues),
    /// resolving the animator names it gives with `animators` first, then SegueKit's built-in
    /// names; `animatorID` is the default scene's selection, kept for the status line. Its
    /// segues run with `performSegue(_:)`; the operations and the pointer drive only the default scene.
    public convenience init(
        scene description: SceneDescription, animators: LiveAnimatorSource, animatorID: String,
        controllers: LiveControllers = LiveControllers()
    ) throws {
        try self.init(
            size: Size(width: description.window.width, height: description.window.height), animators: animators,
            animatorID: animatorID, controllers: controllers)
        sceneFile = try LiveSceneFile(
            description, engine: engine, animators: animators, presentations: controllers.scenePresentations)
        settle()
    }

    /// The scene file's segue identifiers, in file order (empty for the default scene).
    public var segueIdentifiers: [String] { sceneFile?.segueIdentifiers ?? [] }

    /// Performs the scene file's segue `identifier` (animated, on the engine's next tick, its
    /// source brought into the window first); throws one sentence when it cannot.
    public func performSegue(_ identifier: String) throws(TransitionError) {
        guard let sceneFile else {
            throw TransitionError("the default scene has no segues; open a scene file to perform '\(identifier)'")
        }
        try refuseWhileRunning(identifier)
        run = nil
        try sceneFile.perform(identifier)
    }

    /// The window's size in points.
    public var size: Size { window.view.bounds.size }

    /// Whether nothing runs or is scheduled.
    public var isIdle: Bool {
        !engine.hasRunningAnimations && !engine.hasPendingTasks && !window.isTransitioning && !isRunning
    }

    /// Whether a transition was started and its operation's completion has not run yet.
    var isRunning: Bool { run.map { !$0.completed } ?? false }

    /// Advances the engine to `time` (engine seconds, never backwards).
    public func advance(to time: Double) {
        guard time.isFinite else { return }
        engine.tick(at: max(time, engine.currentTime))
    }

    /// The window's views as they show now, root first, for the raster renderer.
    public func views() -> [ViewSnapshot] {
        window.view.tree.snapshot(of: window.view).views
    }

    // MARK: Operations

    /// Starts `operation` as a plain (animated, not interactive) transition with the selected
    /// animator, arranging the scene for it without animation first when needed; throws one
    /// sentence when it cannot start (another transition runs, the animator does not do it).
    public func perform(_ operation: TransitionOperation) throws(TransitionError) {
        try refuseDefaultSceneOnly(operation.rawValue)
        try refuseWhileRunning(operation.rawValue)
        if scene.start(operation) == nil { try rearrange(for: operation, settling: true) }
        try begin(operation, interaction: nil)
    }

    /// Plays the last operation again from its starting state (the scene is reset without animation first).
    public func replay() throws(TransitionError) {
        if let sceneFile, let segue = sceneFile.lastSegue {
            try refuseWhileRunning(segue)
            try sceneFile.rebuild()
            settle()
            return try performSegue(segue)
        }
        try refuseDefaultSceneOnly("replay")
        try refuseWhileRunning(operation.rawValue)
        try rearrange(for: operation, settling: true)
        try begin(operation, interaction: nil)
    }

    /// Resizes the window to `size` through the size-change coordinator (0.3 s, as UIKit's
    /// rotation; the scene's adaptive presentations adapt).
    public func resize(to size: Size) throws(TransitionError) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw TransitionError("the window size must be positive, not \(size.width)x\(size.height)")
        }
        guard !window.isTransitioning, !isRunning else {
            throw TransitionError(
                "the window cannot resize while a \(operation.rawValue) transition runs; wait for it to end")
        }
        try window.transition(to: size)
    }

    /// Refuses to start `what` while a transition runs (or a segue waits for its tick).
    private func refuseWhileRunning(_ what: String) throws(TransitionError) {
        let segueWaits = sceneFile != nil && engine.hasPendingTasks
        guard !window.isTransitioning, !isRunning, pendingPress == nil, presentationDrag == nil, !segueWaits else {
            let running = run?.operation.rawValue ?? "current"
            throw TransitionError(
                "\(what) cannot start while the \(running) transition runs; wait for it to end or grab it")
        }
    }

    /// Refuses `what` (an operation of the default scene) in a scene file's session.
    private func refuseDefaultSceneOnly(_ what: String) throws(TransitionError) {
        guard let sceneFile else { return }
        let segues = sceneFile.segueIdentifiers
        throw TransitionError(
            "\(what) drives the default scene; this scene file performs its segues "
                + "(\(segues.isEmpty ? "it has none" : segues.joined(separator: ", ")))"
        )
    }

    /// Builds the arrangement `operation` starts from (Second's presentation taken down first),
    /// and with `settling` runs the unanimated changes it scheduled at once (not inside a tick).
    func rearrange(for operation: TransitionOperation, settling: Bool) throws(TransitionError) {
        try scene.dismantle()
        if settling { settle() }
        scene = try DefaultScene(for: operation, in: sampleWindow, size: size, delegate: delegate, firstResizes: true)
        if settling { settle() }
    }

    /// Starts `operation` from where the scene stands with a fresh animator and `interaction`
    /// (nil: plain); like every UIKit transition it begins on the engine's next tick.
    func begin(_ operation: TransitionOperation, interaction: InteractiveTransitioning?) throws(TransitionError) {
        let animator: AnimatedTransitioning
        do {
            animator = try animators.makeAnimator(id: animatorID, operation: operation)
        } catch {
            throw TransitionError("animator \(animatorID) cannot \(operation.rawValue): \(error)")
        }
        guard let start = scene.start(operation) else {
            throw TransitionError("the scene could not reach the start of \(operation.rawValue)")
        }
        delegate.animator = animator
        delegate.interaction = interaction
        self.operation = operation
        let run = LiveRun(operation: operation, startTime: engine.currentTime, interactive: interaction != nil)
        self.run = run
        // The first frame before the transition is what the window shows: drawn, so an
        // animator's before-updates snapshots copy it (as a scenario's stage does).
        engine.tree.markDrawn()
        do {
            try start { [weak run] in run?.completed = true }
        } catch {
            self.run = nil
            throw error
        }
    }

    /// Runs what the arrangement scheduled (unanimated presentations happen on the next tick) at the current time.
    private func settle() {
        for _ in 0..<Self.settlingTicks where window.isTransitioning || engine.hasPendingTasks {
            engine.tick(at: engine.currentTime)
        }
    }

    /// Ticks at one time that unanimated arrangement changes may take (a dismissal, then a presentation).
    private static let settlingTicks = 8

    // MARK: Status

    /// What the session is doing.
    public var status: LiveStatus {
        var status = LiveStatus(
            animatorID: animatorID, operation: operation, lastDiagnostic: window.events.diagnostics.last)
        guard let run, !run.completed else {
            // A scene file's segue has no completion of its own: it runs while the window transitions.
            if window.isTransitioning { status.phase = .animating }
            return status
        }
        status.transitionTime = engine.currentTime - run.startTime
        guard run.interactive else {
            status.phase = .animating
            return status
        }
        guard let pointer else {
            status.phase = .interactive
            return status
        }
        let interaction = pointer.interaction
        status.fraction = interaction.transitionProgress
        // A plugin decider keeps no releases: where its last answer left the driver says it.
        let finishes = interaction.release.map(\.finishes) ?? pointer.driverFinishes
        status.phase = pointer.isDown || finishes == nil ? .interactive : finishes == true ? .finishing : .cancelling
        return status
    }

    /// Records `message` in the window's log, where the status finds the newest diagnostic.
    func diagnose(_ message: String) {
        window.events.diagnose(message)
    }

    /// How each release of the latest interactive run decided, in order.
    public var releases: [GestureRelease] { pointer?.interaction.releases ?? [] }

    /// The pointer input of the latest interactive run as an `--interactive` script (for `segue
    /// run --interactive`): times from the first touch-down (for a pan, where its axis locked),
    /// values as fractions of the window or scales. Nil before any, while a finger is down, and
    /// when the run exceeds the script language's bounds (60 s, 1 000 positions).
    public var recordedScript: String? { pointerSize.flatMap { pointer?.script(in: $0) } }
}
