import Foundation

/// Where the benchmarks find what they load: the Segue checkout (plugin headers, fixture
/// support, the service probe's source) and the build folder (bundled plugins, `segue`).
public enum BenchmarkFiles {
    /// The checkout this file was compiled from, when it is still there (nil for a `segue`
    /// installed elsewhere): the first folder above it holding `include/segue/segue.h`.
    public static let checkout: URL? = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for _ in 0..<6 {
            folder = folder.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("include/segue/segue.h").path) {
                return folder
            }
        }
        return nil
    }()

    /// The bundled Diagonal plugin's file name, used to recognise a build folder.
    private static let marker = "libSeguePluginDiagonal.so"

    /// The first folder holding the bundled plugins among `preferred` (the running `segue`'s
    /// own folder), `SEGUE_BUILD_DIRECTORY`, and the checkout's `.build/release` and `.build/debug`.
    public static func buildFolder(preferring preferred: String? = nil) -> String? {
        let checkoutBuilds = ["release", "debug"].compactMap { checkout?.appendingPathComponent(".build/\($0)").path }
        let candidates =
            [preferred, ProcessInfo.processInfo.environment["SEGUE_BUILD_DIRECTORY"]].compactMap { $0 } + checkoutBuilds
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/" + marker) }
    }

    /// The bundled plugin `libSeguePlugin<name>.so` in `folder`.
    public static func bundledPlugin(_ name: String, in folder: String) -> String {
        folder + "/libSeguePlugin\(name).so"
    }

    /// A new empty folder under the temporary folder, named after `purpose`, removed with
    /// everything in it when this process exits.
    public static func temporaryFolder(_ purpose: String) throws -> String {
        _ = removalAtExit
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-bench-\(purpose)-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        made.append(url.path)
        return url.path
    }

    /// The folders `temporaryFolder` made (the benchmarks use them from one thread).
    nonisolated(unsafe) private static var made: [String] = []
    /// The process that made them: a plugin process forked from it must not remove them.
    private static let maker = getpid()
    /// Registers the removal once, on first use.
    private static let removalAtExit: Void = {
        atexit { BenchmarkFiles.removeMadeFolders() }
    }()

    /// Removes every folder `temporaryFolder` made, in the process that made them only.
    private static func removeMadeFolders() {
        guard getpid() == maker else { return }
        for folder in made { try? FileManager.default.removeItem(atPath: folder) }
    }
}
