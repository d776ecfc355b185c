/// The package `segue plugin import` and `segue plugin new --lang uikit` write around UIKit source files: a
/// manifest depending on Segue's `SegueUIKit` product, the export file, the export list, and, for files that
/// name Darwin, a local `Darwin` module.
enum UIKitPluginTemplate {
    /// How the plugin target is built, beyond what every UIKit plugin gets.
    struct Options: Equatable {
        /// The files (inside `Sources/<Name>/`) that use UIKit without importing it: when there are any, the
        /// compiler imports UIKit into every file (`-import-module UIKit`).
        var filesUsingUIKitUnimported: [String] = []
        /// Whether a file names Darwin, so the package gets its own `Darwin` module (Glibc re-exported).
        var darwin = false
    }

    /// The module names a UIKit plugin cannot take: the UIKit layer's, the SDK's, the Darwin shim's and the
    /// system's, which its target would clash with.
    static let reservedNames: Set<String> = [
        "uikit", "quartzcore", "coregraphics", "segueuikit", "seguepluginsdk", "seguepluginsdkentry", "segueabi",
        "segueabivalues", "darwin", "glibc", "foundation", "dispatch", "swift",
    ]

    /// Whether `name` (in any case) is one of ``reservedNames``.
    static func isReserved(_ name: String) -> Bool { reservedNames.contains(name.lowercased()) }

    /// `Package.swift` for plugin `name` on `dependency`: one dynamic library of one target at `Sources/<name>`,
    /// in Swift 5 mode (what iOS transition code is written in), exporting only the entry.
    static func manifest(name: String, dependency: SegueDependency, options: Options = Options()) -> String {
        var dependencies = [".product(name: \"SegueUIKit\", package: \"\(dependency.identity)\")"]
        if options.darwin { dependencies.append("\"Darwin\"") }
        var swiftSettings = [
            "                // iOS transition code is mostly Swift 5.",
            "                .swiftLanguageMode(.v5),",
        ]
        if !options.filesUsingUIKitUnimported.isEmpty {
            let files = options.filesUsingUIKitUnimported
            let more = files.count > 3 ? " and \(files.count - 3) more" : ""
            let shown = files.prefix(3).joined(separator: ", ") + more
            swiftSettings += [
                "                // \(shown) use\(files.count == 1 ? "s" : "") UIKit without importing it, as an app's "
                    + "files can:",
                "                // the compiler imports it into every file.",
                "                .unsafeFlags([\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"UIKit\"]),",
            ]
        }
        var targets = [
            """
                    .target(
                        name: "\(name)",
                        dependencies: [\(dependencies.joined(separator: ", "))],
                        path: "Sources/\(name)",
                        swiftSettings: [
            \(swiftSettings.joined(separator: "\n"))
                        ],
                        linkerSettings: [
                            // Export segue_plugin_entry and nothing else (check with `nm -D --defined-only`), so
                            // this plugin's copies of the SDK and the UIKit layer never bind to another plugin's.
                            .unsafeFlags(["-Xlinker", "--version-script=\\(Context.packageDirectory)/exports.map"]),
                        ]),
            """
        ]
        if options.darwin {
            targets.append(
                """
                        // `import Darwin` on Linux: Glibc under Darwin's name, for this plugin's files only (Segue
                        // itself has no Darwin module: it would turn every dependency's `#if canImport(Darwin)` on).
                        .target(name: "Darwin", path: "Sources/Darwin"),
                """)
        }
        return """
            // swift-tools-version: 6.1
            // \(name): a Segue plugin written against UIKit, built as lib\(name).so (`swift build`).

            import PackageDescription

            let package = Package(
                name: "\(name)",
                products: [
                    // segue loads plugins as dynamic libraries.
                    .library(name: "\(name)", type: .dynamic, targets: ["\(name)"]),
                ],
                dependencies: [
                    \(dependency.declaration),
                ],
                targets: [
            \(targets.joined(separator: "\n"))
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }

    /// `Sources/<Name>/SegueExport.swift`: the plugin's one entry, exporting `exports`.
    static func exportFile(_ exports: [UIKitExport]) -> String {
        """
        import SegueUIKit

        @c @implementation
        public func segue_sdk_plugin() {
        \(exports.map { "    \($0.call)" }.joined(separator: "\n"))
        }

        """
    }

    /// `Sources/Darwin/Darwin.swift`: Darwin's C library is Glibc here.
    static let darwinShim = "@_exported import Glibc\n"

    /// The project files around the plugin's own sources for plugin `name`: the manifest, the export file, the
    /// export list and the Darwin module when `options` asks for it.
    static func packageFiles(
        name: String, dependency: SegueDependency, exports: [UIKitExport], options: Options = Options()
    ) -> [PluginProjectWriter.File] {
        var files: [PluginProjectWriter.File] = [
            .init(path: "Package.swift", contents: manifest(name: name, dependency: dependency, options: options)),
            .init(path: "Sources/\(name)/\(ImportedSources.exportFileName)", contents: exportFile(exports)),
            .init(path: "exports.map", contents: SwiftPluginTemplate.exportList),
        ]
        if options.darwin { files.append(.init(path: "Sources/Darwin/Darwin.swift", contents: darwinShim)) }
        return files
    }
}
