import SegueEngine

/// A view controller's callbacks and show, segue and size-change methods, by the controller's title.
public enum ViewControllerCall: Equatable, Sendable {
    /// `viewWillAppear(_:)`.
    case viewWillAppear(controller: String, animated: Bool)
    /// `viewDidAppear(_:)`.
    case viewDidAppear(controller: String, animated: Bool)
    /// `viewWillDisappear(_:)`.
    case viewWillDisappear(controller: String, animated: Bool)
    /// `viewDidDisappear(_:)`.
    case viewDidDisappear(controller: String, animated: Bool)
    /// `willMove(toParent:)` (nil: leaving its parent).
    case willMove(controller: String, parent: String?)
    /// `didMove(toParent:)` (nil: left its parent).
    case didMove(controller: String, parent: String?)
    /// `show(_:sender:)`.
    case show(controller: String, shown: String)
    /// `showDetailViewController(_:sender:)`.
    case showDetail(controller: String, shown: String)
    /// `viewWillTransition(to:with:)`.
    case viewWillTransition(controller: String, width: Double, height: Double)
    /// `shouldPerformSegue(withIdentifier:sender:)`, with its answer.
    case shouldPerformSegue(identifier: String, result: Bool)
    /// `prepare(for:sender:)`.
    case prepare(identifier: String, destination: String)

    /// The member, as Swift spells it.
    var member: String {
        switch self {
        case .viewWillAppear: "viewWillAppear(_:)"
        case .viewDidAppear: "viewDidAppear(_:)"
        case .viewWillDisappear: "viewWillDisappear(_:)"
        case .viewDidDisappear: "viewDidDisappear(_:)"
        case .willMove: "willMove(toParent:)"
        case .didMove: "didMove(toParent:)"
        case .show: "show(_:sender:)"
        case .showDetail: "showDetailViewController(_:sender:)"
        case .viewWillTransition: "viewWillTransition(to:with:)"
        case .shouldPerformSegue: "shouldPerformSegue(withIdentifier:sender:)"
        case .prepare: "prepare(for:sender:)"
        }
    }

    /// The arguments worth reading, named and in order.
    var fields: [(String, TraceValue)] {
        switch self {
        case .viewWillAppear(let controller, let animated), .viewDidAppear(let controller, let animated),
            .viewWillDisappear(let controller, let animated), .viewDidDisappear(let controller, let animated):
            [("controller", .string(controller)), ("animated", .bool(animated))]
        case .willMove(let controller, let parent), .didMove(let controller, let parent):
            [("controller", .string(controller)), ("parent", parent.map { .string($0) } ?? .null)]
        case .show(let controller, let shown), .showDetail(let controller, let shown):
            [("controller", .string(controller)), ("shown", .string(shown))]
        case .viewWillTransition(let controller, let width, let height):
            [("controller", .string(controller)), ("width", .number(width)), ("height", .number(height))]
        case .shouldPerformSegue(let identifier, let result):
            [("identifier", .string(identifier)), ("result", .bool(result))]
        case .prepare(let identifier, let destination):
            [("identifier", .string(identifier)), ("destination", .string(destination))]
        }
    }
}

/// The delegates of the navigation, tab bar and custom containers.
public enum ContainerDelegateCall: Equatable, Sendable {
    /// `navigationController(_:animationControllerFor:from:to:)`.
    case navigationAnimationController(operation: NavigationOperation, from: String, to: String)
    /// `navigationController(_:interactionControllerFor:)`.
    case navigationInteractionController
    /// `tabBarController(_:shouldSelect:)`, logged when it refused.
    case tabShouldSelect(controller: String, result: Bool)
    /// `tabBarController(_:animationControllerForTransitionFrom:to:)`.
    case tabAnimationController(from: String, to: String)
    /// `tabBarController(_:interactionControllerFor:)`.
    case tabInteractionController
    /// `tabBarController(_:didSelect:)`.
    case tabDidSelect(controller: String)
    /// `containerViewController(_:animationControllerForTransitionFrom:to:)`.
    case containerAnimationController(from: String, to: String)
    /// `containerViewController(_:interactionControllerFor:)`.
    case containerInteractionController

    /// `role.member`, as the trace names it.
    var name: String {
        switch self {
        case .navigationAnimationController:
            "navigationDelegate.navigationController(_:animationControllerFor:from:to:)"
        case .navigationInteractionController: "navigationDelegate.navigationController(_:interactionControllerFor:)"
        case .tabShouldSelect: "tabBarDelegate.tabBarController(_:shouldSelect:)"
        case .tabAnimationController: "tabBarDelegate.tabBarController(_:animationControllerForTransitionFrom:to:)"
        case .tabInteractionController: "tabBarDelegate.tabBarController(_:interactionControllerFor:)"
        case .tabDidSelect: "tabBarDelegate.tabBarController(_:didSelect:)"
        case .containerAnimationController:
            "containerDelegate.containerViewController(_:animationControllerForTransitionFrom:to:)"
        case .containerInteractionController: "containerDelegate.containerViewController(_:interactionControllerFor:)"
        }
    }

    /// The arguments worth reading, named and in order.
    var fields: [(String, TraceValue)] {
        switch self {
        case .navigationAnimationController(let operation, let from, let to):
            [("operation", .string(operation.rawValue)), ("from", .string(from)), ("to", .string(to))]
        case .tabShouldSelect(let controller, let result):
            [("controller", .string(controller)), ("result", .bool(result))]
        case .tabAnimationController(let from, let to), .containerAnimationController(let from, let to):
            [("from", .string(from)), ("to", .string(to))]
        case .tabDidSelect(let controller): [("controller", .string(controller))]
        case .navigationInteractionController, .tabInteractionController, .containerInteractionController: []
        }
    }
}

/// A segue performed or unwound.
public enum SegueCall: Equatable, Sendable {
    /// `perform()` of a segue of `kind` (identifier nil for unnamed segues).
    case perform(identifier: String?, kind: SegueKind)
    /// An unwind with `action`, stopping at `destination`.
    case unwind(action: String, destination: String)

    /// The member, as Swift spells it.
    var member: String {
        switch self {
        case .perform: "perform()"
        case .unwind: "unwind"
        }
    }

    /// The arguments worth reading, named and in order.
    var fields: [(String, TraceValue)] {
        switch self {
        case .perform(let identifier, let kind):
            [("identifier", identifier.map { .string($0) } ?? .null), ("kind", .string(kind.rawValue))]
        case .unwind(let action, let destination): [("action", .string(action)), ("destination", .string(destination))]
        }
    }
}
