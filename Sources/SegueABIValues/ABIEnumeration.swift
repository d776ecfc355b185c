/// A value type for one of the ABI's C enumerations: every value the headers define, with its Swift
/// name and its C constant's name, so the host and the SDK can list, name and check values without
/// a switch of their own.
public protocol ABIEnumeration: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible
where RawValue: FixedWidthInteger & Sendable, AllCases == [Self] {
    /// Every value the ABI defines, in the header's order, with its names.
    static var named: [ABIName<Self>] { get }
    /// Whether the ABI defines this value (a plugin can pass any number).
    var isKnown: Bool { get }
}

/// One value of an ABI enumeration with its names: `frame` and `SEGUE_PROPERTY_FRAME`.
public struct ABIName<Value: Sendable>: Sendable {
    /// The value.
    public let value: Value
    /// Its Swift name, as `description` prints it (`frame`).
    public let name: String
    /// Its C constant's name (`SEGUE_PROPERTY_FRAME`).
    public let cName: String

    /// `value` called `name` in Swift and `cName` in the headers.
    public init(_ value: Value, _ name: String, _ cName: String) {
        self.value = value
        self.name = name
        self.cName = cName
    }
}

extension ABIEnumeration {
    /// The names of this value, or nil for a number the ABI does not define.
    @inlinable
    public var names: ABIName<Self>? { Self.named.first { $0.value == self } }

    /// The Swift name (`frame`), or nil for a number the ABI does not define.
    public var name: String? { names?.name }

    /// The C constant's name (`SEGUE_PROPERTY_FRAME`), or nil for a number the ABI does not define.
    public var cName: String? { names?.cName }

    /// Whether the ABI defines this value (a plugin can pass any number).
    @inlinable
    public var isKnown: Bool { Self.allCases.contains(self) }

    /// The value `rawValue` stands for when the ABI defines it, else nil.
    @inlinable
    public init?(known rawValue: RawValue) {
        guard let value = Self(rawValue: rawValue), value.isKnown else { return nil }
        self = value
    }

    /// The value whose Swift name is `name` (`frame`), or nil.
    public init?(named name: String) {
        guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
        self = entry.value
    }

    /// The Swift name, or the number for a value the ABI does not define.
    public var description: String { name ?? "\(rawValue)" }
}
