import Foundation
import SeguePreview

/// `segue preview` run as a child process, the way a person starts it, on a display the test chose.
final class PreviewProcess {
    /// The built `segue` beside the test bundle, or at `SEGUE_EXECUTABLE`.
    static let executable: String = {
        if let override = ProcessInfo.processInfo.environment["SEGUE_EXECUTABLE"] { return override }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "segue"
        ).path
    }()

    /// The folder holding the bundled plugins (beside the executable, where segue finds them itself).
    static var pluginFolder: String { URL(fileURLWithPath: executable).deletingLastPathComponent().path }

    /// The environment every run gets: only the bundled plugins, no user folders, software rendering.
    static func environment(display: String?) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SEGUE_PLUGIN_PATH"] = ""
        environment["HOME"] = "/nonexistent-segue-home"
        environment["SDL_RENDER_DRIVER"] = "software"
        environment["WAYLAND_DISPLAY"] = nil
        environment["DISPLAY"] = display
        return environment
    }

    private let process = Process()
    private let errorPipe = Pipe()
    /// A folder for the files the run writes.
    let folder: URL

    /// Starts `segue preview` with `arguments` on `display` (nil: no display at all).
    init(_ arguments: [String], display: String?) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = ["preview"] + arguments
        process.currentDirectoryURL = folder
        process.environment = Self.environment(display: display)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorPipe
        try process.run()
    }

    /// Waits for the run to end; returns its status and standard error.
    func finish() -> (status: Int32, standardError: String) {
        let data = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The `--stats` file written as `name` in the run's folder.
    func statistics(_ name: String = "stats.json") throws -> FrameStatistics {
        try JSONDecoder().decode(FrameStatistics.self, from: Data(contentsOf: folder.appendingPathComponent(name)))
    }
}
