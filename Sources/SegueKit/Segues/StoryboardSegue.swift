import SegueEngine

/// How a segue shows its destination.
public enum SegueKind: String, Codable, CaseIterable, Sendable {
    /// `show(_:sender:)`: pushed by an enclosing navigation controller, else presented.
    case show
    /// `showDetailViewController(_:sender:)`: shown by the nearest controller that shows details, else presented.
    case showDetail
    /// Presented modally with the destination's styles.
    case presentModally
    /// Presented as a popover anchored at the segue's anchor rectangle (full screen when compact).
    case popover
    /// Performed by the template's own closure.
    case custom
}

/// A segue waiting to happen: its identifier, kind and how to make its destination
/// (a storyboard's segue, declared in code or in a scene file).
public struct SegueTemplate {
    /// The identifier `performSegue(withIdentifier:sender:)` names.
    public var identifier: String
    /// How the destination is shown.
    public var kind: SegueKind
    /// Makes a fresh destination controller each time the segue runs.
    public var makeDestination: () -> ViewController
    /// For `.popover`: where the popover points, in the source's root view coordinates.
    public var anchorRect: Rect?
    /// For `.custom`: performs the segue (e.g. presents without animation).
    public var perform: ((StoryboardSegue) throws(TransitionError) -> Void)?

    /// A template for segue `identifier` of `kind` to controllers made by `makeDestination`.
    public init(
        identifier: String, kind: SegueKind, anchorRect: Rect? = nil,
        perform: ((StoryboardSegue) throws(TransitionError) -> Void)? = nil,
        makeDestination: @escaping () -> ViewController
    ) {
        self.identifier = identifier
        self.kind = kind
        self.anchorRect = anchorRect
        self.perform = perform
        self.makeDestination = makeDestination
    }
}

/// One run of a segue (`UIStoryboardSegue`): created with its identifier, source and
/// destination, handed to the source's `prepare(for:sender:)`, then performed.
open class StoryboardSegue {
    /// The segue's identifier.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: ViewController
    /// The controller it shows (for an unwind segue, the controller it returns to).
    public let destination: ViewController
    /// How it shows the destination.
    public let kind: SegueKind
    /// For `.popover`: where the popover points.
    public var anchorRect: Rect?
    /// For `.custom`: what `perform()` does.
    var customPerform: ((StoryboardSegue) throws(TransitionError) -> Void)?

    /// A segue `identifier` of `kind` from `source` to `destination`.
    public init(identifier: String?, source: ViewController, destination: ViewController, kind: SegueKind) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.kind = kind
    }

    /// Shows the destination the way the kind says (subclasses override for their own transition).
    open func perform() throws(TransitionError) {
        source.events?.record(.segue(.perform(identifier: identifier, kind: kind)))
        switch kind {
        case .show:
            try source.show(destination, sender: self)
        case .showDetail:
            try source.showDetailViewController(destination, sender: self)
        case .presentModally:
            try source.present(destination, animated: true)
        case .popover:
            destination.modalPresentationStyle = .popover
            destination.popoverSourceView = source.view
            destination.popoverSourceRect = anchorRect
            try source.present(destination, animated: true)
        case .custom:
            guard let customPerform else {
                throw TransitionError(
                    "custom segue '\(identifier ?? "")' has no perform closure; give its template a perform closure "
                        + "or subclass StoryboardSegue"
                )
            }
            try customPerform(self)
        }
    }
}
