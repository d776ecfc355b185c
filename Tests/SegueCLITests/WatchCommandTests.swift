import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `segue watch` end to end: a running watch, libraries renamed into its temporary plugin folder,
/// one line per change, and how it ends.
@Suite("segue watch")
struct WatchCommandTests {
    /// A `segue watch` running in the background, its output read as it comes.
    final class RunningWatch {
        let process = Process()
        private let output = OutputBuffer()
        private let errors = OutputBuffer()

        /// Starts `segue watch` with `arguments`, in an environment that sees only `folder`, the
        /// build folder and a cache of its own.
        init(_ arguments: [String], cache: String) throws {
            process.executableURL = URL(fileURLWithPath: try #require(SegueExecutable.path))
            process.arguments = ["watch"] + arguments
            process.environment = ProcessInfo.processInfo.environment.merging(
                [
                    "SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home", "SEGUE_REGISTRY_CACHE": cache,
                    "NO_COLOR": "1",
                ]) { $1 }
            let (out, err) = (Pipe(), Pipe())
            process.standardOutput = out
            process.standardError = err
            let (output, errors) = (output, errors)
            out.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
            err.fileHandleForReading.readabilityHandler = { errors.append($0.availableData) }
            try process.run()
        }

        /// Standard output's lines so far.
        var lines: [String] { output.text.split(separator: "\n").map(String.init) }
        /// Standard error so far.
        var standardError: String { errors.text }

        /// Waits up to `seconds` for `condition`; whether it held.
        func wait(_ seconds: Double = 30, until condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if condition() { return true }
                usleep(20_000)
            }
            return condition()
        }

        /// Waits until it follows its folders (it says so on standard error).
        func waitUntilWatching() -> Bool { wait { standardError.contains("segue: watching") } }

        /// Waits up to `seconds` for it to end; its status, or nil (it is then killed).
        func exitStatus(within seconds: Double = 60) -> Int32? {
            guard wait(seconds, until: { !process.isRunning }) else {
                process.terminate()
                return nil
            }
            process.waitUntilExit()
            return process.terminationStatus
        }

