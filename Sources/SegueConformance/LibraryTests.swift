import Foundation
import SegueABI
import SegueHost

/// Tests of the library file as a whole.
enum LibraryTests {
    static let all: [ValidationTest] =
        [loads, exportsOnlyEntry, abiCompatible, queries, initDeinit, scanTime] + ReinitTests.all

    static let loads = ValidationTest(
        id: LibraryScan.testID, level: 1,
        summary: "Loading the library (constructors, init, descriptors) returns, and the host accepts it.",
        proves: "Adding the library to a plugin folder cannot end, crash or hang a host that scans the folder.",
        scope: .library
    ) { subject in
        LibraryScan.run(subject.file).outcome
    }

    static let exportsOnlyEntry = ValidationTest(
        id: "library.exports-only-entry", level: 1,
        summary: "The library exports exactly one symbol, \(SEGUE_PLUGIN_ENTRY_SYMBOL).",
        proves: "The library's symbols cannot clash with the host's or another plugin's.", scope: .library,
        loadsLibrary: false
    ) { subject in
        let symbols: [String]
        do throws(ELFSymbols.ReadError) { symbols = try ELFSymbols.exported(from: subject.file) } catch {
            return .failed(expected: "a readable ELF symbol table", got: error.description)
        }
        guard symbols.contains(SEGUE_PLUGIN_ENTRY_SYMBOL) else {
            return .failed(expected: "\(SEGUE_PLUGIN_ENTRY_SYMBOL) among the exports", got: "it is missing")
        }
        let extra = symbols.filter { $0 != SEGUE_PLUGIN_ENTRY_SYMBOL }
        guard extra.isEmpty else {
            let listed =
                extra.prefix(5).joined(separator: ", ") + (extra.count > 5 ? " and \(extra.count - 5) more" : "")
            return .failed(
                expected: "only \(SEGUE_PLUGIN_ENTRY_SYMBOL)", got: "it also exports \(listed)",
                hint: "link with a version script ({ global: \(SEGUE_PLUGIN_ENTRY_SYMBOL); local: *; })")
        }
        return .passed
    }

    static let abiCompatible = ValidationTest(
        id: "library.abi-compatible", level: 1, summary: "The entry's ABI version has this host's major version.",
        proves: "This host can call the library's entry and animators without misreading their layout.", scope: .library
    ) { subject in
        let plugin = try RawPlugin(subject.file)
        let v = plugin.entry.pointee.abi_version
        let host = RawPlugin.hostVersion
        guard segue_version_is_compatible(host, v) else {
            return .failed(
                expected: "ABI \(host.major).x", got: "the plugin was built against \(v.major).\(v.minor).\(v.patch)",
                hint: "rebuild it against this host's headers")
        }
        return .passed
    }

    static let queries = ValidationTest(
        id: "library.queries", level: 2,
        summary:
            "Entry queries answer by the ABI's rules: a stable count, a descriptor at every index below it and none "
            + "past it, NULL for unknown animator and extension ids.",
        proves: "Tools that enumerate or probe the library get consistent answers and never a dangling pointer.",
        scope: .library
    ) { subject in
        let plugin = try RawPlugin(subject.file)
        return try plugin.initialised { _ in
            let count = plugin.animatorCount()
            guard plugin.animatorCount() == count else {
                return .failed(expected: "animator_count to answer \(count) again", got: "\(plugin.animatorCount())")
            }
            guard count <= PluginLibrary.maximumAnimatorCount else {
                return .failed(
                    expected: "at most \(PluginLibrary.maximumAnimatorCount) animators (the host reads no more)",
                    got: "animator_count \(count)")
            }
            if let missing = (0..<count).first(where: { plugin.descriptor($0) == nil }) {
                return .failed(
                    expected: "a descriptor at every index below animator_count (\(count))",
                    got: "NULL at index \(missing)")
            }
            if let past = [count, count &+ 1, UInt32.max].first(where: { plugin.descriptor($0) != nil }) {
                return .failed(
                    expected: "NULL from animator_descriptor(\(past)) with \(count) animators", got: "a descriptor")
            }
            for id in ["org.segue.validator.no-such-animator", ""] {
                if let made = plugin.createAnimator(id) {
                    plugin.destroy(made)
                    return .failed(
                        expected: "NULL from create_animator(\"\(id)\") for an unknown id", got: "an animator")
                }
            }
            if plugin.entry.pointee.get_extension != nil,
                plugin.extensionTable("org.segue.validator.no-such-extension/1") != nil
            {
                return .failed(
                    expected: "NULL from get_extension for an unknown extension id", got: "a non-NULL table",
                    hint: "answer a table only for the ids you implement")
            }
            return .passed
        }
    }

    static let initDeinit = ValidationTest(
        id: "library.init-deinit", level: 3, summary: "init and deinit are reference-counted and can be repeated.",
        proves: "Several hosts (or registries) in one process can share the library.", scope: .library
    ) { subject in
        let plugin = try RawPlugin(subject.file)
        try plugin.requireCompatible()
        let host = PluginHostServices()
        let entry = plugin.entry.pointee
        guard entry.`init` != nil, entry.deinit != nil, entry.animator_count != nil else {
            return .failed(expected: "init, deinit and animator_count to be set", got: "one is NULL")
        }
        guard plugin.initialise(host), plugin.initialise(host) else {
            return .failed(expected: "init to answer true twice", got: "it refused")
        }
        // Animators, or for a library of ABI 1.2 controllers only, what its factories count.
        let offered = plugin.offeredCount()
        guard offered > 0 else { return .failed(expected: "animators after init", got: "animator_count is 0") }
        plugin.deinitialise()
        guard plugin.offeredCount() == offered else {
            return .failed(
                expected: "the library to stay initialised after one of two deinit calls",
                got: "animator_count went from \(offered) to \(plugin.offeredCount())")
        }
        plugin.deinitialise()
        plugin.deinitialise() // An extra deinit must do nothing.
        guard plugin.initialise(host), plugin.offeredCount() == offered else {
            return .failed(
                expected: "init to work again after the last deinit with \(offered) animators", got: "it did not")
        }
        plugin.deinitialise()
        return .passed
    }

    static let scanTime = ValidationTest(
        id: "library.scan-time", level: 2, summary: "Loading, init and reading every descriptor take under 100 ms.",
        proves: "Listing a folder of plugins stays quick.", scope: .library
    ) { subject in
        let scan = LibraryScan.run(subject.file)
        guard scan.animators != nil else {
            throw ValidationStop(.skipped, "the library does not load (see library.loads)")
        }
        let milliseconds = LibraryScan.firstScanMilliseconds(of: subject.file) ?? 0
        guard milliseconds <= 100 else {
            return ValidationOutcome(
                .warning, expected: "the scan to take under 100 ms", got: "\(Int(milliseconds)) ms",
                hint: "defer expensive work until an animator runs")
        }
        return .passed
    }
}
