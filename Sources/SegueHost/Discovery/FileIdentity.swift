#if canImport(Glibc)
    import Glibc
#endif

/// What says a library file is the one scanned before: its path, size, modification time and
/// inode (with its device). A rebuilt, replaced or touched file differs in at least one.
public struct FileIdentity: Codable, Hashable, Sendable {
    /// The path it was found at.
    public let path: String
    /// Its size in bytes.
    public let size: Int64
    /// Its modification time, in nanoseconds since 1970.
    public let modified: Int64
    /// Its inode number.
    public let inode: UInt64
    /// The device holding it.
    public let device: UInt64

    /// An identity read back from the registry cache.
    init(path: String, size: Int64, modified: Int64, inode: UInt64, device: UInt64) {
        self.path = path
        self.size = size
        self.modified = modified
        self.inode = inode
        self.device = device
    }

    /// The identity of the file at `path` now (following symbolic links), or nil when it cannot
    /// be examined.
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.path = path
        size = Int64(status.st_size)
        modified = Int64(status.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(status.st_mtim.tv_nsec)
        inode = UInt64(status.st_ino)
        device = UInt64(status.st_dev)
    }
}
