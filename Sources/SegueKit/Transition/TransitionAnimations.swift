import SegueEngine

/// The property animators a transition caused: every animator that becomes active between
/// `begin(owner:)` and `end()` on behalf of the transition's window (see
/// `AnimationEngine.performOnBehalf(of:_:)`) or animating a view in it, with when it started
/// relative to the transition. Other windows' animators on the same engine are never captured,
/// and are not even reported to this transition.
///
/// Percent-driven interaction pauses and scrubs all of them (alongside animations included), as
/// UIKit does by pausing the container layer's time.
final class TransitionAnimations {
    /// One captured animator and its start offset (seconds after the transition's animations began, delay included).
    struct Member {
        let animator: PropertyAnimator
        let offset: Double
    }

    let engine: AnimationEngine
    private(set) var members: [Member] = []
    private var token: Int?
    /// The root view of the window the transition runs in, once it began (weak: a transition
    /// left unfinished must not keep its window's views alive).
    private weak var owner: View?
    private var startTime = 0.0
    /// Called for each newly captured animator (interaction uses it to pause latecomers).
    var onCapture: ((Member) -> Void)?

    init(engine: AnimationEngine) {
        self.engine = engine
    }

    /// Starts capturing the animators activated from now on for `owner`, the root view of the
    /// transition's window.
    func begin(owner: View) {
        guard token == nil else { return }
        startTime = engine.currentTime
        self.owner = owner
        token = engine.addActivationObserver(for: owner) { [weak self] animator in
            self?.capture(animator)
        }
    }

    /// Runs `body` on behalf of the transition's window, so the animators it starts are captured
    /// (before `begin(owner:)`, it just runs `body`).
    @discardableResult
    func onBehalfOfWindow<Result>(_ body: () -> Result) -> Result {
        guard let owner else { return body() }
        return engine.performOnBehalf(of: owner, body)
    }

    /// Told once, when the transition ends (an interaction controller lets go of it then).
    var onEnd: (() -> Void)?

    /// Stops capturing and tells `onEnd`; the members stay listed.
    func end() {
        if let token { engine.removeActivationObserver(token) }
        token = nil
        owner = nil
        onCapture = nil
        let ended = onEnd
        onEnd = nil
        ended?()
    }

    /// Adds an animator that was already active when capture began (an interruptible animator).
    func adopt(_ animator: PropertyAnimator) {
        guard !members.contains(where: { $0.animator === animator }) else { return }
        capture(animator)
    }

    /// Animators still active (not yet completed).
    var active: [Member] { members.filter { $0.animator.state != .inactive } }

    private func capture(_ animator: PropertyAnimator) {
        let member = Member(animator: animator, offset: engine.currentTime - startTime + animator.delay)
        members.append(member)
        onCapture?(member)
    }
}
