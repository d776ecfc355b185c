import Foundation
import SegueTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 13 end to end: plugin text is printed escaped, insecure plugin folders are refused
/// unless `--allow-insecure-plugin-path`, and a folder of junk prints a count, not a flood.
@Suite struct PluginFolderCommandTests {
    /// The environment with no SEGUE_PLUGIN_PATH and an empty HOME, so only the bundled plugins count.
    private let isolated = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]

    /// A plugin whose init logs clear-screen and retitle-window escapes, a bell, and a newline
    /// followed by a forged error line, then offers no animators.
    private static let loggingPluginSource = """
        #include <segue/segue.h>
        #include <stddef.h>
        static bool init(const segue_host_t *host) {
            host->log(host, SEGUE_LOG_WARNING, "evil \\x1b[2J\\x1b]0;pwned\\x07 title\\nsegue: error: forged line");
            return true;
        }
        static void deinit(void) {}
        static uint32_t count(void) { return 0; }
        static const segue_animator_descriptor_t *descriptor(uint32_t index) { (void)index; return NULL; }
        static const segue_animator_t *create(const char *id) { (void)id; return NULL; }
        const segue_plugin_entry_t segue_plugin_entry = {
            {SEGUE_ABI_VERSION_MAJOR, SEGUE_ABI_VERSION_MINOR, SEGUE_ABI_VERSION_PATCH}, \
        init, deinit, count, descriptor, create, NULL};
        """

    @Test func aPluginLogMessageWithEscapesIsPrintedEscapedOnOneLine() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        try compile(Self.loggingPluginSource, to: folder.appendingPathComponent("libLogsEscapes.so").path)
        let result = try SegueExecutable.run(["list", "--plugin-path", folder.path], environment: isolated)
        #expect(result.status == 0, "\(result.standardError)")
        let expected = #"segue: warning: plugin: evil \u{1b}[2J\u{1b}]0;pwned\u{7} title\u{a}segue: error: forged line"#
        #expect(result.standardError.split(separator: "\n").contains { $0 == expected }, "\(result.standardError)")
        #expect(
            !result.standardError.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
        #expect(!result.standardError.split(separator: "\n").contains { $0.hasPrefix("segue: error: forged") })
    }

    @Test func inspectAndWarningsPrintAHostileFileNameEscaped() throws {
        let folder = try folder(with: "WellBehaved")
        let hostile = folder.appendingPathComponent("lib\u{1B}]0;pwned\u{07}.so").path
        try FileManager.default.moveItem(
            atPath: folder.appendingPathComponent("libSegueFixtureWellBehaved.so").path, toPath: hostile)
        let inspect = try SegueExecutable.run(["inspect", hostile], environment: isolated)
        #expect(inspect.status == 0, "\(inspect.standardError)")
        #expect(
            inspect.standardOutput.hasPrefix("file: \(folder.path)/lib\\u{1b}]0;pwned\\u{7}.so\n"),
            "\(inspect.standardOutput)")
        #expect(
            !inspect.standardOutput.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })

        try Data("junk".utf8).write(to: URL(fileURLWithPath: folder.path + "/junk\u{1B}[2J\nsegue: error: forged.so"))
        let list = try SegueExecutable.run(["list", "--plugin-path", folder.path], environment: isolated)
        #expect(
            list.standardError.contains(#"junk\u{1b}[2J\u{a}segue: error: forged.so: not a loadable library"#),
            "\(list.standardError)")
        #expect(!list.standardError.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
        #expect(!list.standardError.split(separator: "\n").contains { $0.hasPrefix("segue: error: forged") })
    }

    @Test func aWorldWritablePluginFolderIsRefusedUnlessAllowed() throws {
        let folder = try folder(with: "WellBehaved")
        #expect(chmod(folder.path, 0o777) == 0)
        let refused = try SegueExecutable.run(["list", "--json", "--plugin-path", folder.path], environment: isolated)
        #expect(refused.status == 0)
        #expect(!refused.standardOutput.contains("org.segue.fixture.well-behaved"))
        #expect(
            refused.standardError == """
                segue: warning: \(folder.path): plugin folder refused: every user may write to it, \
                so anyone could plant a library in it; \
                run `chmod o-w \(folder.path)` or pass --allow-insecure-plugin-path to load from it anyway

                """)
        let allowed = try SegueExecutable.run(
            ["list", "--json", "--plugin-path", folder.path, "--allow-insecure-plugin-path"], environment: isolated)
        #expect(allowed.standardOutput.contains("org.segue.fixture.well-behaved"))
        #expect(allowed.standardError.isEmpty, "\(allowed.standardError)")
    }

    @Test func aFolderOfJunkPrintsThreeLinesAndACount() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        for index in 0..<50 {
            try Data("not a library\n".utf8).write(
                to: folder.appendingPathComponent(String(format: "junk%02d.so", index)))
        }
        let result = try SegueExecutable.run(["list", "--plugin-path", folder.path], environment: isolated)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 4, "\(result.standardError)")
        #expect(lines.prefix(3).allSatisfy { $0.contains("junk0") && $0.contains("not a loadable library") })
        #expect(
            lines.last
                == """
                segue: warning: 47 more files in \(folder.path) are \
                not libraries dlopen can load (like the 3 above)
                """
        )
    }

    /// A fresh folder holding only fixture `name`, so the fixtures other tests built stay out.
    private func folder(with name: String) throws -> URL {
        let folder = try SegueExecutable.temporaryDirectory()
        let library = try FixtureLibraries.path(name)
        try FileManager.default.copyItem(
            atPath: library, toPath: folder.appendingPathComponent((library as NSString).lastPathComponent).path)
        return folder
    }

    /// Compiles C `source` into the plugin library `output` with the documented build line.
    private func compile(_ source: String, to output: String) throws {
        let file = (output as NSString).deletingPathExtension + ".c"
        try Data(source.utf8).write(to: URL(fileURLWithPath: file))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            ProcessInfo.processInfo.environment["CC"] ?? "cc", "-std=c11", "-shared", "-fPIC",
            "-I", FixtureLibraries.repositoryRoot.appendingPathComponent("include").path, "-o", output, file,
        ]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "compiling the test plugin failed")
    }
}
