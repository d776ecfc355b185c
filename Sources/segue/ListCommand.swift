import ArgumentParser
import Foundation
import SegueHost

/// `segue list`: every animator found on the plugin search path.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every animator plugin found (id, name, version, vendor, capabilities, parameters, file).",
        discussion: """
            Plugins are looked for in each --plugin-path DIR, each folder of SEGUE_PLUGIN_PATH
            (colon-separated), ~/.local/lib/segue/plugins, /usr/local/lib/segue/plugins,
            /usr/lib/segue/plugins, and the folder holding the segue executable. Problems with a
            file are printed on standard error; the other files still load.

            Examples:
              segue list
              segue list --json --plugin-path ./build/plugins
            """)

    @OptionGroup var plugins: PluginOptions

    @Flag(name: .long, help: "Print a JSON array instead of text.")
    var json = false

    func run() throws {
        let registry = plugins.loadRegistry()
        if json {
            print(try Self.json(registry.animators))
            return
        }
        if registry.animators.isEmpty {
            print("No animator plugins found. Build them with `swift build`, or pass --plugin-path DIR.")
            return
        }
        for animator in registry.animators {
            let d = animator.descriptor
            print("\(d.id)  \(d.name) \(d.version)  by \(d.vendor.isEmpty ? "unknown vendor" : d.vendor)")
            print("    capabilities: \(d.capabilities)")
            for p in d.parameters {
                print("    --param \(p.id)=\(p.format(p.defaultValue))  (\(p.kind), \(p.format(p.minimum))…\(p.format(p.maximum))) \(p.summary)")
            }
            print("    file: \(animator.file)")
        }
    }

    /// The animators as the documented JSON array.
    static func json(_ animators: [AvailableAnimator]) throws -> String {
        let objects: [[String: Any]] = animators.map { animator in
            let d = animator.descriptor
            return [
                "id": d.id, "name": d.name, "version": d.version.description, "vendor": d.vendor, "description": d.summary,
                "file": URL(fileURLWithPath: animator.file).standardizedFileURL.path,
                "capabilities": d.capabilities.names,
                "parameters": d.parameters.map { p -> [String: Any] in
                    ["id": p.id, "name": p.name, "description": p.summary, "type": p.kind.description,
                     "default": p.defaultValue, "min": p.minimum, "max": p.maximum]
                },
            ]
        }
        let data = try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }
}
