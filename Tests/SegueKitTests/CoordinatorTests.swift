import SegueEngine
import SegueKit
import Testing

/// The transition coordinator of a modal transition: it exists only during the transition, runs
/// alongside animations with the transition's timing, calls their completions once with the
/// outcome, and reports interaction changes.
@Suite("Transition coordinator")
struct CoordinatorTests {
    /// A dimming presentation controller that looks for the coordinator in `WillBegin`.
    final class ProbingPresentationController: DimmingPresentationController {
        var coordinatorInWillBegin: TransitionCoordinator?
        var coordinatorInDismissalWillBegin: TransitionCoordinator?
        override func presentationTransitionWillBegin() {
            coordinatorInWillBegin = presentedViewController.transitionCoordinator
            super.presentationTransitionWillBegin()
        }
        override func dismissalTransitionWillBegin() {
            coordinatorInDismissalWillBegin = presentedViewController.transitionCoordinator
            super.dismissalTransitionWillBegin()
        }
    }

    private func makeScene(curve: TimingCurve = .linear, custom: Bool = false) -> (
        KitFixture, HookedController, ModalTestDelegate
    ) {
        let fixture = KitFixture()
        let second = HookedController(engine: fixture.engine, title: "Second")
        let delegate = ModalTestDelegate.diagonal(duration: 0.5, curve: curve)
        second.transitioningDelegate = delegate
        fixture.keep(delegate)
        if custom {
            second.modalPresentationStyle = .custom
            delegate.makePresentationController = {
                ProbingPresentationController(presentedViewController: $0, presenting: $1)
            }
        }
        return (fixture, second, delegate)
    }

    @Test("nil outside a transition, the same object for both sides in viewWillAppear, nil again after")
    func lifetime() throws {
        let (fixture, second, _) = makeScene(custom: true)
        let child = fixture.controller("Child")
        second.addChild(child)
        second.view.addSubview(child.view)
        var seen: TransitionCoordinator?
        var rootSeen: TransitionCoordinator?
        var childSeen: TransitionCoordinator?
        second.onViewWillAppear = { controller in
            seen = controller.transitionCoordinator
            rootSeen = fixture.root.transitionCoordinator
            childSeen = child.transitionCoordinator
        }
        #expect(fixture.root.transitionCoordinator == nil)
        #expect(second.transitionCoordinator == nil)
        try fixture.root.present(second, animated: true)
        #expect(second.transitionCoordinator == nil, "not before the transition starts on the next tick")
        fixture.tick()
        let coordinator = try #require(seen)
        #expect(rootSeen === coordinator)
        #expect(childSeen === coordinator, "children see their parent's coordinator")
        let probe = try #require(second.presentationController as? ProbingPresentationController)
        #expect(probe.coordinatorInWillBegin === coordinator)
        #expect(second.transitionCoordinator === coordinator)
        #expect(coordinator.viewController(forKey: .from) === fixture.root)
        #expect(coordinator.viewController(forKey: .to) === second)
        #expect(coordinator.isAnimated)
        #expect(coordinator.presentationStyle == .custom)
        #expect(coordinator.transitionDuration == 0.5)
        #expect(!coordinator.initiallyInteractive)
        #expect(!coordinator.isInteractive)
        fixture.clock.advance(by: 0.25)
        #expect(abs(coordinator.percentComplete - 0.5) < 1e-9)
        fixture.settle()
        #expect(second.transitionCoordinator == nil)
        #expect(fixture.root.transitionCoordinator == nil)
        #expect(child.transitionCoordinator == nil)
        #expect(coordinator.percentComplete == 1)

        // Dismissal gets a new coordinator, gone again afterwards.
        var dismissing: TransitionCoordinator?
        second.onViewWillDisappear = { dismissing = $0.transitionCoordinator }
        try second.dismiss(animated: true)
        fixture.tick()
        let dismissal = try #require(dismissing)
        #expect(dismissal !== coordinator)
        #expect(probe.coordinatorInDismissalWillBegin === dismissal)
        #expect(dismissal.viewController(forKey: .from) === second)
        #expect(dismissal.viewController(forKey: .to) === fixture.root)
        fixture.settle()
        #expect(second.transitionCoordinator == nil)
        #expect(fixture.root.transitionCoordinator == nil)
    }

