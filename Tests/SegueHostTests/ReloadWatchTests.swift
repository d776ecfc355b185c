import Foundation
import SegueHost
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The plugin folder watch reports a library once it is complete, and never while it is written.
@Suite("Plugin folder watch")
struct ReloadWatchTests {
    /// Renamed into place (one IN_MOVED_TO): reported once, within a second.
    @Test func renamedLibraryIsReportedOnce() throws {
        let folder = try ReloadFolder()
        let watch = try PluginFolderWatch(folders: [folder.path])
        let path = try folder.renameIntoPlace(Array(repeating: 7, count: 4096), as: "libFast.so")
        #expect(watch.changes(waitingUpTo: 1) == [path])
        #expect(watch.changes() == [])
    }

    /// Written in place: nothing while the file is open (a linker still writing it), reported
    /// once when it is closed, however many writes it took.
    @Test func halfWrittenLibraryWaitsForClose() throws {
        let folder = try ReloadFolder()
        let watch = try PluginFolderWatch(folders: [folder.path])
        let writer = try ReloadFolder.OpenWriter(folder.file("libSlow.so"))
        try writer.write(Array(repeating: 1, count: 1000))
        #expect(watch.changes(waitingUpTo: 0.3) == [])
        try writer.write(Array(repeating: 2, count: 1000))
        #expect(watch.changes(waitingUpTo: 0.1) == [])
        writer.close()
        #expect(watch.changes(waitingUpTo: 1) == [folder.file("libSlow.so")])
        #expect(watch.changes() == [])
    }

    /// Two completions of one file between two calls are one report; order is completion order.
    @Test func repeatsAreCoalesced() throws {
        let folder = try ReloadFolder()
        let watch = try PluginFolderWatch(folders: [folder.path])
        try folder.writeInPlace([1], as: "libB.so")
        try folder.renameIntoPlace([2], as: "libA.so")
        try folder.writeInPlace([3], as: "libB.so")
        // Let both land in the queue before reading it.
        usleep(100_000)
        #expect(watch.changes(waitingUpTo: 1) == [folder.file("libB.so"), folder.file("libA.so")])
    }

    /// The search path's filter: only `*.so`, and in the executable's folder only bundled
    /// plugins (PluginFolderScan's rule); staging files and other libraries are not reported.
    @Test func reportsOnlyWhatTheSearchPathLoads() throws {
        let folder = try ReloadFolder()
        let watch = try PluginFolderWatch(following: [
            PluginSearchPath.Folder(path: folder.path, bundledPluginsOnly: true)
        ])
        try folder.writeInPlace([1], as: "notes.txt")
        try folder.writeInPlace([1], as: "libSegueFixtureX.so")
        try folder.writeInPlace([1], as: "libSeguePluginX.so.tmp")
        try FileManager.default.createDirectory(
            atPath: folder.file("libSeguePluginDir.so"), withIntermediateDirectories: false)
        let bundled = try folder.writeInPlace([1], as: "libSeguePluginX.so")
        #expect(watch.changes(waitingUpTo: 1) == [bundled])
    }

    /// A followed folder that disappears is waited for, and when it is back everything in it
    /// is reported (what changed meanwhile is unknown) and later changes are seen again.
    @Test func vanishedFolderIsFollowedAgain() throws {
        let folder = try ReloadFolder()
        let watch = try PluginFolderWatch(folders: [folder.path])
        try FileManager.default.removeItem(atPath: folder.path)
        #expect(watch.changes(waitingUpTo: 0.2) == [])
        #expect(watch.absentFolders == [folder.path])
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: false)
        let early = try folder.renameIntoPlace([1], as: "libEarly.so")
        #expect(watch.changes(waitingUpTo: 1) == [early])
        #expect(watch.absentFolders == [])
        let late = try folder.renameIntoPlace([2], as: "libLate.so")
        #expect(watch.changes(waitingUpTo: 1) == [late])
    }

    /// A folder the user named that cannot be followed is one sentence naming it, with a hint.
    @Test func missingFolderIsRefusedInOneSentence() throws {
        let missing = "/nonexistent-segue-\(UUID().uuidString)"
        #expect {
            try PluginFolderWatch(folders: [missing])
        } throws: { error in
            let text = "\(error)"
            return text.contains(missing) && text.contains("does not exist; create it or fix --plugin-path")
                && !text.contains("\n")
        }
    }

    /// A standard folder that does not exist yet is followed from the moment it does.
    @Test func standardFolderIsFollowedOnceCreated() throws {
        let parent = try ReloadFolder()
        let later = parent.file("plugins")
        let watch = try PluginFolderWatch(following: [PluginSearchPath.Folder(path: later, isExplicit: false)])
        #expect(watch.absentFolders == [later])
        try FileManager.default.createDirectory(atPath: later, withIntermediateDirectories: false)
        #expect(watch.changes(waitingUpTo: 0.2) == [])
        try Data([1]).write(to: URL(fileURLWithPath: later + "/libNew.so"))
        #expect(watch.changes(waitingUpTo: 1) == [later + "/libNew.so"])
    }

    /// The descriptor is there for a loop's own poll: readable once a change is queued.
    @Test func descriptorIsReadableWhenChangesAreQueued() throws {
        let folder = try ReloadFolder()
        let watch = try PluginFolderWatch(folders: [folder.path])
        var idle = pollfd(fd: watch.fileDescriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&idle, 1, 0) == 0)
        try folder.renameIntoPlace([1], as: "libPolled.so")
        var ready = pollfd(fd: watch.fileDescriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&ready, 1, 1000) == 1)
        #expect(watch.changes() == [folder.file("libPolled.so")])
    }

    /// When the kernel's queue overflows, the events lost may have been a library's: every
    /// library in the folder is reported (and nothing else).
    @Test func overflowReportsEveryLibrary() throws {
        let folder = try ReloadFolder()
        let watch = try PluginFolderWatch(folders: [folder.path])
        let queued =
            Int(
                (try? String(contentsOfFile: "/proc/sys/fs/inotify/max_queued_events", encoding: .utf8))?
                    .trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 16384
        try #require(queued <= 1 << 20, "max_queued_events is too large to overflow in a test")
        // Closes of two files in turn: the kernel merges only identical successive events.
        for index in 0...(queued + 1) {
            let descriptor = open(
                folder.file(index % 2 == 0 ? "noise-a.txt" : "noise-b.txt"), O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
            close(descriptor)
        }
        let lost = try folder.renameIntoPlace([1], as: "libLost.so")
        #expect(watch.changes(waitingUpTo: 1) == [lost])
    }
}
