import Foundation

/// The library files this process has `dlopen`ed, with each file's identity when it was opened.
/// `dlopen` answers the library already loaded under a path it has seen, whatever the file holds
/// now, and nothing is ever `dlclose`d: a rebuilt library cannot be loaded in process again
/// under its path, and this record is how a reload knows it.
final class OpenedLibraries: @unchecked Sendable {
    /// The record of this process.
    static let shared = OpenedLibraries()

    private let lock = NSLock()
    private var identities: [String: FileIdentity?] = [:]

    /// Notes that `path` was just opened (the first opening is what `dlopen` keeps answering).
    func record(_ path: String) {
        lock.withLock {
            if identities[path] == nil { identities[path] = .some(FileIdentity(path: path)) }
        }
    }

    /// Whether `path` was opened in this process while the file was different from `identity`
    /// (so opening it again would answer the old library).
    func holdsOlderVersion(of path: String, than identity: FileIdentity) -> Bool {
        lock.withLock {
            guard let opened = identities[path] else { return false }
            return opened != identity
        }
    }
}