        /// The open descriptors of the watch process.
        var openDescriptors: Int {
            (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/fd"))?.count ?? -1
        }

        /// The ids of the watch process's children (its plugin processes, between changes).
        var children: Set<Int32> {
            let tasks =
                (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/task")) ?? []
            return Set(
                tasks.flatMap { task in
                    ((try? String(
                        contentsOfFile: "/proc/\(process.processIdentifier)/task/\(task)/children", encoding: .utf8))
                        ?? "")
                        .split(separator: " ").compactMap { Int32($0) }
                })
        }
    }

    /// A temporary plugin folder holding a copy of the built Cover Vertical.
    private func pluginFolder() throws -> URL {
        let folder = try SegueExecutable.temporaryDirectory()
        try replaceCover(in: folder)
        return folder
    }

    /// Renames a fresh copy of the built Cover Vertical into `folder`, as a linker finishes.
    private func replaceCover(in folder: URL, with bytes: Data? = nil) throws {
        let built = URL(fileURLWithPath: try #require(SegueExecutable.path)).deletingLastPathComponent()
            .appendingPathComponent("libSeguePluginCoverVertical.so")
        let staging = folder.appendingPathComponent(".cover.partial")
        try (bytes ?? Data(contentsOf: built)).write(to: staging)
        #expect(rename(staging.path, folder.appendingPathComponent("libSeguePluginCoverVertical.so").path) == 0)
    }

    /// `--changes 1`: one change, one line (time, library, "reloaded ID VERSION in N ms", the
    /// replay), status 0.
    @Test func oneChangePrintsOneLineAndExits() throws {
        let folder = try pluginFolder()
        let watch = try RunningWatch(
            ["--plugin-path", folder.path, "--changes", "1"], cache: folder.appendingPathComponent("cache").path)
        #expect(watch.waitUntilWatching())
        try replaceCover(in: folder)
        #expect(watch.exitStatus() == 0)
        let lines = watch.lines
        #expect(lines.count == 1)
        let line = try #require(lines.first)
        #expect(
            line.range(
                of: #"^\d\d:\d\d:\d\d libSeguePluginCoverVertical\.so: "#
                    + #"reloaded org\.segue\.cover-vertical 1\.0\.0 in \d+ ms; "#,
                options: .regularExpression) != nil)
        #expect(line.contains("played org.segue.cover-vertical present: 0.5 s"))
        #expect(line.contains("completed"))
    }

    /// A broken rebuild: the line gives the diagnostic and says the last good build is kept;
    /// the next good build reloads, and the kept --param value still applies to its replay.
    @Test func brokenRebuildKeepsTheLastGoodOne() throws {
        let folder = try pluginFolder()
        let watch = try RunningWatch(
            [
                "--plugin-path", folder.path, "--changes", "2", "--animator", "cover-vertical", "--param",
                "duration=0.25",
            ],
            cache: folder.appendingPathComponent("cache").path)
        #expect(watch.waitUntilWatching())
        try replaceCover(in: folder, with: Data("garbage".utf8))
        #expect(watch.wait { watch.lines.count == 1 })
        try replaceCover(in: folder)
        #expect(watch.exitStatus() == 0)
        let lines = watch.lines
        #expect(lines.count == 2)
        #expect(lines.first?.contains("kept the last good build") == true)
        #expect(lines.first?.contains("not a loadable library") == true)
        #expect(lines.last?.contains("reloaded org.segue.cover-vertical") == true)
        #expect(lines.last?.contains("present: 0.25 s") == true)
    }

    /// --png and --validate: the picture is rewritten and the quick tests run on every change;
    /// between changes the old plugin process is gone and no descriptor is left open.
    @Test func pictureAndValidationFollowEveryChange() throws {
        let folder = try pluginFolder()
        let png = folder.appendingPathComponent("cover.png").path
        let watch = try RunningWatch(
            ["--plugin-path", folder.path, "--changes", "3", "--png", png, "--validate"],
            cache: folder.appendingPathComponent("cache").path)
        #expect(watch.waitUntilWatching())
        var identities: [FileIdentityProbe] = []
        var descriptors: [Int] = []
        var children: [Set<Int32>] = []
        for count in 1...2 {
            try replaceCover(in: folder)
            #expect(watch.wait { watch.lines.count == count })
            identities.append(try #require(FileIdentityProbe(png)))
            descriptors.append(watch.openDescriptors)
            children.append(watch.children)
        }
        try replaceCover(in: folder)
        #expect(watch.exitStatus() == 0)
        #expect(watch.lines.count == 3)
        for line in watch.lines {
            #expect(line.contains("wrote \(png)"))
            #expect(line.range(of: #"validate: \d+ tests: \d+ passed$"#, options: .regularExpression) != nil)
        }
        #expect(identities[0] != identities[1])
        #expect(descriptors[0] == descriptors[1])
        // Between two changes exactly one plugin process was replaced (every library on the
        // search path has one), and the old one is not even a zombie child any more.
        #expect(children[0].subtracting(children[1]).count == 1)
        #expect(children[1].subtracting(children[0]).count == 1)
    }

    /// SIGTERM (and likewise SIGINT) ends the watch with status 0 and nothing printed.
    @Test func terminationSignalExitsZero() throws {
        let folder = try pluginFolder()
        let watch = try RunningWatch(
            ["--plugin-path", folder.path], cache: folder.appendingPathComponent("cache").path)
        #expect(watch.waitUntilWatching())
        kill(watch.process.processIdentifier, SIGTERM)
        #expect(watch.exitStatus(within: 10) == 0)
        #expect(watch.lines.isEmpty)
    }

    /// `segue bench --only reload` (the same reload path, timed): ten reloads of a C plugin
    /// compiled from Plugins/, each figure present and ordered. Timings are not asserted.
    @Test func reloadBenchmarkReportsItsFigures() throws {
        let result = try SegueExecutable.run(["bench", "--only", "reload", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let report = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let reload = try #require(report["reload"] as? [String: Any])
        #expect(reload["reloads"] as? Int == 10)
        let figures = try ["minimumMilliseconds", "medianMilliseconds", "maximumMilliseconds"].map {
            try #require(reload[$0] as? Double)
        }
        #expect(figures[0] > 0 && figures[0] <= figures[1] && figures[1] <= figures[2])
    }

    /// Bad input: one sentence naming it, with a hint, and a non-zero status.
    @Test(arguments: [
        (
            ["--plugin-path", "/nonexistent-segue-folder"],
            "cannot follow plugin folder /nonexistent-segue-folder: it does not exist; create it or fix --plugin-path"
        ),
        (["--changes", "0"], "--changes 0 is out of range; give from 1 to 1000000 changes"),
        (["--param", "duration=1"], "--param sets a parameter of --animator; add --animator NAME"),
        (["--strictness", "3"], "--strictness sets the level of --validate; add --validate or drop --strictness"),
        (["--animator", "no-such-animator-anywhere"], "no animator named 'no-such-animator-anywhere' is loaded"),
    ])
    func badInputIsOneSentence(arguments: [String], message: String) throws {
        let result = try SegueExecutable.run(
            ["watch"] + arguments, environment: ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"])
        #expect(result.status != 0)
        #expect(result.standardError.contains(message))
        #expect(result.standardError.split(separator: "\n").filter { $0.hasPrefix("segue: error:") }.count == 1)
        #expect(result.standardOutput.isEmpty)
    }
}

/// Text a pipe's reader appends on its own thread while the test reads it.
final class OutputBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var collected = ""

    /// Appends `data` as UTF-8.
    func append(_ data: Data) { lock.withLock { collected += String(decoding: data, as: UTF8.self) } }
    /// Everything so far.
    var text: String { lock.withLock { collected } }
}

/// What says a file was written anew: its inode and modification time.
struct FileIdentityProbe: Equatable {
    let inode: UInt64
    let modified: Int64

    init?(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        inode = UInt64(status.st_ino)
        modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
    }
}
