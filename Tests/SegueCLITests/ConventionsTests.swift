import Foundation
import SegueTestSupport
import Testing

/// The command line's conventions: the exit-status policy, one error style, `--version`,
/// `--log-level`, plain-sentence file errors, bounded numbers, one JSON style.
@Suite struct ConventionsTests {
    private let isolated = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]

    /// Runs `segue` in `folder` (a fresh temporary one by default).
    private func run(_ arguments: [String], in folder: URL? = nil) throws -> SegueExecutable.Result {
        try SegueExecutable.run(arguments, environment: isolated, workingDirectory: folder)
    }

    @Test func versionNamesTheToolAndTheHostedABI() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput.wholeMatch(of: /segue \d+\.\d+\.\d+ \(plugin ABI 1\.\d+\.\d+\)\n/) != nil,
            "\(result.standardOutput)")
    }

    @Test func helpDocumentsTheExitStatusPolicy() throws {
        let result = try run(["--help"])
        #expect(result.status == 0)
        let text = result.standardOutput.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(
            of: "  ", with: " ")
        #expect(text.contains("0 success; 1 the job ran and found a failure"))
        #expect(text.contains("64 bad usage or input"))
    }

    /// Usage errors from argument-parser and from the tool itself: status 64, one line, one prefix.
    @Test(arguments: [
        ["run", "--animator", "diagonal", "--no-such-option"],
        ["run", "--animator", "diagonal", "--fps", "-5"],
        ["run", "--animator", "diagonal", "--fps", "0.0001"],
        ["run", "--animator", "diagonal", "--interactive", "pan:0@0,0.5@0.2,release@1e9"],
        ["run", "--animator", "diagonal", "--size", "4e-324x4e-324"],
        ["run", "--animator", "no-such-animator"],
        ["curve", "-1"],
        ["curve", "ease-in", "--at", "-5,inf"],
        ["curve", "spring(duration=1e308)"],
        ["curve", "spring(damping-ratio=0.5,response=1e-320)"],
        ["curve", "spring(damping-ratio=1e308,response=1)"],
        ["curve", "spring(stiffness=1e20)"],
        ["validate", "--include", "(", "x.so"],
        ["validate", "/nonexistent/libX.so"],
        ["plugin", "new", "9lives", "--lang", "c"],
    ])
    func badInputIsOneLineWithTheUsageStatus(arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.standardError)")
        #expect(result.standardError.hasPrefix("segue: error: "))
        #expect(result.standardError.filter { $0 == "\n" }.count == 1, "one line: \(result.standardError)")
        #expect(!result.standardError.contains("Domain"), "no Foundation error domains")
    }

    @Test func aJobThatFindsAFailureExitsWithOne() throws {
        let validation = try run([
            "validate", try FixtureLibraries.path("NeverCompletes"), "--include", "^lifecycle\\.completes-once$",
        ])
        #expect(validation.status == 1, "\(validation.standardOutput)")
        let inspect = try run(["inspect", try FixtureLibraries.path("WrongMajor")])
        #expect(inspect.status == 1)
        let fine = try run([
            "validate", try FixtureLibraries.path("WellBehaved"), "--include", "^lifecycle\\.duration$",
        ])
        #expect(fine.status == 0)
    }

    @Test func fileErrorsArePlainSentencesNamingThePath() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let isFolder = try run(["run", "--animator", "diagonal", "--render", "./"], in: folder)
        #expect(isFolder.status == 64 && isFolder.standardError.contains("'./' is a folder"))
        let notFolder = try run(["run", "--animator", "diagonal", "--render", "/proc/version/x.svg"], in: folder)
        #expect(notFolder.status == 64 && notFolder.standardError.contains("'/proc/version' is not a folder"))
        let missing = try run(["run", "--animator", "diagonal", "--trace", "no-such-folder/t.jsonl"], in: folder)
        #expect(missing.status == 64 && missing.standardError.contains("the folder 'no-such-folder' does not exist"))
        let scene = try run(["run", "--scene", "/tmp"], in: folder)
        #expect(scene.status == 64 && scene.standardError.contains("'/tmp' is a folder, not a file"))
    }

    @Test func everyOutputPathIsCheckedBeforeAnythingIsWritten() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let result = try run(
            ["run", "--animator", "diagonal", "--render", "ok.svg", "--filmstrip", "missing/x.svg"], in: folder)
        #expect(result.status == 64 && result.standardError.contains("--filmstrip 'missing/x.svg'"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("ok.svg").path))
    }

    @Test func writtenFilesAreNamedOnStandardError() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let result = try run(
            ["run", "--animator", "diagonal", "--render", "d.svg", "--filmstrip", "f.svg"], in: folder)
        #expect(result.status == 0)
        #expect(result.standardError.contains("segue: wrote d.svg (animated SVG)"))
        #expect(result.standardError.contains("segue: wrote f.svg (filmstrip of 8 frames)"))
    }

    @Test func theMainCommandEndsWithASuggestion() throws {
        let result = try run(["run", "--animator", "diagonal"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 2 && lines[0].hasPrefix("org.segue.diagonal present: ") && lines[1].hasPrefix("Next: "))
    }

    @Test func logLevelsFilterTheHostsAndThePluginsMessages() throws {
        let quiet = try run(["list", "--plugin-path", "/nonexistent-plugins", "--log-level", "error"])
        #expect(quiet.status == 0 && quiet.standardError.isEmpty)
        let normal = try run(["list", "--plugin-path", "/nonexistent-plugins"])
        #expect(normal.standardError.hasPrefix("segue: warning: "))
        let plain = try run(["run", "--animator", "diagonal"])
        #expect(!plain.standardError.contains("debug"))
        let verbose = try run(["run", "--animator", "diagonal", "-v"])
        #expect(verbose.standardError.contains("segue: debug: plugin: org.segue.diagonal: animating present"))
        let same = try run(["run", "--animator", "diagonal", "--log-level", "debug"])
        #expect(same.standardError == verbose.standardError)
        let clash = try run(["run", "--animator", "diagonal", "-v", "--log-level", "error"])
        #expect(clash.status == 64)
    }

    @Test func everyJSONOutputIsPrettyPrintedWithSortedKeys() throws {
        for arguments in [
            ["list", "--json"], ["run", "--animator", "diagonal", "--json"], ["inspect", "diagonal", "--json"],
            ["curve", "linear", "--samples", "2", "--format", "json"], ["validate", "--list-tests", "--json"],
        ] {
            let result = try run(arguments)
            #expect(result.status == 0, "\(arguments)")
            let data = Data(result.standardOutput.utf8)
            let object = try JSONSerialization.jsonObject(with: data)
            let again = try JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            let normalised = String(decoding: again, as: UTF8.self).replacingOccurrences(of: " : ", with: ": ")
            #expect(
                normalised.replacingOccurrences(of: " ", with: "")
                    == result.standardOutput.trimmingCharacters(in: .newlines).replacingOccurrences(of: " ", with: ""),
                "\(arguments) is pretty-printed with sorted keys")
            #expect(result.standardOutput.contains("\n  "), "\(arguments) is indented")
        }
    }
}
