import ArgumentParser
import Foundation
import SegueABI
import SegueHost

/// `segue inspect`: everything the host can tell about one plugin library.
struct InspectCommand: LoggingCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show a plugin library's ABI version, descriptors, parameters and exported symbols.",
        discussion: """
            TARGET is a path to a .so file, or an animator id or name found on the plugin search path (the library \
            that offers it is inspected). Exported symbols are read from the file's dynamic symbol table; a plugin \
            should export only \(SEGUE_PLUGIN_ENTRY_SYMBOL), and any other is flagged. The exit status is 1 when the \
            library does not load or has problems.

            Examples:
              segue inspect zoom
              segue inspect ./libMyPlugin.so --json
            """)

    @OptionGroup var plugins: PluginOptions
    @OptionGroup var logging: LoggingOptions

    @Argument(help: "A .so file, or an animator id or name.", completion: .file(extensions: ["so"]))
    var target: String

    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    /// `segue inspect --json`.
    private struct Report: Encodable {
        let file: String
        let loaded: Bool
        let abiVersion: String?
        let hostABIVersion: String
        let entrySymbol: String
        let exportedSymbols: [String]
        let extraSymbols: [String]
        let animators: [AnimatorSummary]
        let diagnostics: [String]
    }

    func run() throws {
        let file: String
        if target.hasSuffix(".so") || target.contains("/") {
            if let problem = FileProblem.whyUnreadable(target) ?? LibraryFile.whyNotALibrary(target) {
                throw CommandFailure("\(problem); give the path of a plugin .so or an animator id or name")
            }
            file = URL(fileURLWithPath: target).standardizedFileURL.path
        } else {
            file = try plugins.animator(named: target, in: plugins.loadCatalogue()).file
        }
        let symbols: [String]
        do { symbols = try ELFSymbols.exported(from: file) } catch {
            throw CommandFailure("\(error.description); check that it is a shared library for this machine")
        }
        // Loaded in a plugin process: inspecting a library never runs its code in this one.
        let registry = PluginRegistry(libraries: [file], isolation: plugins.isolation)
        let library = registry.libraries.first
        let extra = symbols.filter { $0 != SEGUE_PLUGIN_ENTRY_SYMBOL }
        if json {
            try JSONOutput.print(
                Report(
                    file: file, loaded: library != nil, abiVersion: library?.abiVersion.description,
                    hostABIVersion: PluginLibrary.hostABIVersion.description, entrySymbol: SEGUE_PLUGIN_ENTRY_SYMBOL,
                    exportedSymbols: symbols, extraSymbols: extra,
                    animators: registry.animators.map(AnimatorSummary.init),
                    diagnostics: registry.diagnostics.map(\.message)))
        } else {
            printText(registry: registry, library: library, file: file, symbols: symbols, extra: extra)
        }
        if library == nil || !registry.diagnostics.isEmpty {
            throw ExitStatus.jobFailed.exitCode
        }
    }

    /// The text report. Every string from the library (symbols, descriptor fields, diagnostics
    /// quoting them, the file name) is escaped on one line, so a plugin cannot drive the
    /// terminal or forge a line of the report with a newline in its description.
    private func printText(
        registry: PluginRegistry, library: PluginLibrary?, file: String, symbols: [String], extra: [String]
    ) {
        func line(_ text: String) { print(PrintableText.escaped(text, oneLine: true)) }
        line("file: \(file)")
        print("ABI: \(library.map { "\($0.abiVersion)" } ?? "not loaded") (host \(PluginLibrary.hostABIVersion))")
        print(
            "entry symbol: \(SEGUE_PLUGIN_ENTRY_SYMBOL) "
                + (symbols.contains(SEGUE_PLUGIN_ENTRY_SYMBOL) ? "(exported)" : "(MISSING)"))
        print(
            "exported symbols: \(symbols.count)"
                + (extra.isEmpty
                    ? " (only the entry)"
                    : ", \(extra.count) beyond the entry (a plugin should export only the entry):"))
        for symbol in extra.prefix(20) { line("    \(symbol)") }
        if extra.count > 20 { print("    … and \(extra.count - 20) more") }
        for animator in registry.animators {
            let d = animator.descriptor
            print("")
            line(d.id)
            for (field, value) in [
                ("name", d.name), ("version", "\(d.version)"), ("vendor", d.vendor), ("description", d.summary),
            ] {
                line("    \(field): \(value)")
            }
            line("    capabilities: \(d.capabilities)")
            for p in d.parameters {
                line(
                    "    parameter \(p.id) (\(p.kind)): \(p.name), default \(p.format(p.defaultValue)), range "
                        + "\(p.format(p.minimum))…\(p.format(p.maximum)); \(p.summary)"
                )
            }
        }
        for diagnostic in registry.diagnostics {
            print("")
            line("problem: \(diagnostic.message)")
        }
    }
}
