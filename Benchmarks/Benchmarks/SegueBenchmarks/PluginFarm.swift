import Foundation
import SegueBenchmarkWorkloads

/// Folders of many distinct small C plugins for the discovery and `segue list` benchmarks.
///
/// Compiling a thousand plugins would take minutes, so one is compiled (the fixtures' correct
/// animator, `Fixtures/Support/broken_animator.h` with `BROKEN_NONE`) with a placeholder in its
/// id and name, and each copy gets its own number written over the placeholder: same-length
/// text in the string table, so every file is a valid, distinct plugin ("org.bench.q7x0042").
enum PluginFarm {
    /// The placeholder compiled into the template's id and name.
    private static let placeholder = "q7x0000"

    /// Folders already made in this process, by plugin count.
    nonisolated(unsafe) private static var folders: [Int: String] = [:]

    /// A folder of `count` plugins (at most 10 000), made once per process.
    static func folder(count: Int) throws -> String {
        if let folder = folders[count] { return folder }
        let work = try BenchmarkFiles.temporaryFolder("farm-\(count)")
        let template = try compileTemplate(in: work)
        let folder = work + "/plugins"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for index in 0..<count {
            let number = String(format: "q7x%04d", index)
            try numbered(template, number).write(to: URL(fileURLWithPath: "\(folder)/lib\(number).so"))
        }
        folders[count] = folder
        return folder
    }

    /// The template library's bytes, compiled in `work`.
    private static func compileTemplate(in work: String) throws -> Data {
        let source = work + "/template.c"
        try """
        #define BROKEN_KIND BROKEN_NONE
        #define BROKEN_ID "org.bench.\(placeholder)"
        #define BROKEN_NAME "Bench \(placeholder)"
        #include "broken_animator.h"

        """.write(toFile: source, atomically: true, encoding: .utf8)
        try PluginCompiler.compile(source, to: work + "/template.so")
        return try Data(contentsOf: URL(fileURLWithPath: work + "/template.so"))
    }

    /// `template` with every occurrence of the placeholder replaced by `number` (same length).
    private static func numbered(_ template: Data, _ number: String) -> Data {
        var data = template
        let from = Data(placeholder.utf8)
        let to = Data(number.utf8)
        var searchStart = data.startIndex
        while let range = data.range(of: from, in: searchStart..<data.endIndex) {
            data.replaceSubrange(range, with: to)
            searchStart = range.upperBound
        }
        return data
    }
}
