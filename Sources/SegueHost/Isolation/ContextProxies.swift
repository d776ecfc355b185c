import SegueABI

#if canImport(Glibc)
    import Glibc
#endif

/// The plugin process's stand-ins for the host's transition contexts: one `segue_context_t`
/// per host context, whose services forward to the host. The host's context pointer travels as
/// a number and is never dereferenced here; a pointer the plugin made up maps to 0, which the
/// host refuses as an unknown context exactly as it would in process.
final class ContextProxies {
    private var proxies: [UInt64: UnsafeMutablePointer<segue_context_t>] = [:]
    private var hostIDs: [UInt: UInt64] = [:]

    deinit {
        for proxy in proxies.values { proxy.deallocate() }
    }

    /// The proxy for the host context `id` (nil for 0, the host's NULL), made on first use.
    func proxy(for id: UInt64) -> UnsafePointer<segue_context_t>? {
        guard id != 0 else { return nil }
        if let proxy = proxies[id] { return UnsafePointer(proxy) }
        let proxy = UnsafeMutablePointer<segue_context_t>.allocate(capacity: 1)
        proxy.initialize(to: ContextProxyTable.table)
        proxies[id] = proxy
        hostIDs[UInt(bitPattern: proxy)] = id
        return UnsafePointer(proxy)
    }

    /// The host context a pointer the plugin passed stands for, or 0 when it is not a proxy.
    func hostID(of pointer: UnsafePointer<segue_context_t>?) -> UInt64 {
        guard let pointer else { return 0 }
        return hostIDs[UInt(bitPattern: pointer)] ?? 0
    }
}
