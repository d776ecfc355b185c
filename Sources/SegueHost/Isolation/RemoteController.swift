import SegueABI
import Synchronization

/// Which members of a controller's vtable the plugin set, one bit per member in the order the
/// header declares them, so the host's stand-in has NULL exactly where the plugin's vtable does
/// (the host checks those members).
struct ControllerShape: Equatable {
    /// The bits.
    let rawValue: UInt16

    /// A shape from its bits.
    init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The shape of `members` (a vtable's function members, in declaration order).
    init(_ members: [UnsafeRawPointer?]) {
        var bits: UInt16 = 0
        for (index, member) in members.enumerated() where member != nil { bits |= 1 << UInt16(index) }
        rawValue = bits
    }

    /// Whether member `index` (declaration order) is set.
    func has(_ index: Int) -> Bool { rawValue & (1 << UInt16(index)) != 0 }
}

/// Every stand-in alive (as addresses): a pointer is only read through once found here.
private let liveControllers = Mutex(Set<UInt>())

/// The requests a stand-in's parameter accessors send: animators and controllers are kept apart
/// in the plugin process, so each kind names its own.
struct RemoteParameterCalls {
    /// The getter's request.
    let get: IsolationCall
    /// The setter's request.
    let set: IsolationCall
    /// An animator's.
    static let animator = RemoteParameterCalls(get: .parameterGet, set: .parameterSet)
    /// An interaction or presentation controller's.
    static let controller = RemoteParameterCalls(get: .controllerParameterGet, set: .controllerParameterSet)
}

/// A stand-in of any kind whose plugin's parameters are read and set in its plugin process.
protocol RemoteParameterOwner: AnyObject {
    /// The plugin's parameter getter (`value` nil) or setter for parameter `index`, forwarded.
    func forwardParameter(_ index: UInt32, set value: Double?) -> WireReader?
}

/// The stand-in, of any kind, whose vtable is at `pointer`; nil when there is none. Parameter
/// accessors receive only that address, and every vtable starts with `size` then `plugin_data`.
func remoteParameterOwner(at pointer: UnsafeRawPointer?) -> RemoteParameterOwner? {
    guard let pointer, liveControllers.withLock({ $0.contains(UInt(bitPattern: pointer)) }),
        let opaque = pointer.load(fromByteOffset: pluginDataOffset, as: UnsafeMutableRawPointer?.self)
    else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(opaque).takeUnretainedValue() as? RemoteParameterOwner
}

/// Where `plugin_data` sits in every vtable (checked to be the same for each kind).
private let pluginDataOffset: Int = {
    let offset = MemoryLayout<segue_animator_t>.offset(of: \.plugin_data)!
    precondition(
        offset == MemoryLayout<segue_interaction_t>.offset(of: \.plugin_data)
            && offset == MemoryLayout<segue_presentation_t>.offset(of: \.plugin_data),
        "every vtable keeps plugin_data at the same offset")
    return offset
}()

/// The host's stand-in for an animator, interaction or presentation controller that lives in a
/// plugin process: a C vtable (`VTable`) whose functions forward to that process by `handle`
/// (`RemoteAnimator`, `RemoteInteraction`, `RemotePresentation` fill it in). The adapters
/// (`PluginAnimator`, `PluginInteractionDecider`, `PluginPresentationController`) drive it like
/// any plugin's vtable, so isolated and in-process plugins share every check.
final class RemoteController<VTable>: RemoteParameterOwner {
    let process: PluginHostProcess
    let handle: UInt64
    private let raw: UnsafeMutablePointer<VTable>
    private let destroyCall: IsolationCall
    private let parameterCalls: RemoteParameterCalls

    private init(
        process: PluginHostProcess, handle: UInt64, vtable: VTable, destroy: IsolationCall,
        parameters: RemoteParameterCalls
    ) {
        self.process = process
        self.handle = handle
        destroyCall = destroy
        parameterCalls = parameters
        raw = .allocate(capacity: 1)
        raw.initialize(to: vtable)
    }

