import SegueABIValues

/// The plugin a context session serves: an animator (PluginAnimator) or a presentation
/// controller (PluginPresentationController). Refusals and diagnostics go to it; animation
/// completions keep it alive until they have run.
protocol PluginSessionOwner: AnyObject {
    /// The plugin's descriptor id, for refusals.
    var pluginID: String { get }
    /// `log_threshold`'s answer: the lowest level the plugin's host keeps.
    var logThreshold: Int32 { get }
    /// Records that the host answered the plugin's call of `service` with `status`.
    func refuse(_ service: String, _ status: PluginStatus, _ message: String, in session: PluginTransitionSession)
    /// Adds a diagnostic for `refusal` (already in PluginRefusalLog) to the plugin and to the
    /// event log of `session`.
    func publish(_ message: String, refusal: PluginRefusal, in session: PluginTransitionSession?)
}

extension PluginAnimator: PluginSessionOwner {
    /// The descriptor's id.
    var pluginID: String { descriptor.id }
    /// The host's logger's level, as `segue_host_t`'s `log_threshold` answers it.
    var logThreshold: Int32 { PluginLogLevel(threshold: host.logger.logLevel).rawValue }
}
