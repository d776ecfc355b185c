import Foundation
import SegueTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What one broken plugin library cannot do to `segue`: end it, hang it, overflow its stack,
/// flood its memory, write into its JSON, or make it trap. Each case puts the one bad library
/// alone in a fresh plugin folder with a fresh registry cache, so no case sees another's scan.
@Suite struct HostSurvivalTests {
    /// The animators bundled beside the executable, which every listing must still show.
    static let bundledIDs = BundledPluginManifest.ids

    /// The forged ELF file's name in `libraries`: not a fixture, made at run time.
    static let forged = "forged.so"

    /// Every library `segue list` must survive.
    static let libraries = [
        "ExitsInAnimate", "LoopsInAnimate", "RecursesInAnimate", "HugeAnimatorCount", "InitPointsAtData",
        "ChattyAnimate", "ExtremeSpring", "ExitsInConstructor", "CrashesInInit", "HangsInInit", forged, "EscapeInName",
        "FloodsOutput",
    ]

    /// The libraries whose scan itself dies or hangs, with the word their blocked reason must use.
    static let blockedVerbs = [
        "ExitsInConstructor": "exited", "CrashesInInit": "crashed", "HangsInInit": "hung", "FloodsOutput": "flooded",
    ]

    /// The fixtures that break in animate_transition, with how the host must say their process ended.
    static let animateFailures = [
        "ExitsInAnimate": "exited", "LoopsInAnimate": "stopped answering", "RecursesInAnimate": "crashed",
        "CrashesInAnimate": "crashed",
    ]

    /// Each animating fixture's animator id.
    static let ids = [
        "ExitsInAnimate": "org.segue.fixture.exits-in-animate", "LoopsInAnimate": "org.segue.fixture.loops-in-animate",
        "RecursesInAnimate": "org.segue.fixture.recurses-in-animate",
        "CrashesInAnimate": "org.segue.fixture.crashes-in-animate",
        "ChattyAnimate": "org.segue.fixture.chatty-animate", "ExtremeSpring": "org.segue.fixture.extreme-spring",
    ]

