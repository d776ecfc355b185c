/// A type in imported UIKit files that a plugin could export, found by ``TransitionTypeScanner``.
struct TransitionCandidate: Equatable {
    /// What the type is to UIKit's transition system.
    enum Kind: String, CaseIterable {
        /// A `UIViewControllerTransitioningDelegate`: vends animators (and a presentation controller).
        case delegate = "transitioning delegate"
        /// A `UIViewControllerAnimatedTransitioning`: one animator.
        case animator = "animator"
        /// A `UIPresentationController` subclass: exported through the delegate that vends it.
        case presentation = "presentation controller"

        /// The kind after "a" or "an" ("an animator").
        var withArticle: String { (self == .animator ? "an " : "a ") + rawValue }

        /// The UIKit protocol or class whose presence in an inheritance clause makes this kind.
        var uikitName: String {
            switch self {
            case .delegate: "UIViewControllerTransitioningDelegate"
            case .animator: "UIViewControllerAnimatedTransitioning"
            case .presentation: "UIPresentationController"
            }
        }
    }

    /// What it is.
    let kind: Kind
    /// The type's name as declared (`DeckAnimator`, or `Outer.Inner` for an extension of a nested type).
    let type: String
    /// The file it is declared in, as shown to the person.
    let file: String
    /// The line of the declaration (or extension) that names the conformance or superclass.
    let line: Int
}
