import Foundation
import SegueHost

extension PluginImportCommand {
    /// Builds the written package with `swift build` (the swift on the PATH), its output kept unless the build
    /// fails; then prints the library and how to run it, or the failure as one list (``BuildFailureReport``)
    /// and fails with status 1.
    func build(exports: [UIKitExport], precheck: [ObjectiveCPrecheck.Finding], uikitSubclasses: Set<String>) throws {
        let folder = ShellWord.quoted(shownOutput)
        print(
            "Building with `swift build --package-path \(folder)` (a first build compiles Segue's UIKit layer "
                + "into the package too, so it takes a while)…")
        let (status, output) = try runSwiftBuild()
        let library = "\(shownOutput)/.build/debug/lib\(pluginName).so"
        if status == 0 {
            print("Built \(library).")
            if !precheck.isEmpty {
                print("It builds, but the Objective-C-only code listed above will not behave as on iOS.")
            }
            printHints(exports, build: false)
            return
        }
        let diagnostics = CompilerDiagnostics(
            output: output, localUIKitTypes: uikitSubclasses, displayPath: displayPath)
        let report = BuildFailureReport(diagnostics: diagnostics, precheck: precheck)
        if diagnostics.isEmpty {
            // Not the compiler's errors (a manifest or dependency failure): its own words are the clearest.
            StandardError.write(output)
        } else {
            print("What to change before \(pluginName) builds:")
            for line in report.lines { print(line) }
        }
        let what = diagnostics.isEmpty ? "swift build failed (its output is above)" : "\(report.summary) (listed above)"
        throw CommandFailure(
            "'\(shownOutput)' did not build: \(what)"
                + "; change the files in '\(sourceFolder)', then run `swift build --package-path \(folder)` "
                + "for the compiler's own output",
            status: .jobFailed)
    }

    /// Runs `swift build --package-path <output>` and returns its status and its output and errors, interleaved.
    private func runSwiftBuild() throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", output]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw CommandFailure(
                "cannot run swift to build '\(shownOutput)': \(FileProblem.cause(of: error)); the package is "
                    + "written, so build it with `swift build --package-path \(ShellWord.quoted(shownOutput))`",
                status: .jobFailed)
        }
        // Read before waiting so a long build log cannot fill the pipe and stall the build.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        if process.terminationStatus == 127, text.contains("swift") {
            throw CommandFailure(
                "there is no swift on the PATH to build '\(shownOutput)' with; the package is written, so build it "
                    + "with `swift build --package-path \(ShellWord.quoted(shownOutput))` where Swift 6.3 is installed",
                status: .jobFailed)
        }
        return (process.terminationStatus, text)
    }

    /// A path the compiler printed (absolute, inside the output folder) as the person wrote the output folder.
    private func displayPath(_ path: String) -> String {
        let url = URL(fileURLWithPath: output)
        for root in [url.standardizedFileURL.path, url.resolvingSymlinksInPath().standardizedFileURL.path]
        where path.hasPrefix(root + "/") {
            return shownOutput + path.dropFirst(root.count)
        }
        return path
    }
}
