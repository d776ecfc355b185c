import SegueKit

/// What holds a scene's two controllers, `First` and `Second`, for one kind of operation: the
/// modal presentation, a navigation controller, a tab bar controller or the objc.io container.
/// The default scene and the validator's probe scene both arrange their controllers here.
public enum ControllerArrangement {
    /// First is the window's root and presents Second.
    case modal
    /// A navigation controller starting at First.
    case navigation(NavigationController)
    /// A tab bar controller with First and Second, First selected.
    case tabs(TabBarController)
    /// The objc.io container with First and Second, First shown.
    case container(ContainerViewController)

    /// Puts `first` and `second` in `window` as `operation` needs, with `delegate` vending the
    /// animator to whichever container asks. Nothing is shown beyond First: Second's
    /// presentation style, and reaching a dismissal's or pop's start, are the caller's.
    public static func arranging(
        _ first: ViewController, _ second: ViewController, for operation: TransitionOperation, in window: Window,
        delegate: ScenarioDelegate
    ) -> ControllerArrangement {
        switch operation {
        case .present, .dismiss:
            window.rootViewController = first
            second.transitioningDelegate = delegate
            return .modal
        case .push, .pop:
            let navigation = NavigationController(rootViewController: first)
            navigation.delegate = delegate
            window.rootViewController = navigation
            return .navigation(navigation)
        case .tab:
            let tabs = TabBarController(viewControllers: [first, second])
            tabs.delegate = delegate
            window.rootViewController = tabs
            return .tabs(tabs)
        case .container:
            let container = ContainerViewController(viewControllers: [first, second])
            container.delegate = delegate
            window.rootViewController = container
            return .container(container)
        }
    }
}
