import Foundation
import SegueHost
import SegueTestSupport

/// Finds the `.so` files `swift build` made (and the fixtures tests compile), for tests: the
/// folder holding the bundled plugins, found by walking up from the test bundle
/// (`CommandLine.arguments[0]`), or `SEGUE_BUILD_DIRECTORY` when set.
enum BuiltLibraries {
    /// The build folder, or nil when it cannot be found.
    static let directory: String? = {
        if let override = ProcessInfo.processInfo.environment["SEGUE_BUILD_DIRECTORY"] { return override }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<6 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("libSeguePluginDiagonal.so").path) {
                return folder.path
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }()

    /// The bundled plugins' file names, from the manifest in Package.swift.
    static let bundledPlugins = BundledPluginManifest.libraryNames

    /// The path of built library `name`; test fixtures (`libSegueFixture<Name>.so`) are compiled
    /// from `Fixtures/` on first use.
    static func path(_ name: String) throws -> String {
        let fixturePrefix = "libSegueFixture"
        if name.hasPrefix(fixturePrefix), name.hasSuffix(".so") {
            return try FixtureLibraries.path(String(name.dropFirst(fixturePrefix.count).dropLast(3)))
        }
        guard let directory else {
            throw LocatorError("the built plugins were not found beside the tests; set SEGUE_BUILD_DIRECTORY")
        }
        return directory + "/" + name
    }

    /// A search path holding only the build folder's bundled plugins, as the executable sees it.
    static func bundledSearchPath() throws -> PluginSearchPath {
        guard let directory else {
            throw LocatorError("the built plugins were not found beside the tests; set SEGUE_BUILD_DIRECTORY")
        }
        return PluginSearchPath(folders: [.init(path: directory, bundledPluginsOnly: true, isExplicit: true)])
    }

    /// A fresh empty folder holding copies of `names` from the build folder.
    static func folder(with names: [String]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-host-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for name in names {
            try FileManager.default.copyItem(atPath: try path(name), toPath: url.appendingPathComponent(name).path)
        }
        return url.path
    }

    struct LocatorError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