    /// A stand-in with `vtable` (its `plugin_data` is set here) for the plugin process's controller
    /// `handle`, whose `destroy` sends `destroy` and whose parameter accessors send `parameters`;
    /// owned by whoever calls the vtable's `destroy`.
    static func make(
        process: PluginHostProcess, handle: UInt64, vtable: VTable,
        data: WritableKeyPath<VTable, UnsafeMutableRawPointer?>,
        destroy: IsolationCall, parameters: RemoteParameterCalls = .controller
    ) -> UnsafePointer<VTable> {
        let controller = RemoteController(
            process: process, handle: handle, vtable: vtable, destroy: destroy, parameters: parameters)
        controller.raw.pointee[keyPath: data] = Unmanaged.passRetained(controller).toOpaque()
        liveControllers.withLock { _ = $0.insert(UInt(bitPattern: controller.raw)) }
        return UnsafePointer(controller.raw)
    }

    /// The stand-in behind `pointer`, if it is one of this kind.
    static func from(_ pointer: UnsafePointer<VTable>?, data: KeyPath<VTable, UnsafeMutableRawPointer?>)
        -> RemoteController?
    {
        guard let pointer, liveControllers.withLock({ $0.contains(UInt(bitPattern: pointer)) }),
            let opaque = pointer.pointee[keyPath: data]
        else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(opaque).takeUnretainedValue() as? RemoteController
    }

    /// A request naming this controller, then `build`'s fields; nil when the process failed.
    func request(_ call: IsolationCall, for callback: PluginCallback, _ build: (inout WireWriter) -> Void = { _ in })
        -> WireReader?
    {
        var message = WireWriter()
        message.append(handle)
        build(&message)
        return process.request(call, for: callback, message)
    }

    /// The plugin's parameter getter (`value` nil) or setter for parameter `index`, in its process;
    /// nil when the process failed.
    func forwardParameter(_ index: UInt32, set value: Double?) -> WireReader? {
        let call = value == nil ? parameterCalls.get : parameterCalls.set
        return request(call, for: value == nil ? .parameter_get : .parameter_set) {
            $0.append(index)
            if let value { $0.append(value) }
        }
    }

    /// The plugin's `destroy` in its process, then the stand-in is freed.
    func destroy() {
        _ = request(destroyCall, for: .destroy)
        liveControllers.withLock { _ = $0.remove(UInt(bitPattern: raw)) }
        raw.deinitialize(count: 1)
        raw.deallocate()
        Unmanaged.passUnretained(self).release()
    }

    /// Asks `process` (library `index`) to make controller `id` with `call`: the handle, size
    /// and shape of the one it made, or throws the sentence the plugin process answered (its
    /// in-process checks of the factory and vtable) or the process's failure.
    static func create(
        _ call: IsolationCall, for callback: PluginCallback, in process: PluginHostProcess, library index: UInt32,
        id: String
    ) throws(PluginControllerError) -> (handle: UInt64, size: UInt32, shape: ControllerShape) {
        process.plugin = id
        var message = WireWriter()
        message.append(index)
        message.append(id)
        guard var reply = process.request(call, for: callback, message) else {
            throw PluginControllerError(process.failure?.description ?? "the plugin process of \(id) stopped")
        }
        guard let handle = try? reply.read(UInt64.self) else {
            throw PluginControllerError("the plugin process of \(id) answered a malformed reply")
        }
        guard handle != 0 else {
            throw PluginControllerError((try? reply.string(maximumBytes: 4096)) ?? "\(id) could not be made")
        }
        guard let size = try? reply.read(UInt32.self), let shape = try? reply.read(UInt16.self) else {
            throw PluginControllerError("the plugin process of \(id) answered a malformed reply")
        }
        return (handle, size, ControllerShape(rawValue: shape))
    }
}
