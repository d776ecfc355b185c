import ArgumentParser
import Foundation
import SegueHost

/// `segue plugin new`: writes a small, complete plugin project to start from.
struct PluginNewCommand: LoggingCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract:
            "Write a new plugin project (an animator, an interaction or a presentation controller) in Swift or C.",
        discussion: """
            The project builds with one command and passes `segue validate --strictness 10` as written. A C project is \
            one source file and a Makefile that finds the headers through pkg-config when Segue is installed \
            (segue-plugin.pc) \
            or in the Segue checkout this segue was built from. A Swift project is a package that depends on Segue's \
            SeguePluginSDK product, by path (the checkout this segue was built from, the SDK package an installed \
            segue \
            has in PREFIX/share/segue/SeguePluginSDK, or --segue) or by URL.

            --kind chooses what the library offers: an animator (a fade with a duration parameter, the default), an \
            interaction controller (a pan that drives the transition, finishes or cancels on release and grabs a \
            settling transition) or a presentation controller (the presented view over a dimming view that fades \
            alongside, a tap on which dismisses); ABI 1.2's controllers are answered through the entry's \
            get_extension.

            NAME is the plugin's name and the library's (libNAME.so): a letter, then letters and digits, at most 64. \
            The output folder must not exist yet; nothing is ever overwritten.

            Examples:
              segue plugin new Fade --lang c
              segue plugin new Swipe --lang c --kind interaction
              segue plugin new Card --lang swift --kind presentation
              segue plugin new Fade --lang swift --id com.example.fade --output ~/src/fade
              segue plugin new Fade --lang swift --segue https://github.com/example/segue.git
            """)

    @OptionGroup var logging: LoggingOptions

    @Argument(help: "The plugin's name, e.g. Fade.")
    var name: String

    @Option(name: .long, help: "The language: swift or c.")
    var lang: Language

    @Option(name: .long, help: "What it offers: animator, interaction or presentation.")
    var kind: Kind = .animator

    @Option(
        name: .long,
        help: ArgumentHelp("The folder to create (./NAME by default); it must not exist.", valueName: "DIR"),
        completion: .directory)
    var output: String?

    @Option(
        name: .long, help: ArgumentHelp("The plugin's reverse-DNS id (org.example.NAME by default).", valueName: "ID")
    )
    var id: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Swift only: the Segue package to depend on, a folder or a git URL (the checkout this segue was built "
                + "from by default).",
            valueName: "PATH|URL"),
        completion: .directory)
    var segue: String?

    /// The plugin languages.
    enum Language: String, ExpressibleByArgument, CaseIterable {
        case swift, c
    }

    /// The plugin kinds a project can start as.
    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case animator, interaction, presentation

        /// The Swift source's type suffix and file name suffix ("Animator", "Interaction", "Presentation").
        var swiftSuffix: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

        /// The C source for this kind.
        var cSource: String {
            switch self {
            case .animator: CPluginTemplate.source
            case .interaction: CControllerTemplates.interaction
            case .presentation: CControllerTemplates.presentation
            }
        }

        /// The Swift source for this kind.
        var swiftSource: String {
            switch self {
            case .animator: SwiftPluginTemplate.animator
            case .interaction: SwiftControllerTemplates.interaction
            case .presentation: SwiftControllerTemplates.presentation
            }
        }
    }

    /// Whether `name` is an ASCII letter then letters and digits, at most 64: it becomes a Swift
    /// type, a C file, a SwiftPM target and a library name.
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 64 else { return false }
        let letters = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let digits = CharacterSet(charactersIn: "0123456789")
        return letters.contains(first) && name.unicodeScalars.allSatisfy { letters.contains($0) || digits.contains($0) }
    }

    func validate() throws {
        guard Self.isValidName(name) else {
            throw ValidationError(
                "'\(PrintableText.escaped(name))' is not a valid plugin name; use a letter, then letters and digits "
                    + "(at most 64), e.g. Fade"
            )
        }
        if let id, !AnimatorDescriptor.isReverseDNS(id) {
            throw ValidationError(
                "'\(PrintableText.escaped(id))' is not a reverse-DNS id; use lower-case labels joined by dots, e.g. "
                    + "com.example.fade"
            )
        }
        if segue != nil && lang == .c {
            throw ValidationError(
                "--segue applies to Swift projects; a C project finds the headers through pkg-config or the checkout")
        }
    }

    func run() throws {
        let folder = output ?? name
        let files = try projectFiles()
        try PluginProjectWriter.write(files, to: folder)
        let (shown, segue) = (ShellWord.quoted(folder), SegueInvocation.current)
        print(
            "Created \(lang == .c ? "a C" : "a Swift") \(kind.rawValue) plugin project in \(shown) "
                + "(\(files.map(\.path).joined(separator: ", ")))."
        )
        print("Build, list and validate it:")
        switch lang {
        case .c:
            print("  make -C \(shown)")
            print("  \(segue("list --plugin-path \(shown)"))")
            print("  \(segue("validate \(shown)/lib\(name).so --strictness 10"))")
        case .swift:
            print("  swift build --package-path \(shown)")
            print("  \(segue("list --plugin-path \(shown)/.build/debug"))")
            print("  \(segue("validate \(shown)/.build/debug/lib\(name).so --strictness 10"))")
        }
    }

    /// The plugin's id: `--id`, or org.example.<name in lower case>.
    private var animatorID: String { id ?? "org.example.\(name.lowercased())" }

    /// The project's files for the chosen language, placeholders filled in.
    private func projectFiles() throws -> [PluginProjectWriter.File] {
        let checkout = SourceCheckout.containingRunningExecutable()
        let lower = name.lowercased()
        func fill(_ template: String, _ extra: [String: String] = [:]) -> String {
            var text = template.replacingOccurrences(of: "__NAME__", with: name)
                .replacingOccurrences(of: "__LOWER__", with: lower).replacingOccurrences(of: "__ID__", with: animatorID)
            for (key, value) in extra { text = text.replacingOccurrences(of: key, with: value) }
            return text
        }
        switch lang {
        case .c:
            return [
                .init(path: "\(lower).c", contents: fill(kind.cSource)),
                .init(path: "Makefile", contents: fill(CPluginTemplate.makefile, headerLocations(checkout: checkout))),
            ]
        case .swift:
            let dependency = try swiftDependency(checkout: checkout)
            return [
                .init(
                    path: "Package.swift",
                    contents: fill(
                        SwiftPluginTemplate.manifest,
                        [
                            "__DEPENDENCY__": dependency.declaration, "__PACKAGE__": dependency.identity,
                            "__KIND__": kind.rawValue,
                        ])),
                .init(path: "Sources/\(name)\(kind.swiftSuffix).swift", contents: fill(kind.swiftSource)),
                .init(path: "exports.map", contents: SwiftPluginTemplate.exportList),
            ]
        }
    }

    /// Where the C headers and the export list are: in the checkout this segue was built in, or
    /// in the prefix it is installed in (`<prefix>/include`, `<prefix>/share/segue/exports.map`).
    private func headerLocations(checkout: SourceCheckout?) -> [String: String] {
        if let checkout {
            return [
                "__INCLUDE__": checkout.url.appendingPathComponent("include").path,
                "__EXPORTS__": checkout.url.appendingPathComponent("Plugins/exports.map").path,
            ]
        }
        let prefix = InstalledPrefix.running
        return ["__INCLUDE__": prefix.include.path, "__EXPORTS__": prefix.exportList.path]
    }

    /// The `.package(…)` line for Segue and the package identity SwiftPM derives from it.
    private func swiftDependency(checkout: SourceCheckout?) throws -> (declaration: String, identity: String) {
        let location = segue ?? checkout?.path ?? InstalledPrefix.running.sdk?.path
        guard let location else {
            throw CommandFailure(
                "this segue is neither inside a Segue checkout nor installed with its SDK "
                    + "(\(InstalledPrefix.running.sdkLocation.path)), "
                    + "so a Swift project does not know where Segue is; pass --segue PATH or --segue URL")
        }
        let identity = URL(fileURLWithPath: location).deletingPathExtension().lastPathComponent.lowercased()
        if location.contains("://") || location.hasPrefix("git@") {
            return (".package(url: \"\(location)\", from: \"\(ToolVersion.tool)\")", identity)
        }
        let absolute = URL(fileURLWithPath: location).standardizedFileURL
        guard SourceCheckout.isSegueRoot(absolute) || InstalledPrefix.isSDK(absolute) else {
            throw CommandFailure(
                "--segue '\(location)' is not a Segue checkout (no Package.swift declaring Segue with include/segue) "
                    + "nor an installed SDK; "
                    + "give the folder you cloned Segue into, or PREFIX/share/segue/SeguePluginSDK")
        }
        return (".package(path: \"\(absolute.path)\")", absolute.lastPathComponent.lowercased())
    }
}
