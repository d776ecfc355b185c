import Foundation
import SegueBenchmarkWorkloads

/// What the plugin benchmarks need from a Segue build (`swift build -c release` at the
/// checkout's root, or `SEGUE_BUILD_DIRECTORY`): the bundled plugins and `segue`, for isolation.
enum SuiteFiles {
    /// The build folder, or nil (then the benchmarks needing it are not registered, with a note).
    static let buildFolder: String? = {
        let folder = BenchmarkFiles.buildFolder()
        if folder == nil {
            FileHandle.standardError.write(
                Data(
                    ("SegueBenchmarks: no Segue build with the bundled plugins; run `swift build -c release` at the "
                        + "checkout's root (or set SEGUE_BUILD_DIRECTORY) for the plugin benchmarks\n").utf8))
        }
        return folder
    }()

    /// The `segue` executable in the build folder.
    static var segue: String? {
        buildFolder.map { $0 + "/segue" }.flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }
    }
}
