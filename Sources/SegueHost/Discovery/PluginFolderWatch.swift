import Foundation
import SegueEngine

#if canImport(Glibc)
    import Glibc
#endif

/// Follows plugin folders with inotify and reports the plugin libraries that changed and are
/// complete: written and closed (`IN_CLOSE_WRITE`), or renamed (moved) into place
/// (`IN_MOVED_TO`). A library still being written is never reported, so a half-linked file is
/// never scanned. Entries are filtered by the search path's own rule (`*.so`; in the
/// executable's folder only bundled plugins). Two reports of one file between calls are one.
///
/// When the kernel's queue overflows, or a folder that had vanished is back, every library of
/// the folders concerned is reported (what changed meanwhile is unknown); a folder that vanishes
/// is followed again as soon as it exists again. Thread: one at a time.
public final class PluginFolderWatch {
    /// The folders followed.
    public let folders: [String]
    /// The inotify descriptor: readable (`POLLIN`) when changes are queued, for a loop that polls
    /// it with its other descriptors before calling `changes()`.
    public let fileDescriptor: Int32

    private let rules: [PluginSearchPath.Folder]
    /// Each followed folder by its watch descriptor.
    private var watches: [Int32: PluginSearchPath.Folder] = [:]
    /// Folders that do not exist (or vanished), tried again on every call.
    private var absent: [PluginSearchPath.Folder] = []
    /// Reported paths not yet handed out, in the order they completed, each once.
    private var pending: [String] = []
    private var buffer = [UInt8](repeating: 0, count: PluginFolderWatch.bufferBytes)

    /// One `read` of queued events at most (the kernel never splits an event across reads).
    static let bufferBytes = 64 << 10
    /// The most reads one call makes, so a flood of events costs a bounded time; the rest stays
    /// queued for the next call.
    static let maximumReadsPerCall = 16
    /// The longest wait `changes(waitingUpTo:)` accepts, in seconds.
    public static let maximumWait = 3600.0

    /// What is watched in each folder: files closed after writing, files moved in, and the
    /// folder itself going away. `IN_EXCL_UNLINK` drops events of files already unlinked.
    private static let mask =
        UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)
        | UInt32(IN_ONLYDIR) | UInt32(IN_EXCL_UNLINK)

    /// Follows `folders` (each must exist); throws one sentence naming a folder that cannot be followed.
    public convenience init(folders: [String]) throws(PluginWatchError) {
        try self.init(following: folders.map { PluginSearchPath.Folder(path: $0) })
    }

    /// Follows the folders of `searchPath` with its filters; a standard folder that does not
    /// exist yet is followed once it does, a folder the user named must exist.
    public convenience init(searchPath: PluginSearchPath) throws(PluginWatchError) {
        try self.init(following: searchPath.folders)
    }

    /// Follows `folders` with their filters; throws for an explicit folder that cannot be followed.
    public init(following folders: [PluginSearchPath.Folder]) throws(PluginWatchError) {
        var seen = Set<String>()
        rules = folders.filter { seen.insert($0.path).inserted }
        self.folders = rules.map(\.path)
        fileDescriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fileDescriptor >= 0 else {
            throw PluginWatchError(
                "cannot follow plugin folders: inotify_init1 failed (\(String(cString: strerror(errno)))); "
                    + "raise fs.inotify.max_user_instances or close other watchers"
            )
        }
        for folder in rules {
            let watch = inotify_add_watch(fileDescriptor, folder.path, Self.mask)
            if watch >= 0 {
                watches[watch] = folder
            } else if folder.isExplicit || errno == ENOSPC {
                let problem = PluginWatchError.reason(errno, folder: folder.path)
                close(fileDescriptor)
                throw problem
            } else {
                absent.append(folder)
            }
        }
    }

    deinit { close(fileDescriptor) }

    /// The folders not followed right now because they do not exist (they are followed again,
    /// and their libraries reported, as soon as they do).
    public var absentFolders: [String] { absent.map(\.path) }

    /// The library paths completed since the last call, each once, waiting at most `seconds`
    /// (0: only what is already queued; at most `maximumWait`) for the first.
    public func changes(waitingUpTo seconds: Double = 0) -> [String] {
        followReturnedFolders()
        drain()
        let wait = seconds.isFinite ? min(max(seconds, 0), Self.maximumWait) : 0
        if pending.isEmpty && wait > 0 {
            let deadline = MonotonicTimeSource.system.now() + wait
            while pending.isEmpty {
                let remaining = deadline - MonotonicTimeSource.system.now()
                guard remaining > 0 else { break }
                var watched = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&watched, 1, Int32((remaining * 1000).rounded(.up)))
                if ready < 0 && errno != EINTR { break }
                drain()
                // A folder that vanished may come back while we wait; look once per wake.
                if ready == 0 { followReturnedFolders() }
            }
        }
        defer { pending.removeAll() }
        return pending
    }

    /// Reads the queued events (at most `maximumReadsPerCall` reads) into `pending`.
    private func drain() {
        for _ in 0..<Self.maximumReadsPerCall {
            let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            handle(InotifyEvents.parse(buffer, count: count))
        }
    }

    private func handle(_ events: [InotifyEvents.Event]) {
        for event in events {
            if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                for folder in watches.values { reportAll(in: folder) }
                continue
            }
            guard let folder = watches[event.watch] else { continue }
            if event.mask & (UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF) | UInt32(IN_IGNORED)) != 0 {
                // A moved folder's watch follows it elsewhere: end it and wait for the path to return.
                inotify_rm_watch(fileDescriptor, event.watch)
                watches[event.watch] = nil
                absent.append(folder)
                continue
            }
            let completed = event.mask & (UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO)) != 0
            guard completed, event.mask & UInt32(IN_ISDIR) == 0, let name = event.name,
                folder.admitsLibrary(named: name)
            else { continue }
            report(folder.libraryPath(named: name))
        }
    }

    /// Follows again each absent folder that exists now, reporting every library in it.
    private func followReturnedFolders() {
        guard !absent.isEmpty else { return }
        absent.removeAll { folder in
            let watch = inotify_add_watch(fileDescriptor, folder.path, Self.mask)
            guard watch >= 0 else { return false }
            watches[watch] = folder
            reportAll(in: folder)
            return true
        }
    }

    /// Reports every library `folder` holds now (what changed there is unknown).
    private func reportAll(in folder: PluginSearchPath.Folder) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() where folder.admitsLibrary(named: name) { report(folder.libraryPath(named: name)) }
    }

    private func report(_ path: String) {
        if !pending.contains(path) { pending.append(path) }
    }
}

/// Why plugin folders could not be followed, in one sentence with a hint.
public struct PluginWatchError: Error, CustomStringConvertible, Sendable {
    /// The sentence.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }

    /// Why `inotify_add_watch` refused `folder` with `code`, and what to do.
    static func reason(_ code: Int32, folder: String) -> PluginWatchError {
        switch code {
        case ENOENT:
            PluginWatchError("cannot follow plugin folder \(folder): it does not exist; create it or fix --plugin-path")
        case ENOTDIR:
            PluginWatchError(
                "cannot follow plugin folder \(folder): it is not a folder; name the folder that holds the .so files")
        case EACCES:
            PluginWatchError(
                "cannot follow plugin folder \(folder): permission denied; make it readable or pick another folder")
        case ENOSPC:
            PluginWatchError(
                "cannot follow plugin folder \(folder): the system's inotify "
                    + "watch limit is reached; raise fs.inotify.max_user_watches"
            )
        default:
            PluginWatchError(
                "cannot follow plugin folder \(folder): \(String(cString: strerror(code))); check the folder")
        }
    }
}
