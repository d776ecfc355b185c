import SegueEngine
import SegueKit
import Testing

/// Issue 15: the places where Segue differed from UIKit's own documentation, each pinned to the
/// Apple source (header comment or documentation page) that says what UIKit does.
@Suite("UIKit fidelity")
struct UIKitFidelityTests {
    // MARK: 1. Dismissing from low in a stack

    // Source: UIViewController `dismiss(animated:completion:)` documentation: dismissing from a
    // controller low in a stack of presentations animates only the top-most view, with its own
    // transition; the controllers between are removed from the stack without animation.
    @Test(
        """
        dismissing from low in a stack animates the top-most controller with its own animator and removes the ones \
        between
        """
    )
    func dismissFromLowInStack() throws {
        let fixture = KitFixture()
        let second = fixture.controller("Second")
        let third = fixture.controller("Third")
        var secondDismissAnimators = 0
        let secondDelegate = ModalTestDelegate(
            presentAnimator: { DiagonalAnimator(presenting: true) },
            dismissAnimator: {
                secondDismissAnimators += 1
                return DiagonalAnimator(presenting: false)
            })
        let thirdDelegate = ModalTestDelegate.diagonal(duration: 0.5, curve: .linear)
        second.transitioningDelegate = secondDelegate
        third.transitioningDelegate = thirdDelegate
        fixture.keep(secondDelegate)
        fixture.keep(thirdDelegate)
        try fixture.root.present(second, animated: true)
        fixture.settle()
        try second.present(third, animated: true)
        fixture.settle()
        fixture.window.events.removeAll()
        try fixture.root.dismiss(animated: true)
        fixture.tick()
        fixture.clock.advance(by: 0.25)
        // Half-way: Third slides off (diagonally, linear) over First; Second is already gone.
        #expect(third.view.isDescendant(of: fixture.window.view))
        #expect(third.view.frame.minX > 100 && third.view.frame.minX < 300)
        #expect(second.view.superview == nil)
        #expect(fixture.root.view.isDescendant(of: fixture.window.view))
        fixture.settle()
        let calls = fixture.window.events.calls
        let removed = try #require(calls.firstIndex(of: .dismissedUnanimated(controller: "Second")))
        let asked = try #require(calls.firstIndex(of: .delegate(.animationControllerForDismissed(dismissed: "Third"))))
        #expect(removed < asked)
        #expect(secondDismissAnimators == 0, "the intermediate controller is removed, not animated")
        #expect(calls.contains(.completion(.dismiss(completed: true))))
        #expect(fixture.root.presentedViewController == nil && second.presentedViewController == nil)
        #expect(third.view.superview == nil && fixture.root.hasAppeared)
        #expect(fixture.window.events.diagnostics.isEmpty)
    }

    // Same source; where it is silent (an interactive dismissal of the stack that is cancelled),
    // Segue's decision: the controllers between are already gone, so the top-most one stays,
    // presented by the dismissed controller's presenter.
    @Test(
        """
        a cancelled interactive dismissal from low in a stack leaves the top-most controller presented by the \
        bottom one
        """
    )
    func cancelledStackDismissal() throws {
        let fixture = KitFixture()
        let second = fixture.controller("Second")
        let third = fixture.controller("Third")
        let delegate = ModalTestDelegate.diagonal(duration: 0.5, curve: .linear)
        let interaction = PercentDrivenInteractiveTransition()
        second.transitioningDelegate = delegate
        third.transitioningDelegate = delegate
        fixture.keep(delegate)
        try fixture.root.present(second, animated: true)
        fixture.settle()
        try second.present(third, animated: true)
        fixture.settle()
        delegate.dismissInteraction = interaction
        try fixture.root.dismiss(animated: true)
        fixture.tick()
        interaction.update(0.3)
        interaction.cancel()
        fixture.settle()
        #expect(fixture.root.presentedViewController === third && third.presentingViewController === fixture.root)
        #expect(second.presentingViewController == nil && second.view.superview == nil)
        #expect(third.isViewVisible && third.hasAppeared && fixture.root.view.superview == nil)
        delegate.dismissInteraction = nil
        try third.dismiss(animated: true)
        fixture.settle()
        #expect(fixture.window.topViewController === fixture.root && fixture.root.isViewVisible)
        #expect(fixture.window.events.diagnostics.isEmpty)
    }

    // MARK: 2. Unanimated custom presentations

