import SegueABI
import SegueABIValues

/// Everything a presentation controller's frame answer may depend on (`segue_presentation_layout_t`).
public struct PresentationLayout: Sendable, Equatable {
    /// The container's horizontal size class.
    public var horizontalSizeClass: SegueSizeClass
    /// The container's bounds, in its own coordinates (origin 0,0).
    public var containerBounds: Rect
    /// The container's safe area insets.
    public var safeArea: EdgeInsets
    /// The presented controller's preferredContentSize; zero when it states none.
    public var preferredContentSize: Size

    /// A layout from its values.
    public init(
        horizontalSizeClass: SegueSizeClass = .compact, containerBounds: Rect, safeArea: EdgeInsets = .zero,
        preferredContentSize: Size = Size(width: 0, height: 0)
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.containerBounds = containerBounds
        self.safeArea = safeArea
        self.preferredContentSize = preferredContentSize
    }

    /// The host's layout.
    init(raw layout: segue_presentation_layout_t) {
        self.init(
            horizontalSizeClass: SegueSizeClass(rawValue: layout.horizontal_size_class),
            containerBounds: layout.container_bounds, safeArea: layout.safe_area,
            preferredContentSize: layout.preferred_content_size)
    }

    /// Equal in every field.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.containerBounds == rhs.containerBounds
            && lhs.safeArea.top == rhs.safeArea.top && lhs.safeArea.left == rhs.safeArea.left
            && lhs.safeArea.bottom == rhs.safeArea.bottom && lhs.safeArea.right == rhs.safeArea.right
            && lhs.preferredContentSize == rhs.preferredContentSize
    }
}

/// What a presentation controller wants after a gesture event (`segue_presentation_answer_t`).
public enum PresentationResponse: Sendable {
    /// Nothing (a tap under a "do nothing" policy, an ignored event).
    case none
    /// Put the presented view at this frame now, unanimated (a sheet following a finger).
    case follow(Rect)
    /// The frame answer changed (a new detent): the host animates the presented view to it.
    case relayout
    /// Dismiss, animated and not interactive.
    case dismiss
    /// Start a dismissal driven by this touch; its later events are answered with `.interaction`.
    case dismissInteractively
    /// Deliver a tap to the views beneath the presentation.
    case passThrough
    /// During an interactive dismissal this controller started: what the dismissal does, with
    /// the interaction rules (every release finishes or cancels).
    case interaction(InteractionResponse)

    /// The action the ABI carries for it (`.none` for `.interaction`, whose decision travels in
    /// the answer's `interaction` field).
    public var action: SeguePresentationAction {
        switch self {
        case .none, .interaction: .none
        case .follow: .follow
        case .relayout: .relayout
        case .dismiss: .dismiss
        case .dismissInteractively: .dismissInteractively
        case .passThrough: .passThrough
        }
    }

    /// Writes the answer's fields into the host's zeroed, sized answer.
    func write(to answer: inout segue_presentation_answer_t) {
        answer.action = action.rawValue
        switch self {
        case .follow(let frame): answer.frame = frame
        case .interaction(let response): response.write(to: &answer.interaction)
        case .none, .relayout, .dismiss, .dismissInteractively, .passThrough: break
        }
    }
}
