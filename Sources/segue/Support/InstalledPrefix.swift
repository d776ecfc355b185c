import Foundation
import SegueHost

/// The prefix a `segue` is installed in (`<prefix>/bin/segue`), and what `Scripts/install.sh`
/// puts there for plugin authors: the headers, the export list and the Swift plugin SDK package.
struct InstalledPrefix {
    /// The prefix folder.
    let url: URL

    /// The prefix of the running executable: the folder above the folder holding it.
    static var running: InstalledPrefix {
        let executable = URL(fileURLWithPath: PluginSearchPath.runningExecutablePath() ?? "/usr/local/bin/segue")
            .resolvingSymlinksInPath()
        return InstalledPrefix(url: executable.deletingLastPathComponent().deletingLastPathComponent())
    }

    /// `<prefix>/include`, holding `segue/*.h`.
    var include: URL { url.appendingPathComponent("include") }
    /// `<prefix>/share/segue/exports.map`, the linker version script.
    var exportList: URL { url.appendingPathComponent("share/segue/exports.map") }
    /// Where the Swift plugin SDK package goes: `<prefix>/share/segue/SeguePluginSDK`.
    var sdkLocation: URL { url.appendingPathComponent("share/segue/SeguePluginSDK") }
    /// The Swift plugin SDK package, when it is there.
    var sdk: URL? { Self.isSDK(sdkLocation) ? sdkLocation : nil }

    /// Whether `folder` is the SDK package install.sh writes (its manifest declares SeguePluginSDK).
    static func isSDK(_ folder: URL) -> Bool {
        let manifest = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        return manifest?.contains("name: \"SeguePluginSDK\"") == true
    }
}
