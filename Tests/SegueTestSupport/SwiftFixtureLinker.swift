import Foundation

/// Links a Swift test plugin from the objects `swift build` compiled, as SwiftPM links a plugin product: the
/// fixture target's objects, the plugin SDK's and its C entry's, into one dynamic library exporting only the
/// entry. The fixture is a target, not a product, so a package that depends on Segue never sees it.
enum SwiftFixtureLinker {
    /// The build folder holding `<Target>.build` folders: `SEGUE_BUILD_DIRECTORY`, else the first folder above
    /// the test bundle (`CommandLine.arguments[0]`) holding the SDK's objects.
    static let buildFolder: URL? = {
        if let override = ProcessInfo.processInfo.environment["SEGUE_BUILD_DIRECTORY"] {
            return URL(fileURLWithPath: override)
        }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<6 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("SeguePluginSDK.build").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }()

    /// Links target `target`'s objects with those a bundled plugin in `language` links (the SDK's, and the UIKit
    /// layer's for `.uikit`) into the library `output`.
    static func link(target: String, into output: String, language: BundledPlugin.Language) throws {
        guard let buildFolder else {
            throw FixtureLibraries.FixtureError(
                "the build folder (SeguePluginSDK.build) was not found beside the tests; set SEGUE_BUILD_DIRECTORY")
        }
        let objects = try sdkObjects(in: buildFolder, language: language) + targetObjects(of: target, in: buildFolder)
        let exports = FixtureLibraries.repositoryRoot.appendingPathComponent("Plugins/exports.map").path
        let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
        try FixtureLibraries.run(
            [swiftc, "-emit-library", "-module-name", "SegueFixture\(target)", "-o", output] + objects
                + ["-Xlinker", "--version-script=\(exports)"],
            doing: "linking the Swift fixture \(target)")
    }

    /// The objects SwiftPM linked into a bundled Swift plugin besides the plugin's own: the SDK and everything it
    /// depends on, read from the product's link list so a file the SDK no longer has is never linked.
    private static func sdkObjects(in buildFolder: URL, language: BundledPlugin.Language) throws -> [String] {
        guard let plugin = BundledPluginManifest.all.first(where: { $0.language == language }) else {
            throw FixtureLibraries.FixtureError(
                "Package.swift lists no bundled \(language) plugin to take the SDK's objects from")
        }
        let list = buildFolder.appendingPathComponent("SeguePlugin\(plugin.folder).product/Objects.LinkFileList")
        guard let text = try? String(contentsOf: list, encoding: .utf8) else {
            throw FixtureLibraries.FixtureError("\(list.path) cannot be read: run swift build first")
        }
        let own = "/\(plugin.folder)Plugin.build/"
        return text.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.contains(own) }
    }

    /// Every object file in `<target>.build`, sorted; throws when there is none (the target was not built).
    private static func targetObjects(of target: String, in buildFolder: URL) throws -> [String] {
        let folder = buildFolder.appendingPathComponent("\(target).build")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let objects = names.filter { $0.hasSuffix(".o") }.sorted().map { folder.appendingPathComponent($0).path }
        guard !objects.isEmpty else {
            throw FixtureLibraries.FixtureError("no objects in \(folder.path): run swift build first")
        }
        return objects
    }
}
