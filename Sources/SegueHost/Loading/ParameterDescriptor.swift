import SegueABI
import SegueABIValues

/// One typed, ranged parameter of a plugin animator, copied out of its descriptor. (Sendable:
/// the accessor pointers point at constant code in a library that is never unloaded.)
public struct ParameterDescriptor: Hashable, @unchecked Sendable {
    /// The parameter's C type.
    public enum Kind: RawRepresentable, Sendable, CustomStringConvertible {
        /// `double`.
        case double
        /// `int64_t`.
        case int64
        /// `bool`.
        case bool

        /// The kind a parameter's C `type` field names, or nil for a number the ABI does not define.
        public init?(rawValue: Int32) { self.init(SegueParameterType(rawValue: rawValue)) }

        /// The kind of the ABI's `type`, or nil for a number the ABI does not define.
        public init?(_ type: SegueParameterType) {
            switch type {
            case .double: self = .double
            case .int64: self = .int64
            case .bool: self = .bool
            default: return nil
            }
        }

        /// The ABI's value for it.
        public var abiValue: SegueParameterType {
            switch self {
            case .double: .double
            case .int64: .int64
            case .bool: .bool
            }
        }

        /// The C `type` field's value.
        public var rawValue: Int32 { abiValue.rawValue }

        /// The C type's name.
        public var description: String {
            switch self {
            case .double: "double"
            case .int64: "int64"
            case .bool: "bool"
            }
        }
    }

    /// Command-line identifier.
    public let id: String
    /// Display name.
    public let name: String
    /// What it changes.
    public let summary: String
    /// Its C type.
    public let kind: Kind
    /// Its default value.
    public let defaultValue: Double
    /// The smallest value allowed.
    public let minimum: Double
    /// The largest value allowed.
    public let maximum: Double
    /// Its position in the descriptor (the index accessors receive).
    public let index: UInt32

    // The longest strings the host reads from a parameter, in UTF-8 bytes before the NUL (the
    // reader stops there, so a string with no NUL is refused instead of followed).

    /// The longest `id`: a word or two typed on the command line.
    public static let maximumIDBytes = 64
    /// The longest `name`: a display name fits on a line.
    public static let maximumNameBytes = 64
    /// The longest `description`: one sentence, with room to spare.
    public static let maximumDescriptionBytes = 512
    /// The largest magnitude of a minimum, maximum or default: any real knob fits, and sums and
    /// products of such values stay far from overflow in the plugin and the host.
    public static let maximumMagnitude = 1e9
    /// The getter and setter, whose C signatures `kind` fixes (called through libffi).
    package let getter: UnsafeRawPointer
    package let setter: UnsafeRawPointer

    /// Parses `text` as this parameter's type and checks it against the range.
    public func value(parsing text: String) throws(ParameterError) -> Double {
        let value: Double
        switch kind {
        case .double:
            guard let number = Double(text), number.isFinite else {
                throw ParameterError(
                    "parameter \(id) takes a finite number, not \"\(text)\"; for example \(id)=\(format(defaultValue))")
            }
            value = number
        case .int64:
            guard let number = Int64(text) else {
                throw ParameterError(
                    "parameter \(id) takes a whole number, not \"\(text)\"; for example \(id)=\(format(defaultValue))")
            }
            value = Double(number)
        case .bool:
            switch text.lowercased() {
            case "true", "yes", "on", "1": value = 1
            case "false", "no", "off", "0": value = 0
            default: throw ParameterError("parameter \(id) takes true or false, not \"\(text)\"")
            }
        }
        try check(value)
        return value
    }

    /// Throws unless `value` lies in the declared range, bounds included (parameters.h), and is a
    /// value of the parameter's C type: a whole number for an int64, 0 or 1 for a bool, so the
    /// setter never sees a value the conversion to its type would change.
    public func check(_ value: Double) throws(ParameterError) {
        guard value.isFinite, value >= minimum, value <= maximum else {
            throw ParameterError(
                "parameter \(id) must lie between \(format(minimum)) and \(format(maximum)); \(kind == .bool ? String(value) : format(value)) is out of range"
            )
        }
        guard kind == .double || value == value.rounded() else {
            throw ParameterError(
                "parameter \(id) is a\(kind == .int64 ? "n int64" : " bool") and takes whole numbers, not \(value); for example \(id)=\(format(defaultValue))"
            )
        }
    }

    /// A number as the command line would write it (no ".0" on whole numbers).
    public func format(_ value: Double) -> String {
        if kind == .bool { return value != 0 ? "true" : "false" }
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}

/// A parameter value that cannot be used, in one sentence with a hint.
public struct ParameterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sentence.
    public let description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
