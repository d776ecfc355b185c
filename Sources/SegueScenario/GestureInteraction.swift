import SegueEngine
import SegueKit

/// The interaction driver every gesture shares, scripted or live, whatever decides: it owns the
/// recognizer on the container, turns each of its callbacks into a `GestureEvent` (which touch,
/// where the transition is, what it shows now) and applies the `InteractionAnswer` of its
/// decider (`InteractionDeciding`: a native rule, an in-process plugin, an isolated one) after
/// checking the answer's rules (`take(_:for:)`, `violation(for:)`). A violating answer leaves a diagnostic in
/// the transition's event log; an unanswered, refused or failed release cancels, as UIKit's rule
/// does for a gesture taken away.
///
/// A script is played into the recognizer when the transition starts; without one, whoever
/// holds the driver feeds the recognizer through `liveFeed` (a live pointer).
open class GestureInteraction<Recognizer: DrivenRecognizer>: PercentDrivenInteractiveTransition,
    ReleasingInteraction
{
    /// What decides the transition after each event.
    public let decider: InteractionDeciding
    /// The recognizer's kind, as events name it.
    public let kind: GestureEvent.Kind
    /// The operation the transition performs, told to the decider's `begin`.
    public var operation: TransitionOperation = .present
    /// Where the first touch went down in the container; nil: its middle (headless recognizers
    /// know only how far a touch moved).
    public var origin: Point?
    /// Every release's decision by UIKit's rule, when the decider applies it (native deciders).
    public var releases: [GestureRelease] { (decider as? ReleasingInteraction)?.releases ?? [] }
    /// The last release's decision, once a finger lifted.
    public var release: GestureRelease? { releases.last }
    /// The context while the transition runs; nil once it is over (a context kept after its
    /// transition would keep its controllers and views alive).
    public private(set) var contextData: ContextTransitioning?
    /// The recognizer on the container, while attached.
    public private(set) var recognizer: Recognizer?
    /// The feed a live pointer drives the recognizer through (nil with a script, and before the start).
    public private(set) var liveFeed: TouchFeed<Recognizer>?
    /// Called with the live feed when the transition starts (where a script starts playing), so
    /// the pointer's first touch goes down on the same tick as a script's would.
    public var onLiveStart: ((TouchFeed<Recognizer>) -> Void)?

    /// Plays the script into the recognizer; nil for a live pointer.
    private let play: ((Recognizer, AnimationEngine) -> Void)?
    /// How many touches the script has (the recognizer is detached after the last); nil: live.
    private let scriptedStrokes: Int?
    /// Touches begun so far.
    private var touches = 0
    /// The scale where the current touch went down (events' scales are relative to it).
    private var pressScale = 1.0
    /// Whether the decider's `begin` accepted the transition (only then does it hear `ended`).
    private var deciderBegan = false

    /// A driver for `decider` on a `kind` recognizer playing a script of `strokes` touches with
    /// `play`, or fed live when `play` is nil.
    public init(
        decider: InteractionDeciding, kind: GestureEvent.Kind, play: ((Recognizer, AnimationEngine) -> Void)?,
        strokes: Int?
    ) {
        self.decider = decider
        self.kind = kind
        self.play = play
        scriptedStrokes = strokes
        super.init()
    }

    /// Starts the transition, tells the decider, attaches a recognizer and plays the script.
    public override func startInteractiveTransition(_ context: ContextTransitioning) {
        super.startInteractiveTransition(context)
        contextData = context
        touches = 0
        do {
            try decider.begin(operation: operation, duration: duration, container: context.containerView.bounds.size)
            deciderBegan = true
        } catch {
            // The transition runs without interaction: on to its end at once.
            context.eventLog?.diagnose("interaction controller refused the transition (\(error)); it finishes")
            deciderBegan = false
            finish()
            return
        }
        let recognizer = Recognizer { [weak self] in self?.handle($0) }
        recognizer.attach(to: context.containerView)
        self.recognizer = recognizer
        if let play {
            play(recognizer, context.engine)
        } else {
            let feed = TouchFeed(into: recognizer, start: context.engine.currentTime)
            liveFeed = feed
            onLiveStart?(feed)
            onLiveStart = nil
        }
    }

    /// Tells the decider the transition ended and lets go of its context and recognizer.
    public override func didLetGoOfTransition() {
        if deciderBegan { decider.ended(completed: !(contextData?.transitionWasCancelled ?? false)) }
        deciderBegan = false
        contextData = nil
        recognizer?.detach()
        liveFeed = nil
    }

    // MARK: Events

    private func handle(_ recognizer: Recognizer) {
        guard let container = contextData?.containerView else { return }
        switch recognizer.state {
        case .began:
            touches += 1
            recognizer.pressed(in: container)
            pressScale = recognizer.reading(in: container).scale
            deliver(event(.began, recognizer, in: container))
        case .changed: deliver(event(.changed, recognizer, in: container))
        case .ended: released(.ended, recognizer, in: container)
        case .cancelled, .failed: released(.cancelled, recognizer, in: container)
        case .possible: break
        }
    }

    /// A release: a native decider's last move first, then its decision.
    private func released(_ phase: GestureEvent.Phase, _ recognizer: Recognizer, in container: View) {
        if let follower = decider as? ReleaseFollowing, isUnderInteraction,
            let fraction = follower.fractionShown(atRelease: event(phase, recognizer, in: container))
        {
            update(fraction)
        }
        deliver(event(phase, recognizer, in: container))
        if let scriptedStrokes, touches >= scriptedStrokes { recognizer.detach() }
    }

    /// The event the recognizer's callback is, with where the transition is now.
    private func event(_ phase: GestureEvent.Phase, _ recognizer: Recognizer, in container: View) -> GestureEvent {
        let reading = recognizer.reading(in: container)
        let size = container.bounds.size
        let start = origin ?? Point(x: size.width / 2, y: size.height / 2)
        let scale = pressScale != 0 ? pressScale : 1
        return GestureEvent(
            kind: kind, phase: phase, touch: max(touches - 1, 0), state: gestureState,
            time: contextData?.engine.currentTime ?? 0,
            location: Point(x: start.x + reading.translation.x, y: start.y + reading.translation.y),
            translation: reading.translation, velocity: reading.velocity, scale: reading.scale / scale,
            scaleVelocity: reading.scaleVelocity / scale, containerSize: size, fraction: transitionProgress,
            duration: duration)
    }

    /// Where the transition is, as the events say: driven, or finishing or cancelling after the
    /// decider's last answer (a live status reads it for deciders that keep no `releases`).
    public var transitionState: GestureEvent.TransitionState {
        isUnderInteraction ? .driving : lastRunWasCancel ? .cancelling : .finishing
    }

    // MARK: Answers

    /// Asks the decider about `event` and applies its answer, or refuses it (`take(_:for:)`).
    private func deliver(_ event: GestureEvent) {
        do {
            take(try decider.decide(event), for: event)
        } catch {
            refuse(event, because: "\(error)")
        }
    }
}
