package import SeguePluginSDK

/// A view controller taking part in a transition: the host's controller on one side, with its root view.
/// Plugins do not make the scene's controllers; the context hands out these stand-ins, one per role, kept from a
/// presentation to its dismissal.
///
/// [main thread]
open class UIViewController: UIResponder, UIContentContainer {
    /// Which side it is on, when the host owns it.
    package var role: ControllerRole?
    /// The root view (for a host controller: the host's view, found again in each context).
    private var rootView: UIView?

    /// A controller (one of the plugin's own, which the host does not show).
    public override init() {
        super.init()
    }

    /// A controller from a nib (there are none): same as `init()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Archived controllers are not supported: answers nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The stand-in for the host's controller in `role`.
    package init(role: ControllerRole) {
        self.role = role
        super.init()
    }

    /// The root view.
    open var view: UIView! {
        get {
            if rootView == nil {
                loadView()
                viewDidLoad()
            }
            return rootView
        }
        set { rootView = newValue }
    }

    /// Makes the root view: the host's for a host controller, an empty view for the plugin's own.
    open func loadView() {
        guard let role else {
            rootView = UIView(frame: UIScreen.main.bounds)
            return
        }
        let view = UIView(frame: .zero)
        view.layer.origin = .host(
            HostQuery { context throws(ServiceError) in
                try context.view(of: context.viewController(forKey: role.key(in: context.operation)))
            })
        view.layer.childrenKnown = false
        view.layer.fetched = []
        rootView = view
    }

    /// The root view if it was made.
    open var viewIfLoaded: UIView? { rootView }
    /// Whether the root view was made.
    open var isViewLoaded: Bool { rootView != nil }
    /// Told after the root view was made.
    open func viewDidLoad() {}
    /// Told before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Told after it appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Told before it disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Told after it disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Told before subviews are laid out.
    open func viewWillLayoutSubviews() {}
    /// Told after.
    open func viewDidLayoutSubviews() {}

    /// The controller's title.
    open var title: String?
    /// The size its content prefers.
    open var preferredContentSize: CGSize = .zero
    /// How it is presented: the running transition's style for a host controller.
    open var modalPresentationStyle: UIModalPresentationStyle {
        get {
            if role != nil, let style = HostSession.current?.presentationStyle {
                return UIModalPresentationStyle(style)
            }
            return storedStyle
        }
        set { storedStyle = newValue }
    }
    /// The style set on a controller of the plugin's own.
    private var storedStyle: UIModalPresentationStyle = .automatic
    /// The built-in transition for a presentation without a custom animator.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether a presentation captures the status bar's appearance.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Whether the controller is modal-in-presentation.
    open var isModalInPresentation = false
    /// The delegate vending its transition objects (weak, as UIKit declares it).
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    /// The controller that presented this one.
    open var presentingViewController: UIViewController? {
        role == .presented ? ControllerDirectory.controller(for: .presenting) : nil
    }
    /// The controller this one presented.
    open var presentedViewController: UIViewController? {
        role == .presenting ? ControllerDirectory.controller(for: .presented) : nil
    }
    /// Whether it is being presented now.
    open var isBeingPresented: Bool {
        role == .presented && HostSession.current?.operation == .present
    }
    /// Whether it is being dismissed now.
    open var isBeingDismissed: Bool {
        role == .presented && HostSession.current?.operation == .dismiss
    }
    /// Whether it is moving into its parent now (a push).
    open var isMovingToParent: Bool { role == .presented && HostSession.current?.operation == .push }
    /// Whether it is moving out of its parent now (a pop).
    open var isMovingFromParent: Bool { role == .presented && HostSession.current?.operation == .pop }
    /// The coordinator of the running transition, while one runs.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? { HostCoordinator.current() }

    /// The navigation controller of a push or pop.
    open var navigationController: UINavigationController? {
        guard role != nil, let operation = HostSession.current?.operation,
            operation == .push || operation == .pop
        else { return nil }
        return UINavigationController.scene
    }
    /// The tab bar controller of a tab switch.
    open var tabBarController: UITabBarController? {
        role != nil && HostSession.current?.operation == .tab ? UITabBarController.scene : nil
    }
    /// The parent (none: the host owns containment).
    open var parent: UIViewController? { nil }
    /// The children (none).
    open var children: [UIViewController] { [] }
    /// Adds a child (kept in no hierarchy the host sees).
    open func addChild(_ childController: UIViewController) {}
    /// Removes from the parent.
    open func removeFromParent() {}
    /// Told before it moves to a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Told after.
    open func didMove(toParent parent: UIViewController?) {}
    /// Starts an appearance transition by hand (the host sends appearance calls itself).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {}
    /// Ends it.
    open func endAppearanceTransition() {}
    /// Presents a controller (not from a plugin: the host presents).
    open func present(_ controller: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        HostSession.warnOnce("present(_:animated:completion:) from a plugin does nothing: the host presents")
    }
    /// Dismisses (not from a plugin: the host dismisses).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        HostSession.warnOnce("dismiss(animated:completion:) from a plugin does nothing: the host dismisses")
    }
    /// The status bar style it prefers.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Updates the status bar (there is none).
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// The traits (compact width on a phone-sized scene).
    open var traitCollection: UITraitCollection { UITraitCollection() }
    /// Told when a child's preferred size changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size of a child's content (the parent's).
    open func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }
    /// Told before the view's size changes.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
}

/// The host's controllers' stand-ins, one per role for the plugin process's life.
///
/// [main thread]
package enum ControllerDirectory {
    nonisolated(unsafe) private static var controllers: [ControllerRole: UIViewController] = [:]

    /// The stand-in for `role`.
    package static func controller(for role: ControllerRole) -> UIViewController {
        if let known = controllers[role] { return known }
        let made = UIViewController(role: role)
        controllers[role] = made
        return made
    }
}

/// A navigation controller (the scene's, during a push or pop).
open class UINavigationController: UIViewController {
    /// The scene's navigation controller.
    nonisolated(unsafe) static let scene = UINavigationController()
    /// The stack (the two controllers of the running push or pop).
    open var viewControllers: [UIViewController] {
        [ControllerDirectory.controller(for: .presenting), ControllerDirectory.controller(for: .presented)]
    }
    /// The top controller.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The delegate.
    open weak var delegate: UINavigationControllerDelegate?
    /// Whether the bar is hidden.
    open var isNavigationBarHidden = false
    /// A navigation controller with `rootViewController` (kept in no hierarchy the host sees).
    public convenience init(rootViewController: UIViewController) {
        self.init()
    }
}

/// The navigation controller's delegate (vends push and pop animators on iOS).
public protocol UINavigationControllerDelegate: AnyObject {}

/// A tab bar controller (the scene's, during a tab switch).
open class UITabBarController: UIViewController {
    /// The scene's tab bar controller.
    nonisolated(unsafe) static let scene = UITabBarController()
    /// The tab bar.
    open var tabBar = UITabBar(frame: .zero)
    /// The selected index.
    open var selectedIndex = 0
    /// The controllers.
    open var viewControllers: [UIViewController]?
}

/// A tab bar.
open class UITabBar: UIView {}

/// How a controller is presented (UIModalPresentationStyle).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2

    /// The style the ABI names.
    package init(_ style: SeguePresentationStyle) {
        self = UIModalPresentationStyle(rawValue: Int(style.rawValue)) ?? .none
    }
}

/// The built-in transitions (UIModalTransitionStyle).
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal, crossDissolve, partialCurl
}

/// The status bar's style.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent, darkContent
}
