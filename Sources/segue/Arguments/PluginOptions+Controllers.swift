import SegueHost

/// Finding `--interaction` and `--presentation` plugins by name, with the animators' errors:
/// a did-you-mean among the ids of that kind, or the blocked libraries that may hold it.
extension PluginOptions {
    /// The interaction controller called `name` in `catalogue`, checked to drive `operation`.
    func interaction(named name: PluginControllerName, for operation: PluginOperation?, in catalogue: PluginCatalogue)
        throws -> PluginCatalogue.InteractionEntry
    {
        guard let entry = catalogue.interaction(named: name.text) else {
            throw Self.unknown(.interaction, name.text, catalogue: catalogue)
        }
        if let operation {
            let needed: AnimatorCapabilities = operation.isReverse ? .dismiss : .present
            guard entry.descriptor.operations.contains(needed) else {
                throw CommandFailure(
                    "--interaction \(name): \(entry.descriptor.id) drives \(entry.descriptor.operations) only, not "
                        + "\(operation.rawValue); pick an interaction controller that drives it (`segue list`)")
            }
        }
        return entry
    }

    /// The presentation controller called `name` in `catalogue`.
    func presentation(named name: PluginControllerName, in catalogue: PluginCatalogue) throws
        -> PluginCatalogue.PresentationEntry
    {
        guard let entry = catalogue.presentation(named: name.text) else {
            throw Self.unknown(.presentation, name.text, catalogue: catalogue)
        }
        return entry
    }

    /// The failure for a `kind` plugin called `name` that `catalogue` does not list.
    static func unknown(_ kind: PluginKind, _ name: String, catalogue: PluginCatalogue) -> CommandFailure {
        // A blocked library's plugins are unknown: the name may be one of them, so the job
        // failed (a library did not load) rather than the input being wrong.
        if !catalogue.blocked.isEmpty {
            let files = catalogue.blocked.map(\.file).joined(separator: ", ")
            return CommandFailure(
                "\(kind.option) \(name): no \(kind) of that name is offered by a library that loads; "
                    + "\(catalogue.blocked.count) blocked (\(files)) may hold it (see the warnings above)",
                status: .jobFailed)
        }
        return unknown(kind, name, closest: catalogue.closestMatches(to: name, among: kind))
    }

    /// The failure for a `kind` plugin called `name` that is not loaded, naming the `closest` ids.
    static func unknown(_ kind: PluginKind, _ name: String, closest: [String]) -> CommandFailure {
        CommandFailure(
            "\(kind.option) \(name): no \(kind) of that name"
                + (closest.isEmpty
                    ? "; none was found, so install one (\(noPluginsHint))"
                    : "; closest: \(closest.joined(separator: ", ")) (run `\(SegueInvocation.current("list"))` "
                        + "for all)"))
    }
}
