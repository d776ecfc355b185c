import Logging

/// The plugin process's logger: every message a plugin logs goes to the host, which logs it as
/// if the plugin ran there.
struct ForwardingLogHandler: LogHandler {
    /// Sends one message to the host.
    let forward: @Sendable (Logger.Level, String) -> Void
    /// Everything is forwarded; the host's own logger filters.
    var logLevel: Logger.Level = .trace
    /// Unused: plugins attach no metadata.
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        forward(event.level, event.message.description)
    }
}
