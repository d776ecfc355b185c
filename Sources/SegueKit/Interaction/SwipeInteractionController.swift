import SegueEngine

/// The seeds' codes 10-3 and 10-4: a percent-driven interaction controller that attaches a pan
/// gesture to the container when the transition starts and drives it by the vertical
/// translation relative to the container's height, finishing when the gesture ends.
///
/// Headless, the pan's touches come from `script`, played on the engine's clock from the moment
/// the transition starts.
open class SwipeInteractionController: PercentDrivenInteractiveTransition {
    /// The touches to replay.
    public let script: PanGestureScript
    /// Whether a release below `cancelBelow` cancels instead of finishing (10-4 always finishes; nil keeps that).
    public var cancelBelow: Double?
    /// The context saved for later (10-3's `contextData`), while the transition runs: nil once it
    /// is over, as a context kept after its transition would keep its controllers and views alive
    /// for as long as a delegate keeps this controller (and gesture events after the end have
    /// nothing left to drive).
    public private(set) var contextData: ContextTransitioning?
    /// The pan gesture, while attached.
    public private(set) var panGesture: PanGestureRecognizer?

    /// An interaction controller replaying `script`.
    public init(script: PanGestureScript) {
        self.script = script
        super.init()
    }

    open override func startInteractiveTransition(_ context: ContextTransitioning) {
        // Always call super first.
        super.startInteractiveTransition(context)
        contextData = context
        let pan = PanGestureRecognizer { [weak self] recognizer in self?.handleSwipeUpdate(recognizer) }
        pan.maximumNumberOfTouches = 1
        pan.attach(to: context.containerView)
        panGesture = pan
        script.play(into: pan, on: context.engine)
    }

    /// Lets go of the ended transition's context.
    open override func didLetGoOfTransition() {
        contextData = nil
    }

    /// 10-4: reset at the start, follow vertical movement, finish when the gesture is over.
    open func handleSwipeUpdate(_ recognizer: PanGestureRecognizer) {
        guard let container = contextData?.containerView else { return }
        switch recognizer.state {
        case .began:
            recognizer.setTranslation(Point(x: 0, y: 0), in: container)
        case .changed:
            let translation = recognizer.translation(in: container)
            let height = container.bounds.height
            let percentage = height > 0 ? abs(translation.y / height) : 0
            update(percentage)
        case .ended, .cancelled, .failed:
            if let threshold = cancelBelow, percentComplete < threshold || recognizer.state != .ended {
                cancel()
            } else {
                finish()
            }
            recognizer.detach()
        case .possible:
            break
        }
    }
}
