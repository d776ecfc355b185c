import SegueHost

/// The rule for validating in process: a library is `dlopen`ed here only after a scanner child
/// (a plugin process, `PluginScanner`) loaded it, read its descriptors and unloaded it at its
/// exit cleanly. A library that crashes, hangs or exits while loading or unloading, or that the
/// host's checks refuse, would otherwise take the validator down with it.
enum ChildLoadGate {
    /// Why `file` may not be loaded in this process (crashed: the child crashed, hung or exited;
    /// failed: it loaded no plugin of any kind), or nil when a scanner child loaded and unloaded it
    /// cleanly and it offers animators, interaction or presentation controllers. Runs a plugin
    /// process through `executable`.
    static func refusal(of file: String, executable: String) -> (ValidationStatus, String)? {
        var warnings: [String] = []
        let scanner = PluginScanner(isolation: PluginIsolation(executable: executable), cache: nil)
        let (catalogue, _) = scanner.catalogue(of: [file], rescan: true, warnings: &warnings)
        if let blocked = catalogue.blocked.first {
            return (
                .crashed,
                "the library does not load and unload cleanly in a plugin process "
                    + "(a scanner child), so segue will not load it: \(blocked.reason)"
            )
        }
        let offers =
            catalogue.animators.contains { $0.file == file } || catalogue.interactions.contains { $0.file == file }
            || catalogue.presentations.contains { $0.file == file }
        guard offers else {
            let why = catalogue.diagnostics.first.map { ": \($0.message)" } ?? ""
            return (
                .failed,
                "a scanner child loaded no plugin (animator, interaction or presentation controller) from the library, "
                    + "so segue will not load it in process\(why)"
            )
        }
        return nil
    }
}
