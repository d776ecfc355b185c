import ArgumentParser
import Foundation
import SegueABI
import SegueHost

/// `segue inspect`: everything the host can tell about one plugin library.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show a plugin library's ABI version, descriptors, parameters and exported symbols.",
        discussion: """
            TARGET is a path to a .so file, or an animator id or name found on the plugin search
            path (the library that offers it is inspected). Exported symbols are read from the
            file's dynamic symbol table; a plugin should export only \(SEGUE_PLUGIN_ENTRY_SYMBOL),
            and any other is flagged.

            Examples:
              segue inspect zoom
              segue inspect ./libMyPlugin.so --json
            """)

    @OptionGroup var plugins: PluginOptions

    @Argument(help: "A .so file, or an animator id or name.")
    var target: String

    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        do {
            try execute()
        } catch let failure as CommandFailure {
            throw failure.report()
        }
    }

    private func execute() throws {
        let file: String
        if target.hasSuffix(".so") || target.contains("/") {
            guard FileManager.default.fileExists(atPath: target) else {
                throw CommandFailure("'\(target)' does not exist; give the path of a plugin .so or an animator id or name")
            }
            file = URL(fileURLWithPath: target).standardizedFileURL.path
        } else {
            file = try plugins.animator(named: target, in: plugins.loadRegistry()).file
        }
        let symbols: [String]
        do { symbols = try ELFSymbols.exported(from: file) } catch { throw CommandFailure("\(error.description); check that it is a shared library for this machine") }
        let registry = PluginRegistry(libraries: [file])
        let library = registry.libraries.first
        let extra = symbols.filter { $0 != SEGUE_PLUGIN_ENTRY_SYMBOL }
        if json {
            let object: [String: Any] = [
                "file": file,
                "loaded": library != nil,
                "abiVersion": library?.abiVersion.description as Any? ?? NSNull(),
                "hostABIVersion": PluginLibrary.hostABIVersion.description,
                "entrySymbol": SEGUE_PLUGIN_ENTRY_SYMBOL,
                "exportedSymbols": symbols,
                "extraSymbols": extra,
                "animators": try JSONSerialization.jsonObject(with: Data(ListCommand.json(registry.animators).utf8)),
                "diagnostics": registry.diagnostics.map(\.message),
            ]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            print(String(decoding: data, as: UTF8.self))
        } else {
            print("file: \(file)")
            print("ABI: \(library.map { "\($0.abiVersion)" } ?? "not loaded") (host \(PluginLibrary.hostABIVersion))")
            print("entry symbol: \(SEGUE_PLUGIN_ENTRY_SYMBOL) " + (symbols.contains(SEGUE_PLUGIN_ENTRY_SYMBOL) ? "(exported)" : "(MISSING)"))
            print("exported symbols: \(symbols.count)" + (extra.isEmpty ? " (only the entry)" : ", \(extra.count) beyond the entry (a plugin should export only the entry):"))
            for symbol in extra.prefix(20) { print("    \(symbol)") }
            if extra.count > 20 { print("    … and \(extra.count - 20) more") }
            for animator in registry.animators {
                let d = animator.descriptor
                print("\n\(d.id)")
                print("    name: \(d.name)\n    version: \(d.version)\n    vendor: \(d.vendor)\n    description: \(d.summary)")
                print("    capabilities: \(d.capabilities)")
                for p in d.parameters {
                    print("    parameter \(p.id) (\(p.kind)): \(p.name), default \(p.format(p.defaultValue)), range \(p.format(p.minimum))…\(p.format(p.maximum)); \(p.summary)")
                }
            }
            for diagnostic in registry.diagnostics { print("\nproblem: \(diagnostic.message)") }
        }
        if library == nil || !registry.diagnostics.isEmpty {
            throw ExitCode(1)
        }
    }
}
