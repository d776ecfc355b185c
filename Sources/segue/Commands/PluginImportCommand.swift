import ArgumentParser
import Foundation
import SegueHost

/// `segue plugin import`: makes a plugin package from existing UIKit transition code, copied unchanged, and
/// builds it, turning a failed build into one list of what to change.
struct PluginImportCommand: LoggingCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Make a plugin package from existing UIKit Swift files (a transitioning delegate or animators).",
        discussion: """
            The Swift files (folders are searched recursively) are copied unchanged into DIR/Sources/NAME/, beside \
            SegueExport.swift, which exports the chosen transitioning delegate (its animators and presentation \
            controller) or animators through Segue's SegueUIKit product; Package.swift depends on it as `plugin new \
            --lang swift` depends on the SDK (the checkout this segue was built from, the installed SDK package, or \
            --segue). Files that use UIKit without importing it get it imported by the compiler; files that name \
            Darwin get a local Darwin module (Glibc).

            Without --delegate or --animator, the files are scanned for transitioning delegates, animators and \
            presentation controllers: the one transitioning delegate (or, with none, the one animator) is chosen; \
            otherwise they are listed with where each is, and nothing is written. Before building, Objective-C-only \
            code (@objc, #selector, KVO, Interface Builder attributes…) is listed with its lines, and Auto Layout as \
            a warning. The package is then built with `swift build` (the swift on the PATH); a failed build is \
            summed up as the UIKit symbols the layer lacks, each with the lines using it, the Objective-C-only \
            lines and the other errors (status 1). --no-build writes the package only (status 1 when the pre-check \
            found Objective-C-only code).

            NAME (--name) is the output folder's last component by default: a letter, then letters and digits, at \
            most 64. The output folder must not exist yet; nothing is ever overwritten.

            Examples:
              segue plugin import DeckTransition/ --output Deck
              segue plugin import Fade.swift --output Fade --animator FadeAnimator --id com.example.fade
              segue plugin import Sources/Transitions --output Cards --delegate CardsTransitioningDelegate
              segue plugin import A.swift B.swift --output Pair --animator AAnimator --animator BAnimator
            """)

    @OptionGroup var logging: LoggingOptions

    @Argument(help: "The Swift files, or folders holding them, to import.", completion: .file(extensions: ["swift"]))
    var inputs: [String]

    @Option(
        name: .long, help: ArgumentHelp("The folder to create; it must not exist.", valueName: "DIR"),
        completion: .directory)
    var output: String

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The UIViewControllerTransitioningDelegate type to export (its animators and presentation controller).",
            valueName: "TYPE"))
    var delegate: String?

    @Option(
        name: .customLong("animator"),
        help: ArgumentHelp(
            "A UIViewControllerAnimatedTransitioning type to export; repeat for several.", valueName: "TYPE"))
    var animators: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The reverse-DNS id (org.example.NAME by default); with several exports each gets ID.<type>.",
            valueName: "ID"))
    var id: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The plugin's name and the library's (libNAME.so); DIR's name by default.", valueName: "NAME"))
    var name: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The Segue package to depend on, a folder or a git URL (the checkout this segue was built from by "
                + "default).",
            valueName: "PATH|URL"),
        completion: .directory)
    var segue: String?

    @Flag(name: .customLong("no-build"), help: "Write the package without building it.")
    var noBuild = false

    func validate() throws {
        guard PluginNewCommand.isValidName(pluginName) else {
            let named = "'\(PrintableText.escaped(pluginName))'"
            throw ValidationError(
                (name == nil ? "the output folder's name \(named)" : named) + " is not a valid plugin name; use a "
                    + "letter, then letters and digits (at most 64), e.g. --name Deck")
        }
        guard !UIKitPluginTemplate.isReserved(pluginName) else {
            throw ValidationError(
                "'\(pluginName)' is the name of a module a UIKit plugin builds with; choose another with --name")
        }
        if let id, !AnimatorDescriptor.isReverseDNS(id) {
            throw ValidationError(
                "'\(PrintableText.escaped(id))' is not a reverse-DNS id; use lower-case labels joined by dots, e.g. "
                    + "com.example.deck")
        }
        for type in (delegate.map { [$0] } ?? []) + animators
        where type.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*/) == nil {
            throw ValidationError(
                "'\(PrintableText.escaped(type))' is not a Swift type name; give the class as declared, e.g. "
                    + "DeckAnimator")
        }
        for export in exports(delegates: delegate.map { [$0] } ?? [], animators: animators)
        where !AnimatorDescriptor.isReverseDNS(export.id) {
            throw ValidationError(
                "the id '\(PrintableText.escaped(export.id))' made for \(export.type) is not a reverse-DNS id; "
                    + "choose a shorter --id")
        }
    }

    func run() throws {
        try PluginProjectWriter.checkNew(output)
        let sources = try ImportedSources(inputs)
        var scanner = TransitionTypeScanner()
        for file in sources.files { scanner.scan(file.text, file: file.origin) }
        let choice = try chooseExports(scanner)
        let exports = exports(delegates: choice.delegates, animators: choice.animators)
        let dependency = try SegueDependency.resolve(segue, checkout: SourceCheckout.containingRunningExecutable())
        var options = UIKitPluginTemplate.Options()
        var findings: [ObjectiveCPrecheck.Finding] = []
        for file in sources.files {
            let needs = ImportedFileNeeds(source: file.text)
            if needs.usesUIKitWithoutImporting { options.filesUsingUIKitUnimported.append(file.relativePath) }
            options.darwin = options.darwin || needs.namesDarwin
            findings += ObjectiveCPrecheck.findings(in: file.text, file: "\(shownOutput)/\(sourcePath(file))")
        }
        let package = UIKitPluginTemplate.packageFiles(
            name: pluginName, dependency: dependency, exports: exports, options: options)
        let files =
            package
            + sources.files.map { PluginProjectWriter.File(path: sourcePath($0), data: $0.data) }
        try PluginProjectWriter.write(files, to: output)

        if let note = choice.note { print(note) }
        print(
            "Imported \(sources.files.count == 1 ? "1 file" : "\(sources.files.count) files") into "
                + "\(ShellWord.quoted(output)) as plugin \(pluginName), exporting "
                + exports.map { "\($0.type) as \($0.id)" }.joined(separator: ", ") + "."
        )
        if options.darwin { print("Its files name Darwin: the package has a Darwin module (Glibc) of its own.") }
        if !findings.isEmpty {
            print("Before building, Objective-C-only code and Auto Layout in the files:")
            for finding in findings { print("  \(finding.description)") }
        }
        let errors = findings.filter { $0.severity == .error }
        if noBuild {
            printHints(exports, build: true)
            guard errors.isEmpty else {
                throw CommandFailure(
                    "'\(shownOutput)' has \(errors.count) Objective-C-only "
                        + "\(errors.count == 1 ? "construct" : "constructs") to rewrite before it builds (listed "
                        + "above); change the files in '\(sourceFolder)'",
                    status: .jobFailed)
            }
            return
        }
        try build(exports: exports, precheck: errors, uikitSubclasses: scanner.uikitSubclasses)
    }

    /// The plugin's name: `--name`, or the output folder's last component.
    var pluginName: String { name ?? URL(fileURLWithPath: output).standardizedFileURL.lastPathComponent }

    /// The output folder as shown in messages and hints (no trailing slash).
    var shownOutput: String { output.count > 1 && output.hasSuffix("/") ? String(output.dropLast()) : output }

    /// The plugin's sources folder inside the output, as shown.
    var sourceFolder: String { "\(shownOutput)/Sources/\(pluginName)" }

    /// Where an imported file goes inside the package.
    private func sourcePath(_ file: ImportedSources.File) -> String { "Sources/\(pluginName)/\(file.relativePath)" }

    /// The exports of `delegates` and `animators`, under `--id` (or org.example.<name>) and the plugin's name.
    private func exports(delegates: [String], animators: [String]) -> [UIKitExport] {
        UIKitExport.exports(
            delegates: delegates, animators: animators, id: id ?? "org.example.\(pluginName.lowercased())",
            name: pluginName)
    }

    /// The commands that build (unless built), run and validate the package, as `plugin new` prints them.
    func printHints(_ exports: [UIKitExport], build: Bool) {
        let (folder, segue) = (ShellWord.quoted(shownOutput), SegueInvocation.current)
        print(build ? "Build, run and validate it:" : "Run and validate it:")
        if build { print("  swift build --package-path \(folder)") }
        for export in exports {
            print("  \(segue("run --plugin-path \(folder)/.build/debug --animator \(export.id)"))")
        }
        print("  \(segue("validate \(folder)/.build/debug/lib\(pluginName).so --strictness 10"))")
    }
}
