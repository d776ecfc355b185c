import ArgumentParser
import Foundation
import SegueHost

/// `segue plugin new`: writes a small, complete plugin project to start from.
struct PluginNewCommand: LoggingCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract:
            "Write a new plugin project (an animator, an interaction or a presentation controller) in Swift, C or "
            + "UIKit.",
        discussion: """
            The project builds with one command and passes `segue validate --strictness 10` as written. A C project is \
            one source file and a Makefile that finds the headers through pkg-config when Segue is installed \
            (segue-plugin.pc) \
            or in the Segue checkout this segue was built from. A Swift project is a package that depends on Segue's \
            SeguePluginSDK product, by path (the checkout this segue was built from, the SDK package an installed \
            segue \
            has in PREFIX/share/segue/SeguePluginSDK, or --segue) or by URL. A UIKit project is the same package on \
            Segue's SegueUIKit product instead: Apple's UIKit API (a transitioning delegate vending an \
            UIViewControllerAnimatedTransitioning fade, and with --kind presentation a UIPresentationController), \
            exported by SegueExport.swift; `segue plugin import` makes the same package from existing files.

            --kind chooses what the library offers: an animator (a fade with a duration parameter, the default), an \
            interaction controller (a pan that drives the transition, finishes or cancels on release and grabs a \
            settling transition) or a presentation controller (the presented view over a dimming view that fades \
            alongside, a tap on which dismisses); ABI 1.2's controllers are answered through the entry's \
            get_extension. A UIKit project is an animator or a presentation controller.

            NAME is the plugin's name and the library's (libNAME.so): a letter, then letters and digits, at most 64. \
            The output folder must not exist yet; nothing is ever overwritten.

            Examples:
              segue plugin new Fade --lang c
              segue plugin new Swipe --lang c --kind interaction
              segue plugin new Card --lang swift --kind presentation
              segue plugin new Sheet --lang uikit --kind presentation
              segue plugin new Fade --lang swift --id com.example.fade --output ~/src/fade
              segue plugin new Fade --lang swift --segue https://github.com/example/segue.git
            """)

    @OptionGroup var logging: LoggingOptions

    @Argument(help: "The plugin's name, e.g. Fade.")
    var name: String

    @Option(name: .long, help: "The language: swift, c or uikit (Swift on Apple's UIKit API).")
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
            "Swift and UIKit only: the Segue package to depend on, a folder or a git URL (the checkout this segue "
                + "was built from by default).",
            valueName: "PATH|URL"),
        completion: .directory)
    var segue: String?

    /// The plugin languages.
    enum Language: String, ExpressibleByArgument, CaseIterable {
        /// Swift on the plugin SDK.
        case swift
        /// C11 on the headers.
        case c
        /// Swift on Apple's UIKit API, through Segue's SegueUIKit product.
        case uikit

        /// The language as the summary names it ("a Swift", "a C", "a UIKit").
        var article: String {
            switch self {
            case .swift: "a Swift"
            case .c: "a C"
            case .uikit: "a UIKit"
            }
        }
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
        if lang == .uikit && kind == .interaction {
            throw ValidationError(
                "--lang uikit writes an animator or a presentation controller, not yet an interaction controller; "
                    + "use --kind animator or presentation, or --lang swift --kind interaction")
        }
        if lang == .uikit && UIKitPluginTemplate.isReserved(name) {
            throw ValidationError(
                "'\(name)' is the name of a module a UIKit plugin builds with; choose another name, e.g. Fade")
        }
    }

    func run() throws {
        let folder = output ?? name
        let files = try projectFiles()
        try PluginProjectWriter.write(files, to: folder)
        let (shown, segue) = (ShellWord.quoted(folder), SegueInvocation.current)
        print(
            "Created \(lang.article) \(kind.rawValue) plugin project in \(shown) "
                + "(\(files.map(\.path).joined(separator: ", ")))."
        )
        print("Build, list and validate it:")
        switch lang {
        case .c:
            print("  make -C \(shown)")
            print("  \(segue("list --plugin-path \(shown)"))")
            print("  \(segue("validate \(shown)/lib\(name).so --strictness 10"))")
        case .swift, .uikit:
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
        case .uikit:
            return try uikitFiles(checkout: checkout, fill: { fill($0) })
        case .swift:
            let dependency = try SegueDependency.resolve(segue, checkout: checkout)
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

    /// The UIKit project's files: the package of ``UIKitPluginTemplate`` exporting the transitioning delegate,
    /// with the animator's source (and the presentation controller's for `--kind presentation`).
    private func uikitFiles(checkout: SourceCheckout?, fill: (String) -> String) throws -> [PluginProjectWriter.File] {
        let dependency = try SegueDependency.resolve(segue, checkout: checkout)
        let export = UIKitExport(kind: .delegate, type: "\(name)TransitioningDelegate", id: animatorID, name: name)
        var files = UIKitPluginTemplate.packageFiles(name: name, dependency: dependency, exports: [export])
        let presents = kind == .presentation
        files.append(
            .init(
                path: "Sources/\(name)/\(name)Animator.swift",
                contents: fill(presents ? UIKitSourceTemplates.presentationAnimator : UIKitSourceTemplates.animator)))
        if presents {
            files.append(
                .init(
                    path: "Sources/\(name)/\(name)PresentationController.swift",
                    contents: fill(UIKitSourceTemplates.presentationController)))
        }
        return files
    }
}