    @Test("alongside animations follow the transition's timing", arguments: [TimingCurve.linear, .easeInOut, .easeIn])
    func alongsideTiming(curve: TimingCurve) throws {
        let (fixture, second, _) = makeScene(curve: curve)
        let badge = View(name: "badge", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: fixture.engine.tree)
        fixture.window.view.addSubview(badge)
        second.onViewWillAppear = { controller in
            #expect(controller.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0 }) == true)
        }
        try fixture.root.present(second, animated: true)
        fixture.tick()
        for _ in 0..<4 {
            fixture.clock.advance(by: 0.1)
            // The diagonal slide's progress (x from 400 to 0) and the fade's are the same.
            let slide = (400 - second.view.frame.minX) / 400
            #expect(abs((1 - badge.alpha) - slide) < 1e-9)
            #expect(slide > 0 && slide < 1)
        }
        fixture.settle()
        #expect(badge.alpha == 0)
    }

    @Test("an alongside animation added mid-transition runs over the remaining time and ends with it")
    func alongsideAddedLate() throws {
        let (fixture, second, _) = makeScene()
        let badge = View(name: "badge", in: fixture.engine.tree)
        fixture.window.view.addSubview(badge)
        try fixture.root.present(second, animated: true)
        fixture.tick()
        let start = fixture.engine.currentTime
        var accepted: Bool?
        var completedAt: Double?
        fixture.engine.schedule(at: start + 0.25) {
            accepted = second.transitionCoordinator?.animate(
                alongsideTransition: { _ in badge.alpha = 0 },
                completion: { _ in
                    completedAt = fixture.engine.currentTime
                })
        }
        fixture.clock.advance(by: 0.25)
        #expect(accepted == true)
        #expect(badge.alpha == 1)
        fixture.clock.advance(by: 0.125)
        #expect(abs(badge.alpha - 0.5) < 1e-9)
        fixture.settle()
        #expect(badge.alpha == 0)
        let end = try #require(fixture.window.events.events.first { $0.name == "context.completeTransition(_:)" })
        #expect(completedAt == end.time)
    }

    @Test("alongside completion runs once, isCancelled matching the outcome")
    func alongsideCompletionOnce() throws {
        for outcome in ["animated", "finished", "cancelled"] {
            let (fixture, second, delegate) = makeScene()
            let interaction = PercentDrivenInteractiveTransition()
            if outcome != "animated" { delegate.presentInteraction = interaction }
            var results: [(cancelled: Bool, interactive: Bool, percent: Double)] = []
            second.onViewWillAppear = { controller in
                controller.transitionCoordinator?.animate(
                    alongsideTransition: { _ in },
                    completion: { context in
                        results.append((context.isCancelled, context.isInteractive, context.percentComplete))
                    })
            }
            try fixture.root.present(second, animated: true)
            fixture.tick()
            if outcome != "animated" {
                interaction.update(0.5)
                #expect(results.isEmpty)
                if outcome == "finished" { interaction.finish() } else { interaction.cancel() }
                #expect(results.isEmpty, "completions wait for completeTransition")
            }
            fixture.settle()
            #expect(results.count == 1, "\(outcome)")
            #expect(results.first?.cancelled == (outcome == "cancelled"))
            #expect(results.first?.interactive == false)
            #expect(results.first?.percent == (outcome == "cancelled" ? 0 : 1))
        }
    }

    @Test("alongside completions of a dismissal registered in viewWillDisappear run once")
    func dismissalAlongsideCompletion() throws {
        let (fixture, second, _) = makeScene()
        try fixture.root.present(second, animated: true)
        fixture.settle()
        var runs = 0
        second.onViewWillDisappear = { controller in
            controller.transitionCoordinator?.animate(
                alongsideTransition: nil,
                completion: { context in
                    runs += 1
                    #expect(!context.isCancelled)
                })
        }
        try second.dismiss(animated: true)
        fixture.settle()
        #expect(runs == 1)
    }

