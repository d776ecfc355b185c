import SegueEngine
import SegueKit

/// The interaction controller every gesture shares, scripted or live: one touch or several (a
/// later touch grabs the finishing or cancelling transition where it is, `pause()`), each
/// moving the fraction and each release deciding by UIKit's rule (`GestureRelease`). Subclasses
/// say what the recognizer is and how far a touch has dragged; the first touch's fraction is its
/// drag, onwards from where it went down; a later touch's is the fraction it grabbed plus its own
/// drag along the first touch's onward direction.
///
/// A script is played into the recognizer when the transition starts; without one, whoever
/// holds the controller feeds the recognizer through `liveFeed` (a live pointer).
public class GestureInteraction<Recognizer: TouchRecognizer>: PercentDrivenInteractiveTransition, ReleasingInteraction {
    /// Every release's decision, in order.
    public private(set) var releases: [GestureRelease] = []
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
    /// The direction the drag counts onwards, when the gesture fixes it (a pinch closes).
    private let fixedOnward: Double?
    /// Touches begun so far.
    private var strokes = 0
    /// The first touch's onward direction, from its release on.
    private var onward: Double?
    /// The fraction a later touch grabbed the transition at (nil: the transition was over).
    private var grabbed: Double?

    /// A controller playing a script of `strokes` touches with `play`, or fed live when `play` is
    /// nil; `onward` fixes the direction that counts (nil: away from where the finger went down).
    init(play: ((Recognizer, AnimationEngine) -> Void)?, strokes: Int?, onward: Double?) {
        self.play = play
        scriptedStrokes = strokes
        fixedOnward = onward
        super.init()
    }

    /// Starts the transition, attaches a recognizer to the container and plays the script.
    public override func startInteractiveTransition(_ context: ContextTransitioning) {
        super.startInteractiveTransition(context)
        contextData = context
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

    /// Lets go of the ended transition's context and recognizer.
    public override func didLetGoOfTransition() {
        contextData = nil
        recognizer?.detach()
        liveFeed = nil
    }

    // MARK: What subclasses say

    /// A touch went down: measure the drag from here.
    func touchBegan(_ recognizer: Recognizer, in container: View) {}
    /// How far the touch dragged since it went down, in fractions (signed: the axis's or the
    /// fingers' closing direction).
    func drag(_ recognizer: Recognizer, in container: View) -> Double { 0 }
    /// How fast the drag grows, in fractions per second (same sign as `drag`).
    func dragVelocity(_ recognizer: Recognizer, in container: View) -> Double { 0 }

    // MARK: The shared path

    private func handle(_ recognizer: Recognizer) {
        guard let container = contextData?.containerView else { return }
        let state = recognizer.state
        switch state {
        case .began: began(recognizer, in: container)
        case .changed: follow(recognizer, in: container)
        case .ended, .cancelled, .failed: lifted(recognizer, in: container, systemCancelled: state != .ended)
        case .possible: break
        }
    }

    private func began(_ recognizer: Recognizer, in container: View) {
        strokes += 1
        touchBegan(recognizer, in: container)
        guard strokes > 1 else { return }
        // A later touch grabs the finishing or cancelling transition where it shows now; one
        // that finds it over moves nothing.
        guard transitionContext != nil else {
            grabbed = nil
            return
        }
        pause()
        grabbed = percentComplete
    }

    private func follow(_ recognizer: Recognizer, in container: View) {
        guard let fraction = fraction(drag(recognizer, in: container)) else { return }
        update(fraction)
    }

    private func lifted(_ recognizer: Recognizer, in container: View, systemCancelled: Bool) {
        let drag = drag(recognizer, in: container)
        guard let fraction = fraction(drag) else { return }
        update(fraction)
        let direction = onward ?? direction(of: drag)
        let velocity = direction * dragVelocity(recognizer, in: container)
        let decision = GestureRelease(fraction: percentComplete, velocity: velocity, systemCancelled: systemCancelled)
        releases.append(decision)
        if strokes > 1 {
            // A grab's release continues at the velocity it was let go with.
            let curve = ReleaseContinuation.curve(velocity: velocity, duration: duration, finishing: decision.finishes)
            timingCurve = curve
            completionCurve = curve
        }
        onward = direction
        if decision.finishes { finish() } else { cancel() }
        if let scriptedStrokes, strokes >= scriptedStrokes { recognizer.detach() }
    }

    /// The fraction a drag of `drag` shows: the first touch's onwards, a later one's from where it
    /// grabbed; nil for a later touch that found the transition over.
    private func fraction(_ drag: Double) -> Double? {
        guard strokes > 1 else { return direction(of: drag) * drag }
        guard let grabbed, let onward else { return nil }
        return grabbed + onward * drag
    }

    /// The onward direction of the first touch's `drag`: the gesture's own, or away from where it went down.
    private func direction(of drag: Double) -> Double {
        fixedOnward ?? (drag < 0 ? -1 : 1)
    }
}
