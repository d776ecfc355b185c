import Logging
import SegueABI

#if canImport(Glibc)
import Glibc
#endif

/// The `segue_host_t` the host hands every plugin at `init`: logging (to swift-log, attributed to
/// the plugin), engine time, and extension lookup. One per registry, alive as long as the process
/// (libraries are never unloaded, so plugins may keep the pointer).
public final class PluginHostServices {
    /// Where plugin log messages go.
    public var logger: Logger
    /// The engine time `now()` answers; the host points it at the running engine.
    public var currentTime: () -> Double = { 0 }
    /// Every message plugins logged, in order (level, text), for tools and tests.
    public private(set) var messages: [(level: Logger.Level, text: String)] = []

    /// The C struct plugins receive.
    public let raw: UnsafeMutablePointer<segue_host_t>
    /// The host's version, which plugins read from `segue_host_t.version` and `segue --version` prints.
    public static let hostVersion = "0.5.0"

    private let name = strdup("segue")!
    private let version = strdup(PluginHostServices.hostVersion)!

    /// Host services logging through `logger`.
    public init(logger: Logger = Logger(label: "segue.plugin")) {
        self.logger = logger
        raw = .allocate(capacity: 1)
        raw.initialize(to: segue_host_t(
            size: UInt32(MemoryLayout<segue_host_t>.size), host_data: nil,
            abi_version: segue_version_t(major: UInt32(SEGUE_ABI_VERSION_MAJOR), minor: UInt32(SEGUE_ABI_VERSION_MINOR), patch: UInt32(SEGUE_ABI_VERSION_PATCH)),
            name: UnsafePointer(name), version: UnsafePointer(version),
            log: { host, level, message in
                guard let services = PluginHostServices.from(host), let message else { return }
                services.log(level: level, String(decoding: UnsafeRawBufferPointer(start: message, count: strlen(message)), as: UTF8.self))
            },
            now: { host in PluginHostServices.from(host)?.currentTime() ?? 0 },
            get_extension: { _, _ in nil }))
        raw.pointee.host_data = Unmanaged.passUnretained(self).toOpaque()
    }

    deinit {
        // Plugins may still hold the pointer (libraries stay loaded): leave a struct that logs nothing.
        raw.pointee.host_data = nil
    }

    private func log(level: Int32, _ text: String) {
        let mapped: Logger.Level = switch level {
        case Int32(SEGUE_LOG_DEBUG.rawValue): .debug
        case Int32(SEGUE_LOG_INFO.rawValue): .info
        case Int32(SEGUE_LOG_WARNING.rawValue): .warning
        default: .error
        }
        messages.append((mapped, text))
        logger.log(level: mapped, "\(text)")
    }

    private static func from(_ host: UnsafePointer<segue_host_t>?) -> PluginHostServices? {
        guard let data = host?.pointee.host_data else { return nil }
        return Unmanaged<PluginHostServices>.fromOpaque(data).takeUnretainedValue()
    }
}
