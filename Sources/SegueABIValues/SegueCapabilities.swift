import SegueABI

/// What an animator says it can do (the descriptor's `SEGUE_CAPABILITY_*` flags, descriptor.h).
public struct SegueCapabilities: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The raw flags, as `segue_animator_descriptor_t.capabilities` carries them.
    public let rawValue: UInt64

    /// Flags from their raw bits.
    @inlinable
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Presentations, pushes, forward tab and container switches.
    @inlinable public static var present: Self { Self(rawValue: SEGUE_CAPABILITY_PRESENT) }
    /// Dismissals and pops.
    @inlinable public static var dismiss: Self { Self(rawValue: SEGUE_CAPABILITY_DISMISS) }
    /// Scrubbed, finished and cancelled by an interaction controller.
    @inlinable public static var interactive: Self { Self(rawValue: SEGUE_CAPABILITY_INTERACTIVE) }
    /// Offers an interruptible animation.
    @inlinable public static var interruptible: Self { Self(rawValue: SEGUE_CAPABILITY_INTERRUPTIBLE) }

    /// Every flag the ABI defines with its names, in the header's order.
    public static let namedFlags: [ABIName<Self>] = [
        .init(.present, "present", "SEGUE_CAPABILITY_PRESENT"),
        .init(.dismiss, "dismiss", "SEGUE_CAPABILITY_DISMISS"),
        .init(.interactive, "interactive", "SEGUE_CAPABILITY_INTERACTIVE"),
        .init(.interruptible, "interruptible", "SEGUE_CAPABILITY_INTERRUPTIBLE"),
    ]

    /// Every flag the ABI defines with its Swift name.
    public static let named: [(String, Self)] = namedFlags.map { ($0.name, $0.value) }

    /// The names of the flags set, in order.
    public var names: [String] { Self.namedFlags.filter { contains($0.value) }.map(\.name) }

    /// The names joined with commas.
    public var description: String { names.joined(separator: ",") }
}