    @Test("notifyWhenInteractionChanges fires on finish, cancel and pause")
    func interactionChanges() throws {
        for ending in ["finish", "cancel", "pause-then-cancel"] {
            let (fixture, second, delegate) = makeScene()
            let interaction = PercentDrivenInteractiveTransition()
            delegate.presentInteraction = interaction
            var changes: [(interactive: Bool, cancelled: Bool)] = []
            second.onViewWillAppear = { controller in
                let coordinator = controller.transitionCoordinator
                #expect(coordinator?.initiallyInteractive == true)
                #expect(coordinator?.isInteractive == true)
                coordinator?.notifyWhenInteractionChanges { context in
                    changes.append((context.isInteractive, context.isCancelled))
                }
            }
            try fixture.root.present(second, animated: true)
            fixture.tick()
            interaction.update(0.4)
            #expect(changes.isEmpty, "updates are not interaction changes")
            switch ending {
            case "finish":
                interaction.finish()
                fixture.settle()
                #expect(changes.count == 1)
                #expect(changes.first?.interactive == false)
                #expect(changes.first?.cancelled == false)
            case "cancel":
                interaction.cancel()
                fixture.settle()
                #expect(changes.count == 1)
                #expect(changes.first?.cancelled == true)
            default:
                interaction.finish()
                fixture.tick()
                interaction.pause()
                #expect(changes.count == 2)
                #expect(changes.last?.interactive == true)
                interaction.update(0.2)
                interaction.cancel()
                fixture.settle()
                #expect(changes.count == 3)
                #expect(changes.last?.interactive == false)
                #expect(changes.last?.cancelled == true)
                #expect(fixture.lastCompleted("context.completeTransition(_:)") == false)
            }
            // Interaction calls after the end do not notify again.
            interaction.cancel()
            #expect(changes.count == (ending == "pause-then-cancel" ? 3 : 1))
        }
    }

    @Test("a non-interactive transition never reports an interaction change")
    func noInteractionChanges() throws {
        let (fixture, second, _) = makeScene()
        var changes = 0
        second.onViewWillAppear = { controller in
            controller.transitionCoordinator?.notifyWhenInteractionChanges { _ in changes += 1 }
        }
        try fixture.root.present(second, animated: true)
        fixture.settle()
        #expect(changes == 0)
    }

    @Test("animate(alongsideTransition:) after the end returns false and runs nothing")
    func alongsideAfterEnd() throws {
        let (fixture, second, _) = makeScene()
        var kept: TransitionCoordinator?
        second.onViewWillAppear = { kept = $0.transitionCoordinator }
        try fixture.root.present(second, animated: true)
        fixture.settle()
        let coordinator = try #require(kept)
        var ran = false
        let accepted = coordinator.animate(alongsideTransition: { _ in ran = true }, completion: { _ in ran = true })
        #expect(accepted == false)
        let acceptedInView = coordinator.animateAlongsideTransition(in: second.view, animation: { _ in ran = true })
        #expect(acceptedInView == false)
        fixture.settle()
        #expect(!ran)
        #expect(fixture.window.events.diagnostics.count == 2)
    }

    @Test("an unanimated presentation still has a coordinator; alongside animations run at once")
    func unanimatedCoordinator() throws {
        let (fixture, second, _) = makeScene()
        let badge = View(name: "badge", in: fixture.engine.tree)
        fixture.window.view.addSubview(badge)
        var completion: (cancelled: Bool, animated: Bool)?
        second.onViewWillAppear = { controller in
            let coordinator = controller.transitionCoordinator
            #expect(coordinator != nil)
            coordinator?.animate(
                alongsideTransition: { _ in badge.alpha = 0.3 },
                completion: { context in
                    completion = (context.isCancelled, context.isAnimated)
                })
        }
        try fixture.root.present(second, animated: false)
        fixture.tick()
        #expect(badge.alpha == 0.3)
        #expect(completion?.cancelled == false)
        #expect(completion?.animated == false)
        #expect(second.transitionCoordinator == nil)
    }
}
