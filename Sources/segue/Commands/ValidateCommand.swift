import ArgumentParser
import Foundation
import SegueConformance
import SegueHost

/// `segue validate`: the plugin ABI compliance suite.
struct ValidateCommand: LoggingCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check plugin libraries against the ABI and against what a good transition animator does.",
        discussion: """
            Each library is loaded by a worker process of its own (the segue executable re-run with a hidden \
            subcommand) that runs the library's tests one after another and reports each result over a private \
            channel, never standard output. A test whose worker dies is crashed (with how it ended and whether it \
            died in plugin or host code), one that hangs is timeout; either way a new worker takes the next test. \
            What a plugin writes to standard output or error is shown with its test, and standard output earns a \
            warning. SIGINT or SIGTERM stops every worker before segue exits. Results are passed, failed, crashed, timeout, skipped, warning or spoiled: when a plugin breaks one \
            rule of the context (a call after complete_transition), every test that runs a transition sees that call \
            refused, so those whose own checks passed are folded into one root-cause failure (lifecycle.no-refused-calls \
            when it ran) that names the refused call, its state and the tests it spoiled. The exit status is 0 only \
            when nothing failed, crashed or timed out, and 1 when something did. --strictness N runs the tests of \
            level N and below (1: essentials, 10: all).

            Examples:
              segue validate ./libMyPlugin.so
              segue validate --all --strictness 10 -j 2 --junit validate.xml
              segue validate --list-tests --json
              segue validate ./libMyPlugin.so --include '^interaction\\.' --in-process --seed 7
            """)

    @OptionGroup var plugins: PluginOptions
    @OptionGroup var logging: LoggingOptions

    @Argument(help: ArgumentHelp("Plugin libraries to validate.", valueName: "PLUGIN.so"), completion: .file(extensions: ["so"]))
    var files: [String] = []

    @Flag(name: .long, help: "Validate every plugin library on the search path.")
    var all = false

    @Option(name: .long, help: "Run per-animator tests on this animator id only.")
    var animator: String?

    @Flag(name: .long, help: "List the tests (id, level, scope, description) instead of running them.")
    var listTests = false

    @Option(name: .long, help: ArgumentHelp("Run only tests whose id matches this regular expression.", valueName: "REGEX"),
            transform: TestPattern.init(parsing:))
    var include: TestPattern?

    @Option(name: .long, help: ArgumentHelp("Skip tests whose id matches this regular expression.", valueName: "REGEX"),
            transform: TestPattern.init(parsing:))
    var exclude: TestPattern?

    @Option(name: .long, parsing: .unconditional, help: "Run tests up to this level, 1…10.")
    var strictness = 10

    @Option(name: .short, parsing: .unconditional, help: "Run this many tests at once, 1…64.")
    var j = 1

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Seconds each test may take before it is killed as timeout, 0.01…3600.", valueName: "SECONDS"),
            transform: { try InvalidValue.number($0, in: 0.01...3600, unit: "seconds") })
    var timeout: Double = 60

    @Flag(name: .long, help: "Run tests inside this process (for debugging; a crashing plugin ends the run).")
    var inProcess = false

    @Option(name: .long, help: "Seed for fuzzed values and random percentages, for reproducible runs.")
    var seed: UInt64 = 1

    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    @Option(name: .long, help: ArgumentHelp("Also write a JUnit XML report here.", valueName: "FILE.xml"), completion: .file(extensions: ["xml"]))
    var junit: String?

    func validate() throws {
        guard (1...10).contains(strictness) else { throw ValidationError("--strictness \(strictness) is out of range; give a level from 1 to 10") }
        guard (1...64).contains(j) else { throw ValidationError("-j \(j) is out of range; run from 1 to 64 tests at once") }
    }

    func run() throws {
        let selection = ValidationSelection(strictness: strictness, include: include?.pattern, exclude: exclude?.pattern, animator: animator)
        let tests = try selection.tests()
        if listTests {
            try printCatalogue(tests)
            return
        }
        if let junit { try AtomicFileWriter.checkWritable([.junit(junit)]) }
        var targets = files.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        for file in targets {
            if let problem = FileProblem.whyUnreadable(file) ?? LibraryFile.whyNotALibrary(file) {
                throw CommandFailure("\(problem); give the path of a plugin .so")
            }
        }
        if all {
            var diagnostics: [PluginDiagnostic] = []
            targets += plugins.searchPath.libraries(diagnostics: &diagnostics)
            for diagnostic in PluginDiagnostic.summarised(diagnostics) { StandardError.warning(diagnostic.description) }
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
        // In process, a plugin's fatal signal ends segue with a sentence naming it (status 70).
        if inProcess { InProcessPluginGuard.install(callTimeout: runner.timeout) }
        runner.seed = seed
        if !inProcess { ValidationRunner.stopWorkersOnInterrupt() }
        let live = !json && isatty(STDOUT_FILENO) != 0
        let results = try runner.run(files: targets, selection: selection) { result in
            if live { FileHandle.standardError.write(Data("\r\(result.test) \(result.status.rawValue)\u{1B}[K".utf8)) }
        }
        if live { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        let report = ValidationReport(results: results)
        if let junit { try AtomicFileWriter.write(report.junit(), to: junit, what: "JUnit report") }
        if json {
            try JSONOutput.print(report.document)
        } else {
            print(report.text(colour: Self.colour), terminator: "")
        }
        if report.hasFailures { throw ExitStatus.jobFailed.exitCode }
    }

    /// One catalogue entry as `--list-tests --json` prints it.
    private struct CatalogueEntry: Encodable {
        let id: String
        let level: Int
        let scope: String
        let description: String
        let proves: String
    }

    private func printCatalogue(_ tests: [ValidationTest]) throws {
        if json {
            try JSONOutput.print(tests.map { CatalogueEntry(id: $0.id, level: $0.level, scope: $0.scope.rawValue, description: $0.summary, proves: $0.proves) })
        } else {
            for test in tests { print("\(test.id)  level \(test.level), \(test.scope.rawValue): \(test.summary) Proves: \(test.proves)") }
        }
    }

    /// Status words coloured on a terminal (standard output), never with NO_COLOR.
    static func colour(_ status: ValidationStatus, _ word: String) -> String {
        guard isatty(STDOUT_FILENO) != 0, ProcessInfo.processInfo.environment["NO_COLOR"] == nil else { return word }
        let code = switch status {
        case .passed: "32"
        case .failed, .crashed, .timeout: "1;31"
        case .warning: "33"
        case .skipped, .spoiled: "2"
        }
        return "\u{1B}[\(code)m\(word)\u{1B}[0m"
    }
}

/// The hidden worker side of `segue validate`: loads one library and runs the tests the
/// validator sends over the private channel it passed on descriptors `--requests` and `--replies`.
struct ValidateWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: ValidationRunner.workerCommand, abstract: "Run validation tests for segue validate.", shouldDisplay: false)

    @Option var file: String
    @Option var seed: UInt64 = 1
    @Option var requests: Int32
    @Option var replies: Int32
    @Option var board: Int32

    func run() throws {
        let status = ValidationWorker.serve(file: file, seed: seed, requests: requests, replies: replies, board: board)
        if status != 0 { throw ExitCode(status) }
    }
}
