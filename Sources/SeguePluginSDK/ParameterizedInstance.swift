import SegueABI

/// What every live plugin object of every kind shares: its parameter values and the accessors the
/// host calls with the object's vtable. Animators, interaction controllers and presentation
/// controllers subclass it; their vtables' `plugin_data` is the retained subclass instance.
class ParameterizedInstance {
    let values: ParameterValues

    init(values: ParameterValues) {
        self.values = values
    }

    /// The instance behind any vtable the host passed back. Every ABI vtable starts with
    /// `uint32_t size; void *plugin_data;`, so the field is read at the animator's offset without
    /// loading the rest of a struct that may be shorter than an animator's.
    static func from(vtable: UnsafeRawPointer?) -> ParameterizedInstance? {
        let offset = MemoryLayout<segue_animator_t>.offset(of: \.plugin_data)!
        guard let data = vtable?.load(fromByteOffset: offset, as: UnsafeMutableRawPointer?.self) else { return nil }
        return Unmanaged<ParameterizedInstance>.fromOpaque(data).takeUnretainedValue()
    }

    /// Stores `value` for parameter `index` after checking it against the declared range.
    func set(_ value: Double, at index: UInt32) -> SegueStatus {
        guard Int(index) < values.parameters.count else { return .notFound }
        let parameter = values.parameters[Int(index)]
        guard value.isFinite, value >= parameter.minimum, value <= parameter.maximum else {
            return .outOfRange
        }
        values.storage[Int(index)] = value
        return .ok
    }

    /// The value of parameter `index`, NaN when there is none.
    func get(at index: UInt32) -> Double {
        Int(index) < values.storage.count ? values.storage[Int(index)] : .nan
    }
}

/// The C accessors for each parameter type, with exactly the signatures parameters.h declares;
/// the first argument is whichever vtable the parameter's descriptor belongs to.
enum ParameterAccessors {
    typealias GetDouble = @convention(c) (UnsafeRawPointer?, UInt32) -> Double
    typealias SetDouble = @convention(c) (UnsafeRawPointer?, UInt32, Double) -> segue_status_t
    typealias GetInteger = @convention(c) (UnsafeRawPointer?, UInt32) -> Int64
    typealias SetInteger = @convention(c) (UnsafeRawPointer?, UInt32, Int64) -> segue_status_t
    typealias GetBoolean = @convention(c) (UnsafeRawPointer?, UInt32) -> Bool
    typealias SetBoolean = @convention(c) (UnsafeRawPointer?, UInt32, Bool) -> segue_status_t

    static let getDouble: GetDouble = { vtable, index in
        ParameterizedInstance.from(vtable: vtable)?.get(at: index) ?? .nan
    }
    static let setDouble: SetDouble = { vtable, index, value in
        (ParameterizedInstance.from(vtable: vtable)?.set(value, at: index) ?? .invalidArgument).rawValue
    }
    static let getInteger: GetInteger = { vtable, index in
        let value = ParameterizedInstance.from(vtable: vtable)?.get(at: index) ?? 0
        return value.isFinite ? Int64(value) : 0
    }
    static let setInteger: SetInteger = { vtable, index, value in
        (ParameterizedInstance.from(vtable: vtable)?.set(Double(value), at: index) ?? .invalidArgument).rawValue
    }
    static let getBoolean: GetBoolean = { vtable, index in
        (ParameterizedInstance.from(vtable: vtable)?.get(at: index) ?? 0) != 0
    }
    static let setBoolean: SetBoolean = { vtable, index, value in
        (ParameterizedInstance.from(vtable: vtable)?.set(value ? 1 : 0, at: index) ?? .invalidArgument).rawValue
    }

    /// The getter and setter for `kind`, as the untyped pointers the descriptor carries.
    static func `for`(_ kind: ParameterInfo.Kind) -> (get: UnsafeRawPointer, set: UnsafeRawPointer) {
        switch kind {
        case .double: (raw(getDouble), raw(setDouble))
        case .integer: (raw(getInteger), raw(setInteger))
        case .boolean: (raw(getBoolean), raw(setBoolean))
        }
    }

    private static func raw<Function>(_ function: Function) -> UnsafeRawPointer {
        unsafeBitCast(function, to: UnsafeRawPointer.self)
    }
}
