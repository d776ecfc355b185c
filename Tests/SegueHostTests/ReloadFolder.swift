import Foundation
import SegueHost

#if canImport(Glibc)
    import Glibc
#endif

/// A temporary plugin folder for the reload tests, where libraries arrive the two ways a build
/// puts them in place: renamed into place (lld, `install`, `cp` to a temporary name and `mv`) or
/// written and then closed (GNU ld, `cp` over the file). The build folder's libraries are only read.
final class ReloadFolder {
    /// The folder.
    let path: String

    /// A fresh empty folder.
    init() throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("segue-reload-tests-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The path of entry `name` in the folder.
    func file(_ name: String) -> String { path + "/" + name }

    /// The bytes of the built bundled plugin `name` (`CoverVertical`).
    static func bundled(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: try BuiltLibraries.path("libSeguePlugin\(name).so"))))
    }

    /// Writes `bytes` under a temporary name the watch ignores, then renames it to `name`.
    @discardableResult
    func renameIntoPlace(_ bytes: [UInt8], as name: String) throws -> String {
        let staging = file(".\(name).partial")
        try Data(bytes).write(to: URL(fileURLWithPath: staging))
        guard rename(staging, file(name)) == 0 else {
            throw ReloadFolderError("rename failed: \(String(cString: strerror(errno)))")
        }
        return file(name)
    }

    /// Removes `name`, then creates it, writes `bytes` and closes it, as GNU ld writes its
    /// output: a new file, since truncating a library in place would change the code under the
    /// process that maps it.
    @discardableResult
    func writeInPlace(_ bytes: [UInt8], as name: String) throws -> String {
        unlink(file(name))
        let writer = try OpenWriter(file(name))
        try writer.write(bytes)
        writer.close()
        return file(name)
    }

    /// A file being written: open until `close()`.
    final class OpenWriter {
        private var descriptor: Int32

        /// Opens `path` for writing, truncating it.
        init(_ path: String) throws {
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw ReloadFolderError("open failed: \(String(cString: strerror(errno)))") }
        }

        deinit { close() }

        /// Appends `bytes`.
        func write(_ bytes: [UInt8]) throws {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard written == bytes.count else { throw ReloadFolderError("short write") }
        }

        /// Closes the file (the moment the watch may report it).
        func close() {
            if descriptor >= 0 { Glibc.close(descriptor) }
            descriptor = -1
        }
    }
}

/// A reload test's set-up failed.
struct ReloadFolderError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Whether process `pid` is gone: reaped, so not even a zombie answers signal 0.
func processIsGone(_ pid: pid_t) -> Bool {
    kill(pid, 0) == -1 && errno == ESRCH
}

/// Whether process `pid` runs (and is not a zombie waiting to be reaped).
func processIsRunning(_ pid: pid_t) -> Bool {
    guard kill(pid, 0) == 0, let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
        return false
    }
    // The state follows the parenthesised command name: Z is a zombie.
    return status.split(separator: ")").last?.trimmingCharacters(in: .whitespaces).first != "Z"
}
