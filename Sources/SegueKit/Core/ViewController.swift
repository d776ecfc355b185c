import SegueEngine

/// A controller of one root view, the unit transitions move between (`UIViewController`): it
/// has a title, children, appearance callbacks, presentation properties and, during a
/// transition, a transition coordinator.
///
/// Subclass it and override the `open` callbacks. Its root view is named after the title so
/// traces and pictures read naturally.
open class ViewController {
    /// The engine the controller's views live on.
    public let engine: AnimationEngine
    /// The controller's name; also its root view's name.
    public var title: String
    /// The root view.
    public let view: View

    /// The container controller this one is a child of.
    public internal(set) weak var parent: ViewController?
    /// Child controllers, in the order they were added.
    public internal(set) var children: [ViewController] = []

    /// The controller that presented this one (or presented an ancestor of it).
    public var presentingViewController: ViewController? {
        presentingStorage ?? parent?.presentingViewController
    }
    /// The controller this one presents, if any.
    public internal(set) var presentedViewController: ViewController?
    weak var presentingStorage: ViewController?

    /// Vends custom animators, interaction controllers and presentation controllers. Weak, as
    /// UIKit's (`@property (weak) id<UIViewControllerTransitioningDelegate>`): keep the delegate
    /// yourself for as long as it should vend (a controller may be its own delegate without a
    /// cycle). A running transition keeps the animator it was given, not the delegate.
    public weak var transitioningDelegate: TransitioningDelegate?
    /// How the controller covers the screen when presented.
    public var modalPresentationStyle: ModalPresentationStyle = .fullScreen
    /// The built-in animation used when the transitioning delegate vends no animator.
    public var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// Whether a `.currentContext` presentation from this controller or its descendants covers this controller.
    public var definesPresentationContext = false
    /// Whether, when this controller defines the presentation context, its transition style is used.
    public var providesPresentationContextTransitionStyle = false
    /// The size a popover (or a form sheet's content) prefers; zero means the default.
    public var preferredContentSize: Size = .zero
    /// When presented as a popover: the view `popoverSourceRect` is in (the presenter's root view when nil).
    public var popoverSourceView: View?
    /// When presented as a popover: where it points, in `popoverSourceView` coordinates; nil centres it at the top.
    public var popoverSourceRect: Rect?
    /// The presentation controller of the current presentation of this controller.
    public internal(set) var presentationController: PresentationController?

    /// Segue templates by identifier, performed with `performSegue(withIdentifier:sender:)`.
    public var segueTemplates: [String: SegueTemplate] = [:]
    /// Unwind actions by name: unwinding with that action stops at this controller and calls it.
    public var unwindActions: [String: (StoryboardSegue) -> Void] = [:]

    weak var windowStorage: Window?
    /// Objects a scene file made for this controller (its transitioning delegate), owned by the
    /// controller as a storyboard scene's objects are owned by their view controller.
    var sceneObjects: [AnyObject] = []
    var appearanceState: AppearanceState = .disappeared
    var ownCoordinator: TransitionCoordinator?

    /// A controller titled `title` whose root view has `frame` (containers and presentations
    /// resize it).
    public init(engine: AnimationEngine, title: String, frame: Rect = .zero) {
        self.engine = engine
        self.title = title
        self.view = View(name: title, frame: frame, in: engine.tree)
    }

    /// The window showing this controller (directly, through a parent, or through a presenter).
    public var window: Window? {
        windowStorage ?? parent?.window ?? presentingStorage?.window
    }

    /// The coordinator of the transition this controller takes part in; nil outside transitions.
    public var transitionCoordinator: TransitionCoordinator? {
        ownCoordinator ?? parent?.transitionCoordinator
    }

    /// The navigation controller this controller is in, if any.
    public var navigationController: NavigationController? {
        var ancestor = parent
        while let candidate = ancestor {
            if let navigation = candidate as? NavigationController { return navigation }
            ancestor = candidate.parent
        }
        return nil
    }

    /// The tab bar controller this controller is in, if any.
    public var tabBarController: TabBarController? {
        var ancestor = parent
        while let candidate = ancestor {
            if let tabs = candidate as? TabBarController { return tabs }
            ancestor = candidate.parent
        }
        return nil
    }

    /// Whether the controller's view is in a window's hierarchy now.
    public var isViewVisible: Bool {
        guard let window else { return false }
        return view.isDescendant(of: window.view)
    }

    /// The event log of the window this controller is in (nil when it is in none).
    var events: TransitionEventLog? { window?.events }

    // MARK: Callbacks to override

    /// The view is about to enter the window's hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view entered the window's hierarchy.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the window's hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left the window's hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The controller is about to be added to (or, with nil, removed from) a container.
    open func willMove(toParent parent: ViewController?) {}
    /// The controller was added to (or, with nil, removed from) a container.
    open func didMove(toParent parent: ViewController?) {}

    /// The root view's size changed: place child views (containers override this; call super).
    open func viewDidLayoutSubviews() {}

    /// The container is changing to `size`; animate alongside `coordinator`. Call super to pass
    /// the news on to children and to a presented controller.
    open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        events?.record(.viewController(.viewWillTransition(controller: title, width: size.width, height: size.height)))
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        presentedViewController?.viewWillTransition(to: size, with: coordinator)
    }

    // MARK: Showing and segues

    /// Whether this controller itself handles `action` for controllers below it (a navigation
    /// controller handles `.show` by pushing); UIKit's `canPerformAction` for show actions.
    open func canPerform(_ action: ShowAction, sender: Any?) -> Bool { false }

    /// The controller that should perform `action`: the first of this controller, its parents
    /// and its presenters that can; nil when none can.
    open func targetViewController(forAction action: ShowAction, sender: Any?) -> ViewController? {
        var candidate: ViewController? = self
        while let current = candidate {
            if current.canPerform(action, sender: sender) { return current }
            candidate = current.parent ?? current.presentingStorage
        }
        return nil
    }

    /// Shows `controller` in the primary context: the target for `.show` shows it (a navigation
    /// controller pushes it); with no target it is presented modally from this controller.
    open func show(_ controller: ViewController, sender: Any?) throws(TransitionError) {
        events?.record(.viewController(.show(controller: title, shown: controller.title)))
        if let target = targetViewController(forAction: .show, sender: sender), target !== self {
            try target.show(controller, sender: sender)
        } else {
            try present(controller, animated: true)
        }
    }

    /// Shows `controller` in the secondary (detail) context: the target for `.showDetail` shows
    /// it; with no target it is presented modally from this controller.
    open func showDetailViewController(_ controller: ViewController, sender: Any?) throws(TransitionError) {
        events?.record(.viewController(.showDetail(controller: title, shown: controller.title)))
        if let target = targetViewController(forAction: .showDetail, sender: sender), target !== self {
            try target.showDetailViewController(controller, sender: sender)
        } else {
            try present(controller, animated: true)
        }
    }

    /// Whether segue `identifier` may run now; return false to stop it.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Configures `segue.destination` before the segue runs.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Whether unwinding with `action` from `source` stops at this controller (by default: it has
    /// an unwind action of that name).
    open func canPerformUnwindSegueAction(_ action: String, from source: ViewController, sender: Any?) -> Bool {
        unwindActions[action] != nil
    }
}

/// The two show actions whose target is found by walking up the hierarchy.
public enum ShowAction: Sendable {
    /// `show(_:sender:)`.
    case show
    /// `showDetailViewController(_:sender:)`.
    case showDetail
}