    @Test(arguments: libraries)
    func listShowsTheBundledAnimatorsWhateverTheLibraryDoes(_ name: String) throws {
        let sandbox = try Sandbox(holding: name)
        defer { sandbox.remove() }
        let options = ["--plugin-path", sandbox.plugins.path, "--plugin-timeout", "2"]

        // JSON first, on the fresh cache, so it reports what the scan itself found.
        let json = try Run(["list", "--json"] + options, sandbox: sandbox)
        json.expectEndedByItself()
        #expect(json.status == 0, "\(json.errorText)")
        #expect(json.seconds < 15, "the scan of \(name) took \(json.seconds) s")
        let object = try #require(
            JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any],
            "stdout is one JSON object: \(json.outputText)")
        let animators = try #require(object["animators"] as? [[String: Any]])
        let blocked = try #require(object["blocked"] as? [[String: Any]])
        let diagnostics = try #require(object["diagnostics"] as? [String])
        let listed = Set(animators.compactMap { $0["id"] as? String })
        #expect(listed.isSuperset(of: Self.bundledIDs), "\(listed.sorted())")

        if let verb = Self.blockedVerbs[name] {
            let entry = try #require(
                blocked.first { $0["file"] as? String == sandbox.library }, "\(blocked) \(json.errorText)")
            #expect((entry["reason"] as? String)?.contains(verb) == true, "\(entry)")
        } else {
            // A defect that only shows when animating, or a refusal at scan time, is no reason to block.
            #expect(blocked.isEmpty, "\(blocked)")
        }
        if let id = Self.ids[name] {
            #expect(listed.contains(id), "a library that only misbehaves when animating is still listed")
        }
        switch name {
        case "InitPointsAtData":
            // Refused before the call: the pointer lies outside the library's executable segments.
            #expect(
                diagnostics.contains { $0.hasPrefix(sandbox.library + ":") && $0.contains("entry function init") },
                "\(diagnostics)")
        case "HugeAnimatorCount":
            #expect(
                diagnostics.contains { $0.hasPrefix(sandbox.library + ":") && $0.contains("animator_count") },
                "\(diagnostics)")
            // Trusting the count would take minutes, or memory for four billion descriptors.
            #expect(json.seconds < 5, "\(json.seconds) s")
            #expect(json.maximumResidentKiB < 256 * 1024, "\(json.maximumResidentKiB) KiB at most in segue")
        case Self.forged, "EscapeInName":
            #expect(diagnostics.contains { $0.hasPrefix(sandbox.library + ":") }, "\(diagnostics)")
        default: break
        }

        // Then text, on the cache the JSON run wrote: the remembered verdicts print cleanly too.
        let text = try Run(["list"] + options, sandbox: sandbox)
        text.expectEndedByItself()
        #expect(text.status == 0, "\(text.errorText)")
        #expect(
            !text.standardOutput.contains { $0 < 0x20 && $0 != 0x0A },
            "raw control bytes on stdout: \(text.outputText.debugDescription)")
        #expect(
            !text.standardError.contains { $0 < 0x20 && $0 != 0x0A },
            "raw control bytes on stderr: \(text.errorText.debugDescription)")
        let lineStarts = Set(
            text.outputText.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
        #expect(lineStarts.isSuperset(of: Self.bundledIDs), "\(text.outputText)")
    }

    @Test(arguments: ["ExitsInAnimate", "LoopsInAnimate", "RecursesInAnimate", "CrashesInAnimate"])
    func anAnimatorThatDiesInAnimateEndsTheRunWithOneSentence(_ name: String) throws {
        let sandbox = try Sandbox(holding: name)
        defer { sandbox.remove() }
        let id = try #require(Self.ids[name])
        let run = try Run(sandbox.runArguments(id), sandbox: sandbox)
        run.expectEndedByItself()
        #expect(run.status != nil && run.status != 0, "status \(String(describing: run.status)): \(run.errorText)")
        let lines = run.errorText.split(separator: "\n")
        #expect(lines.count == 1, "one sentence on stderr: \(run.errorText)")
        let sentence = try #require(lines.first)
        #expect(
            sentence.contains(id) && sentence.contains("animate_transition") && sentence.contains(sandbox.library),
            "\(sentence)")
        #expect(sentence.contains(try #require(Self.animateFailures[name])), "\(sentence)")
    }

    @Test(arguments: [false, true])
    func whatAPluginPrintsNeverReachesStandardOutput(inProcess: Bool) throws {
        let sandbox = try Sandbox(holding: "ChattyAnimate")
        defer { sandbox.remove() }
        let run = try Run(
            sandbox.runArguments(try #require(Self.ids["ChattyAnimate"]), inProcess: inProcess), sandbox: sandbox)
        run.expectEndedByItself()
        #expect(run.status == 0, "\(run.errorText)")
        #expect(!run.outputText.contains("chatty animate:"), "the plugin's printf reached stdout: \(run.outputText)")
        #expect(
            (try? JSONSerialization.jsonObject(with: run.standardOutput)) is [String: Any],
            "stdout is only the JSON: \(run.outputText)")
        #expect(
            run.errorText.contains("chatty animate: animating"),
            "the plugin's output is shown on stderr: \(run.errorText)")
    }

    @Test func anAbsurdSpringIsRefusedNotTrappedOn() throws {
        let sandbox = try Sandbox(holding: "ExtremeSpring")
        defer { sandbox.remove() }
        let run = try Run(sandbox.runArguments(try #require(Self.ids["ExtremeSpring"])), sandbox: sandbox)
        run.expectEndedByItself()
        #expect(run.status == 0 || run.status == 1, "status \(String(describing: run.status)): \(run.errorText)")
        #expect(
            run.errorText.contains("animate refused") && run.errorText.contains("damping ratio"), "\(run.errorText)")
    }

    @Test func aPluginThatExitsInProcessStillFailsTheRunAndSaysSo() throws {
        let sandbox = try Sandbox(holding: "ExitsInAnimate")
        defer { sandbox.remove() }
        let run = try Run(
            sandbox.runArguments(try #require(Self.ids["ExitsInAnimate"]), inProcess: true), sandbox: sandbox)
        run.expectEndedByItself()
        // exit(0) from plugin code must not pass for a successful run.
        #expect(
            run.status != nil && run.status != 0,
            "status \(String(describing: run.status)), stderr: \(run.errorText.debugDescription)")
        let fileName = (sandbox.library as NSString).lastPathComponent
        #expect(
            run.errorText.contains(fileName) && run.errorText.contains("exit"),
            "stderr: \(run.errorText.debugDescription)")
    }

    @Test(arguments: ["ExitsInConstructor": "exited", "InitPointsAtData": "outside the library's code"])
    func inspectReportsALibraryThatDiesOnLoad(_ name: String, verb: String) throws {
        let sandbox = try Sandbox(holding: name)
        defer { sandbox.remove() }
        let run = try Run(["inspect", sandbox.library], sandbox: sandbox)
        run.expectEndedByItself()
        #expect(
            run.status != nil && run.status != 0 && (run.status ?? 255) < 128,
            "status \(String(describing: run.status)): \(run.errorText)")
        #expect((run.outputText + run.errorText).contains(verb), "\(run.outputText)\(run.errorText)")
    }

    @Test func aStuckAnimatorLeavesTheRestOfTheGallery() throws {
        let sandbox = try Sandbox(holding: "LoopsInAnimate")
        defer { sandbox.remove() }
        let page = sandbox.root.appendingPathComponent("gallery.html")
        let run = try Run(
            ["gallery", page.path, "--plugin-path", sandbox.plugins.path, "--plugin-timeout", "2"], sandbox: sandbox)
        run.expectEndedByItself()
        let html = try #require(try? String(contentsOf: page, encoding: .utf8), "no page written: \(run.errorText)")
        #expect(Self.bundledIDs.allSatisfy { html.contains($0) }, "every bundled animator is in the page")
        let id = try #require(Self.ids["LoopsInAnimate"])
        #expect(
            run.errorText.split(separator: "\n").contains { $0.contains(id) && $0.contains("animate_transition") },
            "\(run.errorText)")
    }
}

