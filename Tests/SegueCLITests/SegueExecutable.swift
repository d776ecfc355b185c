import Foundation

/// Runs the built `segue` executable the way a person would, for end-to-end tests.
///
/// The binary is found beside the test bundle (walking up from `CommandLine.arguments[0]`), or
/// at `SEGUE_EXECUTABLE` when that is set.
enum SegueExecutable {
    /// What one run produced.
    struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    /// The executable's path, or nil when it cannot be found.
    static let path: String? = {
        if let override = ProcessInfo.processInfo.environment["SEGUE_EXECUTABLE"] { return override }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = directory.appendingPathComponent("segue").path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    /// Runs `segue` with `arguments` (in `workingDirectory` when given) and waits for it.
    static func run(_ arguments: [String], environment: [String: String] = [:], workingDirectory: URL? = nil) throws
        -> Result
    {
        guard let path else {
            throw NSError(
                domain: "SegueExecutable", code: 1,
                userInfo: [
                    NSLocalizedDescriptionKey:
                        "the segue executable was not found beside the tests; set SEGUE_EXECUTABLE"
                ])
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read before waiting so a large output cannot fill the pipe and stall the child.
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }

    /// Runs `make` in the C plugin project `project` (as `plugin new --lang c` writes it) and
    /// returns its exit status. pkg-config is pointed nowhere, so the Makefile takes the
    /// headers from the checkout it was generated in, not from an installed Segue.
    static func makeCPlugin(in project: URL) throws -> Int32 {
        let make = Process()
        make.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        make.arguments = ["make", "-s", "-C", project.path]
        make.environment = ProcessInfo.processInfo.environment.merging(["PKG_CONFIG_PATH": "/nonexistent"]) { $1 }
        try make.run()
        make.waitUntilExit()
        return make.terminationStatus
    }

    /// A fresh empty folder for files a test writes.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
