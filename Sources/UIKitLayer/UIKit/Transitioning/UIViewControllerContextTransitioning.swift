/// The transition context an animator is handed (UIViewControllerContextTransitioning).
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether an interaction drives it now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a modal transition.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation applied during the transition (the identity: the scene does not rotate).
    var targetTransform: CGAffineTransform { get }
    /// Moves an interactive transition to `percentComplete`.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Finishes an interactive transition.
    func finishInteractiveTransition()
    /// Cancels an interactive transition.
    func cancelInteractiveTransition()
    /// Pauses an interactive transition.
    func pauseInteractiveTransition()
    /// Ends the transition; false when it was cancelled.
    func completeTransition(_ didComplete: Bool)
    /// The controller on side `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view on side `key`, nil when that side's view is not the animator's to move.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view starts (zero when unknown).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends (zero when it leaves).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// A side of the transition for `view(forKey:)`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// A side of the transition for `viewController(forKey:)`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller leaving.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller arriving.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}
