import SegueHost
import Testing

/// Issue 13: a folder of thousands of junk files prints a few diagnostics and a count, not one
/// line per file.
@Suite("Diagnostic summary")
struct DiagnosticSummaryTests {
    /// A diagnostic of `kind` about `name` in `folder`.
    private func diagnostic(_ kind: PluginDiagnostic.Kind, _ folder: String, _ name: String) -> PluginDiagnostic {
        PluginDiagnostic(kind, file: folder + "/" + name, "problem with \(name)")
    }

    @Test("10000 junk files in one folder become the first three and one count, other groups untouched")
    func tenThousandJunkFiles() {
        let junk = (0..<10_000).map { diagnostic(.notALibrary, "/plugins/junk", "junk\($0).so") }
        let noEntry = (0..<5).map { diagnostic(.missingEntry, "/plugins/junk", "plain\($0).so") }
        let elsewhere = diagnostic(.notALibrary, "/plugins/other", "one.so")
        let folder = PluginDiagnostic(.unreadableFolder, file: "/plugins/missing", "the plugin folder cannot be read")
        let running = PluginDiagnostic(.runtime, file: "/plugins/junk/ok.so", "completed twice")
        var all: [PluginDiagnostic] = [folder]
        all += junk.prefix(5000)
        all += noEntry
        all += [elsewhere, running]
        all += junk.dropFirst(5000)

        let summary = PluginDiagnostic.summarised(all)

        var expected: [PluginDiagnostic] = [folder]
        expected += junk.prefix(3)
        expected.append(
            PluginDiagnostic(
                .notALibrary, file: nil,
                "9997 more files in /plugins/junk are not libraries dlopen can load (like the 3 above)"))
        expected += noEntry.prefix(3)
        expected.append(
            PluginDiagnostic(
                .missingEntry, file: nil,
                "2 more libraries in /plugins/junk have no segue_plugin_entry symbol (like the 3 above)"))
        expected += [elsewhere, running]
        #expect(summary == expected)
        #expect(
            summary[4].description
                == "9997 more files in /plugins/junk are not libraries dlopen can load (like the 3 above)")
        #expect(PluginDiagnostic.summarised(summary) == summary, "summarising twice changes nothing")
    }

    @Test("a group one over the limit is kept whole; the limit is a parameter")
    func smallGroups() {
        let four = (0..<4).map { diagnostic(.notARegularFile, "/p", "fifo\($0).so") }
        #expect(PluginDiagnostic.summarised(four) == four)
        let kept = PluginDiagnostic.summarised(four, keepingPerFolder: 1)
        #expect(kept.count == 2)
        #expect(kept.first == four[0])
        #expect(
            kept.last?.message
                == "3 more entries in /p are not regular files (FIFOs, sockets, "
                + "devices or folders) and were never opened (like the 1 above)"
        )
        #expect(
            PluginDiagnostic.summarised(four, keepingPerFolder: 0).map(\.message) == [
                "4 more entries in /p are not regular files (FIFOs, sockets, devices or folders) and were never opened"
            ])
    }

    @Test("refused folders are never summarised: each names its own path")
    func foldersAreKept() {
        let folders = (0..<10).map {
            PluginDiagnostic(.insecureFolder, file: "/shared/p\($0)", "plugin folder refused")
        }
        #expect(PluginDiagnostic.summarised(folders) == folders)
    }
}
