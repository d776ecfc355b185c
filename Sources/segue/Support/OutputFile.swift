import Foundation
import SegueHost

/// A file an option writes, with the formats the command can write there: a path whose
/// extension names another format (`--render x.png` while pictures are SVG only) is refused
/// before anything runs, instead of getting SVG under a `.png` name.
struct OutputFile {
    /// The option or argument naming the file, as the user typed it (`--render`, `OUT.html`).
    let option: String
    /// The path given.
    let path: String
    /// The file extensions this option writes, lower case, the usual one first.
    let formats: [String]

    /// Why `path` names a format this option cannot write, or nil: its extension, when it has
    /// one, must be one of `formats` (case ignored); a path without one gets the usual format.
    var formatProblem: String? {
        let url = URL(fileURLWithPath: path)
        let found = url.pathExtension.lowercased()
        guard !found.isEmpty, !formats.contains(found) else { return nil }
        let written = formats.map { ".\($0)" }
        let list = written.count == 1 ? "\(written[0]) only" : written.dropLast().joined(separator: ", ") + " or " + written.last!
        let suggestion = ShellWord.quoted((path as NSString).deletingPathExtension + written[0])
        return "\(option) '\(path)' asks for a .\(found) file, which \(option) cannot write; it writes \(list): give a path like \(suggestion)"
    }
}

extension OutputFile {
    /// A picture (`--render`, `--filmstrip`): SVG only until raster output exists.
    static func picture(_ option: String, _ path: String) -> OutputFile { OutputFile(option: option, path: path, formats: ["svg"]) }
    /// `--trace FILE`: JSON Lines.
    static func trace(_ path: String) -> OutputFile { OutputFile(option: "--trace", path: path, formats: ["jsonl", "ndjson"]) }
    /// The gallery's page.
    static func page(_ path: String) -> OutputFile { OutputFile(option: "OUT.html", path: path, formats: ["html", "htm"]) }
    /// `--junit FILE`: JUnit XML.
    static func junit(_ path: String) -> OutputFile { OutputFile(option: "--junit", path: path, formats: ["xml"]) }
}
