import SegueABI

/// What a presentation controller says it can do (the `SEGUE_PRESENTATION_CAPABILITY_*` flags, presentation.h).
public struct SeguePresentationCapabilities: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The raw flags, as `segue_presentation_descriptor_t.capabilities` carries them.
    public let rawValue: UInt64

    /// Flags from their raw bits.
    @inlinable
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Implements `handle_gesture`.
    @inlinable public static var gestures: Self { Self(rawValue: SEGUE_PRESENTATION_CAPABILITY_GESTURES) }
    /// Its gestures may start an interactive dismissal.
    @inlinable public static var interactiveDismiss: Self {
        Self(rawValue: SEGUE_PRESENTATION_CAPABILITY_INTERACTIVE_DISMISS)
    }

    /// Every flag the ABI defines with its names, in the header's order.
    public static let namedFlags: [ABIName<Self>] = [
        .init(.gestures, "gestures", "SEGUE_PRESENTATION_CAPABILITY_GESTURES"),
        .init(.interactiveDismiss, "interactiveDismiss", "SEGUE_PRESENTATION_CAPABILITY_INTERACTIVE_DISMISS"),
    ]

    /// Every flag the ABI defines with its Swift name.
    public static let named: [(String, Self)] = namedFlags.map { ($0.name, $0.value) }

    /// The names of the flags set, in order.
    public var names: [String] { Self.namedFlags.filter { contains($0.value) }.map(\.name) }

    /// The names joined with commas.
    public var description: String { names.joined(separator: ",") }
}
