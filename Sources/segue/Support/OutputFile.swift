import Foundation
import SegueHost
import SegueRaster

/// A file an option writes, with the formats the command can write there: a path whose
/// extension names another format (`--render x.png`, when the animated picture is SVG only) is
/// refused before anything runs, with the list, instead of getting SVG under a `.png` name.
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
        let list =
            written.count == 1
            ? "\(written[0]) only" : written.dropLast().joined(separator: ", ") + " or " + written.last!
        let suggestion = ShellWord.quoted((path as NSString).deletingPathExtension + written[0])
        return
            "\(option) '\(path)' asks for a .\(found) file, which \(option) cannot write; it writes \(list): give a "
            + "path like \(suggestion)"
    }

    /// The format written: the path's extension (lower case) when it has one, else the usual one.
    var format: String {
        let found = URL(fileURLWithPath: path).pathExtension.lowercased()
        return found.isEmpty ? formats[0] : found
    }
}

extension OutputFile {
    /// An SVG picture (`--render`: the animated picture, or a curve's plot): SVG only.
    static func svg(_ option: String, _ path: String) -> OutputFile {
        OutputFile(option: option, path: path, formats: ["svg"])
    }
    /// A still picture (`--filmstrip`): SVG outlines, or PNG drawn by the raster renderer.
    static func picture(_ option: String, _ path: String) -> OutputFile {
        OutputFile(option: option, path: path, formats: ["svg", "png"])
    }
    /// `--png FILE`: one raster frame.
    static func png(_ path: String) -> OutputFile { OutputFile(option: "--png", path: path, formats: ["png"]) }
    /// `--video FILE`: a motion file, every format `MotionWriter` writes.
    static func video(_ path: String) -> OutputFile {
        OutputFile(option: "--video", path: path, formats: MotionFormat.allCases.map(\.rawValue))
    }
    /// `--trace FILE`: JSON Lines.
    static func trace(_ path: String) -> OutputFile {
        OutputFile(option: "--trace", path: path, formats: ["jsonl", "ndjson"])
    }
    /// The gallery's page.
    static func page(_ path: String) -> OutputFile {
        OutputFile(option: "OUT.html", path: path, formats: ["html", "htm"])
    }
    /// `--junit FILE`: JUnit XML.
    static func junit(_ path: String) -> OutputFile { OutputFile(option: "--junit", path: path, formats: ["xml"]) }
}
