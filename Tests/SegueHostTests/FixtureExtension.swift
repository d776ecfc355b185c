import Foundation
import SegueABI
import SegueTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A C fixture's extension tables, reached by `dlopen` and the entry's `get_extension`, for the
/// interaction and presentation tests (the loading helper's `makeInteraction` and
/// `makePresentation` are not used here, so these tests depend on the runtime's code only). The
/// library stays loaded for the test process's life; the fixture's `init` is called once.
final class FixtureExtension {
    /// The library handle (kept: the fixture's code must outlive every controller it made).
    let handle: UnsafeMutableRawPointer
    /// The library's entry.
    let entry: UnsafePointer<segue_plugin_entry_t>

    /// Opens `fixture` (compiled by FixtureLibraries) and calls its `init` once.
    init(_ fixture: String) throws {
        let path = try FixtureLibraries.path(fixture)
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw FixtureExtensionError("dlopen failed: \(String(cString: dlerror()))")
        }
        guard let symbol = dlsym(handle, "segue_plugin_entry") else {
            throw FixtureExtensionError("no segue_plugin_entry")
        }
        self.handle = handle
        entry = UnsafePointer(symbol.assumingMemoryBound(to: segue_plugin_entry_t.self))
        _ = entry.pointee.`init`(nil)
    }

    /// The extension `id` answers, bound to `T`.
    func table<T>(_ id: String, as type: T.Type) throws -> UnsafePointer<T> {
        guard let table = entry.pointee.get_extension?(id) else { throw FixtureExtensionError("no extension \(id)") }
        return table.assumingMemoryBound(to: T.self)
    }

    /// The fixture's call log ("org.segue.fixture.call-log/1"), its calls separated by ";".
    var callLog: [String] {
        guard let log = try? table("org.segue.fixture.call-log/1", as: CChar.self) else { return [] }
        return String(cString: log).split(separator: ";").map(String.init)
    }

    /// Empties the call log (it is the fixture's static buffer: the first byte ends it).
    func clearLog() {
        guard let log = try? table("org.segue.fixture.call-log/1", as: CChar.self) else { return }
        UnsafeMutablePointer(mutating: log).pointee = 0
    }

    /// A new interaction controller of descriptor `id`.
    func interaction(_ id: String) throws -> UnsafePointer<segue_interaction_t> {
        let factory = try table(SEGUE_INTERACTION_FACTORY_EXTENSION, as: segue_interaction_factory_t.self)
        guard let made = id.withCString({ factory.pointee.create($0) }) else { throw FixtureExtensionError("no \(id)") }
        return made
    }

    /// A new presentation controller of descriptor `id`.
    func presentation(_ id: String) throws -> UnsafePointer<segue_presentation_t> {
        let factory = try table(SEGUE_PRESENTATION_FACTORY_EXTENSION, as: segue_presentation_factory_t.self)
        guard let made = id.withCString({ factory.pointee.create($0) }) else { throw FixtureExtensionError("no \(id)") }
        return made
    }
}

/// Why a fixture's extension could not be reached.
struct FixtureExtensionError: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String
    init(_ description: String) { self.description = description }
}
