import Foundation

/// The Swift files `segue plugin import` copies, found in the files and folders given (folders recursively,
/// hidden entries and a package's own manifest skipped), each with its path inside the plugin's source folder:
/// a file given by itself at the top, a folder's files at their paths inside it.
struct ImportedSources {
    /// One Swift file to copy.
    struct File {
        /// Where it is, as the person wrote it (a folder's files joined onto the folder given).
        let origin: String
        /// Its path inside `Sources/<Name>/`.
        let relativePath: String
        /// Its bytes, copied unchanged.
        let data: Data
        /// Its text (the bytes are UTF-8, as the compiler requires).
        let text: String
    }

    /// The name of the file `plugin import` writes beside the copies; no imported file may have it.
    static let exportFileName = "SegueExport.swift"

    /// The files, by relative path.
    let files: [File]

    /// The Swift files in `inputs` (files and folders); throws a one-sentence failure naming the input when one
    /// is missing, unreadable, not Swift, a folder without Swift files, or when two files share a name.
    init(_ inputs: [String]) throws {
        var found: [File] = []
        var seen: Set<String> = []
        for input in inputs {
            for (path, origin, relative) in try Self.swiftFiles(in: input) {
                let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
                guard seen.insert(resolved).inserted else { continue }
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw CommandFailure("'\(origin)' cannot be read; check its permissions")
                }
                guard let text = String(data: data, encoding: .utf8) else {
                    throw CommandFailure("'\(origin)' is not UTF-8 text, which Swift needs; convert it to UTF-8")
                }
                found.append(File(origin: origin, relativePath: relative, data: data, text: text))
            }
        }
        var byName: [String: File] = [:]
        for file in found {
            let name = URL(fileURLWithPath: file.relativePath).lastPathComponent
            if name == Self.exportFileName {
                throw CommandFailure(
                    "'\(file.origin)' has the name of the export file plugin import writes; rename it "
                        + "(e.g. \(name.dropLast(6))Original.swift)")
            }
            if let other = byName[name] {
                throw CommandFailure(
                    "'\(other.origin)' and '\(file.origin)' have the same file name, which one Swift module cannot "
                        + "hold; rename one of them, or import only one")
            }
            byName[name] = file
        }
        files = found.sorted { $0.relativePath < $1.relativePath }
    }

    /// The Swift files `input` names: itself, or the ones inside it, as (path, origin, relative path).
    private static func swiftFiles(in input: String) throws -> [(String, String, String)] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else {
            throw CommandFailure("'\(input)' does not exist; give the Swift files or folders to import")
        }
        guard isFolder.boolValue else {
            guard input.hasSuffix(".swift") else {
                throw CommandFailure("'\(input)' is not a Swift file; give .swift files or folders holding them")
            }
            return [(input, input, URL(fileURLWithPath: input).lastPathComponent)]
        }
        let root = URL(fileURLWithPath: input).resolvingSymlinksInPath().standardizedFileURL
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { throw CommandFailure("'\(input)' cannot be read; check its permissions") }
        let shown = input.hasSuffix("/") ? String(input.dropLast()) : input
        var files: [(String, String, String)] = []
        for case let url as URL in enumerator {
            let path = url.standardizedFileURL.path
            guard path.hasSuffix(".swift"), path.hasPrefix(root.path + "/") else { continue }
            var isSubfolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isSubfolder), !isSubfolder.boolValue
            else { continue }
            let relative = String(path.dropFirst(root.path.count + 1))
            // A package's own manifest is not a source of its module.
            if relative == "Package.swift" || relative.hasPrefix("Package@swift") { continue }
            files.append((path, "\(shown)/\(relative)", relative))
        }
        guard !files.isEmpty else {
            throw CommandFailure(
                "'\(input)' holds no .swift files; give the folder (or the files) with the transition's Swift code")
        }
        return files.sorted { $0.2 < $1.2 }
    }
}