extension HostSurvivalTests {
    /// Fixtures whose animator (the first the library offers) runs one plain presentation
    /// correctly: their defects show only under the validator (a cancelled or interactive
    /// transition, a second init, a parameter's default, a duplicate beside its twin, memory over
    /// many cycles, a slow init under its warning limit, an extension lookup or exported symbols
    /// no run asks for; a parameter's exact bounds; completion timing, which only the validator
    /// measures against the animations; state kept across animators, transitions or processes,
    /// or frame rates, which one run cannot show; push only; a write to the host's memory at the
    /// last deinit, which a run's exit never reaches; an animator count the listing already
    /// reported), or they have none. Every other fixture's run must fail or say what is wrong.
    static let runsCleanly: Set<String> = [
        "WellBehaved", "LayerTour", "BuiltAgainstABI10", "BuiltAgainstABI11", "DuplicateOld", "DuplicateNew",
        "IgnoresCancel",
        "IgnoresCancelOnDismiss",
        "LeavesAnchorOnCancel", "LeaksPerCycle", "SlowInit", "WrongDefault", "Misbehaving", "BatchEdges",
        "FractionalIntDefault",
        "SwingsPresenterDoor", "LeavesViewBehind", "ChattyInit", "AnswersUnknownExtension", "ExtraSymbols",
        "InterruptibleBadHandle",
        "RangedParameters", "RefusesMaximum", "AcceptsPastMaximum", "RoundsParameter", "ChangesOnReinit",
        "WritesHostStruct", "HugeAnimatorCount",
        "CompletesEarly", "CompletesLate", "CompletesStale", "SharesStateAcrossAnimators", "KeepsStateOnReuse",
        "CachesHandleAcrossTransitions",
        "DependsOnFrameRate", "DependsOnProcess", "WrongEndStateOnPush",
    ]

