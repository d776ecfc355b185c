import ArgumentParser
import Foundation
import SegueHost

/// `segue list`: every plugin found on the plugin search path: animators, then interaction and
/// presentation controllers.
struct ListCommand: LoggingCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract:
            "List every plugin found: animators, interaction and presentation controllers (id, name, version, "
            + "vendor, capabilities, parameters, file).",
        discussion: """
            Plugins are looked for in each --plugin-path DIR, each folder of SEGUE_PLUGIN_PATH (colon-separated), \
            ~/.local/lib/segue/plugins, /usr/local/lib/segue/plugins, /usr/lib/segue/plugins, the lib/segue/plugins \
            folder of the prefix segue is installed in, and the folder holding the segue executable (where a build \
            puts the bundled plugins). Problems with a file are printed on standard error; the other files still load.

            Examples:
              segue list
              segue list --json --plugin-path ./build/plugins
            """)

    @OptionGroup var plugins: PluginOptions
    @OptionGroup var logging: LoggingOptions

    @Flag(
        name: .long,
        help: ArgumentHelp(
            "Print a JSON object (animators, interactions, presentations, blocked libraries, diagnostics) instead of "
                + "text."))
    var json = false

    @Flag(
        name: .long,
        help: "Load every library again instead of trusting the registry cache, blocked libraries included.")
    var rescan = false

    /// `segue list --json`.
    private struct Listing: Encodable {
        let animators: [Kinded<AnimatorSummary>]
        let interactions: [ControllerSummary]
        let presentations: [ControllerSummary]
        let blocked: [PluginCatalogue.BlockedLibrary]
        let diagnostics: [String]
        let scan: ScanSummary
    }

    /// How the listing was made: libraries loaded in a plugin process now, answered from the
    /// registry cache, and plugin processes started.
    private struct ScanSummary: Encodable {
        let scanned: Int
        let cached: Int
        let processes: Int
    }

    func run() throws {
        let (catalogue, statistics) = plugins.scanCatalogue(rescan: rescan)
        if json {
            try JSONOutput.print(
                Listing(
                    animators: catalogue.animators.map { Kinded(kind: .animator, summary: AnimatorSummary($0)) },
                    interactions: catalogue.interactions.map(ControllerSummary.init),
                    presentations: catalogue.presentations.map(ControllerSummary.init), blocked: catalogue.blocked,
                    diagnostics: catalogue.diagnostics.map(\.description),
                    scan: ScanSummary(
                        scanned: statistics.scanned, cached: statistics.cached, processes: statistics.processes)))
            return
        }
        printBlocked(catalogue.blocked)
        if catalogue.animators.isEmpty && catalogue.interactions.isEmpty && catalogue.presentations.isEmpty {
            print("No animator plugins found; \(PluginOptions.noPluginsHint).")
            return
        }
        // Animators exactly as before controller kinds existed; the other kinds follow, each
        // entry saying its kind.
        for animator in catalogue.animators {
            printHeading(animator.descriptor)
            print("    capabilities: \(animator.descriptor.capabilities)")
            printParameters(animator.descriptor, file: animator.file)
        }
        for interaction in catalogue.interactions {
            let d = interaction.descriptor
            printHeading(d)
            print("    kind: \(PluginKind.interaction)  gestures: \(d.gestures)  operations: \(d.operations)")
            printParameters(d, file: interaction.file)
        }
        for presentation in catalogue.presentations {
            let d = presentation.descriptor
            printHeading(d)
            let capabilities = d.capabilities.isEmpty ? "none" : d.capabilities.description
            print("    kind: \(PluginKind.presentation)  capabilities: \(capabilities)")
            printParameters(d, file: presentation.file)
        }
    }

    /// "id  name version  by vendor".
    private func printHeading(_ d: some PluginDescribing) {
        print(
            PrintableText.escaped(
                "\(d.id)  \(d.name) \(d.version)  by \(d.vendor.isEmpty ? "unknown vendor" : d.vendor)", oneLine: true))
    }

    /// One line per parameter, written as the option that sets it, then the file.
    private func printParameters<D: PluginDescribing>(_ d: D, file: String) {
        for p in d.parameters {
            print(
                PrintableText.escaped(
                    "    \(D.kind.parameterOption) \(p.id)=\(p.format(p.defaultValue))  (\(p.kind), "
                        + "\(p.format(p.minimum))…\(p.format(p.maximum))) \(p.summary)"
                ))
        }
        print(PrintableText.escaped("    file: \(file)"))
    }

    /// Blocked libraries first: they are why an expected animator may be missing below.
    private func printBlocked(_ blocked: [PluginCatalogue.BlockedLibrary]) {
        for library in blocked {
            print(PrintableText.escaped("blocked: \(library.file): \(library.reason)", oneLine: true))
        }
        if !blocked.isEmpty { print("") }
    }
}
