import Foundation
import SegueHost
import SegueKit
import SeguePreview
import SegueScenario
import SegueTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A rebuilt library replaces its plugin process; a broken rebuild leaves the last good one
/// running; kept parameters survive. (Issue 26: "reloading one is starting a new process, never
/// `dlclose`".)
@Suite("Reloading plugins")
struct ReloadingPluginsTests {
    static let coverID = "org.segue.cover-vertical"
    static let library = "libSeguePluginCoverVertical.so"

    /// Isolation through the built `segue` (the test process has threads, so it cannot fork).
    private func isolation() throws -> PluginIsolation {
        PluginIsolation(executable: try #require(BuiltLibraries.directory) + "/segue", forksWhenPossible: false)
    }

    /// A folder holding Cover Vertical, and the reloading set following it.
    private func coverSet(isolated: Bool = true) throws -> (ReloadFolder, ReloadingPlugins) {
        let folder = try ReloadFolder()
        try folder.renameIntoPlace(try ReloadFolder.bundled("CoverVertical"), as: Self.library)
        let plugins = ReloadingPlugins(
            searchPath: PluginSearchPath(folders: [.init(path: folder.path)]),
            isolation: isolated ? try isolation() : nil)
        return (folder, plugins)
    }

    /// The present transition `plugins` makes with `id` now, played to the end.
    private func present(_ plugins: ReloadingPlugins, _ id: String = coverID) throws -> ScenarioRecording {
        try TransitionScenario(operation: .present).run { try plugins.makePluginAnimator(id: id, operation: $0) }
    }

    /// Replaced during a watch (renamed into place, or written anew and closed): reported once,
    /// running within one second in a new process, and the old process reaped (not even a
    /// zombie is left).
    @Test(arguments: [true, false]) func replacedLibraryRunsInANewProcess(renamed: Bool) throws {
        let (folder, plugins) = try coverSet()
        let watch = try PluginFolderWatch(folders: [folder.path])
        let path = folder.file(Self.library)
        let old = try #require(plugins.pluginProcessID(of: path))
        #expect(processIsRunning(old))
        let started = Date()
        let rebuilt = try ReloadFolder.bundled("CoverVertical")
        if renamed {
            try folder.renameIntoPlace(rebuilt, as: Self.library)
        } else {
            try folder.writeInPlace(rebuilt, as: Self.library)
        }
        let changes = watch.changes(waitingUpTo: 1)
        #expect(changes == [path])
        let outcomes = plugins.reload(changes)
        #expect(outcomes.count == 1)
        #expect(outcomes.first?.failure == nil)
        #expect(outcomes.first?.animatorIDs == [Self.coverID])
        #expect(outcomes.first?.isNew == false)
        let recording = try present(plugins)
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(recording.finished)
        let new = try #require(plugins.pluginProcessID(of: path))
        #expect(new != old)
        #expect(processIsRunning(new))
        #expect(processIsGone(old))
    }

    /// A file of garbage as the rebuild: the diagnostic says why, the old process keeps running
    /// and keeps animating.
    @Test func garbageRebuildKeepsTheLastGoodOne() throws {
        let (folder, plugins) = try coverSet()
        let path = folder.file(Self.library)
        let old = try #require(plugins.pluginProcessID(of: path))
        try folder.renameIntoPlace(Array("this is not an ELF file".utf8), as: Self.library)
        let outcome = try #require(plugins.reload([path]).first)
        #expect(outcome.failure?.contains("not a loadable library") == true)
        #expect(outcome.animatorIDs.isEmpty)
        #expect(plugins.pluginProcessID(of: path) == old)
        #expect(processIsRunning(old))
        #expect(plugins.animatorIDs == [Self.coverID])
        #expect(try present(plugins).finished)
        // The same broken file reported again is not tried again; a good rebuild then loads.
        #expect(plugins.reload([path]).isEmpty)
        try folder.renameIntoPlace(try ReloadFolder.bundled("CoverVertical"), as: Self.library)
        #expect(plugins.reload([path]).first?.failure == nil)
        #expect(processIsGone(old))
    }

    /// A rebuild whose descriptor is invalid (an empty name, Fixtures/EmptyName) is refused with
    /// the descriptor's diagnostic; the last good one runs on.
    @Test func invalidDescriptorRebuildKeepsTheLastGoodOne() throws {
        let (folder, plugins) = try coverSet()
        let path = folder.file(Self.library)
        let old = try #require(plugins.pluginProcessID(of: path))
        let broken = [UInt8](try Data(contentsOf: URL(fileURLWithPath: try FixtureLibraries.path("EmptyName"))))
        try folder.renameIntoPlace(broken, as: Self.library)
        let outcome = try #require(plugins.reload([path]).first)
        let failure = try #require(outcome.failure)
        #expect(failure.contains("name"))
        #expect(plugins.pluginProcessID(of: path) == old)
        #expect(processIsRunning(old))
        #expect(try present(plugins).finished)
    }

    /// Parameters kept for an id apply to the animators the rebuilt library makes.
    @Test func parametersSurviveTheReload() throws {
        let (folder, plugins) = try coverSet()
        try plugins.setParameter("duration", of: Self.coverID, to: 0.7)
        let before = try plugins.makePluginAnimator(id: Self.coverID, operation: .present)
        #expect(before.transitionDuration(using: nil) == 0.7)
        try folder.renameIntoPlace(try ReloadFolder.bundled("CoverVertical"), as: Self.library)
        #expect(plugins.reload([folder.file(Self.library)]).first?.failure == nil)
        let after = try plugins.makePluginAnimator(id: Self.coverID, operation: .present)
        #expect(after.transitionDuration(using: nil) == 0.7)
        #expect(plugins.parameters(for: Self.coverID) == ["duration": 0.7])
        // The live session sees the same through its animator source.
        let source: LiveAnimatorSource = plugins
        #expect(source.animatorIDs == [Self.coverID])
        #expect(source.descriptor(for: Self.coverID)?.parameters.map(\.id) == ["duration", "lift"])
        #expect(source.descriptor(for: "org.segue.nothing") == nil)
        #expect(try source.makeAnimator(id: Self.coverID, operation: .dismiss).transitionDuration(using: nil) == 0.7)
        // Out of the declared range (0 to 5 s, CoverVertical.c) is refused, and nothing is kept.
        #expect(throws: PluginAnimatorError.self) { try plugins.setParameter("duration", of: Self.coverID, to: 50) }
        #expect(plugins.parameters(for: Self.coverID) == ["duration": 0.7])
    }

    /// A library that appears in a followed folder is added; one elsewhere is ignored.
    @Test func newLibraryInAFollowedFolderIsAdded() throws {
        let (folder, plugins) = try coverSet()
        let added = try folder.renameIntoPlace(try ReloadFolder.bundled("Slide"), as: "libSeguePluginSlide.so")
        let outsider = try ReloadFolder()
        let ignored = try outsider.renameIntoPlace(try ReloadFolder.bundled("Zoom"), as: "libSeguePluginZoom.so")
        let outcomes = plugins.reload([added, ignored])
        #expect(outcomes.map(\.path) == [added])
        #expect(outcomes.first?.isNew == true)
        #expect(plugins.animatorIDs.contains(Self.coverID))
        #expect(plugins.animatorIDs.contains("org.segue.slide"))
        #expect(!plugins.animatorIDs.contains("org.segue.zoom"))
    }

    /// In process a changed file cannot be loaded again without `dlclose` (which segue never
    /// does): the reload says so and the version loaded first keeps running.
    @Test func inProcessReloadIsRefusedAndTheFirstVersionRuns() throws {
        let (folder, plugins) = try coverSet(isolated: false)
        let path = folder.file(Self.library)
        #expect(plugins.pluginProcessID(of: path) == nil)
        try folder.renameIntoPlace(try ReloadFolder.bundled("CoverVertical"), as: Self.library)
        let outcome = try #require(plugins.reload([path]).first)
        #expect(outcome.failure?.contains("never unloaded") == true)
        #expect(outcome.failure?.contains("without --in-process") == true)
        #expect(try present(plugins).finished)
    }

    /// Switching isolation loads every library the other way; switching back to in process with
    /// a library changed since it was opened here is refused whole, and the isolated set runs on.
    @Test func switchingIsolationReloadsEverything() throws {
        let (folder, plugins) = try coverSet(isolated: false)
        let path = folder.file(Self.library)
        plugins.isolation = try isolation()
        #expect(plugins.lastIsolationSwitch.map(\.failure) == [nil])
        let isolated = try #require(plugins.pluginProcessID(of: path))
        #expect(processIsRunning(isolated))
        #expect(try present(plugins).finished)
        try folder.renameIntoPlace(try ReloadFolder.bundled("CoverVertical"), as: Self.library)
        #expect(plugins.reload([path]).first?.failure == nil)
        plugins.isolation = nil
        #expect(plugins.lastIsolationSwitch.first?.failure?.contains("never unloaded") == true)
        #expect(plugins.isolation != nil)
        #expect(plugins.pluginProcessID(of: path).map(processIsRunning) == true)
    }

    /// Ending the old processes leaves no descriptor behind: reloading three times opens nothing
    /// that stays open (the test's own descriptors, counted in a fresh child, see WatchCommandTests).
    @Test func reloadsEndEveryOldProcess() throws {
        let (folder, plugins) = try coverSet()
        let path = folder.file(Self.library)
        var pids: [pid_t] = []
        for _ in 0..<3 {
            pids.append(try #require(plugins.pluginProcessID(of: path)))
            try folder.renameIntoPlace(try ReloadFolder.bundled("CoverVertical"), as: Self.library)
            #expect(plugins.reload([path]).first?.failure == nil)
        }
        #expect(pids.allSatisfy(processIsGone))
        #expect(Set(pids).count == 3)
    }

    /// Each reload records the new file in the registry cache (replacing the old version's
    /// entry), so a listing afterwards answers from the cache without loading it again; a broken
    /// rebuild is recorded with its diagnostic.
    @Test func reloadsKeepTheRegistryCacheCurrent() throws {
        let (folder, plugins) = try coverSet()
        let path = folder.file(Self.library)
        let cache = RegistryCache(path: folder.file("cache/registry"))
        plugins.cache = cache
        try folder.renameIntoPlace(try ReloadFolder.bundled("CoverVertical"), as: Self.library)
        #expect(plugins.reload([path]).first?.failure == nil)
        let entry = try #require(cache.load().entries[path])
        #expect(entry.identity == FileIdentity(path: path))
        #expect(entry.report?.animators.map(\.id) == [Self.coverID])
        var warnings: [String] = []
        let scanner = PluginScanner(isolation: try isolation(), cache: cache)
        let (catalogue, statistics) = scanner.catalogue(of: [path], warnings: &warnings)
        #expect(statistics.cached == 1 && statistics.scanned == 0)
        #expect(catalogue.animators.map(\.descriptor.id) == [Self.coverID])
        try folder.renameIntoPlace(Array("garbage".utf8), as: Self.library)
        #expect(plugins.reload([path]).first?.failure != nil)
        let broken = try #require(cache.load().entries[path])
        #expect(broken.identity == FileIdentity(path: path))
        #expect(broken.report?.animators == [])
        #expect(broken.report?.diagnostics.first?.message.contains("not a loadable library") == true)
        #expect(cache.load().entries.count == 1)
    }
}
