import Foundation

/// One bundled plugin, as a row of the manifest in `Package.swift`.
public struct BundledPlugin: Sendable, Hashable, CustomStringConvertible {
    /// The language a bundled plugin is written in.
    public enum Language: String, Sendable, Hashable {
        /// Swift, on the plugin SDK.
        case swift
        /// Plain C11.
        case c
        /// Swift written against UIKit, on the UIKit layer (`SegueUIKit`).
        case uikit

        /// The name the documents' tables give it.
        public var displayName: String {
            switch self {
            case .swift: "Swift"
            case .c: "C"
            case .uikit: "UIKit"
            }
        }
    }

    /// What its library offers.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Animators, through the entry's own functions.
        case animator
        /// Interaction controllers, through the interaction factory extension (ABI 1.2).
        case interaction
        /// Presentation controllers, through the presentation factory extension (ABI 1.2).
        case presentation
    }

    /// Its folder under `Plugins/`, which also names its product, `SeguePlugin<folder>`.
    public let folder: String
    /// The id of its animator or (first) controller, `org.segue.<name>`.
    public let id: String
    /// The language it is written in.
    public let language: Language
    /// What it offers.
    public let kind: Kind

    /// The name `--animator` (or `--interaction`, `--presentation`) takes: the id without its `org.segue.` prefix.
    public var animator: String { String(id.dropFirst(BundledPluginManifest.idPrefix.count)) }
    /// The library `swift build` makes of it, beside the `segue` executable.
    public var libraryName: String { "libSeguePlugin\(folder).so" }
    /// Its folder, for test names.
    public var description: String { folder }
}

/// The bundled plugins, read from the one list of them: the block between `// BEGIN bundled plugins` and
/// `// END bundled plugins` in `Package.swift`, which builds a target and a product from each row. The list
/// lives in the manifest itself because SwiftPM re-evaluates a manifest only when its own text changes.
public enum BundledPluginManifest {
    /// Every bundled plugin's id starts with this.
    static let idPrefix = "org.segue."
    static let begin = "// BEGIN bundled plugins"
    static let end = "// END bundled plugins"

    /// Every bundled plugin in manifest order, or none when `Package.swift` cannot be read; the manifest's own
    /// tests call ``read()`` and fail on that.
    public static let all: [BundledPlugin] = (try? read()) ?? []

    /// The bundled libraries of one kind, in manifest order.
    public static func plugins(of kind: BundledPlugin.Kind) -> [BundledPlugin] { all.filter { $0.kind == kind } }
    /// The bundled animator libraries, in manifest order.
    public static var animatorPlugins: [BundledPlugin] { plugins(of: .animator) }
    /// The bundled animators' names (`--animator`), in manifest order.
    public static var animators: [String] { animatorPlugins.map(\.animator) }
    /// The bundled animators' ids, in manifest order.
    public static var ids: [String] { animatorPlugins.map(\.id) }
    /// Every bundled library's file name (of every kind), in manifest order.
    public static var libraryNames: [String] { all.map(\.libraryName) }

    /// Reads `Package.swift`'s block of bundled plugins, refusing any line in it that is neither a comment, the
    /// array's first and last line, nor a row `("Folder", "org.segue.name", .language, .kind),`.
    public static func read() throws -> [BundledPlugin] {
        let manifest = FixtureLibraries.repositoryRoot.appendingPathComponent("Package.swift")
        return try parse(String(contentsOf: manifest, encoding: .utf8))
    }

    /// Parses the block of bundled plugins in manifest `text`.
    public static func parse(_ text: String) throws -> [BundledPlugin] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard let first = lines.firstIndex(of: begin), let last = lines.firstIndex(of: end), first < last else {
            throw ManifestError("Package.swift has no '\(begin)' … '\(end)' block")
        }
        var plugins: [BundledPlugin] = []
        for line in lines[(first + 1)..<last] where !line.hasPrefix("//") && !line.isEmpty {
            if line.hasPrefix("let bundledPlugins") || line == "]" { continue }
            plugins.append(try row(line))
        }
        guard !plugins.isEmpty else { throw ManifestError("Package.swift lists no bundled plugins") }
        return plugins
    }

    /// One row, `("Folder", "org.segue.name", .language, .kind),`.
    private static func row(_ line: String) throws -> BundledPlugin {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: " ()"))
        }
        guard line.hasPrefix("("), line.hasSuffix("),"), fields.count == 5, fields[4].isEmpty,
            let folder = quoted(fields[0]), let id = quoted(fields[1]), id.hasPrefix(idPrefix),
            let language = member(fields[2], of: BundledPlugin.Language.self),
            let kind = member(fields[3], of: BundledPlugin.Kind.self)
        else {
            throw ManifestError("Package.swift's bundled plugins: cannot read the row '\(line)'")
        }
        return BundledPlugin(folder: folder, id: id, language: language, kind: kind)
    }

    /// The case a field `.name` names, or nil.
    private static func member<Value: RawRepresentable>(_ field: String, of _: Value.Type) -> Value?
    where Value.RawValue == String {
        field.hasPrefix(".") ? Value(rawValue: String(field.dropFirst())) : nil
    }

    /// The text between a field's double quotes, or nil when it is not one quoted word.
    private static func quoted(_ field: String) -> String? {
        guard field.count > 2, field.hasPrefix("\""), field.hasSuffix("\"") else { return nil }
        let inner = field.dropFirst().dropLast()
        return inner.contains("\"") ? nil : String(inner)
    }

    /// A manifest that cannot be read.
    public struct ManifestError: Error, CustomStringConvertible {
        /// What is wrong with it.
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
