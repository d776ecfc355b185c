import SegueABI

/// Parameter getters and setters of the C signatures parameters.h fixes, for animators and
/// controllers that live in a plugin process: each forwards to the plugin's own accessor there. Descriptors that
/// arrive from a plugin process (or from the registry cache) carry these.
enum RemoteParameterAccessors {
    /// The getter for parameters of `kind`.
    static func getter(for kind: ParameterDescriptor.Kind) -> UnsafeRawPointer {
        switch kind {
        case .double: unsafeBitCast(getDouble, to: UnsafeRawPointer.self)
        case .int64: unsafeBitCast(getInt64, to: UnsafeRawPointer.self)
        case .bool: unsafeBitCast(getBool, to: UnsafeRawPointer.self)
        }
    }

    /// The setter for parameters of `kind`.
    static func setter(for kind: ParameterDescriptor.Kind) -> UnsafeRawPointer {
        switch kind {
        case .double: unsafeBitCast(setDouble, to: UnsafeRawPointer.self)
        case .int64: unsafeBitCast(setInt64, to: UnsafeRawPointer.self)
        case .bool: unsafeBitCast(setBool, to: UnsafeRawPointer.self)
        }
    }

    /// The instance an accessor receives: parameters.h types it as an animator (accessors were first
    /// written for animators), but a controller's vtable arrives the same way.
    private typealias Instance = UnsafePointer<segue_animator_t>?

    private static let getDouble: @convention(c) (Instance, UInt32) -> Double = { instance, index in
        get(instance, index)
    }
    private static let getInt64: @convention(c) (Instance, UInt32) -> Int64 = { instance, index in
        let value = get(instance, index)
        return value.isFinite ? Int64(min(max(value, -9.0e18), 9.0e18)) : 0
    }
    private static let getBool: @convention(c) (Instance, UInt32) -> Bool = { instance, index in
        get(instance, index) != 0
    }
    private static let setDouble: @convention(c) (Instance, UInt32, Double) -> segue_status_t = {
        instance, index, value in
        set(instance, index, value)
    }
    private static let setInt64: @convention(c) (Instance, UInt32, Int64) -> segue_status_t = {
        instance, index, value in
        set(instance, index, Double(value))
    }
    private static let setBool: @convention(c) (Instance, UInt32, Bool) -> segue_status_t = { instance, index, value in
        set(instance, index, value ? 1 : 0)
    }

    /// The plugin's getter's answer, widened to a double (NaN when the instance is not a
    /// stand-in or its process failed).
    private static func get(_ instance: Instance, _ index: UInt32) -> Double {
        var reply = remoteParameterOwner(at: UnsafeRawPointer(instance))?.forwardParameter(index, set: nil)
        return (try? reply?.double()) ?? .nan
    }

    private static func set(_ instance: Instance, _ index: UInt32, _ value: Double) -> segue_status_t {
        var reply = remoteParameterOwner(at: UnsafeRawPointer(instance))?.forwardParameter(index, set: value)
        return (try? reply?.read(Int32.self)) ?? PluginStatus.unsupported.raw
    }
}
