import SegueABI

/// Gestures an interaction or presentation controller handles (the `SEGUE_GESTURE_*` flags,
/// interaction.h and presentation.h).
public struct SegueGestures: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The raw flags, as `segue_interaction_descriptor_t.gestures` and `segue_gesture_event_t.gesture` carries them.
    public let rawValue: UInt64

    /// Flags from their raw bits.
    @inlinable
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// A one-finger pan measured across the container.
    @inlinable public static var panHorizontal: Self { Self(rawValue: SEGUE_GESTURE_PAN_HORIZONTAL) }
    /// A one-finger pan measured down or up the container.
    @inlinable public static var panVertical: Self { Self(rawValue: SEGUE_GESTURE_PAN_VERTICAL) }
    /// A two-finger pinch.
    @inlinable public static var pinch: Self { Self(rawValue: SEGUE_GESTURE_PINCH) }
    /// A tap on a presented presentation.
    @inlinable public static var tap: Self { Self(rawValue: SEGUE_GESTURE_TAP) }

    /// Every flag the ABI defines with its names, in the header's order.
    public static let namedFlags: [ABIName<Self>] = [
        .init(.panHorizontal, "panHorizontal", "SEGUE_GESTURE_PAN_HORIZONTAL"),
        .init(.panVertical, "panVertical", "SEGUE_GESTURE_PAN_VERTICAL"),
        .init(.pinch, "pinch", "SEGUE_GESTURE_PINCH"),
        .init(.tap, "tap", "SEGUE_GESTURE_TAP"),
    ]

    /// Every flag the ABI defines with its Swift name.
    public static let named: [(String, Self)] = namedFlags.map { ($0.name, $0.value) }

    /// The names of the flags set, in order.
    public var names: [String] { Self.namedFlags.filter { contains($0.value) }.map(\.name) }

    /// The names joined with commas.
    public var description: String { names.joined(separator: ",") }
}