    /// Every fixture in Fixtures/ (the folder is listed, so fixtures added later are covered)
    /// through `list`, `list --json`, `inspect` and `run`, isolated and in process: no death by
    /// a signal, no hang, and no run of a defective animator that says nothing.
    @Test(arguments: FixtureLibraries.names)
    func everyFixtureLeavesSegueStanding(_ name: String) throws {
        let sandbox = try Sandbox(holding: name)
        defer { sandbox.remove() }
        let options = ["--plugin-path", sandbox.plugins.path, "--plugin-timeout", "1"]
        let json = try Run(["list", "--json"] + options, sandbox: sandbox, deadline: 30)
        json.expectEndedByItself()
        #expect(json.status == 0, "\(name): list --json: \(json.errorText)")
        let object = try #require(
            JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any], "\(name): \(json.outputText)")
        let animators = (object["animators"] as? [[String: Any]] ?? []).filter {
            $0["file"] as? String == sandbox.library
        }
        try Run(["list"] + options, sandbox: sandbox, deadline: 30).expectEndedByItself()
        let inspect = try Run(["inspect", sandbox.library, "--plugin-timeout", "1"], sandbox: sandbox, deadline: 30)
        inspect.expectEndedByItself()
        guard let id = animators.first?["id"] as? String else {
            // Not listed: the listing must have said why (blocked, or a diagnostic naming it).
            #expect(
                json.errorText.contains(sandbox.library) || json.outputText.contains(sandbox.library),
                "\(name) vanished silently: \(json.errorText)")
            return
        }
        for inProcess in [false, true] {
            let run = try Run(
                sandbox.runArguments(id, inProcess: inProcess, timeout: "1"), sandbox: sandbox, deadline: 30)
            #expect(
                !run.timedOut && run.signal == nil,
                """
                \(name) \(inProcess ? "in process" : "isolated"): \
                \(run.signal.map { "signal \($0)" } ?? "hung"): \(run.errorText)
                """
            )
            // In process, a child the plugin started may keep the output open; segue cannot reach it.
            if !inProcess { #expect(!run.outputHeldOpen, "\(name): output held open") }
            if !Self.runsCleanly.contains(name) {
                #expect(
                    run.status != 0 || !run.errorText.isEmpty,
                    "\(name) \(inProcess ? "in process" : "isolated"): a defective animator's run succeeded silently")
            }
        }
    }
}

