import Foundation
import SegueTestSupport
import Testing

/// A newcomer's frictions (issue 24, section 6), each met by a new user: hints that work where
/// they are printed, a library given as a plugin folder, an output format segue cannot write,
/// and "did you mean" for commands, options and parameters.
@Suite struct NewcomerTests {
    private let isolated = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]

    private func run(_ arguments: [String], in folder: URL? = nil) throws -> SegueExecutable.Result {
        try SegueExecutable.run(
            arguments, environment: isolated, workingDirectory: folder ?? SegueExecutable.temporaryDirectory())
    }

    /// The commands inside backquotes in `text`.
    private func quotedCommands(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map {
            String($0.element)
        }
    }

    // Outside the checkout, `segue` is not on the PATH here: the hint names the executable by the
    // path it was started with, and that command runs.
    @Test func theNextHintRunsWhereItIsPrinted() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let result = try run(["run", "--animator", "diagonal"], in: folder)
        let next = try #require(result.standardOutput.split(separator: "\n").last.map(String.init))
        let commands = quotedCommands(next)
        #expect(commands.count == 2, "\(next)")
        let executable = try #require(SegueExecutable.path)
        for command in commands { #expect(command.hasPrefix(executable + " "), "\(command)") }
        let words = ExamplesTests.shellWords(commands[0])
        #expect(words.dropFirst().first == "run")
        let drawn = try run(Array(words.dropFirst()), in: folder)
        #expect(drawn.status == 0, "\(drawn.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("diagonal.svg").path))
    }

    // At the checkout's root, the hint is the README's own way of running segue.
    @Test func atTheCheckoutsRootTheHintIsSwiftRun() throws {
        let result = try run(["run", "--animator", "diagonal"], in: FixtureLibraries.repositoryRoot)
        #expect(
            result.standardOutput.contains(
                "Next: draw it with `swift run segue run --animator diagonal --render diagonal.svg`"),
            "\(result.standardOutput)")
        let missing = try run(["run"], in: FixtureLibraries.repositoryRoot)
        #expect(
            missing.status == 64 && missing.standardError.contains("run `swift run segue list`"),
            "\(missing.standardError)")
    }

    // `plugin new` prints build, list and validate commands that name this segue.
    @Test func pluginNewPrintsCommandsForThisSegue() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let result = try run(["plugin", "new", "Fade", "--lang", "c", "--output", "my fade"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let executable = try #require(SegueExecutable.path)
        #expect(
            result.standardOutput.contains("  \(executable) list --plugin-path 'my fade'\n"), "\(result.standardOutput)"
        )
        #expect(result.standardOutput.contains("  \(executable) validate 'my fade'/libFade.so --strictness 10\n"))
    }

    // --plugin-path names folders; a library there is refused with the folder to pass instead.
    @Test func aLibraryGivenAsPluginPathIsRefusedNamingItsFolder() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let library = folder.appendingPathComponent("libdoor.so")
        try FileManager.default.copyItem(atPath: try FixtureLibraries.path("WellBehaved"), toPath: library.path)
        for command in [["list"], ["run", "--animator", "diagonal"], ["gallery", "g.html"]] {
            let result = try run(command + ["--plugin-path", library.path], in: folder)
            #expect(result.status == 64, "\(command): \(result.standardError)")
            #expect(
                result.standardError.contains(
                    "--plugin-path '\(library.path)' is a file; pass its folder (--plugin-path \(folder.path))"),
                "\(result.standardError)")
        }
        let folderWorks = try run(["list", "--plugin-path", folder.path], in: folder)
        #expect(folderWorks.status == 0 && folderWorks.standardOutput.contains("libdoor.so"))
        // The same mistake in SEGUE_PLUGIN_PATH is a warning naming the folder.
        let variable = try SegueExecutable.run(
            ["list"], environment: ["SEGUE_PLUGIN_PATH": library.path, "HOME": "/nonexistent-segue-home"])
        #expect(
            variable.standardError.contains("is a file, not a plugin folder; name its folder (\(folder.path))"),
            "\(variable.standardError)")
    }

    // Every file option refuses an extension it cannot write, listing what it writes, and
    // writes nothing (the animated picture is SVG only; a filmstrip is SVG or PNG).
    @Test(arguments: [
        (
            ["run", "--animator", "diagonal", "--render", "x.png"], "--render 'x.png' asks for a .png file",
            "it writes .svg only: give a path like x.svg"
        ),
        (
            ["run", "--animator", "diagonal", "--filmstrip", "strip.GIF"],
            "--filmstrip 'strip.GIF' asks for a .gif file", "it writes .svg or .png"
        ),
        (
            ["run", "--animator", "diagonal", "--video", "clip.avi"], "--video 'clip.avi' asks for a .avi file",
            "it writes .gif, .apng, .mp4 or .webm"
        ),
        (
            ["run", "--animator", "diagonal", "--trace", "t.csv"], "--trace 't.csv' asks for a .csv file",
            "it writes .jsonl or .ndjson"
        ),
        (["gallery", "page.pdf"], "OUT.html 'page.pdf' asks for a .pdf file", "it writes .html or .htm"),
        (["curve", "ease-in", "--render", "c.png"], "--render 'c.png' asks for a .png file", ".svg only"),
        (["validate", "--junit", "r.json", "x.so"], "--junit 'r.json' asks for a .json file", ".xml only"),
    ])
    func anOutputFormatSegueCannotWriteIsRefused(arguments: [String], refusal: String, formats: String) throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let result = try run(arguments, in: folder)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(
            result.standardError.contains(refusal) && result.standardError.contains(formats), "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing written")
    }

    // An upper-case or missing extension of a format it writes is fine.
    @Test func theFormatsItWritesAreAccepted() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let result = try run(
            ["run", "--animator", "diagonal", "--render", "a.SVG", "--filmstrip", "strip", "--trace", "t.ndjson"],
            in: folder)
        #expect(result.status == 0, "\(result.standardError)")
    }

    // Commands: argument-parser calls `runn` an unexpected argument; segue names the command.
    @Test(arguments: [
        (
            ["runn", "--animator", "diagonal"],
            "'runn' is not a segue command (did you mean 'run'?); the commands are list, run,"
        ),
        (["lst"], "'lst' is not a segue command (did you mean 'list'?)"),
        (
            ["plugin", "neww", "Fade"],
            "'neww' is not a segue plugin command (did you mean 'new'?); the commands are new"
        ),
        (["frobnicate"], "'frobnicate' is not a segue command; the commands are"),
    ])
    func aMistypedCommandIsNamedWithTheClosest(arguments: [String], message: String) throws {
        let result = try run(arguments)
        #expect(result.status == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(result.standardError.filter { $0 == "\n" }.count == 1)
    }

    // Options: argument-parser suggests one only when the command's own checks pass; segue
    // also names it when they fail first (here --animator is missing, and --lang is required).
    @Test(arguments: [
        (
            ["run", "--animator", "diagonal", "--animatr", "zoom"],
            "Unknown option '--animatr'. Did you mean '--animator'? (see 'segue run --help')"
        ),
        (
            ["run", "--animatr", "diagonal"],
            "Unknown option '--animatr'. Did you mean '--animator'? (see 'segue run --help')"
        ),
        (
            ["plugin", "new", "Fade", "--lnag", "c"],
            "Unknown option '--lnag'. Did you mean '--lang'? (see 'segue plugin new --help')"
        ),
        (["validate", "--strictnes", "3", "x.so"], "Unknown option '--strictnes'. Did you mean '--strictness'?"),
        (["run", "--animator", "diagonal", "--zzzzzzz"], "Unknown option '--zzzzzzz' (see 'segue run --help')"),
    ])
    func aMistypedOptionIsNamedWithTheClosest(arguments: [String], message: String) throws {
        let result = try run(arguments)
        #expect(result.status == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(result.standardError.filter { $0 == "\n" }.count == 1)
    }

    // Parameters: the animator's own parameter names, swapped letters included.
    @Test func aMistypedParameterIsNamedWithTheClosest() throws {
        let swapped = try run(["run", "--animator", "zoom", "--param", "sclae=0.5"])
        #expect(swapped.status == 64)
        #expect(
            swapped.standardError.contains(
                "org.segue.zoom has no parameter 'sclae' (did you mean 'scale'?); it takes duration, bounce, scale"),
            "\(swapped.standardError)")
        let farOff = try run(["run", "--animator", "zoom", "--param", "velocity=1"])
        #expect(
            farOff.standardError.contains("no parameter 'velocity'; it takes"),
            "no far-fetched suggestion: \(farOff.standardError)")
    }

    // A scene's durations print to the millisecond (its frames are 1/60 s apart).
    @Test func sceneDurationsPrintRounded() throws {
        let scene = FixtureLibraries.repositoryRoot.appendingPathComponent("Scenes/modal-diagonal.json").path
        let result = try run(["run", "--scene", scene, "--segue", "open"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.hasPrefix("modal-diagonal.json segue open: 0.517 s, 33 frames"),
            "\(result.standardOutput)")
        #expect(result.standardOutput.contains("--scene \(scene) --segue open --render open.svg"))
    }

    // A scene file's mistakes reach the command line with their place in the document.
    @Test func sceneMistakesNameTheirPlace() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let file = folder.appendingPathComponent("scene.json")
        let scene =
            ##"{"window": {"width": 400, "height": 800}, "root": "A", "##
            + ##""controllers": [{"id": "A"}, {"id": "B", "colour": "#FF0000"}]}"##
        try Data(scene.utf8).write(to: file)
        let result = try run(["run", "--scene", file.path], in: folder)
        #expect(result.status == 64)
        #expect(
            result.standardError.contains(
                "scene file '\(file.path)' has an unknown key at controllers[1].colour (did you mean 'color'?)"),
            "\(result.standardError)")
    }

    // The plugin guide's C example is the template, word for word: its ```c blocks, joined,
    // are the fade.c that `plugin new Fade --lang c` writes.
    @Test func theGuidesCExampleIsTheTemplate() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        #expect(try run(["plugin", "new", "Fade", "--lang", "c"], in: folder).status == 0)
        let written = try String(contentsOf: folder.appendingPathComponent("Fade/fade.c"), encoding: .utf8)
        let guide = try String(
            contentsOf: FixtureLibraries.repositoryRoot.appendingPathComponent(
                "Sources/SeguePluginSDK/SeguePluginSDK.docc/WritingAnAnimatorPlugin.md"),
            encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in guide.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```c" {
                current = []
            } else if line == "```", let done = current {
                blocks.append(done.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        #expect(blocks.count == 2)
        #expect(blocks.joined(separator: "\n\n") + "\n" == written)
    }

    // Adding a parameter to the C template is adding one row: the new parameter is declared,
    // defaulted, range-checked by the shared setter and settable with --param.
    @Test func addingACParameterIsOneRow() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        #expect(try run(["plugin", "new", "Fade", "--lang", "c"], in: folder).status == 0)
        let source = folder.appendingPathComponent("Fade/fade.c")
        let text = try String(contentsOf: source, encoding: .utf8)
        let marker = "    /* add rows above this line */\n"
        #expect(text.contains(marker))
        let row =
            #"    ROW(DELAY, "delay", "Delay", "Seconds before the fade (not used by this fade).", 0.25, 0, 2) \"#
            + "\n"
        try Data(text.replacingOccurrences(of: marker, with: row + marker).utf8).write(to: source)

        #expect(try SegueExecutable.makeCPlugin(in: folder.appendingPathComponent("Fade")) == 0)

        let plugins = folder.appendingPathComponent("Fade").path
        let listed = try run(["list", "--json", "--plugin-path", plugins])
        #expect(
            listed.standardOutput.contains("\"id\" : \"delay\"") || listed.standardOutput.contains("\"id\": \"delay\""),
            "\(listed.standardOutput)")
        let set = try run([
            "run", "--animator", "fade", "--plugin-path", plugins, "--param", "delay=1.5", "--param", "duration=0.2",
        ])
        #expect(set.status == 0, "\(set.standardError)")
        let outOfRange = try run(["run", "--animator", "fade", "--plugin-path", plugins, "--param", "delay=3"])
        #expect(outOfRange.status == 64 && outOfRange.standardError.contains("delay"), "\(outOfRange.standardError)")
        let validated = try run([
            "validate", folder.appendingPathComponent("Fade/libFade.so").path, "--include", "^parameters\\.",
            "--strictness", "10",
        ])
        #expect(validated.status == 0, "\(validated.standardOutput)")
    }
}
