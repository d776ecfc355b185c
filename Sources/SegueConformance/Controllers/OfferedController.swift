import SegueHost

extension ValidationSubject {
    /// Passed when the subject's controller is among `ids`, the controllers of its kind `registry`
    /// offers; else failed with the host's reason (the loading checks every descriptor field, with
    /// the animator descriptor's rules for the fields they share).
    func offered(_ ids: [String], by registry: PluginRegistry) -> ValidationOutcome {
        guard let id = animator, !ids.contains(id) else { return .passed }
        let reason = registry.diagnostics.first { $0.kind == .invalidDescriptor }?.message ?? "no reason given"
        return .failed(
            expected: "the host to offer controller \(PrintableText.escaped(id, oneLine: true))",
            got: PrintableText.escaped(reason, oneLine: true))
    }
}
