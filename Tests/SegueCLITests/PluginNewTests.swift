import Foundation
import SegueABI
import SegueTestSupport
import Testing

/// `segue plugin new`: the projects it writes build and validate unedited, and bad names, ids and
/// existing folders are refused before anything is written. (The Swift project is built against
/// a fresh clone by Scripts/check-newcomer.sh, which CI runs; building a package inside the test
/// run would double its time.)
@Suite struct PluginNewTests {
    private let isolated = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]

    @Test func aNewCPluginBuildsWithItsMakefileAndPassesValidationAtFullStrictness() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let made = try SegueExecutable.run(
            ["plugin", "new", "Fade", "--lang", "c"], environment: isolated, workingDirectory: folder)
        #expect(made.status == 0, "\(made.standardError)")
        #expect(
            made.standardOutput.contains("make -C Fade")
                && made.standardOutput.contains("segue validate Fade/libFade.so --strictness 10"))
        let source = try String(contentsOf: folder.appendingPathComponent("Fade/fade.c"), encoding: .utf8)
        // Under 140 lines: the parameter table's macros (issue 24) took it past the old 120.
        #expect(source.split(separator: "\n", omittingEmptySubsequences: false).count < 140, "a small template")

        #expect(try SegueExecutable.makeCPlugin(in: folder.appendingPathComponent("Fade")) == 0)

        let library = folder.appendingPathComponent("Fade/libFade.so").path
        let listed = try SegueExecutable.run(
            ["list", "--plugin-path", folder.appendingPathComponent("Fade").path], environment: isolated)
        #expect(listed.standardOutput.contains("org.example.fade  Fade 1.0.0"))
        let validated = try SegueExecutable.run(
            ["validate", library, "--strictness", "10", "-j", "2"], environment: isolated)
        #expect(validated.status == 0, "\(validated.standardOutput)")
        // Every test of the catalogue passes but the interruptible hook's, which the template does not claim.
        let total = try ValidateCommandTests.catalogueCount()
        #expect(
            validated.standardOutput.contains("\(total) tests: \(total - 1) passed, 1 skipped"),
            "\(validated.standardOutput)")
    }

    @Test func aNewSwiftPluginDependsOnTheSDKProductAndExportsOnlyTheEntry() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let made = try SegueExecutable.run(
            ["plugin", "new", "Glide", "--lang", "swift", "--id", "com.example.glide"], environment: isolated,
            workingDirectory: folder)
        #expect(made.status == 0, "\(made.standardError)")
        let root = FixtureLibraries.repositoryRoot.standardizedFileURL
        let manifest = try String(contentsOf: folder.appendingPathComponent("Glide/Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(path: \"\(root.path)\")"))
        #expect(
            manifest.contains(".product(name: \"SeguePluginSDK\", package: \"\(root.lastPathComponent.lowercased())\")")
        )
        #expect(manifest.contains(".library(name: \"Glide\", type: .dynamic"))
        let animator = try String(
            contentsOf: folder.appendingPathComponent("Glide/Sources/GlideAnimator.swift"), encoding: .utf8)
        #expect(animator.hasPrefix("import SeguePluginSDK\n\n") && animator.contains("id: \"com.example.glide\""))
        let exports = try String(contentsOf: folder.appendingPathComponent("Glide/exports.map"), encoding: .utf8)
        #expect(exports.contains("global: segue_plugin_entry;") && exports.contains("local: *;"))
    }

    /// ABI 1.2's kinds: a C project of each builds with its Makefile and its library answers the
    /// kind's factory through `get_extension` (and offers no animator); a Swift project's source is
    /// the kind's, exported as that kind.
    @Test(arguments: [
        ("interaction", SEGUE_INTERACTION_FACTORY_EXTENSION), ("presentation", SEGUE_PRESENTATION_FACTORY_EXTENSION),
    ])
    func aNewControllerPluginBuildsAndAnswersItsFactory(kind: String, extensionID: String) throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let made = try SegueExecutable.run(
            ["plugin", "new", "Hand", "--lang", "c", "--kind", kind], environment: isolated, workingDirectory: folder)
        #expect(made.status == 0 && made.standardOutput.contains("a C \(kind) plugin project"), "\(made.standardError)")
        #expect(try SegueExecutable.makeCPlugin(in: folder.appendingPathComponent("Hand")) == 0)
        let library = try #require(dlopen(folder.appendingPathComponent("Hand/libHand.so").path, RTLD_NOW | RTLD_LOCAL))
        defer { dlclose(library) }
        let entry = try #require(dlsym(library, "segue_plugin_entry")).assumingMemoryBound(
            to: segue_plugin_entry_t.self)
        var host = segue_host_t()
        host.size = UInt32(MemoryLayout<segue_host_t>.size)
        #expect(entry.pointee.`init`(&host))
        defer { entry.pointee.`deinit`() }
        #expect(entry.pointee.animator_count() == 0)
        let factory = try #require(entry.pointee.get_extension?(extensionID))
        // Both factories begin with `size` then `count`, so either reads the same here.
        let count = factory.assumingMemoryBound(to: segue_interaction_factory_t.self).pointee.count()
        #expect(count == 1)
        #expect(entry.pointee.get_extension?("org.example.other/1") == nil)

        let swift = try SegueExecutable.run(
            ["plugin", "new", "Hand", "--lang", "swift", "--kind", kind, "--output", "HandSwift"],
            environment: isolated, workingDirectory: folder)
        #expect(swift.status == 0, "\(swift.standardError)")
        let type = kind == "interaction" ? "Interaction" : "Presentation"
        let source = try String(
            contentsOf: folder.appendingPathComponent("HandSwift/Sources/Hand\(type).swift"), encoding: .utf8)
        #expect(source.contains("SeguePlugin.export(\(kind)s: [Hand\(type).self])"))
    }

    @Test(arguments: [
        (["plugin", "new", "bad-name", "--lang", "c"], "'bad-name' is not a valid plugin name"),
        (["plugin", "new", "Fade", "--lang", "c", "--kind", "sheet"], "'sheet' is invalid for '--kind <kind>'"),
        (["plugin", "new", "Fade", "--lang", "c", "--id", "Fade"], "'Fade' is not a reverse-DNS id"),
        (["plugin", "new", "Fade", "--lang", "rust"], "'rust' is invalid for '--lang <lang>'"),
        (["plugin", "new", "Fade", "--lang", "c", "--segue", "/tmp"], "--segue applies to Swift projects"),
        (["plugin", "new", "Fade", "--lang", "swift", "--segue", "/tmp"], "--segue '/tmp' is not a Segue checkout"),
    ])
    func badNamesAndIdsAreRefusedBeforeAnythingIsWritten(arguments: [String], message: String) throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let result = try SegueExecutable.run(arguments, environment: isolated, workingDirectory: folder)
        #expect(result.status == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing written")
    }

    @Test func anExistingFolderIsNeverOverwritten() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let existing = folder.appendingPathComponent("Fade")
        try FileManager.default.createDirectory(at: existing, withIntermediateDirectories: true)
        try Data("keep me\n".utf8).write(to: existing.appendingPathComponent("notes.txt"))
        let result = try SegueExecutable.run(
            ["plugin", "new", "Fade", "--lang", "c"], environment: isolated, workingDirectory: folder)
        #expect(result.status == 64 && result.standardError.contains("'Fade' already exists"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: existing.path) == ["notes.txt"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Fade"],
            "no staging folder left behind")
    }
}
