import Foundation
import SegueTestSupport
import Testing

/// Isolated animators look exactly like in-process ones, and the registry cache loads each
/// library once until it changes.
@Suite struct IsolationCommandTests {
    /// A temporary folder of its own, with a registry cache in it, for one test.
    private struct Sandbox {
        let folder: URL
        let environment: [String: String]

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "segue-isolation-\(UUID().uuidString)")
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("plugins"), withIntermediateDirectories: true)
            environment = [
                "SEGUE_PLUGIN_PATH": folder.appendingPathComponent("plugins").path, "HOME": "/nonexistent-segue-home",
                "SEGUE_REGISTRY_CACHE": folder.appendingPathComponent("registry.json").path,
            ]
        }

        /// Copies fixture `name` into the plugin folder (a copy this test may touch).
        func add(_ name: String) throws -> URL {
            let copy = folder.appendingPathComponent("plugins/lib\(name).so")
            try FileManager.default.copyItem(atPath: try FixtureLibraries.path(name), toPath: copy.path)
            return copy
        }

        /// `segue list --json`'s object.
        func list(_ extra: [String] = []) throws -> (object: [String: Any], standardError: String) {
            let result = try SegueExecutable.run(
                ["list", "--json", "--plugin-timeout", "2"] + extra, environment: environment)
            #expect(result.status == 0, "\(result.standardError)")
            let object = try #require(
                JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any],
                "\(result.standardOutput)")
            return (object, result.standardError)
        }
    }

    /// The bundled libraries of every kind, from the manifest in Package.swift (what a scan counts).
    private static let bundled = BundledPluginManifest.all.count
    /// The bundled animators (what `animators` lists); controller libraries list none.
    private static let bundledAnimators = BundledPluginManifest.animatorPlugins.count
    /// The bundled plugins and the one fixture a test adds.
    private static let withFixture = bundled + 1

    private static func scan(_ object: [String: Any]) -> (scanned: Int, cached: Int) {
        let scan = object["scan"] as? [String: Int] ?? [:]
        return (scan["scanned"] ?? -1, scan["cached"] ?? -1)
    }

    private static func touch(_ file: URL) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 10)], ofItemAtPath: file.path)
    }

    @Test func aSecondListLoadsNothingAndATouchedFileIsScannedAgain() throws {
        let sandbox = try Sandbox()
        let chatty = try sandbox.add("ChattyInit")
        let first = try sandbox.list()
        #expect(Self.scan(first.object).scanned == Self.withFixture)
        // The fixture prints in init: its text shows only when the library was loaded.
        #expect(first.standardError.contains("hello from init"))
        let second = try sandbox.list()
        #expect(Self.scan(second.object) == (0, Self.withFixture))
        #expect(!second.standardError.contains("hello from init"))
        #expect((second.object["animators"] as? [[String: Any]])?.count == Self.bundledAnimators + 1)
        try Self.touch(chatty)
        let third = try sandbox.list()
        #expect(Self.scan(third.object) == (1, Self.bundled))
        #expect(Self.scan(try sandbox.list(["--rescan"]).object).scanned == Self.withFixture)
    }

    @Test func aBlockedLibraryStaysBlockedUntilItChanges() throws {
        let sandbox = try Sandbox()
        let crashing = try sandbox.add("CrashesInInit")
        for _ in 0..<2 {
            let (object, _) = try sandbox.list()
            let blocked = try #require(object["blocked"] as? [[String: String]])
            #expect(
                blocked.count == 1 && blocked[0]["file"] == crashing.path
                    && blocked[0]["reason"]?.contains("SIGSEGV") == true, "\(blocked)")
            #expect((object["animators"] as? [[String: Any]])?.count == Self.bundledAnimators)
        }
        #expect(Self.scan(try sandbox.list().object).scanned == 0)
        try Self.touch(crashing)
        #expect(Self.scan(try sandbox.list().object).scanned == 1)
    }

    @Test func aCorruptOrForeignCacheIsDiscardedWithAWarningAndRebuilt() throws {
        let sandbox = try Sandbox()
        let cache = URL(fileURLWithPath: try #require(sandbox.environment["SEGUE_REGISTRY_CACHE"]))
        _ = try sandbox.list()
        var bytes = [UInt8](try Data(contentsOf: cache))
        bytes[bytes.count / 2] ^= 0x5A
        try Data(bytes).write(to: cache)
        let corrupt = try sandbox.list()
        #expect(
            corrupt.standardError.contains("is corrupt") && corrupt.standardError.contains(cache.path),
            "\(corrupt.standardError)")
        #expect(Self.scan(corrupt.object).scanned == Self.bundled)
        #expect(Self.scan(try sandbox.list().object) == (0, Self.bundled))
        try Data("{\"libraries\": []}".utf8).write(to: cache)
        let foreign = try sandbox.list()
        #expect(foreign.standardError.contains("is not one this segue writes"), "\(foreign.standardError)")
        #expect(Self.scan(foreign.object).scanned == Self.bundled)
    }

    @Test func anotherPluginPathDoesNotThrowTheCachedScansAway() throws {
        let sandbox = try Sandbox()
        _ = try sandbox.add("ChattyInit")
        #expect(Self.scan(try sandbox.list().object).scanned == Self.withFixture)
        let empty = sandbox.folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        var elsewhere = sandbox.environment
        elsewhere["SEGUE_PLUGIN_PATH"] = empty.path
        let other = try SegueExecutable.run(["list", "--json"], environment: elsewhere)
        #expect(other.status == 0)
        #expect(Self.scan(try sandbox.list().object) == (0, Self.withFixture))
    }

    /// Every bundled plugin, both operations, plain and interactively finished and cancelled.
    static let runs: [[String]] = {
        let gestures = [
            [], ["--interactive", "pan:0@0,0.3@0.2,0.6@0.4,release"],
            ["--interactive", "pan:0@0,0.2@0.2,0.1@0.4,release"],
        ]
        return BundledPluginManifest.animators.flatMap { animator in
            ["present", "dismiss"].flatMap { operation in
                gestures.map { ["--animator", animator, "--operation", operation] + $0 }
            }
        }
    }()

    @Test(arguments: runs)
    func anIsolatedAnimatorRecordsTheSameTraceFrameForFrame(arguments: [String]) throws {
        let sandbox = try Sandbox()
        func trace(_ mode: [String]) throws -> String {
            let path = sandbox.folder.appendingPathComponent("trace\(mode.count).jsonl").path
            let result = try SegueExecutable.run(
                ["run"] + arguments + mode + ["--trace", path], environment: sandbox.environment)
            #expect(result.status == 0, "\(result.standardError)")
            return try String(contentsOfFile: path, encoding: .utf8)
        }
        let isolated = try trace([])
        #expect(isolated.split(separator: "\n").count > 20)
        #expect(isolated == (try trace(["--in-process"])))
    }
}
