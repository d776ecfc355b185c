import Foundation

/// An Xvfb server started for one test, on a display number nobody uses, stopped when the test
/// lets go of it: the tests that open a window need no display of the machine's own.
final class VirtualDisplay {
    /// Why window tests are skipped here, or nil when Xvfb and xdotool are installed.
    static let missingTools: String? = {
        let missing = ["/usr/bin/Xvfb", "/usr/bin/xdotool"].filter { !FileManager.default.isExecutableFile(atPath: $0) }
        return missing.isEmpty
            ? nil
            : "\(missing.joined(separator: " and ")) not installed (apt-get install -y xvfb xdotool; .ci/run does)"
    }()

    /// `:N`, for DISPLAY.
    let name: String
    private let number: Int
    private let server: Process

    /// Starts Xvfb with a 1280×1024 screen and waits (up to 10 s) for its socket.
    init() throws {
        var number = 0
        repeat {
            number = Int.random(in: 100...999)
        } while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
            || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
        self.number = number
        name = ":\(number)"
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = [name, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            guard Date() < deadline, server.isRunning else { throw DisplayError("Xvfb \(name) did not start") }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    deinit {
        // Foundation starts children with most signals blocked, SIGTERM included: only SIGKILL
        // ends this Xvfb, which then leaves its lock file and socket for us to remove.
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        for leftover in ["/tmp/.X\(number)-lock", "/tmp/.X11-unix/X\(number)"] {
            try? FileManager.default.removeItem(atPath: leftover)
        }
    }

    /// Runs xdotool with `arguments` on this display; returns its standard output.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        process.environment = ["DISPLAY": name, "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The id of the first window titled `title`, waiting up to `seconds` for it to be mapped.
    func window(titled title: String, waitingUpTo seconds: Double = 30) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let id = try xdotool(["search", "--onlyvisible", "--name", title]).split(separator: "\n").first {
                return String(id)
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw DisplayError("no window titled '\(title)' appeared on \(name) within \(seconds) s")
    }

    /// A failure of the display or its tools.
    struct DisplayError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
