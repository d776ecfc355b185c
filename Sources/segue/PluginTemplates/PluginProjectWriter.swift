import Foundation

/// Writes a new project folder all at once: the files go into a hidden folder beside the target,
/// which is renamed into place only when every file is written, so a failure leaves nothing.
enum PluginProjectWriter {
    /// One file of the project, by its path inside the project folder.
    struct File {
        let path: String
        /// The file's bytes, written exactly as they are.
        let data: Data

        /// A file holding `contents` as UTF-8.
        init(path: String, contents: String) {
            self.init(path: path, data: Data(contents.utf8))
        }

        /// A file holding `data`, byte for byte (an imported source copied unchanged).
        init(path: String, data: Data) {
            self.path = path
            self.data = data
        }
    }

    /// Creates `folder` holding `files`; refuses a `folder` that exists, whatever it is.
    static func write(_ files: [File], to folder: String) throws {
        try checkNew(folder)
        let target = URL(fileURLWithPath: folder).standardizedFileURL
        let staging = target.deletingLastPathComponent().appendingPathComponent(
            ".\(target.lastPathComponent).segue-new-\(UUID().uuidString)")
        do {
            for file in files {
                let url = staging.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.data.write(to: url)
            }
            try FileManager.default.moveItem(at: staging, to: target)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw CommandFailure(
                "cannot create '\(folder)': \(FileProblem.cause(of: error)); check the folder and its permissions")
        }
    }

    /// Throws the failure `write(_:to:)` would when `folder` exists or cannot be created, so a command can
    /// refuse it before doing any other work.
    static func checkNew(_ folder: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            throw CommandFailure(
                "'\(folder)' already exists; choose a new folder with --output DIR (nothing is ever overwritten)")
        }
        if let problem = FileProblem.whyUnwritable(folder.hasSuffix("/") ? String(folder.dropLast()) : folder) {
            throw CommandFailure("cannot create '\(folder)': \(problem)")
        }
    }
}
