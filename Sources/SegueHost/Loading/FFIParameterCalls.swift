@preconcurrency import CFFI
import SegueABI

/// Calls plugin parameter accessors through libffi. Their C signatures are known only at run
/// time (the descriptor's `type` fixes them), so each signature gets one prepared `ffi_cif`,
/// made on first use and reused for every later call.
package final class FFIParameterCalls {
    /// One prepared call interface and the argument-type array it points into.
    private final class CallInterface {
        let cif = UnsafeMutablePointer<ffi_cif>.allocate(capacity: 1)
        let argumentTypes: UnsafeMutablePointer<UnsafeMutablePointer<ffi_type>?>

        init(returning result: UnsafeMutablePointer<ffi_type>, arguments: [UnsafeMutablePointer<ffi_type>]) {
            argumentTypes = .allocate(capacity: arguments.count)
            argumentTypes.initialize(from: arguments.map(Optional.some), count: arguments.count)
            let status = ffi_prep_cif(cif, FFI_DEFAULT_ABI, UInt32(arguments.count), result, argumentTypes)
            // Only a malformed type table fails here, and the tables are fixed in this file.
            precondition(
                status == FFI_OK, "ffi_prep_cif refused a fixed parameter-accessor signature (status \(status))")
        }
    }

    private var getters: [ParameterDescriptor.Kind: CallInterface] = [:]
    private var setters: [ParameterDescriptor.Kind: CallInterface] = [:]

    /// How many call interfaces have been prepared (each signature once).
    package var preparedInterfaceCount: Int { getters.count + setters.count }

    private static func type(of kind: ParameterDescriptor.Kind) -> UnsafeMutablePointer<ffi_type> {
        switch kind {
        case .double: withUnsafeMutablePointer(to: &ffi_type_double) { $0 }
        case .int64: withUnsafeMutablePointer(to: &ffi_type_sint64) { $0 }
        case .bool: withUnsafeMutablePointer(to: &ffi_type_uint8) { $0 }
        }
    }

    private static var pointerType: UnsafeMutablePointer<ffi_type> {
        withUnsafeMutablePointer(to: &ffi_type_pointer) { $0 }
    }
    private static var uint32Type: UnsafeMutablePointer<ffi_type> {
        withUnsafeMutablePointer(to: &ffi_type_uint32) { $0 }
    }
    private static var statusType: UnsafeMutablePointer<ffi_type> {
        withUnsafeMutablePointer(to: &ffi_type_sint32) { $0 }
    }

    private func getter(_ kind: ParameterDescriptor.Kind) -> CallInterface {
        if let cached = getters[kind] { return cached }
        let made = CallInterface(returning: Self.type(of: kind), arguments: [Self.pointerType, Self.uint32Type])
        getters[kind] = made
        return made
    }

    private func setter(_ kind: ParameterDescriptor.Kind) -> CallInterface {
        if let cached = setters[kind] { return cached }
        let made = CallInterface(
            returning: Self.statusType, arguments: [Self.pointerType, Self.uint32Type, Self.type(of: kind)])
        setters[kind] = made
        return made
    }

    /// `parameter`'s current value on `animator`, widened to a double.
    package func get(_ parameter: ParameterDescriptor, of animator: UnsafePointer<segue_animator_t>) -> Double {
        get(parameter, ofInstance: UnsafeRawPointer(animator))
    }

    /// `parameter`'s current value on `instance` (an animator, interaction or presentation
    /// controller: the accessor's first argument), widened to a double.
    package func get(_ parameter: ParameterDescriptor, ofInstance instance: UnsafeRawPointer) -> Double {
        var animatorArgument: UnsafeRawPointer? = instance
        var index = parameter.index
        // libffi widens integral results narrower than a register to ffi_arg; 16 bytes hold any result.
        var result = (UInt64(0), UInt64(0))
        withUnsafeMutablePointer(to: &animatorArgument) { animatorPointer in
            withUnsafeMutablePointer(to: &index) { indexPointer in
                var arguments: [UnsafeMutableRawPointer?] = [
                    UnsafeMutableRawPointer(animatorPointer), UnsafeMutableRawPointer(indexPointer),
                ]
                withUnsafeMutableBytes(of: &result) { resultBytes in
                    PluginCalls.into(.parameter_get) {
                        ffi_call(
                            getter(parameter.kind).cif, Self.function(parameter.getter), resultBytes.baseAddress,
                            &arguments)
                    }
                }
            }
        }
        return withUnsafeBytes(of: &result) { bytes in
            switch parameter.kind {
            case .double: bytes.load(as: Double.self)
            case .int64: Double(bytes.load(as: Int64.self))
            case .bool: bytes.load(as: UInt8.self) != 0 ? 1 : 0
            }
        }
    }

    /// Sets `parameter` on `animator` to `value` (already range-checked), answering the plugin's status.
    package func set(_ parameter: ParameterDescriptor, to value: Double, on animator: UnsafePointer<segue_animator_t>)
        -> segue_status_t
    {
        set(parameter, to: value, onInstance: UnsafeRawPointer(animator))
    }

    /// Sets `parameter` on `instance` (an animator, interaction or presentation controller: the
    /// accessor's first argument) to `value` (already range-checked), answering the plugin's status.
    package func set(_ parameter: ParameterDescriptor, to value: Double, onInstance instance: UnsafeRawPointer)
        -> segue_status_t
    {
        var animatorArgument: UnsafeRawPointer? = instance
        var index = parameter.index
        var doubleValue = value
        // Only int64 parameters read this; a NaN or huge double must not trap converting it.
        var integerValue = value.isFinite ? Int64(min(max(value, -9.0e18), 9.0e18)) : 0
        var boolValue: UInt8 = value != 0 ? 1 : 0
        var result = (UInt64(0), UInt64(0))
        withUnsafeMutablePointer(to: &animatorArgument) { animatorPointer in
            withUnsafeMutablePointer(to: &index) { indexPointer in
                let valuePointer: UnsafeMutableRawPointer =
                    switch parameter.kind {
                    case .double: withUnsafeMutablePointer(to: &doubleValue) { UnsafeMutableRawPointer($0) }
                    case .int64: withUnsafeMutablePointer(to: &integerValue) { UnsafeMutableRawPointer($0) }
                    case .bool: withUnsafeMutablePointer(to: &boolValue) { UnsafeMutableRawPointer($0) }
                    }
                var arguments: [UnsafeMutableRawPointer?] = [
                    UnsafeMutableRawPointer(animatorPointer), UnsafeMutableRawPointer(indexPointer), valuePointer,
                ]
                withUnsafeMutableBytes(of: &result) { resultBytes in
                    PluginCalls.into(.parameter_set) {
                        ffi_call(
                            setter(parameter.kind).cif, Self.function(parameter.setter), resultBytes.baseAddress,
                            &arguments)
                    }
                }
            }
        }
        // The status came back widened to ffi_arg: its low 32 bits are the int32_t.
        return segue_status_t(truncatingIfNeeded: result.0)
    }

    private static func function(_ pointer: UnsafeRawPointer) -> (@convention(c) () -> Void) {
        unsafeBitCast(pointer, to: (@convention(c) () -> Void).self)
    }
}
