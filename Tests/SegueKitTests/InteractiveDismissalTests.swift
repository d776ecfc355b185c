import SegueEngine
import Testing

@testable import SegueKit

/// A presentation controller's gesture starting an interactive dismissal
/// (`PresentationGestureAnswer.dismissInteractively`, presentation.h's DISMISS_INTERACTIVELY):
/// the dismissal runs under a percent-driven interaction controller, the touch's later events come
/// back to `handlePresentedGesture(_:)` with the dismissal's state, and its `.interaction` answers
/// drive it with an interaction controller's rules. The hooks keep UIKit's order
/// (UIPresentationController.h, seed 004): `dismissalTransitionWillBegin`, then
/// `dismissalTransitionDidEnd(_:)` with false for a cancelled dismissal, after which the chrome
/// stays and the presented view is at its frame.
@Suite("Interactive dismissal from a presentation gesture")
struct InteractiveDismissalTests {
    /// A sheet over the lower half with a chrome view; a pull of more than `threshold` points
    /// starts an interactive dismissal, which `decide` answers.
    final class SwipeSheet: PresentationController {
        static let threshold = 50.0
        var decide: (GestureEvent) -> PresentationGestureAnswer = { _ in .none }
        private(set) var hooks: [String] = []
        private(set) var dismissalEvents: [GestureEvent] = []

