@preconcurrency import CFFI

/// Calls a C function whose signature is only known at run time through libffi: the
/// validator's table-driven calls of ABI entry points with edge-case arguments.
struct FFIEdgeCall {
    /// An argument or result type.
    enum CType {
        case pointer, uint32, int32, double, uint8, void

        var ffiType: UnsafeMutablePointer<ffi_type> {
            switch self {
            case .pointer: withUnsafeMutablePointer(to: &ffi_type_pointer) { $0 }
            case .uint32: withUnsafeMutablePointer(to: &ffi_type_uint32) { $0 }
            case .int32: withUnsafeMutablePointer(to: &ffi_type_sint32) { $0 }
            case .double: withUnsafeMutablePointer(to: &ffi_type_double) { $0 }
            case .uint8: withUnsafeMutablePointer(to: &ffi_type_uint8) { $0 }
            case .void: withUnsafeMutablePointer(to: &ffi_type_void) { $0 }
            }
        }
    }

    /// An argument value.
    enum Value {
        case pointer(UnsafeRawPointer?)
        case uint32(UInt32)
        case double(Double)

        var type: CType {
            switch self {
            case .pointer: .pointer
            case .uint32: .uint32
            case .double: .double
            }
        }
    }

    /// Calls `function` with `arguments`, answering the raw result register (integers widened
    /// to 64 bits, doubles as their bits).
    static func call(_ function: UnsafeRawPointer, returning result: CType, _ arguments: [Value]) -> UInt64 {
        let cif = UnsafeMutablePointer<ffi_cif>.allocate(capacity: 1)
        let types = UnsafeMutablePointer<UnsafeMutablePointer<ffi_type>?>.allocate(capacity: max(arguments.count, 1))
        let storage = UnsafeMutableRawPointer.allocate(byteCount: 8 * max(arguments.count, 1), alignment: 8)
        let pointers = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: max(arguments.count, 1))
        defer {
            cif.deallocate()
            types.deallocate()
            storage.deallocate()
            pointers.deallocate()
        }
        for (index, argument) in arguments.enumerated() {
            types[index] = argument.type.ffiType
            let slot = storage + index * 8
            switch argument {
            case .pointer(let value): slot.storeBytes(of: value, as: UnsafeRawPointer?.self)
            case .uint32(let value): slot.storeBytes(of: value, as: UInt32.self)
            case .double(let value): slot.storeBytes(of: value, as: Double.self)
            }
            pointers[index] = slot
        }
        guard ffi_prep_cif(cif, FFI_DEFAULT_ABI, UInt32(arguments.count), result.ffiType, types) == FFI_OK else {
            return 0
        }
        var value = (UInt64(0), UInt64(0))
        withUnsafeMutableBytes(of: &value) { bytes in
            ffi_call(cif, unsafeBitCast(function, to: (@convention(c) () -> Void).self), bytes.baseAddress, pointers)
        }
        return value.0
    }
}
