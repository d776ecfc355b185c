import Foundation

/// A file written under a hidden temporary name beside its target and renamed over it only when
/// complete, so a reader never sees half a file and a failure leaves nothing at the target.
struct PartialFile {
    /// Where the finished file goes.
    let target: String
    /// Where it is written until then: `.name.partial-<pid>-<random>.ext`, in the same folder
    /// (so the rename is atomic) and with the same extension.
    let path: String

    /// A partial file for `target`; nothing is created yet.
    init(for target: String) {
        self.target = target
        let url = URL(fileURLWithPath: target)
        let ext = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        let stem = url.deletingPathExtension().lastPathComponent
        let tag = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        path = url.deletingLastPathComponent().appendingPathComponent(".\(stem).partial-\(tag)\(ext)").path
    }

    /// Creates the partial file empty (failing if the folder is missing or unwritable, before any
    /// work is done for it).
    func create() throws(MotionError) {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw MotionError(
                "cannot write \(target): \(Self.folderProblem(of: target)); check that its folder exists and is "
                    + "writable"
            )
        }
    }

    /// Moves the finished file over the target.
    func commit() throws(MotionError) {
        guard rename(path, target) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw MotionError("cannot write \(target): \(reason); check that its folder is writable")
        }
    }

    /// Removes the partial file, if any.
    func discard() { unlink(path) }

    /// `bytes` written to `target` through a partial file.
    static func write(_ bytes: [UInt8], to target: String) throws(MotionError) {
        let partial = PartialFile(for: target)
        guard FileManager.default.createFile(atPath: partial.path, contents: Data(bytes)) else {
            partial.discard()
            throw MotionError(
                "cannot write \(target): \(folderProblem(of: target)); check that its folder exists and is writable")
        }
        try partial.commit()
    }

    /// What is wrong with the folder `target` would go in, in a few words.
    private static func folderProblem(of target: String) -> String {
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            return "the folder \(folder) does not exist"
        }
        if !isFolder.boolValue { return "\(folder) is not a folder" }
        return "the folder \(folder) is not writable"
    }
}