extension HostSurvivalTests {
    /// A crash after the transition completed fails the run: in destroy, named as such; in the
    /// library's destructors at the exit of its process, where the scan that lists it runs them
    /// first, so the library is blocked and never reaches a run.
    @Test(arguments: [("CrashesInDestroy", "in its destroy"), ("CrashesAtUnload", "unloaded at the exit")])
    func aCrashAfterTheWorkIsDoneFailsTheRunIsolated(name: String, words: String) throws {
        let sandbox = try Sandbox(holding: name)
        defer { sandbox.remove() }
        let id =
            name == "CrashesInDestroy" ? "org.segue.fixture.crashes-in-destroy" : "org.segue.fixture.crashes-at-unload"
        let run = try Run(sandbox.runArguments(id), sandbox: sandbox)
        run.expectEndedByItself()
        #expect(run.status != nil && run.status != 0, "\(run.errorText)")
        #expect(
            run.errorText.contains(words) && run.errorText.contains("SIGSEGV")
                && run.errorText.contains(sandbox.library), "\(run.errorText)")
        #expect(!run.outputText.contains("\"finished\":true") || run.status != 0)
    }

    /// In process, a fatal signal in plugin code ends segue with one sentence naming the library
    /// and the call in flight, status 70, before any report of success.
    @Test(arguments: [
        ("CrashesInAnimate", "animate_transition"), ("CrashesInDestroy", "destroy"),
        ("RecursesInAnimate", "animate_transition"),
    ])
    func aFatalSignalInProcessEndsSegueWithASentence(name: String, call: String) throws {
        let sandbox = try Sandbox(holding: name)
        defer { sandbox.remove() }
        let id =
            "org.segue.fixture."
            + name.replacingOccurrences(of: "([a-z])([A-Z])", with: "$1-$2", options: .regularExpression).lowercased()
        let run = try Run(sandbox.runArguments(id, inProcess: true), sandbox: sandbox)
        run.expectEndedByItself()
        #expect(run.status == 70, "\(String(describing: run.status)): \(run.errorText)")
        let sentence = run.errorText.split(separator: "\n").last.map(String.init) ?? ""
        #expect(sentence.contains(sandbox.library) && sentence.contains(call), "\(run.errorText)")
        #expect(run.outputText.isEmpty, "nothing reported on standard output: \(run.outputText)")
    }

    /// In process, a call that does not return is ended at the call deadline (--plugin-timeout),
    /// as isolated: status 70 and a sentence, within a few seconds.
    @Test func aStuckCallInProcessIsEndedAtTheDeadline() throws {
        let sandbox = try Sandbox(holding: "LoopsInAnimate")
        defer { sandbox.remove() }
        let run = try Run(
            sandbox.runArguments("org.segue.fixture.loops-in-animate", inProcess: true), sandbox: sandbox, deadline: 30)
        run.expectEndedByItself()
        #expect(run.status == 70, "\(run.errorText)")
        #expect(run.errorText.contains("animate_transition did not return within 2 s"), "\(run.errorText)")
        #expect(run.seconds < 10, "\(run.seconds) s")
    }

    /// Every call a plugin makes from its own thread is refused and reported, isolated and in
    /// process, run after run (the issue counted 23 of 40 runs without a word, and 38 of 40
    /// isolated runs with only a "dropped" count).
    @Test(arguments: (0..<20).flatMap { _ in [false, true] })
    func callsFromAnotherThreadAreReportedInEveryRun(inProcess: Bool) throws {
        let sandbox = try Sandbox(holding: "CallsFromThread")
        defer { sandbox.remove() }
        let run = try Run(
            sandbox.runArguments("org.segue.fixture.calls-from-thread", inProcess: inProcess), sandbox: sandbox)
        run.expectEndedByItself()
        let refusals = run.errorText.split(separator: "\n").filter {
            $0.contains("from another thread and refused with SEGUE_ERROR_WRONG_STATE")
        }
        #expect(refusals.count == 2, "is_animated and transition_was_cancelled, each once: \(run.errorText)")
        #expect(!run.errorText.contains("dropped"), "\(run.errorText)")
    }
}

extension HostSurvivalTests {
    /// One gallery of every fixture at once (a page per fixture would cost minutes, each page
    /// holding every bundled animator too): it ends by itself and shows the bundled animators.
    @Test func aGalleryOfEveryFixtureEndsByItself() throws {
        let sandbox = try Sandbox(holding: FixtureLibraries.names)
        defer { sandbox.remove() }
        let page = sandbox.root.appendingPathComponent("gallery.html")
        let run = try Run(
            ["gallery", page.path, "--fps", "5", "--plugin-path", sandbox.plugins.path, "--plugin-timeout", "1"],
            sandbox: sandbox, deadline: 300)
        run.expectEndedByItself()
        let html = try #require(try? String(contentsOf: page, encoding: .utf8), "no page written: \(run.errorText)")
        #expect(Self.bundledIDs.allSatisfy { html.contains($0) }, "every bundled animator is in the page")
    }
}

