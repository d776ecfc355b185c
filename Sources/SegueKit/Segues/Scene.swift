import Foundation
import SegueEngine

/// A scene file brought to life: a window on an engine with every controller of the
/// description, its styles, transitioning delegates and segue templates in place.
public final class Scene {
    /// Makes the animator named in a scene for a presentation (`presenting`) or a dismissal.
    public typealias AnimatorResolver = (_ name: String, _ presenting: Bool) -> AnimatedTransitioning?
    /// Makes a presentation controller for a presented and a presenting controller; nil when it
    /// cannot be made (the presentation then goes ahead without one, as UIKit's does).
    public typealias PresentationMaker = (_ presented: ViewController, _ presenting: ViewController) ->
        PresentationController?
    /// The maker for the presentation controller a scene names other than `dimming` (a plugin's id
    /// or name, which the caller resolves: SegueKit knows no plugins); throws one sentence naming
    /// what is wrong with the name when there is none.
    public typealias PresentationResolver = (_ name: String) throws(TransitionError) -> PresentationMaker

    /// The description it was built from.
    public let description: SceneDescription
    /// The window showing the root controller.
    public let window: Window
    /// Every controller by id.
    public let controllers: [String: ViewController]

    /// Reads and validates a scene file (`SceneDescription.validate()`); errors name the file and
    /// the problem.
    public static func load(contentsOf path: String) throws(TransitionError) -> SceneDescription {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TransitionError("cannot read scene file '\(path)'; check the path")
        }
        var description: SceneDescription
        do {
            description = try SceneDescription(json: data)
        } catch {
            // Each refusal is a sentence about the "scene"; it becomes one about this file.
            let sentence = error.description
            let rest = sentence.hasPrefix("scene ") ? String(sentence.dropFirst("scene".count)) : ": \(sentence)"
            throw TransitionError("scene file '\(path)'\(rest)")
        }
        try description.resolveImageFiles(relativeTo: path)
        return description
    }

    /// Builds `description` on `engine`, resolving animator names with `animators` and presentation
    /// names other than `dimming` with `presentations` (nil: only dimming); refuses a description
    /// outside its bounds (`SceneDescription.validate()`) before building anything.
    public init(
        _ description: SceneDescription, engine: AnimationEngine,
        animators: @escaping AnimatorResolver = Scene.builtInAnimators, presentations: PresentationResolver? = nil
    ) throws(TransitionError) {
        try description.validate()
        self.description = description
        var byID: [String: SceneDescription.Controller] = [:]
        for controller in description.controllers { byID[controller.id] = controller }
        var built: [String: ViewController] = [:]
        func build(_ id: String, path: [String]) throws(TransitionError) -> ViewController {
            if let existing = built[id] { return existing }
            guard let spec = byID[id] else {
                throw TransitionError("scene refers to controller '\(id)', which it does not declare")
            }
            guard !path.contains(id) else {
                throw TransitionError("scene controller '\(id)' contains itself; containers must form a tree")
            }
            // validate() bounds the nesting; this keeps the recursion bounded even if it did not.
            guard path.count < SceneDescription.maximumNestingDepth else {
                throw TransitionError(
                    "scene controller '\(id)' is nested more than \(SceneDescription.maximumNestingDepth) containers "
                        + "deep; flatten its containers"
                )
            }
            var children: [ViewController] = []
            for child in spec.children ?? [] { children.append(try build(child, path: path + [id])) }
            let title = spec.title ?? spec.id
            let controller: ViewController
            switch spec.kind ?? "plain" {
            case "plain": controller = ViewController(engine: engine, title: title)
            case "navigation":
                guard let first = children.first else {
                    throw TransitionError("navigation controller '\(id)' needs a child as its root")
                }
                let navigation = NavigationController(rootViewController: first, title: title)
                for child in children.dropFirst() { try navigation.pushViewController(child, animated: false) }
                controller = navigation
            case "tab":
                guard !children.isEmpty else {
                    throw TransitionError("tab bar controller '\(id)' needs at least one child")
                }
                controller = TabBarController(viewControllers: children, title: title)
            case "container":
                guard !children.isEmpty else { throw TransitionError("container '\(id)' needs at least one child") }
                controller = ContainerViewController(viewControllers: children, title: title)
            case let other:
                throw TransitionError(
                    "controller '\(id)' has unknown kind '\(other)'; use plain, navigation, tab or container")
            }
            try Self.apply(spec, to: controller, animators: animators, presentations: presentations)
            built[id] = controller
            return controller
        }
        for controller in description.controllers { _ = try build(controller.id, path: []) }
        controllers = built
        for segue in description.segues ?? [] { try Self.install(segue, in: built) }
        window = Window(engine: engine, size: Size(width: description.window.width, height: description.window.height))
        window.rootViewController = built[description.root]
    }

    /// Performs segue `identifier` (an unwind segue unwinds), first bringing its source into the
    /// window without animation when another segue shows it (`showSource(ofSegue:)`).
    @discardableResult
    public func performSegue(_ identifier: String) throws(TransitionError) -> StoryboardSegue? {
        let segue = try declaredSegue(identifier)
        try showSource(ofSegue: identifier)
        guard let source = controllers[segue.source] else {
            throw TransitionError("segue '\(identifier)' starts from unknown controller '\(segue.source)'")
        }
        if segue.kind == "unwind" {
            return try source.unwind(action: segue.action ?? identifier, sender: nil)
        }
        return try source.performSegue(withIdentifier: identifier, sender: nil)
    }

    /// The animators a scene can name without plugins: `diagonal` and the four transition styles.
    public static func builtInAnimators(_ name: String, _ presenting: Bool) -> AnimatedTransitioning? {
        switch name {
        case "diagonal": DiagonalAnimator(presenting: presenting)
        default: ModalTransitionStyle(rawValue: name).map { BuiltInAnimators.animator(for: $0, presenting: presenting) }
        }
    }

    private static func apply(
        _ spec: SceneDescription.Controller, to controller: ViewController, animators: @escaping AnimatorResolver,
        presentations: PresentationResolver?
    ) throws(TransitionError) {
        if let color = spec.color {
            guard let parsed = Color(hex: color) else {
                throw TransitionError("controller '\(spec.id)' has colour '\(color)'; write it as #RRGGBB or #RRGGBBAA")
            }
            controller.view.backgroundColor = parsed
        }
        if let style = spec.presentationStyle {
            guard let parsed = ModalPresentationStyle(rawValue: style), parsed != .none else {
                throw TransitionError(
                    "controller '\(spec.id)' has presentation style '\(style)'; use one of "
                        + "\(ModalPresentationStyle.presentableCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            controller.modalPresentationStyle = parsed
        }
        if let style = spec.transitionStyle {
            guard let parsed = ModalTransitionStyle(rawValue: style) else {
                throw TransitionError(
                    "controller '\(spec.id)' has transition style '\(style)'; use one of "
                        + "\(ModalTransitionStyle.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            controller.modalTransitionStyle = parsed
        }
        controller.definesPresentationContext = spec.definesPresentationContext ?? false
        if let size = spec.preferredContentSize {
            controller.preferredContentSize = Size(width: size.width, height: size.height)
        }
        for action in spec.unwindActions ?? [] { controller.unwindActions[action] = { _ in } }
        if let image = spec.image { controller.view.image = try image.viewImage(controller: spec.id) }
        if spec.presentation != nil || spec.animator != nil {
            let makePresentation = try presentationMaker(for: spec, presentations: presentations)
            var factory: ((Bool) -> AnimatedTransitioning?)?
            if let name = spec.animator {
                guard animators(name, true) != nil else {
                    throw TransitionError(
                        "controller '\(spec.id)' names animator '\(name)', which is not available; name a built-in "
                            + "animator (diagonal or a transition style) or a plugin's"
                    )
                }
                factory = { presenting in animators(name, presenting) }
            }
            let delegate = SceneTransitioningDelegate(
                animator: factory, dimming: spec.presentation == "dimming", presentation: makePresentation)
            // The delegate is weak; the controller owns it, as a storyboard scene owns its objects.
            controller.sceneObjects.append(delegate)
            controller.transitioningDelegate = delegate
            if spec.presentation != nil { controller.modalPresentationStyle = .custom }
        }
    }

    /// The maker of the presentation controller `spec` names other than `dimming`, from
    /// `presentations`; nil for none or dimming. Throws naming the controller when the name is unknown.
    private static func presentationMaker(for spec: SceneDescription.Controller, presentations: PresentationResolver?)
        throws(TransitionError) -> PresentationMaker?
    {
        guard let name = spec.presentation, name != "dimming" else { return nil }
        guard let presentations else {
            throw TransitionError(
                "controller '\(spec.id)' asks for presentation '\(name)'; without plugins the only built-in one is "
                    + "dimming")
        }
        do { return try presentations(name) } catch {
            throw TransitionError("controller '\(spec.id)' asks for presentation '\(name)': \(error)")
        }
    }

    private static func install(_ segue: SceneDescription.Segue, in controllers: [String: ViewController])
        throws(TransitionError)
    {
        guard let source = controllers[segue.source] else {
            throw TransitionError(
                "segue '\(segue.identifier)' starts from '\(segue.source)', which the scene does not declare"
                    + "\(Spelling.didYouMean(segue.source, among: controllers.keys.sorted())); use the id of one of "
                    + "its controllers"
            )
        }
        if segue.kind == "unwind" {
            guard segue.action != nil else {
                throw TransitionError("unwind segue '\(segue.identifier)' needs an action naming where to unwind to")
            }
            return
        }
        guard let kind = SegueKind(rawValue: segue.kind), kind != .custom else {
            throw TransitionError(
                "segue '\(segue.identifier)' has kind '\(segue.kind)'; use show, showDetail, presentModally, popover "
                    + "or unwind"
            )
        }
        guard let id = segue.destination else {
            throw TransitionError(
                "segue '\(segue.identifier)' (\(segue.kind)) needs a destination: the id of one of the scene's "
                    + "controllers"
            )
        }
        guard let destination = controllers[id] else {
            throw TransitionError(
                "segue '\(segue.identifier)' leads to '\(id)', which the scene does not declare"
                    + "\(Spelling.didYouMean(id, among: controllers.keys.sorted())); use the id of one of its "
                    + "controllers"
            )
        }
        source.segueTemplates[segue.identifier] = SegueTemplate(
            identifier: segue.identifier, kind: kind, anchorRect: segue.anchor?.rect
        ) { destination }
    }
}

/// The transitioning delegate a scene gives a controller: the named animator both ways and,
/// optionally, the dimming presentation controller or a named one's.
final class SceneTransitioningDelegate: TransitioningDelegate {
    let animator: ((Bool) -> AnimatedTransitioning?)?
    let dimming: Bool
    /// Makes the named presentation controller (a plugin's), when the scene names one other than dimming.
    let presentation: Scene.PresentationMaker?

    init(animator: ((Bool) -> AnimatedTransitioning?)?, dimming: Bool, presentation: Scene.PresentationMaker? = nil) {
        self.animator = animator
        self.dimming = dimming
        self.presentation = presentation
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> AnimatedTransitioning?
    {
        animator?(true)
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        animator?(false)
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        if let presentation { return presentation(presented, presenting ?? source) }
        guard dimming, let presenting else { return nil }
        return DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
