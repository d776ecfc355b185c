import Foundation

/// The deliberately broken test plugins in `Fixtures/`, compiled on first use with the system C
/// compiler into a folder of this test process.
///
/// They are not SwiftPM products, so a package that depends on Segue never sees them; building
/// them here is also the documented C build line (`cc -shared -fPIC -Iinclude
/// -Wl,--version-script=…`) exercised on every test run.
public enum FixtureLibraries {
    /// The repository's root, found from this source file's path.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every fixture's folder name under `Fixtures/`.
    public static let names: [String] = {
        let folder = repositoryRoot.appendingPathComponent("Fixtures")
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.filter {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/\($0).c").path)
        }.sorted()
    }()

    /// The fixture that is linked without the version script, so it exports extra symbols.
    static let unrestrictedExports: Set<String> = ["ExtraSymbols"]
    /// Fixtures compiled against frozen headers of an older minor (`Fixtures/Support/abi-1.<minor>`),
    /// to prove an older plugin binary runs unchanged on this host, by fixture name.
    static let builtAgainstFrozenHeaders: [String: String] = [
        "BuiltAgainstABI10": "Fixtures/Support/abi-1.0", "BuiltAgainstABI11": "Fixtures/Support/abi-1.1",
    ]

    /// Fixtures written in Swift: targets `swift build` compiles (`<name>Fixture`), linked here with the objects
    /// of the SDK (`.swift`) or of the UIKit layer (`.uikit`).
    static let swiftFixtures: [String: BundledPlugin.Language] = ["SwiftLayerTour": .swift, "UIKitPatterns": .uikit]

    private static let lock = NSLock()
    nonisolated(unsafe) private static var built: [String: String] = [:]
    private static let outputFolder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-fixtures-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// The path of `libSegueFixture<name>.so`, compiling it first if this process has not yet.
    public static func path(_ name: String) throws -> String {
        lock.lock()
        defer { lock.unlock() }
        if let path = built[name] { return path }
        let output = outputFolder.appendingPathComponent("libSegueFixture\(name).so").path
        if let language = swiftFixtures[name] {
            try SwiftFixtureLinker.link(target: "\(name)Fixture", into: output, language: language)
            built[name] = output
            return output
        }
        let source = repositoryRoot.appendingPathComponent("Fixtures/\(name)/\(name).c")
        guard FileManager.default.fileExists(atPath: source.path) else {
            throw FixtureError("no fixture named '\(name)' in Fixtures/")
        }
        var arguments = [
            "-std=c11", "-shared", "-fPIC", "-O1",
            "-I",
            repositoryRoot.appendingPathComponent(builtAgainstFrozenHeaders[name] ?? "include").path,
            "-I", repositoryRoot.appendingPathComponent("Fixtures/Support").path,
            "-o", output, source.path,
        ]
        if !unrestrictedExports.contains(name) {
            arguments.append(
                "-Wl,--version-script=" + repositoryRoot.appendingPathComponent("Plugins/exports.map").path)
        }
        try compile(arguments)
        built[name] = output
        return output
    }

    /// Runs the C compiler (`$CC`, else `cc`) with `arguments`, throwing its diagnostics on failure.
    private static func compile(_ arguments: [String]) throws {
        try run([ProcessInfo.processInfo.environment["CC"] ?? "cc"] + arguments, doing: "compiling a fixture")
    }

    /// Runs `command` through `env`, throwing its diagnostics, after `what`, on failure.
    static func run(_ command: [String], doing what: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw FixtureError("\(what) failed: \(text)") }
    }

    /// A failure to find or build a fixture.
    public struct FixtureError: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
