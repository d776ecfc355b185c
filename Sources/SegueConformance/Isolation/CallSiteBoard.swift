import CSegueProcess
import SegueHost

#if canImport(Glibc)
    import Glibc
#endif

/// A page of memory shared by the validator and a worker, holding the worker's stack of plugin
/// callbacks and host services at every moment. Plain stores, no system call per call: when the
/// worker dies, the validator reads the page and knows on which side it died.
///
/// Layout: a 32-bit depth, then up to `slots` entries of 64 bytes (a kind byte, 1 for plugin
/// code and 2 for host code, then a NUL-terminated name).
final class CallSiteBoard: PluginCallObserver {
    static let size = 4096
    private static let slots = 48
    private static let entrySize = 64
    private let memory: UnsafeMutableRawPointer
    /// The memory file's descriptor (the validator's copy, or the worker's inherited one).
    let descriptor: Int32

    /// A new, empty board (validator side).
    init() throws(ChildProcessError) {
        descriptor = segue_memfd("segue-call-sites", Self.size)
        guard descriptor >= 0 else {
            throw ChildProcessError("cannot create the call-site board: \(String(cString: strerror(errno)))")
        }
        memory = try Self.map(descriptor)
    }

    /// The board passed on `descriptor` (worker side).
    init(inherited descriptor: Int32) throws(ChildProcessError) {
        self.descriptor = descriptor
        memory = try Self.map(descriptor)
    }

    deinit {
        munmap(memory, Self.size)
        close(descriptor)
    }

    private static func map(_ descriptor: Int32) throws(ChildProcessError) -> UnsafeMutableRawPointer {
        guard let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), mapped != MAP_FAILED
        else {
            throw ChildProcessError("cannot map the call-site board: \(String(cString: strerror(errno)))")
        }
        return mapped
    }

    private var depth: Int {
        get { Int(memory.load(as: UInt32.self)) }
        set { memory.storeBytes(of: UInt32(clamping: newValue), as: UInt32.self) }
    }

    // MARK: Worker side

    func enter(_ site: PluginCallSite) {
        let index = depth
        if index < Self.slots {
            let entry = memory + 8 + index * Self.entrySize
            let (kind, name): (UInt8, String) =
                switch site {
                case .plugin(let callback): (1, callback.rawValue)
                case .host(let service): (2, service)
                }
            entry.storeBytes(of: kind, as: UInt8.self)
            // Byte by byte: this runs on every call between host and plugin, so it allocates nothing.
            var offset = 1
            for byte in name.utf8.prefix(Self.entrySize - 2) {
                entry.storeBytes(of: byte, toByteOffset: offset, as: UInt8.self)
                offset += 1
            }
            entry.storeBytes(of: UInt8(0), toByteOffset: offset, as: UInt8.self)
        }
        depth = index + 1
    }

    func leave() {
        depth = max(depth - 1, 0)
    }

    /// Empties the stack (between tests).
    func reset() { depth = 0 }

    // MARK: Validator side

    /// The sites the worker was inside, outermost first.
    var sites: [PluginCallSite] {
        (0..<min(depth, Self.slots)).compactMap { index in
            let entry = memory + 8 + index * Self.entrySize
            let name = String(cString: (entry + 1).assumingMemoryBound(to: CChar.self))
            switch entry.load(as: UInt8.self) {
            case 1: return PluginCallback(rawValue: name).map(PluginCallSite.plugin)
            case 2: return .host(name)
            default: return nil
            }
        }
    }

    /// Where the worker was, as a report puts it: "inside the plugin's destroy", "inside host
    /// code (the host's animate service, called from the plugin's animate_transition)".
    var blame: String { Self.blame(sites) }

    /// `blame` for a given stack.
    static func blame(_ sites: [PluginCallSite]) -> String {
        guard let innermost = sites.last else {
            return "inside host code, outside any plugin call (a host bug; please report it)"
        }
        switch innermost {
        case .plugin:
            return "inside plugin code (\(innermost))"
        case .host:
            let caller = sites.dropLast().last { if case .plugin = $0 { true } else { false } }
            return "inside host code (\(innermost)" + (caller.map { ", called from \($0)" } ?? "")
                + "; a host bug, please report it)"
        }
    }
}
