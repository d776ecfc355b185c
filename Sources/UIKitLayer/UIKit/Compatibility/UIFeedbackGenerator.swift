/// Haptic feedback: a scene has no taptic engine, so these do nothing.
open class UIFeedbackGenerator: NSObject {
    /// Readies the engine (nothing to do).
    open func prepare() {}
}

/// An impact's feedback.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How strong an impact is.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }
    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        super.init()
    }
    /// A medium one.
    public override convenience init() {
        self.init(style: .medium)
    }
    /// Plays an impact (nothing).
    open func impactOccurred() {}
    /// Plays an impact of `intensity` (nothing).
    open func impactOccurred(intensity: CGFloat) {}
}

/// A selection change's feedback.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays it (nothing).
    open func selectionChanged() {}
}

/// A notification's feedback.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kinds.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }
    /// Plays it (nothing).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
