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
            warning. SIGINT or SIGTERM stops every worker before segue exits. Results are passed, failed, crashed, \
            timeout, skipped, warning or spoiled: when a plugin breaks one \
            rule of the context (a call after complete_transition), every test that runs a transition sees that call \
            refused, so those whose own checks passed are folded into one root-cause failure \
            (lifecycle.no-refused-calls \
            when it ran) that names the refused call, its state and the tests it spoiled. The exit status is 0 only \
            when nothing failed, crashed or timed out, and 1 when something did.

            A library that offers interaction or presentation controllers (ABI 1.2) also gets the interactor.* or \
            presentation.* tests, once per controller, run on the raw vtable its factory creates: synthetic \
            gestures (pans both ways, a closing pinch, a later touch grabbing a finishing transition) and layouts \
            (phones, tablets, a small window, both size classes) in, answers judged by interaction.h and \
            presentation.h; and, through the host's runtime in SegueKit's modal transition, a presentation \
            controller's hook order and the removal of its chrome. A library of animators only is validated as \
            before.

            Selecting tests: --strictness N runs the tests of level N and below; --include and --exclude keep or \
            drop tests whose id matches a regular expression; --enable ID runs test ID whatever the level and \
            patterns say, and --disable ID never runs it (both repeatable, exact ids from --list-tests). Each level \
            adds the tests a host or user would trust next, so a plugin that passes level N is good for what the \
            levels below promise:
              1  the library loads and a host accepts it: constructors and init return, only the entry symbol is \
                 exported, the ABI major matches, every descriptor (of every kind) keeps the rules and ids are \
                 unique. Failing here, no host offers the animator or controller.
              2  tools can enumerate and create: entry queries answer by the rules, the scan is quick, capability \
                 flags match the vtable, animators and controllers are created and destroyed, a controller's \
                 begin is accepted, the duration is stable.
              3  one transition keeps the contract: init/deinit are reference-counted and re-init gives the same \
                 library, parameters start at their defaults and keep their exact bounds, completion comes \
                 once, when the animations end, every claimed operation ends where UIKit's would, created \
                 views are removed, views are only where the rule says; a controller's fractions stay in 0…1 and \
                 every release is decided; a presented view's frame is pure, inside the container, and its \
                 adaptive style permitted. What a user sees in every normal run.
              4  the context's rules in detail: animation_ended after completion, no calls after completion, no \
                 refused call; a steady gesture's fractions never step back. A plugin that passes 3 can still \
                 break these unseen.
              5  interaction and determinism: scrubbing, cancel and finish, the interruptible hook, byte-identical \
                 traces, two animators of one id at once and one used twice behaving as fresh ones; a later \
                 touch grabs a finishing transition without a jump, controllers answer deterministically, a \
                 presentation's taps and swipes get known answers. What interactive and recorded transitions \
                 rely on.
              6  timing and process robustness: one completion when interactive, the same poses at 24 to 240 fps, the \
                 same trace in another process.
              7  hostile values: seeded parameter values in range kept, out of range and non-finite refused; \
                 extreme gesture events answered by the rules.
              8  resources: the heap stays flat over hundreds of create/destroy cycles and transitions.
              9  every entry point called through libffi with NULL and edge-case arguments.
              10 everything (the default): every test, at whatever level it was added.
            The full table, with what each test proves, is in docs/validate.md.

            Randomness and repeats: every test that draws random values (cancel and finish percentages, \
            parameter fuzzing) \
            draws them from --seed (default 1), which every report prints, so a run can be \
            repeated exactly. --repeat N (1…1000) runs each selected test N times with seeds seed, seed+1, …; a \
            failure names the seed it ran with.

            Examples:
              segue validate ./libMyPlugin.so
              segue validate --all --strictness 10 -j 2 --junit validate.xml
              segue validate --list-tests --json
              segue validate ./libMyPlugin.so --include '^interaction\\.' --in-process --seed 7
              segue validate ./libMyPlugin.so --strictness 3 --enable robustness.parameter-fuzz --repeat 5
              segue validate ./libMyPlugin.so --disable lifecycle.memory-stable
            """)

    @OptionGroup var plugins: PluginOptions
    @OptionGroup var logging: LoggingOptions

    @Argument(
        help: ArgumentHelp("Plugin libraries to validate.", valueName: "PLUGIN.so"),
        completion: .file(extensions: ["so"]))
    var files: [String] = []

    @Flag(name: .long, help: "Validate every plugin library on the search path.")
    var all = false

    @Option(name: .long, help: "Run per-animator tests on this animator id only.")
    var animator: String?

    @Flag(name: .long, help: "List the tests (id, level, scope, description) instead of running them.")
    var listTests = false

    @Option(
        name: .long, help: ArgumentHelp("Run only tests whose id matches this regular expression.", valueName: "REGEX"),
        transform: TestPattern.init(parsing:))
    var include: TestPattern?

    @Option(
        name: .long, help: ArgumentHelp("Skip tests whose id matches this regular expression.", valueName: "REGEX"),
        transform: TestPattern.init(parsing:))
    var exclude: TestPattern?

    @Option(
        name: .long, parsing: .unconditional, help: "Run tests up to this level, 1…10 (each level is described below).")
    var strictness = 10

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Also run this test, whatever its level and the patterns (repeatable).", valueName: "TEST-ID"))
    var enable: [String] = []

    @Option(name: .long, help: ArgumentHelp("Never run this test (repeatable).", valueName: "TEST-ID"))
    var disable: [String] = []

    @Option(
        name: .customLong("repeat"), parsing: .unconditional,
        help: ArgumentHelp(
            "Run each selected test this many times, with seeds seed, seed+1, …; 1…1000.", valueName: "N"))
    var repeats = 1

    @Option(name: .short, parsing: .unconditional, help: "Run this many tests at once, 1…64.")
    var j = 1

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Seconds each test may take before it is killed as timeout, 0.01…3600.", valueName: "SECONDS"),
        transform: { try InvalidValue.number($0, in: 0.01...3600, unit: "seconds") })
    var timeout: Double = 60

    @Flag(name: .long, help: "Run tests inside this process (for debugging; a crashing plugin ends the run).")
    var inProcess = false

    @Option(
        name: .long, help: "Seed every randomised test draws from (printed in every report), for reproducible runs.")
    var seed: UInt64 = ValidationSelection.defaultSeed

    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    @Option(
        name: .long, help: ArgumentHelp("Also write a JUnit XML report here.", valueName: "FILE.xml"),
        completion: .file(extensions: ["xml"]))
    var junit: String?

    func validate() throws {
        guard (1...10).contains(strictness) else {
            throw ValidationError("--strictness \(strictness) is out of range; give a level from 1 to 10")
        }
        guard (1...64).contains(j) else {
            throw ValidationError("-j \(j) is out of range; run from 1 to 64 tests at once")
        }
        let limit = ValidationSelection.repeatLimit
        guard limit.contains(repeats) else {
            throw ValidationError(
                "--repeat \(repeats) is out of range; run each test "
                    + "from \(limit.lowerBound) to \(limit.upperBound) times"
            )
        }
        do { _ = try selection.tests() } catch let error as SelectionError { throw ValidationError(error.description) }
    }

    /// The tests, subjects, seeds and repetitions the options choose.
    private var selection: ValidationSelection {
        ValidationSelection(
            strictness: strictness, include: include?.pattern, exclude: exclude?.pattern, animator: animator,
            enabled: enable, disabled: disable,
            seed: seed, repeats: repeats)
    }

    func run() throws {
        let selection = selection
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
            throw CommandFailure(
                "nothing to validate; give PLUGIN.so files or --all (which searches the plugin folders)")
        }
        guard let executable = PluginSearchPath.runningExecutablePath() else {
            throw CommandFailure(
                "cannot find the running segue executable to run tests in child processes; use --in-process")
        }
        var runner = ValidationRunner(executable: executable)
        runner.jobs = j
        runner.timeout = timeout
        runner.inProcess = inProcess
        // In process, a plugin's fatal signal ends segue with a sentence naming it (status 70).
        if inProcess { InProcessPluginGuard.install(callTimeout: runner.timeout) }
        if !inProcess { ValidationRunner.stopWorkersOnInterrupt() }
        let live = !json && isatty(STDOUT_FILENO) != 0
        let results = try runner.run(files: targets, selection: selection) { result in
            if live { FileHandle.standardError.write(Data("\r\(result.test) \(result.status.rawValue)\u{1B}[K".utf8)) }
        }
        if live { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        let report = ValidationReport(results: results, seed: seed, repeats: repeats)
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
            try JSONOutput.print(
                tests.map {
                    CatalogueEntry(
                        id: $0.id, level: $0.level, scope: $0.scope.rawValue, description: $0.summary, proves: $0.proves
                    )
                })
        } else {
            for test in tests {
                print("\(test.id)  level \(test.level), \(test.scope.rawValue): \(test.summary) Proves: \(test.proves)")
            }
        }
    }

    /// Status words coloured on a terminal (standard output), never with NO_COLOR.
    static func colour(_ status: ValidationStatus, _ word: String) -> String {
        guard isatty(STDOUT_FILENO) != 0, ProcessInfo.processInfo.environment["NO_COLOR"] == nil else { return word }
        let code =
            switch status {
            case .passed: "32"
            case .failed, .crashed, .timeout: "1;31"
            case .warning: "33"
            case .skipped, .spoiled: "2"
            }
        return "\u{1B}[\(code)m\(word)\u{1B}[0m"
    }
}
