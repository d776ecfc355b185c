import Foundation
import SegueTestSupport
import Testing

/// Every `segue …` example the repository shows (each command's `--help`, and the `sh` blocks of
/// README.md, Scenes/README.md and Plugins/README.md) runs and exits 0, so no example rots.
@Suite struct ExamplesTests {
    private static let commands = ["", "list", "run", "inspect", "gallery", "validate", "plugin new", "curve", "bench"]
    private static let documents = ["README.md", "Scenes/README.md", "Plugins/README.md"]

    /// The examples, as argument lists after `segue`.
    static func examples() throws -> [[String]] {
        var lines: [String] = []
        for command in commands {
            let help = try SegueExecutable.run(
                command.split(separator: " ").map(String.init) + ["--help"], environment: ["COLUMNS": "400"])
            var inExamples = false
            for line in help.standardOutput.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasSuffix("Examples:") {
                    inExamples = true
                    continue
                }
                if inExamples && line.trimmingCharacters(in: .whitespaces).isEmpty { inExamples = false }
                if inExamples { lines.append(line.trimmingCharacters(in: .whitespaces)) }
            }
        }
        for document in documents {
            let text = try String(
                contentsOf: FixtureLibraries.repositoryRoot.appendingPathComponent(document), encoding: .utf8)
            var inShell = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("```") {
                    inShell = line == "```sh"
                    continue
                }
                if inShell {
                    lines.append(
                        String(line.split(separator: "#", maxSplits: 1).first ?? "").trimmingCharacters(
                            in: .whitespaces))
                }
            }
        }
        // `swift run -c release segue bench` is the bench example; its arguments run on the debug build.
        let invocations = lines.compactMap { line -> String? in
            if line.hasPrefix("segue ") { return String(line.dropFirst(6)) }
            if line.hasPrefix("swift run -c release segue ") { return String(line.dropFirst(27)) }
            return nil
        }
        return Array(Set(invocations)).sorted().map(shellWords)
    }

    /// `line` split as a shell would for these examples: spaces separate, single quotes group.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for character in line {
            if character == "'" {
                quoted.toggle()
                started = true
            } else if character == " " && !quoted {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if started { words.append(current) }
        return words
    }

    @Test func everyExampleRunsAndSucceeds() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 30, "found \(examples.count) examples")
        for arguments in examples {
            let folder = try SegueExecutable.temporaryDirectory()
            try stage(folder)
            var substituted = arguments.map { $0.hasPrefix("~/") ? folder.path + "/home/" + $0.dropFirst(2) : $0 }
            // A benchmark's own sizes take minutes on a debug build; its syntax is what is checked.
            if substituted.first == "bench" {
                substituted += ["--properties", "100", "--ticks", "2", "--bezier-evaluations", "1000"]
            }

            let result = try SegueExecutable.run(
                substituted, environment: ["SEGUE_PLUGIN_PATH": "", "HOME": folder.path + "/home"],
                workingDirectory: folder)
            #expect(result.status == 0, "segue \(arguments.joined(separator: " ")): \(result.standardError)")
        }
    }

    /// What the examples assume is there: a plugin library under the names they use, the example
    /// scenes, the plugin folders they name, a home folder.
    private func stage(_ folder: URL) throws {
        let library = try FixtureLibraries.path("WellBehaved")
        for name in ["libMyPlugin.so", "libFade.so"] {
            try FileManager.default.copyItem(atPath: library, toPath: folder.appendingPathComponent(name).path)
        }
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("Scenes"),
            withDestinationURL: FixtureLibraries.repositoryRoot.appendingPathComponent("Scenes"))
        for path in ["build/plugins", "my-plugins", "home/src"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
    }
}
