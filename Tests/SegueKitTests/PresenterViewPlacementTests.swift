import SegueEngine
import SegueKit
import Testing

/// Where the views live during a transition. Sources: UIViewControllerTransitioning.h, the header
/// comments of `containerView` and `view(forKey:)` (nil for the presenter's view when the style
/// keeps it), Apple's documentation of `containerView` (it "acts as the superview of all other
/// views, including those of the presenting and presented view controllers, during the
/// animation"; UIKit "automatically adds the view of the presenting view controller to it"),
/// UIPresentationController.h's `shouldRemovePresentersView`, and the seeds
/// (000_7218dbb8dd37b8ff.txt: "put all views into the container").
@Suite("Where the views live during a transition")
struct PresenterViewPlacementTests {
    /// What an animator saw when `animateTransition(using:)` ran.
    struct Seen {
        let container: View
        let from: View?
        let to: View?
        /// The presenter's view's superview then, and its frame.
        let presenterSuperview: View?
        let presenterFrame: Rect
        /// The container's subviews then, back to front.
        let containerSubviews: [View]
    }

    /// Records what it is handed, then fades the presented view in (or out) linearly over 0.5 s,
    /// honouring a cancel: an animator that touches only the views the context offers.
    final class PlacementProbe: AnimatedTransitioning {
        let presenting: Bool
        let presenter: ViewController
        private(set) var seen: Seen?

        init(presenting: Bool, presenter: ViewController) {
            self.presenting = presenting
            self.presenter = presenter
        }

        func transitionDuration(using context: ContextTransitioning?) -> Double { 0.5 }

        func animateTransition(using context: ContextTransitioning) {
            let container = context.containerView
            seen = Seen(
                container: container, from: context.view(forKey: .from), to: context.view(forKey: .to),
                presenterSuperview: presenter.view.superview, presenterFrame: presenter.view.frame,
                containerSubviews: container.subviews)
            let moving = presenting ? context.view(forKey: .to) : context.view(forKey: .from)
            if presenting, let moving, let to = context.viewController(forKey: .to) {
                moving.frame = context.finalFrame(for: to)
                moving.alpha = 0
                container.addSubview(moving)
            }
            context.engine.animate(
                withDuration: 0.5, curve: .linear, animations: { [presenting] in moving?.alpha = presenting ? 1 : 0 }
            ) { [presenting] _ in
                let success = !context.transitionWasCancelled
                moving?.alpha = 1
                if presenting != success { moving?.removeFromSuperview() }
                context.completeTransition(success)
            }
        }
    }

    /// Vends probes for both directions, an optional interaction, and (for `.custom`) a
    /// presentation controller that removes the presenter's view or keeps it.
    final class ProbeDelegate: TransitioningDelegate {
        let presenter: ViewController
        let removesPresenter: Bool
        var interaction: InteractiveTransitioning?
        private(set) var probes: [PlacementProbe] = []

        init(presenter: ViewController, removesPresenter: Bool = false) {
            self.presenter = presenter
            self.removesPresenter = removesPresenter
        }

        func animationController(
            forPresented presented: ViewController, presenting: ViewController, source: ViewController
        ) -> AnimatedTransitioning? {
            vend(presenting: true)
        }

        func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
            vend(presenting: false)
        }

