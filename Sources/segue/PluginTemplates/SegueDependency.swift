import Foundation

/// How a generated Swift package (`plugin new --lang swift|uikit`, `plugin import`) depends on Segue: the
/// `.package(…)` line and the package identity SwiftPM derives from it, for `.product(name:package:)`.
struct SegueDependency {
    /// The `.package(path: …)` or `.package(url: …, from: …)` line.
    let declaration: String
    /// The identity SwiftPM gives the package: its folder's or repository's last component, in lower case.
    let identity: String

    /// The dependency on `segue` (a folder or a git URL, from `--segue`) when given, else on the checkout this
    /// segue was built in, else on the SDK package an installed segue has in PREFIX/share/segue/SeguePluginSDK.
    static func resolve(_ segue: String?, checkout: SourceCheckout?) throws -> SegueDependency {
        let location = segue ?? checkout?.path ?? InstalledPrefix.running.sdk?.path
        guard let location else {
            throw CommandFailure(
                "this segue is neither inside a Segue checkout nor installed with its SDK "
                    + "(\(InstalledPrefix.running.sdkLocation.path)), "
                    + "so a Swift project does not know where Segue is; pass --segue PATH or --segue URL")
        }
        let identity = URL(fileURLWithPath: location).deletingPathExtension().lastPathComponent.lowercased()
        if location.contains("://") || location.hasPrefix("git@") {
            return SegueDependency(
                declaration: ".package(url: \"\(location)\", from: \"\(ToolVersion.tool)\")", identity: identity)
        }
        let absolute = URL(fileURLWithPath: location).standardizedFileURL
        guard SourceCheckout.isSegueRoot(absolute) || InstalledPrefix.isSDK(absolute) else {
            throw CommandFailure(
                "--segue '\(location)' is not a Segue checkout (no Package.swift declaring Segue with include/segue) "
                    + "nor an installed SDK; "
                    + "give the folder you cloned Segue into, or PREFIX/share/segue/SeguePluginSDK")
        }
        return SegueDependency(
            declaration: ".package(path: \"\(absolute.path)\")", identity: absolute.lastPathComponent.lowercased())
    }
}
