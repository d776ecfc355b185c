import Foundation
import SegueABI
import SegueHost

/// Tests of the library file as a whole.
enum LibraryTests {
    static let all: [ValidationTest] = [
        ValidationTest(id: "library.exports-only-entry", level: 1, summary: "The library exports exactly one symbol, \(SEGUE_PLUGIN_ENTRY_SYMBOL).", scope: .library) { subject in
            let symbols: [String]
            do throws(ELFSymbols.ReadError) { symbols = try ELFSymbols.exported(from: subject.file) } catch { return ValidationOutcome(.failed, error.description) }
            let extra = symbols.filter { $0 != SEGUE_PLUGIN_ENTRY_SYMBOL }
            guard symbols.contains(SEGUE_PLUGIN_ENTRY_SYMBOL) else { return ValidationOutcome(.failed, "expected \(SEGUE_PLUGIN_ENTRY_SYMBOL) among the exports; it is missing") }
            guard extra.isEmpty else {
                return ValidationOutcome(
                    .failed,
                    "expected only \(SEGUE_PLUGIN_ENTRY_SYMBOL); it also exports \(extra.prefix(5).joined(separator: ", "))\(extra.count > 5 ? " and \(extra.count - 5) more" : ""); link with a version script ({ global: \(SEGUE_PLUGIN_ENTRY_SYMBOL); local: *; })")
            }
            return .passed
        },
        ValidationTest(id: "library.abi-compatible", level: 1, summary: "The entry's ABI version has this host's major version.", scope: .library) { subject in
            let plugin = try RawPlugin(subject.file)
            let v = plugin.entry.pointee.abi_version, host = RawPlugin.hostVersion
            guard segue_version_is_compatible(host, v) else {
                return ValidationOutcome(.failed, "expected ABI \(host.major).x, the plugin was built against \(v.major).\(v.minor).\(v.patch); rebuild it against this host's headers")
            }
            return .passed
        },
        ValidationTest(id: "library.init-deinit", level: 3, summary: "init and deinit are reference-counted and can be repeated.", scope: .library) { subject in
            let plugin = try RawPlugin(subject.file)
            try plugin.requireCompatible()
            let entry = plugin.entry.pointee
            let host = PluginHostServices()
            guard let initialise = entry.`init`, let deinitialise = entry.deinit, let count = entry.animator_count else {
                return ValidationOutcome(.failed, "expected init, deinit and animator_count to be set; one is NULL")
            }
            guard initialise(host.raw), initialise(host.raw) else { return ValidationOutcome(.failed, "expected init to answer true twice; it refused") }
            let offered = count()
            guard offered > 0 else { return ValidationOutcome(.failed, "expected animators after init; animator_count is 0") }
            deinitialise()
            guard count() == offered else {
                return ValidationOutcome(.failed, "expected the library to stay initialised after one of two deinit calls; animator_count went from \(offered) to \(count())")
            }
            deinitialise()
            deinitialise()  // An extra deinit must do nothing.
            guard initialise(host.raw), count() == offered else {
                return ValidationOutcome(.failed, "expected init to work again after the last deinit with \(offered) animators; it did not")
            }
            deinitialise()
            return .passed
        },
        ValidationTest(id: "library.scan-time", level: 2, summary: "Loading, init and reading every descriptor take under 100 ms.", scope: .library) { subject in
            let start = DispatchTime.now()
            let registry = PluginRegistry(libraries: [subject.file])
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
            guard !registry.libraries.isEmpty else { throw ValidationStop(.skipped, "the library does not load (see the other library tests)") }
            guard milliseconds <= 100 else {
                return ValidationOutcome(.warning, "expected the scan to take under 100 ms; it took \(Int(milliseconds)) ms (defer expensive work until an animator runs)")
            }
            return .passed
        },
    ]
}
