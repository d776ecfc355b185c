import Foundation
import SegueHost

/// The Segue source checkout a `segue` executable was built in, if it runs from one (its
/// `.build/<configuration>/` folder); nil for an installed `segue`.
struct SourceCheckout {
    /// The checkout's root folder (holding `Package.swift`).
    let url: URL

    /// The root's path.
    var path: String { url.path }

    /// The checkout holding the running executable, found by walking up from its folder to a
    /// `Package.swift` that declares the Segue package.
    static func containingRunningExecutable() -> SourceCheckout? {
        guard let executable = PluginSearchPath.runningExecutablePath() else { return nil }
        var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            folder = folder.deletingLastPathComponent()
            if isSegueRoot(folder) { return SourceCheckout(url: folder) }
        }
        return nil
    }

    /// Whether `folder` holds Segue's `Package.swift` and its plugin headers.
    static func isSegueRoot(_ folder: URL) -> Bool {
        let manifest = folder.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return false }
        return text.contains("name: \"Segue\"")
            && FileManager.default.fileExists(atPath: folder.appendingPathComponent("include/segue/segue.h").path)
    }
}
