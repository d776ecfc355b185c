#if canImport(Glibc)
    import Glibc
#endif

/// What `stat` or `lstat` says about a path, read without opening it (so a FIFO cannot block):
/// its kind, its owner and whether every user may write it.
public struct PluginFileStatus: Equatable, Sendable {
    /// What the entry is.
    public let kind: PluginFileKind
    /// The owner's user id.
    public let owner: uid_t
    /// Whether the "others" write bit is set (the sticky bit is deliberately not considered).
    public let isWorldWritable: Bool

    /// A status with these values (for tests and for the checks' own logic).
    public init(kind: PluginFileKind, owner: uid_t, isWorldWritable: Bool) {
        self.kind = kind
        self.owner = owner
        self.isWorldWritable = isWorldWritable
    }

    /// The status of `path` (of a symbolic link's target when `followingLinks`, of the link
    /// itself otherwise), or the `errno` that stopped `stat`.
    public static func of(_ path: String, followingLinks: Bool = true) -> Result<
        PluginFileStatus, PluginFileStatusError
    > {
        var status = stat()
        let answer = followingLinks ? stat(path, &status) : lstat(path, &status)
        guard answer == 0 else { return .failure(PluginFileStatusError(code: errno)) }
        return .success(
            PluginFileStatus(
                kind: PluginFileKind(mode: status.st_mode), owner: status.st_uid,
                isWorldWritable: status.st_mode & S_IWOTH != 0))
    }
}

/// Why `stat` failed on a path, as the system's words.
public struct PluginFileStatusError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The `errno` value.
    public let code: Int32

    /// `strerror` in lower case, to sit inside a sentence.
    public var description: String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
