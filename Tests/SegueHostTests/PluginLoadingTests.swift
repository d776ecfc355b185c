import Foundation
import SegueABI
import SegueHost
import SegueTestSupport
import Testing

extension HostTests {
    @Suite("Finding and loading plugin libraries")
    struct PluginLoadingTests {
        @Test("every bundled plugin loads from its .so with no diagnostics, the C one included")
        func bundledPluginsLoad() throws {
            let registry = PluginRegistry(searchPath: try BuiltLibraries.bundledSearchPath())
            #expect(registry.diagnostics.isEmpty, "\(registry.diagnostics)")
            let ids = Set(registry.animators.map(\.descriptor.id))
            #expect(ids == Set(BundledPluginManifest.ids))
            let cover = try #require(registry.animator(named: "Cover Vertical"))
            #expect(cover.file.hasSuffix("libSeguePluginCoverVertical.so"))
            // Its one slide is vended as the interruptible animation (CoverVertical.c, Plugins/README.md).
            #expect(cover.descriptor.capabilities == [.present, .dismiss, .interactive, .interruptible])
            #expect(registry.animators.allSatisfy { $0.library.abiVersion == PluginLibrary.hostABIVersion })
        }

        @Test("the search order is --plugin-path, SEGUE_PLUGIN_PATH, user, system, then the executable's folder")
        func searchOrder() {
            let path = PluginSearchPath.standard(
                pluginPaths: ["/a", "/b"], environment: ["SEGUE_PLUGIN_PATH": "/c:/d", "HOME": "/home/u"],
                executablePath: "/opt/segue/bin/segue")
            #expect(
                path.folders.map(\.path) == [
                    "/a", "/b", "/c", "/d", "/home/u/.local/lib/segue/plugins", "/usr/local/lib/segue/plugins",
                    "/usr/lib/segue/plugins", "/opt/segue/bin",
                ])
            #expect(path.folders.map(\.bundledPluginsOnly) == [false, false, false, false, false, false, false, true])
        }

        @Test("a plugin copied into an empty folder named by SEGUE_PLUGIN_PATH is found by name")
        func foundThroughEnvironment() throws {
            let folder = try BuiltLibraries.folder(with: ["libSeguePluginDiagonal.so"])
            let path = PluginSearchPath.standard(
                environment: ["SEGUE_PLUGIN_PATH": folder], includeExecutableFolder: false)
            let registry = PluginRegistry(searchPath: path)
            let diagonal = try #require(registry.animator(named: "DIAGONAL"))
            #expect(diagonal.file == folder + "/libSeguePluginDiagonal.so")
            #expect(registry.animator(named: "org.segue.diagonal")?.file == diagonal.file)
        }

        @Test("beside the executable only libSeguePlugin*.so files are taken, so fixtures stay out")
        func executableFolderTakesBundledPluginsOnly() throws {
            let folder = try BuiltLibraries.folder(with: ["libSeguePluginZoom.so", "libSegueFixtureEmptyName.so"])
            let registry = PluginRegistry(
                searchPath: PluginSearchPath(folders: [.init(path: folder, bundledPluginsOnly: true)]))
            #expect(registry.animators.map(\.descriptor.id) == ["org.segue.zoom"])
            #expect(registry.diagnostics.isEmpty)
        }

