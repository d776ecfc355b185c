import Foundation
import SegueHost
import SegueScenario
import Testing

@testable import SeguePreview

#if canImport(Glibc)
    import Glibc
#endif

/// The preview's reloads as its frame loop makes them (`PreviewPlugins.reloadChanges()`, called
/// once per frame): a rebuilt library renamed into a followed folder runs within a second in a new
/// plugin process with the old one gone, and a broken rebuild leaves the last good one running
/// with the sentence the heads-up line shows. No window is needed for this part of the loop.
@Suite("The preview reloads a rebuilt plugin and keeps the last good one on a broken build")
struct PreviewReloadTests {
    static let library = "libSeguePluginCoverVertical.so"
    static let coverID = "org.segue.cover-vertical"

    /// A temporary plugin folder holding Cover Vertical, followed as the preview follows its folders.
    private final class Folder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-preview-reload-\(UUID().uuidString)"
        ).path
        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        /// Writes `bytes` beside the library under a name the watch ignores, then renames it into place, as a linker
        /// does.
        func renameIntoPlace(_ bytes: Data) throws {
            let staging = path + "/.staging"
            try bytes.write(to: URL(fileURLWithPath: staging))
            try #require(rename(staging, path + "/" + PreviewReloadTests.library) == 0)
        }
    }

    private static func builtCoverVertical() throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: PreviewProcess.pluginFolder + "/" + library))
    }

    /// The preview's plugins over `folder`, isolated through the built `segue`.
    private func plugins(in folder: Folder) throws -> PreviewPlugins {
        let isolation = PluginIsolation(executable: PreviewProcess.executable, forksWhenPossible: false)
        let searchPath = PluginSearchPath(folders: [.init(path: folder.path)])
        return PreviewPlugins(
            reloading: ReloadingPlugins(searchPath: searchPath, isolation: isolation),
            watch: try PluginFolderWatch(searchPath: searchPath),
            isolation: isolation)
    }

    /// What the loop's frames would report within `seconds`, polling as a 60 Hz loop does.
    private func firstNotice(_ plugins: PreviewPlugins, within seconds: Double) -> (
        notice: String, loaded: Bool, after: Double
    )? {
        let start = Date()
        while Date().timeIntervalSince(start) < seconds {
            if let found = plugins.reloadChanges() {
                return (found.notice, found.loaded, Date().timeIntervalSince(start))
            }
            usleep(16_000)
        }
        return nil
    }

    @Test("a rebuilt library renamed into place runs within a second in a new process; the old one is gone")
    func rebuiltLibraryIsRunningWithinASecond() throws {
        let folder = try Folder()
        try folder.renameIntoPlace(try Self.builtCoverVertical())
        let plugins = try plugins(in: folder)
        let file = folder.path + "/" + Self.library
        let old = try #require(plugins.reloading.pluginProcessID(of: file))
        try folder.renameIntoPlace(try Self.builtCoverVertical())
        let reported = try #require(firstNotice(plugins, within: 1), "no reload within a second")
        #expect(reported.loaded && reported.notice.hasPrefix("reloaded"), "\(reported.notice)")
        let new = try #require(plugins.reloading.pluginProcessID(of: file))
        #expect(new != old)
        #expect(kill(old, 0) == -1 && errno == ESRCH, "the old plugin process \(old) is still there")
        let run = try TransitionScenario(operation: .present).run {
            try plugins.reloading.makePluginAnimator(id: Self.coverID, operation: $0)
        }
        #expect(run.completed == true)
    }

    @Test("a broken rebuild leaves the old plugin running and says why")
    func brokenRebuildKeepsTheLastGoodOne() throws {
        let folder = try Folder()
        try folder.renameIntoPlace(try Self.builtCoverVertical())
        let plugins = try plugins(in: folder)
        let file = folder.path + "/" + Self.library
        let old = try #require(plugins.reloading.pluginProcessID(of: file))
        try folder.renameIntoPlace(Data("not a shared library".utf8))
        let reported = try #require(firstNotice(plugins, within: 1), "no notice within a second")
        #expect(!reported.loaded && reported.notice.contains("the last good build keeps running"), "\(reported.notice)")
        #expect(plugins.reloading.pluginProcessID(of: file) == old && kill(old, 0) == 0)
        let run = try TransitionScenario(operation: .present).run {
            try plugins.reloading.makePluginAnimator(id: Self.coverID, operation: $0)
        }
        #expect(run.completed == true)
    }
}