/// A fresh folder for one case: a plugin folder holding the one library, and a registry cache
/// path of its own (the file is not created; segue writes it).
private struct Sandbox {
    /// The folder everything lives in.
    let root: URL
    /// The plugin folder passed with --plugin-path.
    let plugins: URL
    /// The library's path inside `plugins`.
    let library: String
    /// The environment every run gets: no user plugin folders and this case's own cache.
    let environment: [String: String]

    /// Copies every fixture in `names` into a new plugin folder (`library` is the first).
    init(holding names: [String]) throws {
        self = try Sandbox(holding: names[0])
        for name in names.dropFirst() {
            let built = try FixtureLibraries.path(name)
            try FileManager.default.copyItem(
                atPath: built, toPath: plugins.appendingPathComponent((built as NSString).lastPathComponent).path)
        }
    }

    /// Copies fixture `name` (or forges an ELF file, for `HostSurvivalTests.forged`) into a new plugin folder.
    init(holding name: String) throws {
        root = try SegueExecutable.temporaryDirectory()
        plugins = root.appendingPathComponent("plugins")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        if name == HostSurvivalTests.forged {
            library = plugins.appendingPathComponent(name).path
            try Self.forgeELF(at: library)
        } else {
            let built = try FixtureLibraries.path(name)
            library = plugins.appendingPathComponent((built as NSString).lastPathComponent).path
            try FileManager.default.copyItem(atPath: built, toPath: library)
        }
        environment = [
            "SEGUE_PLUGIN_PATH": "", "HOME": root.appendingPathComponent("no-such-home").path,
            "SEGUE_REGISTRY_CACHE": root.appendingPathComponent("registry-cache.json").path,
        ]
    }

    /// Writes a copy of a bundled plugin whose ELF header puts the program headers (e_phoff, 8
    /// little-endian bytes at offset 32) far past the end of the file.
    static func forgeELF(at path: String) throws {
        let executable = try #require(SegueExecutable.path)
        let original = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(
            "libSeguePluginDiagonal.so")
        var bytes = try Data(contentsOf: original)
        try #require(
            bytes.count > 64 && bytes.prefix(4) == Data([0x7F, 0x45, 0x4C, 0x46]), "the bundled plugin is an ELF file")
        let offset: UInt64 = 0x7FFF_FFFF_FFFF_FFF0
        bytes.replaceSubrange(32..<40, with: withUnsafeBytes(of: offset.littleEndian) { Data($0) })
        try bytes.write(to: URL(fileURLWithPath: path))
    }

    /// `segue run` of animator `id` from this plugin folder, isolated unless `inProcess`.
    func runArguments(_ id: String, inProcess: Bool = false, timeout: String = "2") -> [String] {
        ["run", "--animator", id, "--plugin-path", plugins.path, "--plugin-timeout", timeout, "--json"]
            + (inProcess ? ["--in-process"] : [])
    }

    /// Deletes the folder.
    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// One run of `segue` that cannot outlive its deadline: spawned directly so its end (exit status
/// or signal) and peak memory come from wait4, with both output pipes drained while it runs.
private struct Run {
    /// The exit status, or nil when a signal ended it.
    var status: Int32?
    /// The signal that ended it, or nil when it exited.
    var signal: Int32?
    /// Everything it wrote to standard output.
    var standardOutput = Data()
    /// Everything it wrote to standard error.
    var standardError = Data()
    /// Seconds from spawn to exit.
    var seconds = 0.0
    /// Whether it outlived the deadline and this test killed it.
    var timedOut = false
    /// Whether its output pipes stayed open long after it exited (something it started holds them).
    var outputHeldOpen = false
    /// The largest resident set of it, in KiB: its own high-water mark, read from /proc while it
    /// runs. (wait4's figure would count this test process's memory too: posix_spawn's child
    /// shares it until exec, and the kernel keeps that high-water mark across the exec.)
    var maximumResidentKiB = 0

    /// Standard output as text.
    var outputText: String { String(decoding: standardOutput, as: UTF8.self) }
    /// Standard error as text.
    var errorText: String { String(decoding: standardError, as: UTF8.self) }

