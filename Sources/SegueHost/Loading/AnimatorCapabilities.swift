import SegueABI

/// What an animator says it can do (the descriptor's `SEGUE_CAPABILITY_*` flags).
public struct AnimatorCapabilities: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The raw flags.
    public let rawValue: UInt64
    /// Flags from their raw bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Presentations, pushes, forward tab and container switches.
    public static let present = AnimatorCapabilities(rawValue: UInt64(SEGUE_CAPABILITY_PRESENT))
    /// Dismissals and pops.
    public static let dismiss = AnimatorCapabilities(rawValue: UInt64(SEGUE_CAPABILITY_DISMISS))
    /// Scrubbed, finished and cancelled by an interaction controller.
    public static let interactive = AnimatorCapabilities(rawValue: UInt64(SEGUE_CAPABILITY_INTERACTIVE))
    /// Offers an interruptible animation.
    public static let interruptible = AnimatorCapabilities(rawValue: UInt64(SEGUE_CAPABILITY_INTERRUPTIBLE))

    /// Every flag this host knows, with its name.
    public static let named: [(String, AnimatorCapabilities)] = [
        ("present", .present), ("dismiss", .dismiss), ("interactive", .interactive), ("interruptible", .interruptible),
    ]

    /// The flags' names in order.
    public var names: [String] { Self.named.filter { contains($0.1) }.map(\.0) }

    /// The names joined with commas.
    public var description: String { names.joined(separator: ",") }
}
