import ArgumentParser
import Foundation
import SegueConformance
import SegueHost

/// `segue validate`: the plugin ABI compliance suite.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check plugin libraries against the ABI and against what a good transition animator does.",
        discussion: """
            Every test runs in its own child process (the segue executable re-run with a hidden
            subcommand), so a plugin that crashes is reported as crashed with its signal, one that
            hangs as timeout, and the validator carries on. Results are passed, failed, crashed,
            timeout, skipped or warning; the exit status is 0 only when nothing failed, crashed or
            timed out. --strictness N runs the tests of level N and below (1: essentials, 10: all).

            Examples:
              segue validate ./libMyPlugin.so
              segue validate --all --strictness 10 -j 2 --junit validate.xml
              segue validate --list-tests --json
              segue validate ./libMyPlugin.so --include '^interaction\\.' --in-process --seed 7
            """)

    @OptionGroup var plugins: PluginOptions

    @Argument(help: ArgumentHelp("Plugin libraries to validate.", valueName: "PLUGIN.so"))
    var files: [String] = []

    @Flag(name: .long, help: "Validate every plugin library on the search path.")
    var all = false

    @Option(name: .long, help: "Run per-animator tests on this animator id only.")
    var animator: String?

    @Flag(name: .long, help: "List the tests (id, level, scope, description) instead of running them.")
    var listTests = false

    @Option(name: .long, help: ArgumentHelp("Run only tests whose id matches this regular expression.", valueName: "REGEX"))
    var include: String?

    @Option(name: .long, help: ArgumentHelp("Skip tests whose id matches this regular expression.", valueName: "REGEX"))
    var exclude: String?

    @Option(name: .long, help: "Run tests up to this level, 1…10.")
    var strictness = 10

    @Option(name: .short, help: "Run this many tests at once.")
    var j = 1

    @Option(name: .long, help: "Seconds each test may take before it is killed as timeout.")
    var timeout: Double = 60

    @Flag(name: .long, help: "Run tests inside this process (for debugging; a crashing plugin ends the run).")
    var inProcess = false

    @Option(name: .long, help: "Seed for fuzzed values and random percentages, for reproducible runs.")
    var seed: UInt64 = 1

    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    @Option(name: .long, help: ArgumentHelp("Also write a JUnit XML report here.", valueName: "FILE"))
    var junit: String?

    func run() throws {
        do {
            try execute()
        } catch let failure as CommandFailure {
            throw failure.report()
        }
    }

    private func execute() throws {
        guard (1...10).contains(strictness) else { throw CommandFailure("--strictness \(strictness) is out of range; give a level from 1 to 10") }
        guard (1...64).contains(j) else { throw CommandFailure("-j \(j) is out of range; run between 1 and 64 tests at once") }
        guard timeout.isFinite, timeout > 0 else { throw CommandFailure("--timeout \(timeout) must be a positive number of seconds") }
        let selection = ValidationSelection(strictness: strictness, include: include, exclude: exclude, animator: animator)
        let tests: [ValidationTest]
        do { tests = try selection.tests() } catch { throw CommandFailure("--include or --exclude is not a valid regular expression (\(error.localizedDescription)); check the pattern") }
        if listTests {
            try printCatalogue(tests)
            return
        }
        var targets = files.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        for file in targets where !FileManager.default.fileExists(atPath: file) {
            throw CommandFailure("'\(file)' does not exist; give the path of a plugin .so")
        }
        if all {
            var diagnostics: [PluginDiagnostic] = []
            targets += PluginSearchPath.standard(pluginPaths: plugins.pluginPaths).libraries(diagnostics: &diagnostics)
            for diagnostic in diagnostics { StandardError.warning(diagnostic.description) }
        }
        guard !targets.isEmpty else {
            throw CommandFailure("nothing to validate; give PLUGIN.so files or --all (which searches the plugin folders)")
        }
        guard let executable = PluginSearchPath.runningExecutablePath() else {
            throw CommandFailure("cannot find the running segue executable to run tests in child processes; use --in-process")
        }
        var runner = ValidationRunner(executable: executable)
        runner.jobs = j
        runner.timeout = timeout
        runner.inProcess = inProcess
        runner.seed = seed
        var work: [ValidationJob] = []
        for file in targets {
            work += try selection.jobs(file: file, animators: runner.animators(in: file) ?? [])
        }
        let live = !json && isatty(STDOUT_FILENO) != 0
        let results = runner.run(work) { result in
            if live { FileHandle.standardError.write(Data("\r\(result.test) \(result.status.rawValue)\u{1B}[K".utf8)) }
        }
        if live { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        let report = ValidationReport(results: results)
        if let junit { try AtomicFileWriter.write(report.junit(), to: junit) }
        if json {
            print(try report.json())
        } else {
            print(report.text(colour: Self.colour), terminator: "")
        }
        if report.hasFailures { throw ExitCode(1) }
    }

    private func printCatalogue(_ tests: [ValidationTest]) throws {
        if json {
            let objects = tests.map { ["id": $0.id, "level": $0.level, "scope": $0.scope.rawValue, "description": $0.summary] as [String: Any] }
            let data = try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        } else {
            for test in tests { print("\(test.id)  level \(test.level), \(test.scope.rawValue): \(test.summary)") }
        }
    }

    /// Status words coloured on a terminal (standard output), never with NO_COLOR.
    static func colour(_ status: ValidationStatus, _ word: String) -> String {
        guard isatty(STDOUT_FILENO) != 0, ProcessInfo.processInfo.environment["NO_COLOR"] == nil else { return word }
        let code = switch status {
        case .passed: "32"
        case .failed, .crashed, .timeout: "1;31"
        case .warning: "33"
        case .skipped: "2"
        }
        return "\u{1B}[\(code)m\(word)\u{1B}[0m"
    }
}

/// The hidden child side of `segue validate`: runs one test on one subject and prints its
/// outcome as one JSON line, or lists a library's animators.
struct ValidateJobCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: ValidationRunner.childCommand, abstract: "Run one validation test (used by segue validate).", shouldDisplay: false)

    @Option var file: String
    @Option var test: String?
    @Option var animator: String?
    @Option var seed: UInt64 = 1
    @Flag var listAnimators = false

    func run() throws {
        let encoder = JSONEncoder()
        if listAnimators {
            guard let ids = ValidationRunner.listAnimators(file) else { throw ExitCode(3) }
            print(String(decoding: try encoder.encode(ids), as: UTF8.self))
            return
        }
        let outcome = ValidationCatalogue.run(test ?? "", on: ValidationSubject(file: file, animator: animator, seed: seed))
        print(String(decoding: try encoder.encode(outcome), as: UTF8.self))
    }
}