    /// Held while one run makes its pipes and spawns, so no other run inherits them.
    private static let spawning = NSLock()

    /// Runs `segue arguments` in `sandbox`'s environment, killing it after `deadline` seconds.
    init(_ arguments: [String], sandbox: Sandbox, deadline: Double = 60) throws {
        let path = try #require(SegueExecutable.path, "the segue executable was not found beside the tests")
        var output: [Int32] = [0, 0]
        var errors: [Int32] = [0, 0]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        let environment = ProcessInfo.processInfo.environment.merging(sandbox.environment) { _, new in new }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let started = Date()
        // The pipes are made close-on-exec and this run's write ends closed before any other
        // case can spawn: a run started in parallel that inherited them would hold this run's
        // output open past its end. (Swift's Glibc module has no pipe2 to do it atomically.)
        Self.spawning.lock()
        let piped = pipe(&output) == 0 && pipe(&errors) == 0
        for end in output + errors where piped { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        if piped {
            posix_spawn_file_actions_adddup2(&actions, output[1], 1)
            posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        }
        let spawned = piped ? posix_spawn(&pid, path, &actions, nil, argv, envp) : errno
        if piped {
            close(output[1])
            close(errors[1])
        }
        Self.spawning.unlock()
        defer {
            if piped {
                close(output[0])
                close(errors[0])
            }
        }
        try #require(piped, "pipe failed")
        try #require(spawned == 0, "posix_spawn failed: \(String(cString: strerror(spawned)))")

        var open = [output[0]: true, errors[0]: true]
        var ended: Date?
        var rawStatus: Int32 = 0
        var usage = rusage()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            var fds = open.filter(\.value).map { pollfd(fd: $0.key, events: Int16(POLLIN), revents: 0) }
            if !fds.isEmpty { _ = poll(&fds, nfds_t(fds.count), 50) } else { usleep(20_000) }
            for entry in fds where entry.revents != 0 {
                let count = read(entry.fd, &buffer, buffer.count)
                if count > 0 {
                    if entry.fd == output[0] {
                        standardOutput.append(contentsOf: buffer[0..<count])
                    } else {
                        standardError.append(contentsOf: buffer[0..<count])
                    }
                } else if count == 0 || errno != EINTR {
                    open[entry.fd] = false
                }
            }
            if ended == nil { maximumResidentKiB = max(maximumResidentKiB, Self.residentHighWaterKiB(of: pid)) }
            if ended == nil, wait4(pid, &rawStatus, WNOHANG, &usage) == pid {
                ended = Date()
                seconds = Date().timeIntervalSince(started)
            }
            if let ended {
                if !open.values.contains(true) { break }
                if Date().timeIntervalSince(ended) > 5 {
                    outputHeldOpen = true
                    break
                }
            } else if Date().timeIntervalSince(started) > deadline {
                timedOut = true
                kill(pid, SIGKILL)
                _ = wait4(pid, &rawStatus, 0, &usage)
                seconds = Date().timeIntervalSince(started)
                break
            }
        }
        // wait(2)'s status word: the low 7 bits are the signal, 0 for a normal exit.
        let terminatingSignal = rawStatus & 0x7F
        if terminatingSignal == 0 { status = (rawStatus >> 8) & 0xFF } else { signal = terminatingSignal }
    }

    /// `pid`'s resident high-water mark (VmHWM in /proc/PID/status), in KiB; 0 once it is gone.
    static func residentHighWaterKiB(of pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
    }

    /// Records an issue unless the run ended by itself, without a signal, and closed its output.
    func expectEndedByItself(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            !timedOut, "still running after the deadline; killed. stderr: \(errorText)", sourceLocation: sourceLocation)
        #expect(
            signal == nil, "segue was killed by signal \(signal ?? 0). stderr: \(errorText)",
            sourceLocation: sourceLocation)
        #expect(!outputHeldOpen, "its output stayed open after it exited", sourceLocation: sourceLocation)
    }
}