        override var frameOfPresentedViewInContainerView: Rect {
            let bounds = containerView?.bounds ?? .zero
            return Rect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
        override var presentedGestures: Set<GestureEvent.Kind> { [.verticalPan] }

        override func presentationTransitionWillBegin() {
            hooks.append("presentationWillBegin")
            guard let containerView else { return }
            containerView.addSubview(View(name: "chrome", in: presentedViewController.engine.tree))
        }
        override func presentationTransitionDidEnd(_ completed: Bool) {
            hooks.append("presentationDidEnd(\(completed))")
        }
        override func dismissalTransitionWillBegin() { hooks.append("dismissalWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) {
            hooks.append("dismissalDidEnd(\(completed))")
            if completed { containerView?.subviews.first { $0.name == "chrome" }?.removeFromSuperview() }
        }

        override func handlePresentedGesture(_ event: GestureEvent) -> PresentationGestureAnswer {
            if isDismissingInteractively {
                dismissalEvents.append(event)
                return decide(event)
            }
            guard event.phase == .changed else { return .none }
            if event.translation.y > Self.threshold { return .dismissInteractively }
            var frame = frameOfPresentedViewInContainerView
            frame.origin.y += event.translation.y
            return .follow(frame)
        }
    }

    /// A fixture with First presenting Second through a `SwipeSheet`, settled.
    private func presented() throws -> (KitFixture, SwipeSheet) {
        let fixture = KitFixture()
        let delegate = ModalTestDelegate.diagonal()
        var made: SwipeSheet?
        delegate.makePresentationController = { presented, presenting in
            let sheet = SwipeSheet(presentedViewController: presented, presenting: presenting)
            made = sheet
            return sheet
        }
        fixture.keep(delegate)
        let second = fixture.controller("Second")
        second.modalPresentationStyle = .custom
        second.transitioningDelegate = delegate
        try fixture.root.present(second, animated: true)
        fixture.settle()
        return (fixture, try #require(made))
    }

    /// A vertical pan event of the first touch, `dy` points down from where it went down on the sheet.
    private func pan(_ phase: GestureEvent.Phase, _ dy: Double, velocity: Double = 0, in fixture: KitFixture)
        -> GestureEvent
    {
        GestureEvent(
            kind: .verticalPan, phase: phase, touch: 0, state: .driving, time: fixture.engine.currentTime,
            location: Point(x: 200, y: 410 + dy), translation: Point(x: 0, y: dy), velocity: Point(x: 0, y: velocity),
            scale: 1, scaleVelocity: 0, containerSize: Size(width: 400, height: 800), fraction: 0, duration: 0)
    }

    /// Pulls the sheet past the threshold: the answer starts the dismissal on the next tick.
    private func pullPastThreshold(_ sheet: SwipeSheet, in fixture: KitFixture) {
        #expect(sheet.deliverPresentedGesture(pan(.began, 0, in: fixture)))
        #expect(sheet.deliverPresentedGesture(pan(.changed, 30, in: fixture)))
        #expect(sheet.presentedView?.frame.minY == 430, "the sheet follows the finger")
        #expect(sheet.deliverPresentedGesture(pan(.changed, 60, in: fixture)))
        #expect(sheet.isDismissingInteractively)
        fixture.clock.advance(frames: 1, framesPerSecond: 60)
    }

    /// The interaction answers of a dismissal: the pull past the threshold over 400 points, then
    /// `release` for a release.
    private func answers(release: InteractionAnswer) -> (GestureEvent) -> PresentationGestureAnswer {
        { event in
            guard event.state == .driving else { return .none }
            if event.isRelease { return .interaction(release) }
            return .interaction(.update(min(max((event.translation.y - SwipeSheet.threshold) / 400, 0), 1)))
        }
    }

    @Test("a pull past the threshold dismisses interactively and a release that finishes completes it")
    func finishes() throws {
        let (fixture, sheet) = try presented()
        sheet.decide = answers(release: .finish(InteractionCompletion()))
        fixture.window.events.removeAll()
        pullPastThreshold(sheet, in: fixture)
        #expect(fixture.window.events.names.contains("interaction.startInteractiveTransition(_:)"))
        #expect(sheet.deliverPresentedGesture(pan(.changed, 250, in: fixture)))
        let shown = try #require(sheet.dismissalEvents.last)
        #expect(shown.state == .driving && shown.touch == 0 && shown.duration > 0)
        #expect(sheet.deliverPresentedGesture(pan(.changed, 300, in: fixture)))
        #expect(try #require(sheet.dismissalEvents.last).fraction == 0.5, "the event reports the update before it")
        #expect(sheet.deliverPresentedGesture(pan(.ended, 300, velocity: 800, in: fixture)))
        fixture.settle()
        #expect(fixture.root.presentedViewController == nil)
        #expect(
            sheet.hooks == [
                "presentationWillBegin", "presentationDidEnd(true)", "dismissalWillBegin",
                "dismissalDidEnd(true)",
            ])
        #expect(fixture.window.events.names.contains("context.finishInteractiveTransition()"))
        #expect(!sheet.isDismissingInteractively)
        #expect(fixture.window.events.diagnostics.isEmpty, "\(fixture.window.events.diagnostics)")
    }

    @Test("a cancelled interactive dismissal leaves the sheet presented at its frame with its chrome")
    func cancels() throws {
        let (fixture, sheet) = try presented()
        sheet.decide = answers(release: .cancel(InteractionCompletion(speed: 2)))
        pullPastThreshold(sheet, in: fixture)
        #expect(sheet.deliverPresentedGesture(pan(.changed, 200, in: fixture)))
        #expect(sheet.deliverPresentedGesture(pan(.ended, 200, in: fixture)))
        fixture.settle()
        #expect(fixture.root.presentedViewController != nil)
        #expect(sheet.hooks.suffix(2) == ["dismissalWillBegin", "dismissalDidEnd(false)"])
        #expect(fixture.window.events.names.contains("context.cancelInteractiveTransition()"))
        let container = try #require(sheet.containerView)
        #expect(container.superview != nil)
        #expect(container.subviews.contains { $0.name == "chrome" }, "the chrome stays")
        #expect(sheet.presentedView?.frame == sheet.frameOfPresentedViewInContainerView)
        #expect(!sheet.isDismissingInteractively)
        // Touches reach the presented sheet again.
        #expect(sheet.deliverPresentedGesture(pan(.began, 0, in: fixture)))
        #expect(sheet.deliverPresentedGesture(pan(.changed, 20, in: fixture)))
        #expect(sheet.presentedView?.frame.minY == 420)
    }

    @Test("a new touch during the finish grabs the dismissal where it shows, and its release cancels")
    func grabDuringFinish() throws {
        let (fixture, sheet) = try presented()
        sheet.decide = { event in
            if event.phase == .began, event.touch == 1 { return .interaction(.grab) }
            guard event.state == .driving else { return .none }
            if event.isRelease {
                return .interaction(event.touch == 0 ? .finish(InteractionCompletion(speed: 0.2)) : .cancel(.init()))
            }
            return .interaction(.update(event.touch == 0 ? 0.4 : 0.2))
        }
        pullPastThreshold(sheet, in: fixture)
        #expect(sheet.deliverPresentedGesture(pan(.changed, 200, in: fixture)))
        #expect(sheet.deliverPresentedGesture(pan(.ended, 200, in: fixture)))
        let released = try #require(sheet.dismissalInteraction).transitionProgress
        fixture.clock.advance(frames: 10, framesPerSecond: 60)
        #expect(sheet.deliverPresentedGesture(pan(.began, 0, in: fixture)))
        let grab = try #require(sheet.dismissalEvents.last)
        #expect(grab.touch == 1 && grab.state == .finishing)
        #expect(grab.fraction > released && grab.fraction < 1, "it finished on from \(released): \(grab.fraction)")
        #expect(fixture.window.events.names.contains("context.pauseInteractiveTransition()"))
        #expect(sheet.deliverPresentedGesture(pan(.changed, 10, in: fixture)))
        #expect(try #require(sheet.dismissalEvents.last).state == .driving, "grabbed: under interaction again")
        #expect(sheet.deliverPresentedGesture(pan(.ended, 10, in: fixture)))
        fixture.settle()
        #expect(fixture.root.presentedViewController != nil)
        #expect(sheet.hooks.suffix(2) == ["dismissalWillBegin", "dismissalDidEnd(false)"])
    }

    @Test("an interactive dismissal asked for on a release, which nothing could drive, dismisses animated")
    func dismissInteractivelyOnRelease() throws {
        final class ReleaseSheet: PresentationController {
            override var presentedGestures: Set<GestureEvent.Kind> { [.verticalPan] }
            override func handlePresentedGesture(_ event: GestureEvent) -> PresentationGestureAnswer {
                event.isRelease && !isDismissingInteractively ? .dismissInteractively : .none
            }
        }
        let fixture = KitFixture()
        let delegate = ModalTestDelegate.diagonal()
        delegate.makePresentationController = { ReleaseSheet(presentedViewController: $0, presenting: $1) }
        fixture.keep(delegate)
        let second = fixture.controller("Second")
        second.modalPresentationStyle = .custom
        second.transitioningDelegate = delegate
        try fixture.root.present(second, animated: true)
        fixture.settle()
        let sheet = try #require(second.presentationController)
        #expect(sheet.deliverPresentedGesture(pan(.ended, 10, in: fixture)))
        #expect(!sheet.isDismissingInteractively)
        fixture.settle()
        #expect(fixture.root.presentedViewController == nil)
        #expect(fixture.window.events.diagnostics.contains { $0.contains("no later event of its touch can drive") })
    }

    @Test("answers that break the interaction rules are refused; an undecided release cancels")
    func violations() throws {
        let (fixture, sheet) = try presented()
        sheet.decide = { event in
            switch event.phase {
            case .changed: return .follow(.zero)
            case .began: return .none
            case .ended, .cancelled: return .interaction(.grab)
            }
        }
        pullPastThreshold(sheet, in: fixture)
        #expect(sheet.deliverPresentedGesture(pan(.changed, 200, in: fixture)))
        #expect(sheet.deliverPresentedGesture(pan(.ended, 200, in: fixture)))
        fixture.settle()
        let diagnostics = fixture.window.events.diagnostics
        #expect(diagnostics.contains { $0.contains("only interaction decisions count") }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.contains("a grab for a release") }, "\(diagnostics)")
        #expect(fixture.root.presentedViewController != nil, "the undecided release cancelled")
        #expect(sheet.hooks.last == "dismissalDidEnd(false)")
    }
}