        @Test("bad files each get one clear diagnostic and the valid plugin beside them still loads")
        func badFilesAreDiagnosed() throws {
            let folder = try BuiltLibraries.folder(with: [
                "libSeguePluginDiagonal.so", "libSegueFixtureWrongMajor.so", "libSegueFixtureEmptyName.so",
                "libSegueFixtureDuplicateOld.so", "libSegueFixtureDuplicateNew.so",
            ])
            try Data("not a library\n".utf8).write(to: URL(fileURLWithPath: folder + "/notes.so"))
            let whole = try Data(contentsOf: URL(fileURLWithPath: try BuiltLibraries.path("libSeguePluginSlide.so")))
            try whole.prefix(4096).write(to: URL(fileURLWithPath: folder + "/truncated.so"))
            try FileManager.default.copyItem(
                atPath: try BuiltLibraries.path("libSegueAllocationCounter.so"), toPath: folder + "/no-entry.so")

            let registry = PluginRegistry(searchPath: PluginSearchPath(folders: [.init(path: folder)]))
            func diagnostic(for file: String) -> PluginDiagnostic? {
                registry.diagnostics.first { $0.file == folder + "/" + file }
            }

            #expect(diagnostic(for: "notes.so")?.kind == .notALibrary)
            #expect(diagnostic(for: "truncated.so")?.kind == .notALibrary)
            let noEntry = try #require(diagnostic(for: "no-entry.so"))
            #expect(noEntry.kind == .missingEntry)
            #expect(noEntry.message.contains("segue_plugin_entry"))
            let wrongMajor = try #require(diagnostic(for: "libSegueFixtureWrongMajor.so"))
            #expect(wrongMajor.kind == .incompatibleABI)
            #expect(
                wrongMajor.message.contains("99.\(SEGUE_ABI_VERSION_MINOR).0")
                    && wrongMajor.message.contains(PluginLibrary.hostABIVersion.description))
            #expect(wrongMajor.message.contains("rebuild"))
            let emptyName = try #require(diagnostic(for: "libSegueFixtureEmptyName.so"))
            #expect(emptyName.kind == .invalidDescriptor)
            #expect(emptyName.message.contains("field name is empty"))
            let duplicate = try #require(diagnostic(for: "libSegueFixtureDuplicateOld.so"))
            #expect(duplicate.kind == .duplicateID)
            #expect(
                duplicate.message.contains("org.segue.fixture.duplicate")
                    && duplicate.message.contains("libSegueFixtureDuplicateNew.so"))
            #expect(registry.diagnostics.count == 6, "\(registry.diagnostics)")

            #expect(registry.animator(named: "diagonal") != nil)
            let winner = try #require(registry.animator(named: "org.segue.fixture.duplicate"))
            #expect(winner.descriptor.version == SemanticVersion("1.1.0"))
            #expect(registry.animator(named: "org.segue.fixture.empty-name") == nil)
        }

        @Test("equal versions of one id: the first file on the search path wins and the later one is named as ignored")
        func equalVersionsFirstWins() throws {
            let first = try BuiltLibraries.folder(with: ["libSegueFixtureDuplicateOld.so"])
            let second = try BuiltLibraries.folder(with: ["libSegueFixtureDuplicateOld.so"])
            let registry = PluginRegistry(
                searchPath: PluginSearchPath(folders: [.init(path: first), .init(path: second)]))
            #expect(registry.animator(named: "org.segue.fixture.duplicate")?.file.hasPrefix(first) == true)
            let diagnostic = try #require(registry.diagnostics.first)
            #expect(diagnostic.kind == .duplicateID)
            #expect(diagnostic.file?.hasPrefix(second) == true)
            #expect(diagnostic.message.contains("comes first on the search path"))
        }

        @Test("a folder the user named that does not exist is a diagnostic; standard folders that do not exist are not")
        func missingFolders() {
            let registry = PluginRegistry(
                searchPath: .standard(
                    pluginPaths: ["/nonexistent/segue-plugins"], environment: ["HOME": "/nonexistent-home"],
                    includeExecutableFolder: false))
            #expect(registry.diagnostics.map(\.kind) == [.unreadableFolder])
            #expect(registry.diagnostics.first?.file == "/nonexistent/segue-plugins")
        }

        @Test("an unknown name suggests the closest ids")
        func closestMatches() throws {
            let registry = PluginRegistry(searchPath: try BuiltLibraries.bundledSearchPath())
            #expect(registry.animator(named: "diagnal") == nil)
            #expect(registry.closestMatches(to: "diagnal").first == "org.segue.diagonal")
            #expect(registry.closestMatches(to: "zooom").first == "org.segue.zoom")
        }

        @Test("semantic versions parse strictly and order as semver says")
        func semanticVersions() {
            #expect(SemanticVersion("1.2.3") == SemanticVersion(major: 1, minor: 2, patch: 3))
            #expect(SemanticVersion("1.2") == nil)
            #expect(SemanticVersion("01.2.3") == nil)
            #expect(SemanticVersion("1.2.3-") == nil)
            #expect(SemanticVersion("1.2.3-beta.2")! < SemanticVersion("1.2.3")!)
            #expect(SemanticVersion("1.2.3-alpha")! < SemanticVersion("1.2.3-beta")!)
            #expect(SemanticVersion("1.2.3-beta.2")! < SemanticVersion("1.2.3-beta.11")!)
            #expect(SemanticVersion("1.10.0")! > SemanticVersion("1.9.9")!)
            #expect(SemanticVersion("2.0.0+build.5") == SemanticVersion("2.0.0"))
        }

        @Test("reverse-DNS ids need two or more labels of letters, digits and inner hyphens")
        func reverseDNS() {
            #expect(AnimatorDescriptor.isReverseDNS("org.segue.cross-dissolve"))
            #expect(!AnimatorDescriptor.isReverseDNS("zoom"))
            #expect(!AnimatorDescriptor.isReverseDNS("org..zoom"))
            #expect(!AnimatorDescriptor.isReverseDNS("org.-zoom"))
            #expect(!AnimatorDescriptor.isReverseDNS("org.zo om"))
        }
    }
}
