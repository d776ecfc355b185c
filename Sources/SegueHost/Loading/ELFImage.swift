import Glibc

/// A file opened to read its ELF structures: opened without blocking, refused unless it is a
/// regular file, and read with `pread` only at ranges checked against its size.
struct ELFImage: ~Copyable {
    /// The open descriptor, closed when the image goes away.
    private let descriptor: Int32
    /// The file's size in bytes when it was opened.
    let size: UInt64

    /// Opens `path`. It is examined before it is opened, so a device is never opened at all, and
    /// again through the descriptor, so a file swapped in between is still caught.
    init(path: String) throws(ELFProblem) {
        var status = stat()
        if stat(path, &status) == 0, let kind = Self.notRegular(status.st_mode) { throw ELFProblem(kind) }
        // O_NONBLOCK: a FIFO opened for reading would otherwise wait for a writer forever.
        // O_NOCTTY: a terminal opened here must never become the process's controlling terminal.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            throw ELFProblem("it cannot be opened for reading (\(String(cString: strerror(errno))))")
        }
        guard fstat(descriptor, &status) == 0 else {
            close(descriptor)
            throw ELFProblem("its size cannot be read")
        }
        if let kind = Self.notRegular(status.st_mode) {
            close(descriptor)
            throw ELFProblem(kind)
        }
        self.descriptor = descriptor
        size = UInt64(max(status.st_size, 0))
    }

    /// Closes the descriptor.
    deinit { close(descriptor) }

    /// The whole file as a range.
    var whole: FileRange { FileRange(offset: 0, count: size)! } // a size always fits

    /// What the file of mode `mode` is, as a problem, when it is not a regular file.
    private static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "it is a directory, not a regular file"
        case S_IFIFO: "it is a FIFO, not a regular file"
        case S_IFSOCK: "it is a socket, not a regular file"
        case S_IFCHR, S_IFBLK: "it is a device, not a regular file"
        default: "it is not a regular file"
        }
    }

    /// The bytes of `range`, or nil when it runs past the end of the file or cannot be read.
    func bytes(_ range: FileRange) -> [UInt8]? {
        guard range.end <= size, let count = Int(exactly: range.count), let offset = off_t(exactly: range.offset) else {
            return nil
        }
        guard count > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: count)
        let complete = buffer.withUnsafeMutableBytes { readFully(into: $0, at: offset) }
        return complete ? buffer : nil
    }

    /// Every entry of `table`, or nil when it runs past the end of the file or cannot be read.
    func entries<Entry>(_ table: ELFTable<Entry>) -> [Entry]? {
        guard let bytes = bytes(table.bytes) else { return nil }
        let stride = MemoryLayout<Entry>.size
        // ELF tables need not be aligned for Swift's types, hence loadUnaligned.
        return bytes.withUnsafeBytes { raw in
            (0..<table.count).map { raw.loadUnaligned(fromByteOffset: $0 * stride, as: Entry.self) }
        }
    }

    /// The one `Entry` at `offset`, or nil when it is not wholly inside the file.
    func entry<Entry>(_: Entry.Type, at offset: UInt64) -> Entry? {
        guard let table = ELFTable<Entry>(offset: offset, count: 1) else { return nil }
        return entries(table)?.first
    }

    /// Fills `buffer` from `offset`; false when the file ends first (it shrank since it was
    /// opened) or a read fails.
    private func readFully(into buffer: UnsafeMutableRawBufferPointer, at offset: off_t) -> Bool {
        var done = 0
        while done < buffer.count {
            let got = pread(descriptor, buffer.baseAddress! + done, buffer.count - done, offset + off_t(done))
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return false }
            done += got
        }
        return true
    }
}