        func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
            interaction
        }

        func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
            interaction
        }

        func presentationController(
            forPresented presented: ViewController, presenting: ViewController?, source: ViewController
        ) -> PresentationController? {
            RemovalChoosingPresentationController(
                presentedViewController: presented, presenting: presenting ?? source, removes: removesPresenter)
        }

        private func vend(presenting: Bool) -> PlacementProbe {
            let probe = PlacementProbe(presenting: presenting, presenter: presenter)
            probes.append(probe)
            return probe
        }
    }

    /// A custom presentation controller answering `shouldRemovePresentersView` as told.
    final class RemovalChoosingPresentationController: PresentationController {
        let removes: Bool
        init(presentedViewController presented: ViewController, presenting: ViewController, removes: Bool) {
            self.removes = removes
            super.init(presentedViewController: presented, presenting: presenting)
        }

        override var shouldRemovePresentersView: Bool { removes }
    }

    /// A scene: `First` at the root of a 400 × 800 window, and `Second` to present with `style`
    /// (a custom presentation removing First's view when `removes`).
    struct Scene {
        let fixture = KitFixture()
        let second: ViewController
        let delegate: ProbeDelegate

        init(style: ModalPresentationStyle, removes: Bool = false) {
            second = fixture.controller("Second")
            second.modalPresentationStyle = style
            delegate = ProbeDelegate(presenter: fixture.root, removesPresenter: removes)
            second.transitioningDelegate = delegate
            fixture.keep(delegate)
        }

        var first: ViewController { fixture.root }
        var window: Window { fixture.window }

        /// What the probe of transition `index` (0: the presentation) saw.
        func seen(_ index: Int) throws -> Seen { try #require(delegate.probes[index].seen) }
    }

    /// The styles whose presentation removes the presenter's view, each with whether a `.custom`
    /// presentation controller says so.
    static let removingStyles: [(ModalPresentationStyle, Bool)] = [
        (.fullScreen, false), (.currentContext, false), (.custom, true),
    ]
    /// The styles whose presentation keeps the presenter's view where it is.
    static let keepingStyles: [(ModalPresentationStyle, Bool)] = [
        (.overFullScreen, false), (.overCurrentContext, false), (.custom, false), (.formSheet, false),
        (.pageSheet, false), (.popover, false),
    ]

    @Test(
        """
        a full-screen presentation moves the presenter's view into the container, as the from-view, and removes it \
        after
        """,
        arguments: removingStyles)
    func fullScreenPresent(style: ModalPresentationStyle, removes: Bool) throws {
        let scene = Scene(style: style, removes: removes)
        let original = scene.first.view.frame
        try scene.first.present(scene.second, animated: true)
        scene.fixture.tick()
        let seen = try scene.seen(0)
        #expect(seen.from === scene.first.view)
        #expect(seen.presenterSuperview === seen.container, "in the container before animateTransition(using:)")
        #expect(seen.presenterFrame == original, "its on-screen frame, in the container's coordinates")
        // Mid-transition it is still there, beneath the presented view.
        scene.fixture.clock.advance(frames: 12, framesPerSecond: 60)
        #expect(
            seen.container.subviews.first === scene.first.view && seen.container.subviews.last === scene.second.view)
        #expect(scene.fixture.settle())
        #expect(scene.first.view.superview == nil, "removed from the window once the presentation completed")
    }

    @Test(
        """
        a full-screen dismissal brings the presenter's view back into the container beneath the presented one, then \
        to its place
        """,
        arguments: removingStyles)
    func fullScreenDismiss(style: ModalPresentationStyle, removes: Bool) throws {
        let scene = Scene(style: style, removes: removes)
        let before = scene.fixture.snapshot
        let place = scene.window.view.subviews.firstIndex { $0 === scene.first.view }
        try scene.first.present(scene.second, animated: true)
        scene.fixture.settle()
        try scene.second.dismiss(animated: true)
        scene.fixture.tick()
        let seen = try scene.seen(1)
        #expect(seen.to === scene.first.view)
        #expect(seen.presenterSuperview === seen.container)
        #expect(seen.presenterFrame == Rect(x: 0, y: 0, width: 400, height: 800), "at its remembered frame")
        #expect(
            seen.containerSubviews.first === scene.first.view && seen.containerSubviews.last === scene.second.view,
            "beneath the presented view")
        #expect(scene.fixture.settle())
        #expect(scene.first.view.superview === scene.window.view)
        #expect(scene.window.view.subviews.firstIndex { $0 === scene.first.view } == place)
        #expect(scene.fixture.snapshot.differences(from: before).isEmpty, "every view back where it was")
    }

    @Test("a cancelled full-screen presentation puts every view back where it was", arguments: removingStyles)
    func cancelledPresent(style: ModalPresentationStyle, removes: Bool) throws {
        let scene = Scene(style: style, removes: removes)
        let before = scene.fixture.snapshot
        let interaction = PercentDrivenInteractiveTransition()
        scene.delegate.interaction = interaction
        try scene.first.present(scene.second, animated: true)
        scene.fixture.tick()
        #expect(scene.first.view.superview === (try scene.seen(0)).container)
        interaction.update(0.4)
        interaction.cancel()
        #expect(scene.fixture.settle())
        #expect(scene.fixture.snapshot.differences(from: before).isEmpty)
        #expect(scene.first.presentedViewController == nil)
    }

    @Test(
        """
        a cancelled full-screen dismissal leaves the presenter's view out of the window again, and a later \
        dismissal works
        """,
        arguments: removingStyles)
    func cancelledDismiss(style: ModalPresentationStyle, removes: Bool) throws {
        let scene = Scene(style: style, removes: removes)
        let original = scene.fixture.snapshot
        try scene.first.present(scene.second, animated: true)
        scene.fixture.settle()
        let presented = scene.fixture.snapshot
        let interaction = PercentDrivenInteractiveTransition()
        scene.delegate.interaction = interaction
        try scene.second.dismiss(animated: true)
        scene.fixture.tick()
        #expect(scene.first.view.superview === (try scene.seen(1)).container)
        interaction.update(0.4)
        interaction.cancel()
        #expect(scene.fixture.settle())
        #expect(scene.fixture.snapshot.differences(from: presented).isEmpty)
        #expect(scene.first.view.superview == nil)
        scene.delegate.interaction = nil
        try scene.second.dismiss(animated: true)
        #expect(scene.fixture.settle())
        #expect(scene.fixture.snapshot.differences(from: original).isEmpty)
    }

    @Test(
        """
        styles that keep the presenter's view leave it in place, with a nil from-view on present and to-view on \
        dismiss
        """,
        arguments: keepingStyles)
    func keepingStyle(style: ModalPresentationStyle, removes: Bool) throws {
        let scene = Scene(style: style, removes: removes)
        scene.fixture.window.sizeClassOverride = .regular
        try scene.first.present(scene.second, animated: true)
        scene.fixture.tick()
        let present = try scene.seen(0)
        #expect(present.from == nil)
        #expect(present.to === scene.second.view)
        #expect(present.presenterSuperview === scene.window.view)
        #expect(!present.containerSubviews.contains { $0 === scene.first.view })
        #expect(scene.fixture.settle())
        #expect(scene.first.view.superview === scene.window.view)
        try scene.second.dismiss(animated: true)
        scene.fixture.tick()
        let dismiss = try scene.seen(1)
        #expect(dismiss.to == nil)
        #expect(dismiss.from === scene.second.view)
        #expect(dismiss.presenterSuperview === scene.window.view)
        #expect(scene.fixture.settle())
    }

    @Test(
        """
        a current-context presentation moves the context's view into the container at its frame there, and puts it \
        back at its own
        """
    )
    func currentContextConvertsTheFrame() throws {
        let fixture = KitFixture()
        let child = fixture.controller("Child")
        fixture.root.addChild(child)
        child.view.frame = Rect(x: 100, y: 50, width: 300, height: 400)
        fixture.root.view.addSubview(child.view)
        child.didMove(toParent: fixture.root)
        child.definesPresentationContext = true
        let before = fixture.snapshot
        let second = fixture.controller("Second")
        second.modalPresentationStyle = .currentContext
        let delegate = ProbeDelegate(presenter: child)
        second.transitioningDelegate = delegate
        fixture.keep(delegate)
        try child.present(second, animated: true)
        fixture.tick()
        let present = try #require(delegate.probes.first?.seen)
        #expect(present.container.frame == Rect(x: 100, y: 50, width: 300, height: 400))
        #expect(
            present.presenterSuperview === present.container
                && present.presenterFrame == Rect(x: 0, y: 0, width: 300, height: 400))
        fixture.settle()
        try second.dismiss(animated: true)
        fixture.tick()
        let dismiss = try #require(delegate.probes.last?.seen)
        #expect(
            dismiss.presenterSuperview === dismiss.container
                && dismiss.presenterFrame == Rect(x: 0, y: 0, width: 300, height: 400))
        fixture.settle()
        #expect(
            child.view.superview === fixture.root.view
                && child.view.frame == Rect(x: 100, y: 50, width: 300, height: 400))
        #expect(fixture.snapshot.differences(from: before).isEmpty)
    }

    // MARK: Navigation, tab and the objc.io container

    /// Notes whether the from-view was already in the container when the wrapped animator (which
    /// adds the to-view) started.
    final class ContainerPlacementProbe: AnimatedTransitioning {
        let animator = FrameRecordingAnimator()
        private(set) var fromWasInContainer: Bool?
        private(set) var views: (container: View, from: View?, to: View?)?

        func transitionDuration(using context: ContextTransitioning?) -> Double {
            animator.transitionDuration(using: context)
        }

        func animateTransition(using context: ContextTransitioning) {
            let container = context.containerView
            views = (container, context.view(forKey: .from), context.view(forKey: .to))
            fromWasInContainer = context.view(forKey: .from)?.superview === container
            animator.animateTransition(using: context)
        }

        /// Whether both views are in the container now.
        var bothInContainer: Bool {
            guard let (container, from, to) = views, let from, let to else { return false }
            return from.superview === container && to.superview === container
        }
    }

    // Source: UIViewControllerTransitioning.h (`containerView`: "the view that acts as the
    // superview for the views involved in the transition"; the animator adds the to-view) and
    // the seeds' objc.io container (001_da337a82cee95294.txt: the from-view's superview is the
    // container view, asserted when the private context is made).
    @Test(
        """
        navigation push and pop: the from-view is in the container when the animator starts, and both are during \
        the transition
        """
    )
    func navigationKeepsBothInContainer() throws {
        let engine = AnimationEngine()
        let list = ViewController(engine: engine, title: "List")
        let navigation = NavigationController(rootViewController: list)
        let fixture = KitFixture(engine: engine, root: navigation)
        var probes: [ContainerPlacementProbe] = []
        let delegate = VendingNavigationDelegate { _ in
            let probe = ContainerPlacementProbe()
            probes.append(probe)
            return probe
        }
        navigation.delegate = delegate
        try navigation.pushViewController(ViewController(engine: engine, title: "Detail"), animated: true)
        try expectBothInContainer(probes, at: 0, fixture)
        try navigation.popViewController(animated: true)
        try expectBothInContainer(probes, at: 1, fixture)
    }

    @Test(
        """
        tab switch and the objc.io container: the from-view is in the container when the animator starts, and both \
        are during the transition
        """
    )
    func tabAndContainerKeepBothInContainer() throws {
        let engine = AnimationEngine()
        let tabs = ["One", "Two"].map { ViewController(engine: engine, title: $0) }
        let tabBar = TabBarController(viewControllers: tabs)
        let tabFixture = KitFixture(engine: engine, root: tabBar)
        final class TabDelegate: TabBarControllerDelegate {
            var probes: [ContainerPlacementProbe] = []
            func tabBarController(
                _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
                to: ViewController
            ) -> AnimatedTransitioning? {
                let probe = ContainerPlacementProbe()
                probes.append(probe)
                return probe
            }
        }
        let tabDelegate = TabDelegate()
        tabBar.delegate = tabDelegate
        try tabBar.selectTab(at: 1)
        try expectBothInContainer(tabDelegate.probes, at: 0, tabFixture)

        let containerEngine = AnimationEngine()
        let children = ["Red", "Green"].map { ViewController(engine: containerEngine, title: $0) }
        let container = ContainerViewController(viewControllers: children)
        let containerFixture = KitFixture(engine: containerEngine, root: container)
        let probe = ContainerPlacementProbe()
        let containerDelegate = VendingContainerDelegate(animator: probe)
        container.delegate = containerDelegate
        try container.select(1)
        try expectBothInContainer([probe], at: 0, containerFixture)
    }

    /// Starts the transition probe `index` animates, checks the from-view was in the container
    /// then and both views are there mid-transition, and settles.
    private func expectBothInContainer(
        _ probes: @autoclosure () -> [ContainerPlacementProbe], at index: Int, _ fixture: KitFixture
    ) throws {
        fixture.tick()
        let vended = probes()
        let probe = try #require(vended.count > index ? vended[index] : nil)
        #expect(probe.fromWasInContainer == true)
        fixture.clock.advance(by: 0.2)
        #expect(probe.bothInContainer)
        #expect(fixture.settle())
    }
}
