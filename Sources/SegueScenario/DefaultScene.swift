import SegueEngine
import SegueKit

/// The default scene's two controllers, `First` and `Second`, arranged in a window for one kind
/// of operation (modal, navigation, tab bar, or the objc.io container), and the call that starts
/// an operation from where the arrangement stands. `TransitionScenario` builds one per run;
/// `LiveSession` keeps one between transitions and builds another when the next operation needs
/// a different arrangement.
final class DefaultScene {
    /// How a scene presents Second (present and dismiss only).
    struct Presentation {
        /// Second's `modalPresentationStyle`, unless it uses the dimming presentation.
        var style = ModalPresentationStyle.fullScreen
        /// Whether Second is presented by the seeds' dimming presentation controller.
        var usesDimming = false
    }

    /// The controller shown first.
    let first: SampleViewController
    /// The controller the operations show.
    let second: SampleViewController
    /// What holds them.
    let arrangement: ControllerArrangement

    /// Builds the arrangement `operation` needs in `window` (filling its controllers for `size`;
    /// `First` adds the resize's alongside animation when `firstResizes`), with `delegate` vending
    /// the animator, and brings it to the operation's starting state without animation (dismiss
    /// and pop present or push `Second` first; they take effect on the engine's next tick).
    init(
        for operation: TransitionOperation, in window: Window, size: Size, delegate: ScenarioDelegate,
        presentation: Presentation = .init(), firstResizes: Bool = false
    ) throws(TransitionError) {
        let engine = window.engine
        first =
            firstResizes
            ? ResizeAwareController(
                engine: engine, title: "First", style: .grid, color: TransitionScenario.firstColor, size: size)
            : SampleViewController(
                engine: engine, title: "First", style: .grid, color: TransitionScenario.firstColor, size: size)
        second = SampleViewController(
            engine: engine, title: "Second", style: .detail, color: TransitionScenario.secondColor, size: size)
        arrangement = .arranging(first, second, for: operation, in: window, delegate: delegate)
        switch arrangement {
        case .modal:
            let custom = presentation.usesDimming || delegate.makePresentationController != nil
            second.modalPresentationStyle = custom ? .custom : presentation.style
            delegate.usesDimmingPresentation = presentation.usesDimming
            if operation == .dismiss { try first.present(second, animated: false) }
        case .navigation(let navigation):
            if operation == .pop { try navigation.pushViewController(second, animated: false) }
        case .tabs, .container: break
        }
    }

    /// The call that starts `operation` (animated) from where the scene stands, calling its
    /// argument when the operation's completion runs; nil when the scene is not at the
    /// operation's start (another arrangement, or Second already shown).
    func start(_ operation: TransitionOperation) -> ((@escaping () -> Void) throws(TransitionError) -> Void)? {
        let (first, second) = (self.first, self.second)
        switch (operation, arrangement) {
        case (.present, .modal) where first.presentedViewController == nil:
            return { done throws(TransitionError) in try first.present(second, animated: true, completion: done) }
        case (.dismiss, .modal) where first.presentedViewController === second:
            return { done throws(TransitionError) in try second.dismiss(animated: true, completion: done) }
        case (.push, .navigation(let navigation)) where navigation.viewControllers.count == 1:
            return { done throws(TransitionError) in
                try navigation.pushViewController(second, animated: true, completion: done)
            }
        case (.pop, .navigation(let navigation)) where navigation.viewControllers.count == 2:
            return { done throws(TransitionError) in
                _ = try navigation.popViewController(animated: true, completion: done)
            }
        case (.tab, .tabs(let tabs)) where tabs.selectedIndex == 0:
            return { done throws(TransitionError) in try tabs.selectTab(at: 1, completion: done) }
        case (.container, .container(let container)) where container.selectedViewController === first:
            return { done throws(TransitionError) in try container.select(1) { _ in done() } }
        default:
            return nil
        }
    }

    /// Whether Second is what the scene shows on top (presented, pushed, or the selected child).
    var showsSecond: Bool {
        switch arrangement {
        case .modal: first.presentedViewController === second
        case .navigation(let navigation): navigation.viewControllers.count == 2
        case .tabs(let tabs): tabs.selectedIndex == 1
        case .container(let container): container.selectedViewController === second
        }
    }

    /// Takes Second's presentation down without animation, so the window can hold another arrangement.
    func dismantle() throws(TransitionError) {
        if first.presentedViewController != nil { try first.dismiss(animated: false) }
    }
}
