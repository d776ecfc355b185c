import Foundation
import Glibc
import Testing

/// The in-process loading rule (include/README.md rule 11): `validate --in-process` and
/// `run --in-process` `dlopen` only a library a scanner child has loaded and unloaded cleanly.
/// Seeded mutations of a bundled plugin (header, program and section headers, dynamic entries
/// such as DT_INIT, DT_FINI, DT_INIT_ARRAY, DT_FINI_ARRAY and the relocation tables, symbols,
/// hash and version tables) must never end segue by a signal: each is either refused with a
/// sentence or run.
struct InProcessLoadingGateTests {
    /// How many mutated copies one run tries: 30, or `SEGUE_GATE_COPIES` for a long run.
    static let copies =
        ProcessInfo.processInfo.environment["SEGUE_GATE_COPIES"].flatMap(Int.init).map { min(max($0, 1), 10_000) } ?? 30
    /// The seed that fixes them.
    static let seed: UInt64 = 0x5E60E_0027

    /// The mutations, made once from the seed.
    static let mutations: [ELFMutation] = {
        guard
            let bytes = try? Array(
                Data(contentsOf: URL(fileURLWithPath: BuiltLibraries.path("libSeguePluginDiagonal.so"))))
        else { return [] }
        var random = SplitMix64(seed: seed)
        let fields = ELFField.all(in: bytes)
        return (0..<copies).map { _ in ELFMutation.random(using: &random, fields: fields, file: bytes) }
    }()

    @Test(
        "a mutated copy of a bundled plugin never kills validate --in-process or run --in-process",
        arguments: 0..<copies)
    func mutatedCopyNeverKillsInProcessCommands(index: Int) throws {
        let original = try Array(
            Data(contentsOf: URL(fileURLWithPath: BuiltLibraries.path("libSeguePluginDiagonal.so"))))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-gate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = folder.appendingPathComponent("libSeguePluginDiagonal.so").path
        try Data(original).write(to: URL(fileURLWithPath: library))
        try Self.apply(Self.mutations[index], to: library, original: original)
        let environment = [
            "SEGUE_PLUGIN_PATH": "", "HOME": folder.path,
            "SEGUE_REGISTRY_CACHE": folder.appendingPathComponent("cache.json").path,
        ]
        for arguments in [
            ["validate", library, "--in-process", "--include", "^library\\."],
            [
                "run", "--animator", "org.segue.diagonal", "--plugin-path", folder.path, "--in-process",
                "--plugin-timeout", "2",
            ],
        ] {
            let run = try SegueProcess.run(arguments, environment: environment, deadline: 60)
            // One line per command, so a long run (SEGUE_GATE_COPIES=300) can be tallied.
            print(
                "gate mutation \(index) \(arguments[0]): "
                    + "\(run.signal.map { "signal \($0)" } ?? "status \(run.status ?? -1)")"
            )
            #expect(
                run.signal == nil,
                """
                \(arguments[0]) --in-process was killed by signal \
                \(run.signal ?? 0) on mutation \(index): \(run.errorText)
                """
            )
            #expect(!run.timedOut, "\(arguments[0]) --in-process hung on mutation \(index)")
            if run.status != 0 {
                #expect(
                    !run.errorText.isEmpty || !run.outputText.isEmpty,
                    "\(arguments[0]) failed without a word on mutation \(index)")
            }
        }
    }

    /// Writes `original` changed by `mutation` to `path`.
    private static func apply(_ mutation: ELFMutation, to path: String, original: [UInt8]) throws {
        var bytes = original
        for patch in mutation.patches {
            for (offset, byte) in patch.bytes.enumerated() where patch.offset + offset < bytes.count {
                bytes[patch.offset + offset] = byte
            }
        }
        if let length = mutation.length { bytes = Array(bytes.prefix(length)) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}

/// One run of the built `segue`, with its end (status or signal) and output, killed after a deadline.
struct SegueProcess {
    /// The exit status, or nil when a signal ended it.
    var status: Int32?
    /// The signal that ended it, or nil.
    var signal: Int32?
    /// Whether it outlived the deadline and was killed.
    var timedOut = false
    /// Standard output.
    var outputText = ""
    /// Standard error.
    var errorText = ""

    /// Runs `segue arguments` with `environment` added, killing it after `deadline` seconds.
    static func run(_ arguments: [String], environment: [String: String], deadline: Double) throws -> SegueProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try BuiltLibraries.path("segue"))
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        let errors = folder.appendingPathComponent("err")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var result = SegueProcess()
        let started = Date()
        while process.isRunning {
            if Date().timeIntervalSince(started) > deadline {
                result.timedOut = true
                kill(process.processIdentifier, SIGKILL)
            }
            usleep(20_000)
        }
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            result.signal = process.terminationStatus
        } else {
            result.status = process.terminationStatus
        }
        result.outputText = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        result.errorText = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        return result
    }
}
