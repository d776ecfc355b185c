import Foundation

/// How one plugin folder and its `*.so` entries are examined: with `stat` and `lstat` only, so
/// nothing is opened before it is known to be a regular file another user cannot change.
extension PluginSearchPath {
    /// The `*.so` paths of `folder` to examine, sorted by name; none, with a diagnostic, when
    /// the folder the user named cannot be read or when the folder is insecure. A folder with no
    /// candidates is not checked for security, so an empty standard folder never warns.
    func candidates(in folder: Folder, diagnostics: inout [PluginDiagnostic]) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            if folder.isExplicit { diagnostics.append(Self.unreadable(folder)) }
            return []
        }
        let paths = names.sorted()
            .filter(folder.admitsLibrary(named:))
            .map(folder.libraryPath(named:))
        guard !paths.isEmpty else { return [] }
        if let refusal = problem(withFolder: folder) {
            diagnostics.append(refusal)
            return []
        }
        return paths
    }

    /// Why `folder` (already listed) is not searched: it vanished, or another user could write
    /// to it and insecure folders are not allowed.
    private func problem(withFolder folder: Folder) -> PluginDiagnostic? {
        switch PluginFileStatus.of(folder.path) {
        case .failure: return Self.unreadable(folder)
        case .success(let status):
            guard !allowInsecure, let risk = PluginFolderSecurity.risk(of: status) else { return nil }
            return PluginFolderSecurity.refusal(folder: folder.path, risk: risk)
        }
    }

    /// Why the `*.so` entry at `path` is not tried: its target cannot be examined, it is not a
    /// regular file (a FIFO would block whoever opens it), or it is insecure.
    func problem(withEntry path: String) -> PluginDiagnostic? {
        let isLink = (try? PluginFileStatus.of(path, followingLinks: false).get())?.kind == .symbolicLink
        let target: PluginFileStatus
        switch PluginFileStatus.of(path) {
        case .failure(let error):
            let what = isLink ? "is a symbolic link whose target cannot be examined" : "cannot be examined"
            return PluginDiagnostic(
                .notALibrary, file: path, "\(what) (\(error)); remove it from the plugin folder or fix it")
        case .success(let status): target = status
        }
        guard target.kind == .regularFile else {
            let what = isLink ? "is a symbolic link to \(target.kind.phrase)" : "is \(target.kind.phrase)"
            return PluginDiagnostic(
                .notARegularFile, file: path, "\(what), not a plugin library; remove it from the plugin folder")
        }
        guard !allowInsecure, let risk = PluginFolderSecurity.risk(of: target) else { return nil }
        return PluginFolderSecurity.refusal(file: path, risk: risk)
    }

    /// The diagnostic for a plugin folder that cannot be read.
    private static func unreadable(_ folder: Folder) -> PluginDiagnostic {
        if (try? PluginFileStatus.of(folder.path).get())?.kind == .regularFile {
            let parent = URL(fileURLWithPath: folder.path).deletingLastPathComponent().path
            return PluginDiagnostic(
                .unreadableFolder, file: folder.path,
                "is a file, not a plugin folder; name its folder (\(parent)) instead, where every .so is searched")
        }
        return PluginDiagnostic(
            .unreadableFolder, file: folder.path,
            "the plugin folder cannot be read; check that it exists and is a readable directory")
    }
}

extension PluginSearchPath.Folder {
    /// Whether an entry called `name` in this folder is a library to try: a `*.so`, and in the
    /// executable's folder only a bundled plugin's (the plugin folder watch follows the same rule).
    public func admitsLibrary(named name: String) -> Bool {
        name.hasSuffix(".so") && (!bundledPluginsOnly || name.hasPrefix(PluginSearchPath.bundledPluginPrefix))
    }

    /// The path of entry `name` in this folder, spelled as the search path lists libraries.
    public func libraryPath(named name: String) -> String {
        URL(fileURLWithPath: path).appendingPathComponent(name, isDirectory: false).standardizedFileURL.path
    }
}
