import Foundation
import Testing

@testable import SegueHost

/// The registry cache and the scanner's report carry interaction and presentation controllers;
/// a cache written before they existed is rescanned rather than read as offering none.
@Suite("Controller plugins in the registry cache")
struct ControllerRegistryCacheTests {
    private static func isolation() throws -> PluginIsolation {
        PluginIsolation(executable: try #require(BuiltLibraries.directory) + "/segue", forksWhenPossible: false)
    }

    private static func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test("a scan records every kind; the next answers them from the cache")
    func scanRoundTrip() throws {
        let file = try BuiltLibraries.path("libSegueFixtureOffersEveryKind.so")
        let cache = RegistryCache(path: try Self.temporaryFolder() + "/registry")
        let scanner = PluginScanner(isolation: try Self.isolation(), cache: cache)
        var warnings: [String] = []
        let (first, scanned) = scanner.catalogue(of: [file], warnings: &warnings)
        let (second, cached) = scanner.catalogue(of: [file], warnings: &warnings)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(scanned.scanned == 1 && cached.cached == 1 && cached.scanned == 0)
        for catalogue in [first, second] {
            #expect(catalogue.animators.map(\.descriptor.id) == ["org.segue.fixture.every-kind"])
            #expect(catalogue.interactions.map(\.descriptor.id) == ["org.segue.fixture.swipe"])
            #expect(catalogue.interactions.first?.descriptor.gestures == [.panHorizontal, .pinch])
            #expect(catalogue.presentations.map(\.descriptor.id) == ["org.segue.fixture.sheet"])
            #expect(catalogue.interaction(named: "Fixture Swipe")?.file == file)
            #expect(catalogue.closestMatches(to: "shet", among: .presentation) == ["org.segue.fixture.sheet"])
        }
        #expect(second.interactions.map(\.descriptor) == first.interactions.map(\.descriptor))
    }

    @Test("a version 3 cache (no kinds recorded) is discarded and the library rescanned")
    func oldCacheIsRescanned() throws {
        let file = try BuiltLibraries.path("libSegueFixtureOffersEveryKind.so")
        let path = try Self.temporaryFolder() + "/registry"
        let identity = try #require(FileIdentity(path: file))
        // What a version 3 segue wrote for this library: its animator and no kinds after.
        var writer = WireWriter()
        writer.append("segue-plugin-registry/3")
        writer.append(PluginHostServices.hostVersion)
        writer.append(UInt32(1))
        RegistryCache.Entry(identity: identity, report: LibraryScanReport(animators: [], diagnostics: []))
            .write(to: &writer)
        var bytes = writer.bytes
        withUnsafeBytes(of: RegistryCache.checksum(bytes).littleEndian) { bytes.append(contentsOf: $0) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let loaded = RegistryCache(path: path).load()
        #expect(loaded.entries.isEmpty)
        #expect(loaded.warning?.contains("is not one this segue writes") == true)
        var warnings: [String] = []
        let scanner = PluginScanner(isolation: try Self.isolation(), cache: RegistryCache(path: path))
        let (catalogue, statistics) = scanner.catalogue(of: [file], warnings: &warnings)
        #expect(statistics.scanned == 1 && statistics.cached == 0)
        #expect(catalogue.interactions.count == 1 && catalogue.presentations.count == 1)
    }

    @Test("the wire and JSON forms round-trip every kind and re-check each descriptor")
    func reportRoundTrips() throws {
        let registry = try ControllerPluginLoadingTests.registry("OffersEveryKind")
        let report = registry.libraries[0].readDescriptors()
        var writer = WireWriter()
        report.write(to: &writer)
        var reader = WireReader(writer.bytes)
        let decoded = try LibraryScanReport(reading: &reader, file: "x.so")
        #expect(decoded.interactions.map(\.id) == ["org.segue.fixture.swipe"])
        #expect(decoded.interactions.map(\.gestures) == report.interactions.map(\.gestures))
        #expect(decoded.presentations.map(\.capabilities) == report.presentations.map(\.capabilities))
        let json = try JSONEncoder().encode(report)
        let fromJSON = try JSONDecoder().decode(LibraryScanReport.self, from: json)
        #expect(fromJSON.interactions.map(\.id) == report.interactions.map(\.id))
        #expect(fromJSON.presentations.map(\.id) == report.presentations.map(\.id))
        // A report from before the kinds has none of them, rather than failing to decode.
        let old = try JSONDecoder().decode(
            LibraryScanReport.self, from: Data(#"{"animators":[],"diagnostics":[]}"#.utf8))
        #expect(old.interactions.isEmpty && old.presentations.isEmpty)
        // A forged flag in the cache or from a plugin process is refused like one in plugin memory.
        var forged = try #require(String(data: json, encoding: .utf8))
        forged = forged.replacingOccurrences(of: #""gestures":5"#, with: #""gestures":8"#)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(LibraryScanReport.self, from: Data(forged.utf8))
        }
    }
}
