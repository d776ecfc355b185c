import SegueABI
import SegueABIValues

/// An animator's description, turned into a `segue_animator_descriptor_t` at `init`.
public struct AnimatorInfo: Sendable {
    /// Reverse-DNS identifier, unique among all plugins.
    public var id: String
    /// Display name.
    public var name: String
    /// Who made it.
    public var vendor: String
    /// The animator's semantic version, "major.minor.patch".
    public var version: String
    /// One or two sentences.
    public var description: String
    /// What it can animate.
    public var capabilities: Capabilities
    /// Its knobs, in order (a parameter's index is its position here).
    public var parameters: [ParameterInfo]

    /// A description; every string must be non-empty UTF-8 without NUL characters.
    public init(
        id: String, name: String, vendor: String, version: String, description: String,
        capabilities: Capabilities, parameters: [ParameterInfo] = []
    ) {
        self.id = id
        self.name = name
        self.vendor = vendor
        self.version = version
        self.description = description
        self.capabilities = capabilities
        self.parameters = parameters
    }
}

/// The ABI's capability flags.
/// (`interruptible`, `SEGUE_CAPABILITY_INTERRUPTIBLE`, is claimed by the SDK for exactly the
/// animators conforming to ``InterruptibleSegueAnimator``, whatever ``AnimatorInfo/capabilities``
/// says, so the flag and the vtable always agree.)
public typealias Capabilities = SegueCapabilities

extension SegueAnimator {
    /// The capabilities the descriptor claims: ``AnimatorInfo/capabilities`` with
    /// `Capabilities.interruptible` set exactly when the SDK sets `interruptible_animation`.
    static var claimedCapabilities: Capabilities {
        var claimed = info.capabilities
        if self is any InterruptibleSegueAnimator.Type {
            claimed.insert(.interruptible)
        } else {
            claimed.remove(.interruptible)
        }
        return claimed
    }
}

/// One typed, ranged parameter.
public struct ParameterInfo: Sendable {
    /// The parameter's C type.
    public enum Kind: Sendable {
        /// `double`.
        case double
        /// `int64_t`.
        case integer
        /// `bool` (0 or 1).
        case boolean

        /// The ABI's value for it, as `segue_parameter_t.type` carries it.
        public var abiValue: SegueParameterType {
            switch self {
            case .double: .double
            case .integer: .int64
            case .boolean: .bool
            }
        }
    }

    /// Command-line identifier, `[a-z0-9_-]+`.
    public var id: String
    /// Display name.
    public var name: String
    /// What it changes, in one sentence.
    public var description: String
    /// Its C type.
    public var kind: Kind
    /// The value a new animator starts with.
    public var defaultValue: Double
    /// The smallest value allowed.
    public var minimum: Double
    /// The largest value allowed.
    public var maximum: Double

    /// A parameter; `minimum <= defaultValue <= maximum`.
    public init(
        id: String, name: String, description: String, kind: Kind = .double, defaultValue: Double,
        range: ClosedRange<Double>
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.kind = kind
        self.defaultValue = defaultValue
        self.minimum = range.lowerBound
        self.maximum = range.upperBound
    }
}

/// The current values of one animator's parameters, shared between the SDK (which the host sets
/// them through) and the animator (which reads them).
public final class ParameterValues {
    /// The declarations, in order.
    public let parameters: [ParameterInfo]
    /// The values, in declaration order (a copy).
    public var values: [Double] { Array(storage) }
    /// The live values, which the host's setters write. A buffer behind a `let` rather than an
    /// array `var`: a controller reads its parameters on every gesture event, and a class's `var`
    /// costs the runtime's exclusivity bookkeeping (a thread-local lookup) on every read.
    let storage: UnsafeMutableBufferPointer<Double>

    init(_ parameters: [ParameterInfo]) {
        self.parameters = parameters
        storage = .allocate(capacity: parameters.count)
        _ = storage.initialize(from: parameters.map(\.defaultValue))
    }

    deinit {
        storage.deallocate()
    }

    /// The slot of `parameter`, one of the animator's own declarations, found once: what a
    /// controller keeps for a parameter it reads on every event (``ParameterSlot/value``). A
    /// declaration missing from the info's parameters is logged here, once, and its slot answers
    /// the default value.
    public func slot(_ parameter: ParameterInfo) -> ParameterSlot {
        guard let index = parameters.firstIndex(where: { $0.id == parameter.id }) else {
            Self.logUndeclared(parameter)
            return ParameterSlot(values: self, index: -1, fallback: parameter.defaultValue)
        }
        return ParameterSlot(values: self, index: index, fallback: parameter.defaultValue)
    }

    /// The current value of `parameter`, one of the animator's own declarations
    /// (`parameters[Self.duration]`), so a mistyped name is a compile-time error.
    ///
    /// A declaration missing from `AnimatorInfo.parameters` answers its default value and logs an
    /// error through the host: a plugin bug, but never a NaN handed on to the host.
    public subscript(_ parameter: ParameterInfo) -> Double {
        guard let index = parameters.firstIndex(where: { $0.id == parameter.id }) else {
            Self.logUndeclared(parameter)
            return parameter.defaultValue
        }
        return storage[index]
    }

    /// Says through the host that `parameter` is read without being declared (a plugin bug).
    private static func logUndeclared(_ parameter: ParameterInfo) {
        SeguePlugin.log(
            "parameter '\(parameter.id)' is read but not declared in AnimatorInfo.parameters; using its default",
            level: .error)
    }

    /// The current value of the parameter whose id is `id`, for ids only known at run time.
    ///
    /// - Throws: `ParameterLookupError` naming the id and the declared ones when there is none.
    public func value(of id: String) throws(ParameterLookupError) -> Double {
        guard let index = parameters.firstIndex(where: { $0.id == id }) else {
            throw ParameterLookupError(id: id, declared: parameters.map(\.id))
        }
        return storage[index]
    }
}

/// One declared parameter's current value, found by id once (``ParameterValues/slot(_:)``) and
/// then read by position: the value the host last set, without a string lookup per read.
public struct ParameterSlot {
    /// The values it reads (kept alive by the slot).
    private let values: ParameterValues
    /// Its position among them; -1 for a parameter that is not declared.
    private let index: Int
    /// What an undeclared parameter answers: its default value.
    private let fallback: Double

    /// The slot at `index` of `values`, answering `fallback` when `index` is -1.
    init(values: ParameterValues, index: Int, fallback: Double) {
        self.values = values
        self.index = index
        self.fallback = fallback
    }

    /// The parameter's current value.
    public var value: Double { index >= 0 ? values.storage[index] : fallback }
}

/// A parameter looked up by an id the animator does not declare.
public struct ParameterLookupError: Error, Sendable, CustomStringConvertible {
    /// The id asked for.
    public let id: String
    /// The ids the animator declares.
    public let declared: [String]

    /// "no parameter 'x'; the animator declares a, b".
    public var description: String {
        "no parameter '\(id)'; "
            + (declared.isEmpty
                ? "the animator declares none" : "the animator declares \(declared.joined(separator: ", "))")
    }
}
