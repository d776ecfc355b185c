import SegueEngine
import SegueKit
import Testing

/// Every typed call renders to the text the trace has always had (`role.member` and its
/// fields): CLI traces and the isolated-versus-in-process comparison read this form.
@Suite("Typed transition calls keep the trace's text form")
struct TransitionCallTextTests {
    static let table: [(TransitionCall, String, [(String, TraceValue)])] = [
        (
            .delegate(.animationControllerForPresented(presented: "B", presenting: "A", source: "S")),
            "delegate.animationController(forPresented:presenting:source:)",
            [("presented", .string("B")), ("presenting", .string("A")), ("source", .string("S"))]
        ),
        (.delegate(.interactionControllerForPresentation), "delegate.interactionControllerForPresentation(using:)", []),
        (
            .delegate(.animationControllerForDismissed(dismissed: "B")), "delegate.animationController(forDismissed:)",
            [("dismissed", .string("B"))]
        ),
        (.delegate(.interactionControllerForDismissal), "delegate.interactionControllerForDismissal(using:)", []),
        (
            .delegate(.presentationControllerForPresented(presented: "B", presenting: "A", source: "S")),
            "delegate.presentationController(forPresented:presenting:source:)",
            [("presented", .string("B")), ("presenting", .string("A")), ("source", .string("S"))]
        ),
        (.presentation(.presentationTransitionWillBegin), "presentation.presentationTransitionWillBegin()", []),
        (
            .presentation(.presentationTransitionDidEnd(completed: true)),
            "presentation.presentationTransitionDidEnd(_:)", [("completed", .bool(true))]
        ),
        (.presentation(.dismissalTransitionWillBegin), "presentation.dismissalTransitionWillBegin()", []),
        (
            .presentation(.dismissalTransitionDidEnd(completed: false)), "presentation.dismissalTransitionDidEnd(_:)",
            [("completed", .bool(false))]
        ),
        (.presentation(.containerViewWillLayoutSubviews), "presentation.containerViewWillLayoutSubviews()", []),
        (.presentation(.containerViewDidLayoutSubviews), "presentation.containerViewDidLayoutSubviews()", []),
        (
            .presentation(.adaptivePresentationStyle(requested: .formSheet, adapted: .fullScreen)),
            "presentation.adaptivePresentationStyle(for:)",
            [("requested", .string("formSheet")), ("adapted", .string("fullScreen"))]
        ),
        (
            .animator(.transitionDuration(duration: 0.5)), "animator.transitionDuration(using:)",
            [("duration", .number(0.5))]
        ),
        (
            .animator(.transitionDuration(duration: .infinity)), "animator.transitionDuration(using:)",
            [("duration", .number(-1))]
        ),
        (.animator(.animateTransition), "animator.animateTransition(using:)", []),
        (.animator(.interruptibleAnimator), "animator.interruptibleAnimator(using:)", []),
        (.animator(.animationEnded(completed: true)), "animator.animationEnded(_:)", [("completed", .bool(true))]),
        (
            .interaction(.startInteractiveTransition(interactive: true)), "interaction.startInteractiveTransition(_:)",
            [("interactive", .bool(true))]
        ),
        (
            .context(.updateInteractiveTransition(percentComplete: 0.25)), "context.updateInteractiveTransition(_:)",
            [("percentComplete", .number(0.25))]
        ),
        (
            .context(.finishInteractiveTransition(percentComplete: 0.5)), "context.finishInteractiveTransition()",
            [("percentComplete", .number(0.5))]
        ),
        (
            .context(.cancelInteractiveTransition(percentComplete: 0.5)), "context.cancelInteractiveTransition()",
            [("percentComplete", .number(0.5))]
        ),
        (
            .context(.pauseInteractiveTransition(percentComplete: 0.5)), "context.pauseInteractiveTransition()",
            [("percentComplete", .number(0.5))]
        ),
        (
            .context(.completeTransition(completed: false)), "context.completeTransition(_:)",
            [("completed", .bool(false))]
        ),
        (
            .coordinator(.alongsideAnimation(animated: true)), "coordinator.alongside.animation",
            [("animated", .bool(true))]
        ),
        (
            .coordinator(.alongsideCompletion(cancelled: false)), "coordinator.alongside.completion",
            [("cancelled", .bool(false))]
        ),
        (
            .coordinator(.interactionChanged(interactive: false, cancelled: true)), "coordinator.interactionChanged",
            [("interactive", .bool(false)), ("cancelled", .bool(true))]
        ),
        (
            .viewController(.viewWillAppear(controller: "A", animated: true)), "viewController.viewWillAppear(_:)",
            [("controller", .string("A")), ("animated", .bool(true))]
        ),
        (
            .viewController(.viewDidAppear(controller: "A", animated: false)), "viewController.viewDidAppear(_:)",
            [("controller", .string("A")), ("animated", .bool(false))]
        ),
        (
            .viewController(.viewWillDisappear(controller: "A", animated: true)),
            "viewController.viewWillDisappear(_:)", [("controller", .string("A")), ("animated", .bool(true))]
        ),
        (
            .viewController(.viewDidDisappear(controller: "A", animated: true)), "viewController.viewDidDisappear(_:)",
            [("controller", .string("A")), ("animated", .bool(true))]
        ),
        (
            .viewController(.willMove(controller: "A", parent: "N")), "viewController.willMove(toParent:)",
            [("controller", .string("A")), ("parent", .string("N"))]
        ),
        (
            .viewController(.didMove(controller: "A", parent: nil)), "viewController.didMove(toParent:)",
            [("controller", .string("A")), ("parent", .null)]
        ),
        (
            .viewController(.show(controller: "A", shown: "B")), "viewController.show(_:sender:)",
            [("controller", .string("A")), ("shown", .string("B"))]
        ),
        (
            .viewController(.showDetail(controller: "A", shown: "B")),
            "viewController.showDetailViewController(_:sender:)",
            [("controller", .string("A")), ("shown", .string("B"))]
        ),
        (
            .viewController(.viewWillTransition(controller: "A", width: 10, height: 20)),
            "viewController.viewWillTransition(to:with:)",
            [("controller", .string("A")), ("width", .number(10)), ("height", .number(20))]
        ),
        (
            .viewController(.shouldPerformSegue(identifier: "s", result: true)),
            "viewController.shouldPerformSegue(withIdentifier:sender:)",
            [("identifier", .string("s")), ("result", .bool(true))]
        ),
        (
            .viewController(.prepare(identifier: "s", destination: "B")), "viewController.prepare(for:sender:)",
            [("identifier", .string("s")), ("destination", .string("B"))]
        ),
        (
            .containerDelegate(.navigationAnimationController(operation: .push, from: "A", to: "B")),
            "navigationDelegate.navigationController(_:animationControllerFor:from:to:)",
            [("operation", .string("push")), ("from", .string("A")), ("to", .string("B"))]
        ),
        (
            .containerDelegate(.navigationInteractionController),
            "navigationDelegate.navigationController(_:interactionControllerFor:)", []
        ),
        (
            .containerDelegate(.tabShouldSelect(controller: "B", result: false)),
            "tabBarDelegate.tabBarController(_:shouldSelect:)",
            [("controller", .string("B")), ("result", .bool(false))]
        ),
        (
            .containerDelegate(.tabAnimationController(from: "A", to: "B")),
            "tabBarDelegate.tabBarController(_:animationControllerForTransitionFrom:to:)",
            [("from", .string("A")), ("to", .string("B"))]
        ),
        (
            .containerDelegate(.tabInteractionController),
            "tabBarDelegate.tabBarController(_:interactionControllerFor:)", []
        ),
        (
            .containerDelegate(.tabDidSelect(controller: "B")), "tabBarDelegate.tabBarController(_:didSelect:)",
            [("controller", .string("B"))]
        ),
        (
            .containerDelegate(.containerAnimationController(from: "A", to: "B")),
            "containerDelegate.containerViewController(_:animationControllerForTransitionFrom:to:)",
            [("from", .string("A")), ("to", .string("B"))]
        ),
        (
            .containerDelegate(.containerInteractionController),
            "containerDelegate.containerViewController(_:interactionControllerFor:)", []
        ),
        (
            .segue(.perform(identifier: nil, kind: .show)), "segue.perform()",
            [("identifier", .null), ("kind", .string("show"))]
        ),
        (
            .segue(.unwind(action: "back", destination: "A")), "segue.unwind",
            [("action", .string("back")), ("destination", .string("A"))]
        ),
        (
            .windowWillTransition(width: 10, height: 20), "window.viewWillTransition",
            [("width", .number(10)), ("height", .number(20))]
        ),
        (.dismissedUnanimated(controller: "B"), "dismiss.unanimated", [("controller", .string("B"))]),
        (.completion(.present(completed: true)), "present.completion", [("completed", .bool(true))]),
        (.completion(.dismiss(completed: false)), "dismiss.completion", [("completed", .bool(false))]),
        (
            .completion(.navigation(operation: .pop, completed: true)), "navigation.pop.completion",
            [("completed", .bool(true))]
        ),
        (
            .completion(.tabSelection(index: 2, completed: true)), "tabBar.select.completion",
            [("completed", .bool(true)), ("index", .number(2))]
        ),
        (.completion(.container(completed: true)), "container.completion", [("completed", .bool(true))]),
        (.completion(.resize(completed: true)), "window.resize.completion", [("completed", .bool(true))]),
        (.diagnostic(message: "m"), "diagnostic", [("message", .string("m"))]),
    ]

    @Test("each call renders to its historical name and fields")
    func textForm() {
        for (call, name, fields) in Self.table {
            #expect(call.name == name)
            #expect(call.fields.elementsEqual(fields) { $0.0 == $1.0 && $0.1 == $1.1 }, "\(name)")
        }
    }
}
