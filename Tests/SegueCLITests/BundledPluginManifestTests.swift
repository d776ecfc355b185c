import Foundation
import SegueTestSupport
import Testing

/// The manifest of bundled plugins in `Package.swift` is the one list: every folder in `Plugins/` is on it,
/// nothing is built that is not, the built animators carry its ids, and the documents that list plugins agree.
@Suite struct BundledPluginManifestTests {
    private let root = FixtureLibraries.repositoryRoot

    @Test func theManifestReadsAndNamesEachPluginOnce() throws {
        let plugins = try BundledPluginManifest.read()
        #expect(plugins == BundledPluginManifest.all)
        #expect(Set(plugins.map(\.folder)).count == plugins.count, "a folder listed twice: \(plugins)")
        #expect(Set(plugins.map(\.id)).count == plugins.count, "an id listed twice: \(plugins)")
    }

    @Test func aRowTheReaderCannotReadIsAnError() {
        let manifest = """
            // BEGIN bundled plugins
            let bundledPlugins: [BundledPluginRow] = [
                ("Diagonal", "org.segue.diagonal", .swift, .animator),
                "Slide",
            ]
            // END bundled plugins
            """
        #expect(throws: BundledPluginManifest.ManifestError.self) {
            try BundledPluginManifest.parse(manifest)
        }
    }

    @Test func aRowWithoutItsKindIsAnError() {
        let manifest = """
            // BEGIN bundled plugins
            let bundledPlugins: [BundledPluginRow] = [
                ("Diagonal", "org.segue.diagonal", .swift),
            ]
            // END bundled plugins
            """
        #expect(throws: BundledPluginManifest.ManifestError.self) { try BundledPluginManifest.parse(manifest) }
    }

    @Test func everyRowReadsWithItsKind() throws {
        let manifest = """
            // BEGIN bundled plugins
            let bundledPlugins: [BundledPluginRow] = [
                ("Diagonal", "org.segue.diagonal", .swift, .animator),
                ("Pinch", "org.segue.pinch", .c, .interaction),
                ("Presets", "org.segue.popup", .swift, .presentation),
            ]
            // END bundled plugins
            """
        let plugins = try BundledPluginManifest.parse(manifest)
        #expect(plugins.map(\.kind) == [.animator, .interaction, .presentation])
        #expect(plugins.map(\.language) == [.swift, .c, .swift])
    }

    @Test func theManifestListsEveryKind() {
        for kind in BundledPlugin.Kind.allCases {
            #expect(!BundledPluginManifest.plugins(of: kind).isEmpty, "no bundled \(kind) plugin")
        }
        #expect(BundledPluginManifest.ids.count == BundledPluginManifest.animatorPlugins.count)
    }

    @Test func everyFolderInPluginsIsListedInItsLanguage() throws {
        let plugins = root.appendingPathComponent("Plugins")
        let folders = try FileManager.default.contentsOfDirectory(atPath: plugins.path).filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: plugins.appendingPathComponent($0).path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        #expect(
            Set(folders) == Set(BundledPluginManifest.all.map(\.folder)),
            "Plugins/ and Package.swift's bundled plugins differ")
        for plugin in BundledPluginManifest.all {
            let files = try FileManager.default.contentsOfDirectory(
                atPath: plugins.appendingPathComponent(plugin.folder).path)
            let suffix = plugin.language == .c ? ".c" : ".swift"
            #expect(files.contains { $0.hasSuffix(suffix) }, "\(plugin.folder) has no \(suffix) file: \(files)")
        }
    }

    @Test func nothingIsBuiltThatIsNotListed() throws {
        let executable = URL(fileURLWithPath: try #require(SegueExecutable.path))
        let built = try FileManager.default.contentsOfDirectory(atPath: executable.deletingLastPathComponent().path)
            .filter { $0.hasPrefix("libSeguePlugin") && $0.hasSuffix(".so") }
        #expect(Set(built) == Set(BundledPluginManifest.libraryNames), "built plugins differ from the manifest")
    }

    @Test func theBuiltAnimatorsCarryTheManifestsIDs() throws {
        let result = try SegueExecutable.run(
            ["list", "--json"], environment: ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"])
        #expect(result.status == 0, "\(result.standardError)")
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let animators = try #require(object["animators"] as? [[String: Any]])
        #expect(Set(animators.compactMap { $0["id"] as? String }) == Set(BundledPluginManifest.ids))
    }

    /// Rows of a Markdown table in `file` whose first cell is a backquoted word: each row's cells, backquotes
    /// removed.
    private func tableRows(_ file: String) throws -> [[String]] {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            line.split(separator: "|").map {
                $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
            }
        }
    }

    @Test func pluginsReadmeListsExactlyTheManifest() throws {
        let rows = try tableRows("Plugins/README.md").map { "\($0[0]) \($0[1]) \($0[2]) \($0[3])" }
        let listed = BundledPluginManifest.all.map {
            "\($0.folder) \($0.id) \($0.language.displayName) \($0.kind.rawValue)"
        }
        #expect(rows.sorted() == listed.sorted())
    }

    @Test func theReadmesCatalogueNamesBundledAnimatorsInTheirLanguage() throws {
        let rows = try tableRows("README.md").filter { $0.count >= 4 }
        #expect(!rows.isEmpty, "README.md's catalogue table was not found")
        let languages = Dictionary(
            uniqueKeysWithValues: BundledPluginManifest.all.map { ($0.animator, $0.language.displayName) })
        for row in rows {
            #expect(languages[row[0]] == row[2], "README.md lists \(row[0]) in \(row[2])")
        }
    }
}
