import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// File-system failures as the plain words a person reads ("is a folder", "permission denied",
/// "no such folder"), never Foundation's domain and code.
enum FileProblem {
    /// Why writing `path` would fail, or nil when it looks writable: checked before anything is
    /// written, so a command with several outputs writes all or none.
    static func whyUnwritable(_ path: String) -> String? {
        if path.isEmpty { return "the path is empty" }
        if path.hasSuffix("/") || isFolder(path) { return "'\(path)' is a folder; give a file name inside it" }
        let folder = parentFolder(of: path)
        guard FileManager.default.fileExists(atPath: folder) else {
            return "the folder '\(folder)' does not exist; create it or choose another path"
        }
        guard isFolder(folder) else { return "'\(folder)' is not a folder; choose another path" }
        if access(folder, W_OK) != 0 {
            return "cannot create files in '\(folder)': \(reason(errno)); choose another folder"
        }
        if FileManager.default.fileExists(atPath: path), access(path, W_OK) != 0 {
            return "cannot replace '\(path)': \(reason(errno)); choose another path"
        }
        return nil
    }

    /// Why a new folder of files cannot be made at `path`, or nil: it must be missing (then its
    /// parent must be a writable folder) or an empty folder, so new files never mix with old ones.
    static func whyUnfillable(_ path: String) -> String? {
        if path.isEmpty { return "the path is empty" }
        if FileManager.default.fileExists(atPath: path) {
            guard isFolder(path) else { return "'\(path)' is a file; give a new or empty folder" }
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            guard contents.isEmpty else {
                return
                    "the folder '\(path)' is not empty; give a new or empty folder, so frames never mix with old files"
            }
        }
        let parent = parentFolder(of: path.hasSuffix("/") ? String(path.dropLast()) : path)
        guard FileManager.default.fileExists(atPath: parent) else {
            return "the folder '\(parent)' does not exist; create it or choose another path"
        }
        guard isFolder(parent) else { return "'\(parent)' is not a folder; choose another path" }
        if access(parent, W_OK) != 0 {
            return "cannot create folders in '\(parent)': \(reason(errno)); choose another folder"
        }
        return nil
    }

    /// Why reading `path` as a file fails, or nil when it is a readable file.
    static func whyUnreadable(_ path: String) -> String? {
        guard FileManager.default.fileExists(atPath: path) else { return "'\(path)' does not exist" }
        if isFolder(path) { return "'\(path)' is a folder, not a file" }
        if access(path, R_OK) != 0 { return "'\(path)' cannot be read: \(reason(errno))" }
        return nil
    }

    /// The cause of `error` (thrown by a Foundation file call) in a few plain words.
    static func cause(of error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return reason(Int32(underlying.code))
        }
        if nsError.domain == NSPOSIXErrorDomain { return reason(Int32(nsError.code)) }
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or folder"
        case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "the disk is full"
        case .fileWriteVolumeReadOnly: return "the file system is read-only"
        case .fileWriteFileExists: return "a file is already there"
        default: return "the system refused it"
        }
    }

    /// `strerror` in lower case, without a trailing period.
    static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// The folder `path` would be written into ("." for a bare file name). Split by hand: Foundation's
    /// `deletingLastPathComponent` traps on a one-character name ("X") in swift-corelibs-foundation 6.3.
    static func parentFolder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        var folder = trimmed[..<slash]
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder.isEmpty ? "/" : String(folder)
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Whether `path` is there and is not a folder (a file, or a link to one).
    static func isFile(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path) && !isFolder(path)
    }
}
