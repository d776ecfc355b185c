#if canImport(Glibc)
    import Glibc
#endif

/// What a directory entry is, from the type bits of its `stat` mode: only a regular file can be
/// a plugin library, and anything else (a FIFO above all) must never be opened, since opening it
/// may block.
public enum PluginFileKind: Equatable, Sendable {
    /// A regular file: the only kind `dlopen` is given.
    case regularFile
    /// A folder.
    case directory
    /// A named pipe: opening it for reading blocks until a writer appears.
    case fifo
    /// A Unix-domain socket.
    case socket
    /// A character device.
    case characterDevice
    /// A block device.
    case blockDevice
    /// A symbolic link (only `lstat` reports it).
    case symbolicLink
    /// A type this host does not know.
    case other

    /// The kind the type bits of `mode` name.
    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }

    /// The kind with its article, for a sentence: "a FIFO", "a folder".
    public var phrase: String {
        switch self {
        case .regularFile: "a regular file"
        case .directory: "a folder"
        case .fifo: "a FIFO"
        case .socket: "a socket"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .symbolicLink: "a symbolic link"
        case .other: "an unknown kind of file"
        }
    }
}
