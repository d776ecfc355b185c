import Foundation
import Testing

@testable import SegueHost

/// The glue generated from `ServiceDeclaration.context` is checked in; this regenerates it in
/// memory and fails when a checked-in file differs (`SEGUE_REGENERATE=1` rewrites them instead).
@Suite struct ContextServiceGenerationTests {
    /// The package's root, found from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func checkedInGlueMatchesTheDeclarations() throws {
        let generator = ServiceGenerator(services: ServiceDeclaration.context)
        let readme = try String(contentsOf: Self.root.appending(path: "include/README.md"), encoding: .utf8)
        #expect(readme.contains(ServiceGenerator.documentMarkers.begin), "include/README.md lost its table's markers")
        let regenerate = ProcessInfo.processInfo.environment["SEGUE_REGENERATE"] == "1"
        for file in generator.files + [generator.readme(replacingIn: readme)] {
            let url = Self.root.appending(path: file.path)
            let current = try? String(contentsOf: url, encoding: .utf8)
            if regenerate, current != file.text {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.text.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            #expect(
                current == file.text,
                """
                \(file.path) is not what the declarations generate; run \
                SEGUE_REGENERATE=1 swift test --filter ContextServiceGeneration
                """
            )
        }
    }

    @Test func wireCodesFollowTheDeclarationsOrder() {
        #expect(ContextServiceCode.allCases.map(\.abiName) == ServiceDeclaration.context.map(\.name))
        #expect(ContextServiceCode.allCases.map(\.rawValue) == Array(0..<UInt8(ServiceDeclaration.context.count)))
    }

    @Test func everyServiceHasOneOutPointerAtMostAndItComesLast() {
        for service in ServiceDeclaration.context {
            let outs = service.arguments.indices.filter { service.arguments[$0].type.isOut }
            #expect(outs.count <= 1, "\(service.name) has \(outs.count) out-pointers")
            if let out = outs.first { #expect(out == service.arguments.count - 1, "\(service.name)") }
        }
    }
}
