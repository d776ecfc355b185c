/// The context services the service-call benchmarks time, numbered as the probe plugin's
/// `service` parameter numbers them.
public enum ProbedService: Int, CaseIterable, Sendable {
    /// No call: the transition alone, subtracted from the others.
    case none = 0
    /// Setting a view's frame (`set_property` with a frame; natively `view.frame =`).
    case setFrame = 1
    /// Asking whether the transition is animated (`is_animated`; natively `context.isAnimated`).
    case isAnimated = 2

    /// How reports name it.
    public var label: String {
        switch self {
        case .none: "none"
        case .setFrame: "set frame"
        case .isAnimated: "is animated"
        }
    }
}