    /// Records whether the context it ran in was animated; when not, places the views at once.
    final class AnimatedFlagProbe: AnimatedTransitioning {
        let presenting: Bool
        private(set) var animatedFlags: [Bool] = []
        init(presenting: Bool) { self.presenting = presenting }
        func transitionDuration(using context: ContextTransitioning?) -> Double { 0.4 }
        func animateTransition(using context: ContextTransitioning) {
            animatedFlags.append(context.isAnimated)
            if presenting, let view = context.view(forKey: .to), let to = context.viewController(forKey: .to) {
                view.frame = context.finalFrame(for: to)
                context.containerView.addSubview(view)
            } else {
                context.view(forKey: .from)?.removeFromSuperview()
            }
            context.completeTransition(true)
        }
    }

    // Source: UIViewControllerTransitioning.h, the header comment of
    // UIViewControllerContextTransitioning's `isAnimated`: a `.custom` presentation that is not
    // animated still calls `animateTransition(using:)`, so the animator can add and remove views.
    @Test("an unanimated .custom presentation and dismissal still run the delegate's animator, with isAnimated false")
    func unanimatedCustomCallsAnimator() throws {
        let fixture = KitFixture()
        let second = fixture.controller("Second")
        second.modalPresentationStyle = .custom
        let presenting = AnimatedFlagProbe(presenting: true)
        let dismissing = AnimatedFlagProbe(presenting: false)
        let delegate = ModalTestDelegate(presentAnimator: { presenting }, dismissAnimator: { dismissing })
        delegate.presentInteraction = PercentDrivenInteractiveTransition()
        second.transitioningDelegate = delegate
        fixture.keep(delegate)
        try fixture.root.present(second, animated: false)
        fixture.tick()
        #expect(presenting.animatedFlags == [false])
        let calls = fixture.window.events.calls
        #expect(calls.contains(.animator(.animateTransition)))
        #expect(!calls.contains(.delegate(.interactionControllerForPresentation)), "no interaction without animation")
        #expect(second.isViewVisible && fixture.root.presentedViewController === second)
        try second.dismiss(animated: false)
        fixture.tick()
        #expect(dismissing.animatedFlags == [false])
        #expect(fixture.root.presentedViewController == nil)
    }

    // MARK: 3. Adaptation when the size class changes

