import SegueEngine

/// The navigation controller's interactive pop: a scripted edge swipe whose horizontal
/// translation over the container's width drives a percent-driven transition; released past
/// half it finishes, otherwise it cancels (UIKit's edge-swipe rule, without the velocity term).
final class EdgeSwipeInteraction: PercentDrivenInteractiveTransition {
    let script: PanGestureScript
    private var container: View?

    init(script: PanGestureScript) {
        self.script = script
        super.init()
        completionCurve = .linear
    }

    override func startInteractiveTransition(_ context: ContextTransitioning) {
        super.startInteractiveTransition(context)
        container = context.containerView
        let pan = PanGestureRecognizer { [weak self] recognizer in self?.handle(recognizer) }
        pan.attach(to: context.containerView)
        script.play(into: pan, on: context.engine)
    }

    private func handle(_ recognizer: PanGestureRecognizer) {
        guard let container else { return }
        switch recognizer.state {
        case .changed:
            let width = container.bounds.width
            update(width > 0 ? max(recognizer.translation(in: container).x, 0) / width : 0)
        case .ended:
            if percentComplete > 0.5 { finish() } else { cancel() }
            recognizer.detach()
        case .cancelled, .failed:
            cancel()
            recognizer.detach()
        case .possible, .began:
            break
        }
    }
}
