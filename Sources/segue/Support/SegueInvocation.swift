import Foundation
import SegueHost

/// How a person runs this `segue` from the folder they are in, for every hint the tool prints
/// (`Next: …`, "run `segue list`", the commands after `plugin new`): a command that works where
/// it is printed, not a bare `segue` that may not be on the `PATH`.
struct SegueInvocation: CustomStringConvertible {
    /// The words before the subcommand: `segue`, `swift run segue`, or the executable's path.
    let command: String

    /// The command followed by `arguments` (already written as shell words).
    func callAsFunction(_ arguments: String) -> String { "\(command) \(arguments)" }

    /// The command alone.
    var description: String { command }

    /// How to run `arguments` on a release build of the checkout this debug `segue` was built
    /// in: `swift run -c release segue …` at its root, else its build and its release executable.
    func releaseBuildHint(_ arguments: String) -> String {
        guard !command.hasPrefix("swift run") else { return "`swift run -c release segue \(arguments)`" }
        guard let checkout = SourceCheckout.containingRunningExecutable() else {
            return "`\(command) \(arguments)` from a release build"
        }
        let root = ShellWord.quoted(checkout.path)
        return "`swift build -c release --package-path \(root)`, then `\(root)/.build/release/segue \(arguments)`"
    }

    /// How the running process was started, from the folder it runs in: a bare name found on the
    /// `PATH` stays a bare name; from the root of the checkout it was built in, `swift run segue`
    /// (with `-c release` for a release build); otherwise the path it was started by, which works
    /// from this folder because it started it here.
    static let current = SegueInvocation(
        startedAs: CommandLine.arguments.first ?? "segue", workingDirectory: FileManager.default.currentDirectoryPath,
        checkout: SourceCheckout.containingRunningExecutable(),
        executable: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path)

    /// The invocation for a process started as `startedAs` (its `argv[0]`) in `workingDirectory`,
    /// running `executable` (resolved), built in `checkout` if any.
    init(startedAs: String, workingDirectory: String, checkout: SourceCheckout?, executable: String) {
        if !startedAs.contains("/") {
            command = startedAs
        } else if let checkout, Self.sameFolder(checkout.path, workingDirectory),
            executable.hasPrefix(checkout.url.appendingPathComponent(".build").path + "/")
        {
            let release = executable.split(separator: "/").contains("release")
            command = release ? "swift run -c release segue" : "swift run segue"
        } else {
            command = ShellWord.quoted(startedAs)
        }
    }

    /// Whether `a` and `b` name one folder (symbolic links resolved).
    private static func sameFolder(_ a: String, _ b: String) -> Bool {
        URL(fileURLWithPath: a).resolvingSymlinksInPath().standardizedFileURL.path
            == URL(fileURLWithPath: b).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