    /// An adaptive delegate that keeps UIKit's styles and shows a wrapper while adapted to full screen.
    final class AdaptiveProbe: AdaptivePresentationControllerDelegate {
        let wrapper: ViewController
        private(set) var asked: [SizeClass] = []
        init(wrapper: ViewController) { self.wrapper = wrapper }
        func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection)
            -> ModalPresentationStyle
        {
            asked.append(traitCollection.horizontalSizeClass)
            return controller.systemAdaptivePresentationStyle(for: traitCollection.horizontalSizeClass)
        }
        func presentationController(
            _ controller: PresentationController,
            viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
        ) -> ViewController? {
            style == .fullScreen ? wrapper : nil
        }
    }

    // Source: `UIViewController.modalPresentationStyle` documentation (styles take on other
    // styles' behaviour in compact widths, through `adaptivePresentationStyle(for:traitCollection:)`)
    // and UIAdaptivePresentationControllerDelegate's
    // `presentationController(_:viewControllerForAdaptivePresentationStyle:)`; the seeds'
    // presentation chapter: sheets are full screen in a horizontally compact environment.
    @Test(
        """
        a form sheet adapts to full screen when the window turns compact, through the size-change coordinator, and \
        back
        """
    )
    func formSheetAdaptsOnSizeChange() throws {
        let fixture = KitFixture(size: Size(width: 1024, height: 768))
        let original = fixture.snapshot
        let second = fixture.controller("Second")
        second.modalPresentationStyle = .formSheet
        try fixture.root.present(second, animated: true)
        fixture.settle()
        #expect(second.view.frame == Rect(x: 242, y: 74, width: 540, height: 620))
        let probe = AdaptiveProbe(wrapper: fixture.controller("Wrapper"))
        let controller = try #require(second.presentationController)
        controller.delegate = probe
        fixture.window.events.removeAll()
        try fixture.window.transition(to: Size(width: 500, height: 768), duration: 0.3)
        fixture.tick()
        fixture.clock.advance(by: 0.15)
        let wrapper = probe.wrapper.view
        #expect(wrapper.isDescendant(of: fixture.window.view) && second.view.superview == nil)
        #expect(
            wrapper.frame.width > 500 && wrapper.frame.width < 540,
            "the sheet takes the whole window as the resize runs")
        fixture.settle()
        #expect(controller.presentationStyle == .fullScreen)
        #expect(wrapper.frame == Rect(x: 0, y: 0, width: 500, height: 768))
        #expect(fixture.root.view.superview == nil && !fixture.root.hasAppeared)
        let calls = fixture.window.events.calls
        #expect(
            calls.prefix(4) == [
                .windowWillTransition(width: 500, height: 768),
                .adaptiveDelegate(.adaptivePresentationStyle(sizeClass: .compact, result: .fullScreen)),
                .presentation(.adaptivePresentationStyle(requested: .formSheet, adapted: .fullScreen)),
                .adaptiveDelegate(
                    .viewControllerForAdaptivePresentationStyle(style: .fullScreen, replacement: "Wrapper")),
            ])
        #expect(calls.last == .completion(.resize(completed: true)))
        try fixture.window.transition(to: Size(width: 1024, height: 768), duration: 0.3)
        fixture.settle()
        #expect(probe.asked == [.compact, .regular])
        #expect(controller.presentationStyle == .formSheet)
        #expect(second.view.frame == Rect(x: 242, y: 74, width: 540, height: 620) && wrapper.superview == nil)
        #expect(fixture.root.view.superview === fixture.window.view && fixture.root.hasAppeared)
        try second.dismiss(animated: true)
        fixture.settle()
        #expect(fixture.snapshot.differences(from: original).isEmpty)
    }

    // Same sources, the other way: a sheet presented in a compact window (so full screen) becomes
    // a sheet again when the window turns regular, the presenter's view coming back beneath it.
    @Test("a page sheet presented full screen in a compact window becomes a sheet when the window turns regular")
    func compactSheetAdaptsBackOnSizeChange() throws {
        let fixture = KitFixture(size: Size(width: 500, height: 768))
        let sheet = fixture.controller("Sheet")
        sheet.modalPresentationStyle = .pageSheet
        try fixture.root.present(sheet, animated: true)
        fixture.settle()
        #expect(sheet.presentationController?.presentationStyle == .fullScreen && fixture.root.view.superview == nil)
        try fixture.window.transition(to: Size(width: 1024, height: 768))
        fixture.settle()
        #expect(sheet.presentationController?.presentationStyle == .pageSheet)
        #expect(sheet.view.frame == Rect(x: 128, y: 0, width: 768, height: 768))
        #expect(fixture.root.view.superview === fixture.window.view && fixture.root.hasAppeared)
        #expect(
            fixture.window.events.calls.contains(
                .presentation(.adaptivePresentationStyle(requested: .pageSheet, adapted: .pageSheet))))
        try sheet.dismiss(animated: true)
        fixture.settle()
        #expect(fixture.root.presentedViewController == nil && fixture.root.view.frame.width == 1024)
    }

    // MARK: 4. timingCurve of a percent-driven interaction

    /// Where the presented view's top edge is after the interaction, updated to 0.5, finished
    /// and run for a quarter of the transition.
    private func topAfterFinishing(animator: @escaping () -> AnimatedTransitioning) throws -> Double {
        let fixture = KitFixture()
        let second = fixture.controller("Second")
        let delegate = ModalTestDelegate(presentAnimator: animator)
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionCurve = .easeIn
        interaction.timingCurve = .linear
        delegate.presentInteraction = interaction
        second.transitioningDelegate = delegate
        fixture.keep(delegate)
        try fixture.root.present(second, animated: true)
        fixture.tick()
        interaction.update(0.5)
        interaction.finish()
        fixture.clock.advance(by: 0.125)
        let top = second.view.frame.minY
        fixture.settle()
        return top
    }

    // Source: UIViewControllerTransitioning.h, the header comment of
    // `UIPercentDrivenInteractiveTransition.timingCurve`: it applies only when the animator vends
    // an interruptible animator; otherwise finish and cancel run on `completionCurve`.
    @Test("timingCurve drives the finish only through an interruptible animator; otherwise completionCurve does")
    func timingCurveOnlyWithInterruptibleAnimator() throws {
        // Half of the remaining 0.25 s: linear shows 75 % of the way, ease-in about 66 %.
        let linearTop = 800 * (1 - 0.75)
        let easeInTop = 800 * (1 - (0.5 + 0.5 * TimingCurve.easeIn.value(at: 0.5)))
        let plain = try topAfterFinishing { ScriptedAnimator(presenting: true) }
        #expect(abs(plain - easeInTop) < 8, "completionCurve (ease-in): \(plain), expected about \(easeInTop)")
        let interruptible = try topAfterFinishing { InteractiveTests.InterruptibleSlide() }
        #expect(
            abs(interruptible - linearTop) < 8, "timingCurve (linear): \(interruptible), expected about \(linearTop)")
    }

    // MARK: 5. presentationStyle is .none outside modal presentations

    // Source: UIViewControllerTransitionCoordinator.h, the header comment of the coordinator
    // context's `presentationStyle`: `UIModalPresentationNone` when the transition is not a modal
    // presentation or dismissal; `UIModalPresentationStyle.automatic` documentation: UIKit maps
    // it to `.pageSheet` for most controllers.
    @Test(
        """
        navigation, tab and resize transitions report .none; .automatic presents as a page sheet; .none cannot be \
        presented
        """
    )
    func presentationStyleNone() throws {
        let fixture = KitFixture(size: Size(width: 1024, height: 768))
        let top = HookedController(engine: fixture.engine, title: "Top")
        var seen: [ModalPresentationStyle?] = []
        top.onViewWillAppear = { seen.append($0.transitionCoordinator?.presentationStyle) }
        let navigation = NavigationController(rootViewController: fixture.controller("Root"))
        let tabs = TabBarController(viewControllers: [navigation, fixture.controller("Other")])
        fixture.window.rootViewController = tabs
        try navigation.pushViewController(top, animated: true)
        fixture.settle()
        let delegate = TabProbe()
        tabs.delegate = delegate
        try tabs.selectTab(at: 1)
        fixture.settle()
        try fixture.window.transition(to: Size(width: 1000, height: 768))
        fixture.tick()
        seen.append(tabs.transitionCoordinator?.presentationStyle)
        fixture.settle()
        #expect(seen == [ModalPresentationStyle.none, ModalPresentationStyle.none])
        #expect(delegate.styles == [.none])
        let sheet = HookedController(engine: fixture.engine, title: "Sheet")
        sheet.modalPresentationStyle = .automatic
        sheet.onViewWillAppear = { seen.append($0.transitionCoordinator?.presentationStyle) }
        try tabs.present(sheet, animated: true)
        fixture.settle()
        #expect(seen.last == .pageSheet)
        #expect(sheet.view.frame == Rect(x: 116, y: 0, width: 768, height: 768))
        let unpresentable = fixture.controller("None")
        unpresentable.modalPresentationStyle = .none
        #expect(throws: TransitionError.self) { try sheet.present(unpresentable, animated: true) }
    }

    /// A tab bar delegate animating switches with a cross dissolve, recording the context's style.
    final class TabProbe: TabBarControllerDelegate {
        private(set) var styles: [ModalPresentationStyle] = []
        func tabBarController(
            _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
            to: ViewController
        ) -> AnimatedTransitioning? {
            StyleRecordingAnimator { [unowned self] in styles.append($0) }
        }
    }

    /// Cross-dissolves from one view to the other, telling the context's presentation style first.
    final class StyleRecordingAnimator: AnimatedTransitioning {
        let record: (ModalPresentationStyle) -> Void
        init(record: @escaping (ModalPresentationStyle) -> Void) { self.record = record }
        func transitionDuration(using context: ContextTransitioning?) -> Double { 0.2 }
        func animateTransition(using context: ContextTransitioning) {
            record(context.presentationStyle)
            CrossDissolveAnimator(presenting: true).animateTransition(using: context)
        }
    }

    // Source: objc.io issue 12, "Custom Container View Controller Transitions": the article's
    // PrivateTransitionContext reports UIModalPresentationCustom; the container keeps it, so a
    // third-party animator sees what it would see there.
    @Test("the objc.io container's own context keeps the article's .custom style")
    func containerKeepsArticleStyle() throws {
        let fixture = KitFixture()
        let container = ContainerViewController(viewControllers: [fixture.controller("A"), fixture.controller("B")])
        fixture.window.rootViewController = container
        var styles: [ModalPresentationStyle] = []
        let delegate = ContainerProbe { styles.append($0) }
        container.delegate = delegate
        try container.select(1)
        fixture.settle()
        #expect(styles == [.custom])
    }

    /// A container delegate vending the style-recording animator.
    final class ContainerProbe: ContainerViewControllerDelegate {
        let record: (ModalPresentationStyle) -> Void
        init(record: @escaping (ModalPresentationStyle) -> Void) { self.record = record }
        func containerViewController(
            _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
            to: ViewController
        ) -> AnimatedTransitioning? {
            StyleRecordingAnimator(record: record)
        }
    }

    // MARK: 6. Partial curl

    // Source: `UIModalTransitionStyle.partialCurl` documentation: a controller presented with
    // this transition cannot itself present another controller.
    @Test("a controller presented with a partial curl cannot present another")
    func partialCurlCannotPresent() throws {
        let fixture = KitFixture()
        let curled = fixture.controller("Curled")
        curled.modalTransitionStyle = .partialCurl
        try fixture.root.present(curled, animated: true)
        fixture.settle()
        let next = fixture.controller("Next")
        #expect {
            try curled.present(next, animated: true)
        } throws: { error in
            (error as? TransitionError)?.description.contains("partial curl") == true
        }
        #expect(curled.presentedViewController == nil && !fixture.window.isTransitioning)
        try curled.dismiss(animated: true)
        fixture.settle()
        try fixture.root.present(next, animated: true)
        fixture.settle()
        #expect(fixture.root.presentedViewController === next)
    }

    // MARK: 7. Page sheet geometry

    // Source: `UIModalPresentationStyle.pageSheet` as UIViewController.h documented it (iOS 3.2
    // to 12): the screen's width in portrait orientation, the screen's height; today's page
    // gives no number.
    @Test(
        "a page sheet is as wide as the window in portrait, full height, centred",
        arguments: [
            (Size(width: 768, height: 1024), Rect(x: 0, y: 0, width: 768, height: 1024)),
            (Size(width: 1024, height: 768), Rect(x: 128, y: 0, width: 768, height: 768)),
            (Size(width: 1366, height: 1024), Rect(x: 171, y: 0, width: 1024, height: 1024)),
        ])
    func pageSheetGeometry(window: Size, frame: Rect) throws {
        let fixture = KitFixture(size: window)
        let sheet = fixture.controller("Sheet")
        sheet.modalPresentationStyle = .pageSheet
        try fixture.root.present(sheet, animated: true)
        fixture.settle()
        #expect(sheet.view.frame == frame)
    }

    // MARK: Settled: a cancelled interactive dismissal

    // Decision (the seeds and UIKit's headers are silent on the timing): the swapped appearance
    // calls of a cancelled interactive transition come when the transition ends, after the
    // cancel animation, at `completeTransition(false)`, as UIKit delivers them; and the
    // `dismiss` completion still runs, once, after `dismiss.completion` with completed false,
    // per the design's rule that completion handlers run exactly once.
    @Test(
        "a cancelled interactive dismissal swaps the appearance calls at its end and runs the dismiss completion once")
    func cancelledDismissalTiming() throws {
        let fixture = KitFixture()
        let second = fixture.controller("Second")
        let delegate = ModalTestDelegate.diagonal(duration: 0.5, curve: .linear)
        second.transitioningDelegate = delegate
        fixture.keep(delegate)
        try fixture.root.present(second, animated: true)
        fixture.settle()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.dismissInteraction = interaction
        fixture.window.events.removeAll()
        var completions = 0
        try second.dismiss(animated: true) { completions += 1 }
        fixture.tick()
        interaction.update(0.5)
        interaction.cancel()
        fixture.settle()
        let events = fixture.window.events.events
        let cancelled = try #require(
            events.first { $0.call == .context(.cancelInteractiveTransition(percentComplete: 0.5)) })
        let ended = try #require(events.first { $0.call == .context(.completeTransition(completed: false)) })
        let swapped = try #require(
            events.first { $0.call == .viewController(.viewWillAppear(controller: "Second", animated: true)) })
        #expect(ended.time > cancelled.time, "the cancel animation takes time")
        #expect(swapped.time == ended.time)
        #expect(events.map(\.call).contains(.completion(.dismiss(completed: false))))
        #expect(completions == 1)
        #expect(fixture.root.presentedViewController === second && second.hasAppeared)
    }
}
