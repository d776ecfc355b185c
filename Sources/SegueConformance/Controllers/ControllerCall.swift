import SegueHost

/// Calls into an interaction or presentation controller's factory or vtable, through
/// `PluginCalls` so that a crash or hang in the worker is blamed on plugin code.
enum ControllerCall {
    /// Runs `body`, a call into plugin code reached through the entry's `get_extension`.
    // PluginCallback names no 1.2 callback yet (SegueHost is not the validator's to change):
    // the site says get_extension, the door through which every controller call is reached.
    @inline(__always)
    static func into<T>(_ body: () throws -> T) rethrows -> T {
        try PluginCalls.into(.get_extension, body)
    }
}
