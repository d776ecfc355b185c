import Foundation

/// Where plugins are looked for, in order: each `--plugin-path`, each folder of
/// `SEGUE_PLUGIN_PATH`, the user's and the system's plugin folders, the plugin folder of the
/// prefix the running `segue` is installed in (`<prefix>/lib/segue/plugins` beside
/// `<prefix>/bin/segue`), and the folder of the running executable (so `swift run` finds the
/// bundled plugins with no set-up).
public struct PluginSearchPath: Sendable {
    /// One folder to scan.
    public struct Folder: Equatable, Sendable {
        /// The folder's path.
        public let path: String
        /// Take only `libSeguePlugin*.so` here: the executable's folder is also where the build
        /// puts every other library (test fixtures, the allocation counter), which are not plugins.
        public let bundledPluginsOnly: Bool
        /// Whether a missing folder deserves a diagnostic (only folders the user named).
        public let isExplicit: Bool

        /// A folder to scan; by default every `*.so` in it, and a diagnostic if it is missing.
        public init(path: String, bundledPluginsOnly: Bool = false, isExplicit: Bool = true) {
            self.path = path
            self.bundledPluginsOnly = bundledPluginsOnly
            self.isExplicit = isExplicit
        }
    }

    /// The file-name prefix of the bundled plugins the build produces.
    public static let bundledPluginPrefix = "libSeguePlugin"

    /// The folders, in search order.
    public let folders: [Folder]
    /// Whether folders and libraries other users could write to are loaded anyway
    /// (`--allow-insecure-plugin-path`); by default they are refused with a diagnostic.
    public let allowInsecure: Bool

    /// A search path over exactly these folders, refusing insecure ones unless `allowInsecure`.
    public init(folders: [Folder], allowInsecure: Bool = false) {
        self.folders = folders
        self.allowInsecure = allowInsecure
    }

    /// The standard order: `pluginPaths`, then `SEGUE_PLUGIN_PATH` (colon-separated), then
    /// `~/.local/lib/segue/plugins`, `/usr/local/lib/segue/plugins`, `/usr/lib/segue/plugins`,
    /// then the installed plugin folder beside `executablePath` (`../lib/segue/plugins`), then the
    /// folder holding `executablePath` (the running executable when nil); insecure folders and
    /// libraries are refused unless `allowInsecure`.
    public static func standard(
        pluginPaths: [String] = [], environment: [String: String] = ProcessInfo.processInfo.environment,
        executablePath: String? = nil, includeExecutableFolder: Bool = true, allowInsecure: Bool = false
    ) -> PluginSearchPath {
        var folders = pluginPaths.map { Folder(path: $0, bundledPluginsOnly: false, isExplicit: true) }
        if let variable = environment["SEGUE_PLUGIN_PATH"] {
            folders += variable.split(separator: ":").map {
                Folder(path: String($0), bundledPluginsOnly: false, isExplicit: true)
            }
        }
        if let home = environment["HOME"], !home.isEmpty {
            folders.append(
                Folder(path: home + "/.local/lib/segue/plugins", bundledPluginsOnly: false, isExplicit: false))
        }
        folders.append(Folder(path: "/usr/local/lib/segue/plugins", bundledPluginsOnly: false, isExplicit: false))
        folders.append(Folder(path: "/usr/lib/segue/plugins", bundledPluginsOnly: false, isExplicit: false))
        if includeExecutableFolder, let executable = executablePath ?? runningExecutablePath() {
            if let installed = installedPluginFolder(executablePath: executable) {
                folders.append(Folder(path: installed, bundledPluginsOnly: false, isExplicit: false))
            }
            let folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent().path
            folders.append(Folder(path: folder, bundledPluginsOnly: true, isExplicit: false))
        }
        return PluginSearchPath(folders: folders, allowInsecure: allowInsecure)
    }

    /// The plugin folder of the prefix `executablePath` (the running executable when nil) is
    /// installed in: `<prefix>/lib/segue/plugins` for `<prefix>/bin/segue`, when that folder exists.
    public static func installedPluginFolder(executablePath: String? = nil) -> String? {
        guard let executable = executablePath ?? runningExecutablePath() else { return nil }
        let binary = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
        let folder = binary.deletingLastPathComponent()
        guard folder.lastPathComponent == "bin" else { return nil }
        let plugins = folder.deletingLastPathComponent().appendingPathComponent("lib/segue/plugins").standardizedFileURL
            .path
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: plugins, isDirectory: &isDirectory) && isDirectory.boolValue
            ? plugins : nil
    }

    /// The running executable's path, from `/proc/self/exe`.
    public static func runningExecutablePath() -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }

    /// Every `*.so` file to try, in search order (sorted by name within a folder), each real
    /// file once. Entries are examined with `stat`, never opened, so a FIFO cannot block the
    /// scan. `diagnostics` gets a line for each folder the user named that cannot be read, each
    /// `*.so` entry that is not a regular file, and (unless `allowInsecure`) each folder or
    /// library another user could write to (`PluginFolderSecurity`).
    public func libraries(diagnostics: inout [PluginDiagnostic]) -> [String] {
        var seen = Set<String>()
        var files: [String] = []
        for folder in folders {
            for path in candidates(in: folder, diagnostics: &diagnostics) {
                let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                guard seen.insert(real).inserted else { continue }
                if let problem = problem(withEntry: path) {
                    diagnostics.append(problem)
                } else {
                    files.append(path)
                }
            }
        }
        return files
    }
}
