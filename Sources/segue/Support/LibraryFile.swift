#if canImport(Glibc)
    import Glibc
#endif

/// What a path given as a plugin library actually is, checked without loading it: a regular
/// file that starts with the ELF magic bytes. Opened non-blocking, so a FIFO cannot stall it.
enum LibraryFile {
    /// Why `path` is not a shared library, or nil when it looks like one.
    static func whyNotALibrary(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return "'\(path)' cannot be examined: \(FileProblem.reason(errno))" }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return "'\(path)' is a folder, not a plugin library (use --all to search the plugin folders)"
        case S_IFCHR, S_IFBLK: return "'\(path)' is a device, not a plugin library"
        case S_IFIFO: return "'\(path)' is a FIFO, not a plugin library"
        case S_IFSOCK: return "'\(path)' is a socket, not a plugin library"
        default: return "'\(path)' is not a regular file, so not a plugin library"
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return "'\(path)' cannot be read: \(FileProblem.reason(errno))" }
        defer { close(descriptor) }
        var magic = [UInt8](repeating: 0, count: 4)
        guard read(descriptor, &magic, 4) == 4, magic == [0x7F, 0x45, 0x4C, 0x46] else {
            return "'\(path)' is not a shared library (it does not start with the ELF magic bytes)"
        }
        return nil
    }
}
