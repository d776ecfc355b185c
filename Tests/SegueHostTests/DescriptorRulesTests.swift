import Foundation
import SegueABI
import Testing

@testable import SegueHost

/// The descriptor rules of descriptor.h and include/README.md rule 9, each with its one
/// implementation: the Semantic Versioning 2.0.0 grammar, the reverse-DNS id rule, and the
/// length, encoding and control-character rules every string keeps, read from plugin memory and
/// decoded from a plugin process alike.
@Suite("Descriptor rules")
struct DescriptorRulesTests {
    // The examples semver.org's FAQ links for its suggested regular expression
    // (https://regex101.com/r/vkijKf/1/), every one valid by the spec's BNF.
    static let validVersions = [
        "0.0.4", "1.2.3", "10.20.30", "1.1.2-prerelease+meta", "1.1.2+meta", "1.1.2+meta-valid", "1.0.0-alpha",
        "1.0.0-beta",
        "1.0.0-alpha.beta", "1.0.0-alpha.beta.1", "1.0.0-alpha.1", "1.0.0-alpha0.valid", "1.0.0-alpha.0valid",
        "1.0.0-alpha-a.b-c-somethinglong+build.1-aef.1-its-okay", "1.0.0-rc.1+build.1", "2.0.0-rc.1+build.123",
        "1.2.3-beta",
        "10.2.3-DEV-SNAPSHOT", "1.2.3-SNAPSHOT-123", "1.0.0", "2.0.0", "1.1.7", "2.0.0+build.1848", "2.0.1-alpha.1227",
        "1.0.0-alpha+beta",
        "1.2.3----RC-SNAPSHOT.12.9.1--.12+788", "1.2.3----R-S.12.9.1--.12+meta", "1.2.3----RC-SNAPSHOT.12.9.1--.12",
        "1.0.0+0.build.1-rc.10000aaa-kk-0.1", "1.0.0-0A.is.legal",
    ]

    // The same page's invalid examples.
    static let invalidVersions = [
        "1", "1.2", "1.2.3-0123", "1.2.3-0123.0123", "1.1.2+.123", "+invalid", "-invalid", "-invalid+invalid",
        "-invalid.01", "alpha",
        "alpha.beta", "alpha.beta.1", "alpha.1", "alpha+beta", "alpha_beta", "alpha.", "alpha..", "beta",
        "1.0.0-alpha_beta", "-alpha.",
        "1.0.0-alpha..", "1.0.0-alpha..1", "1.0.0-alpha...1", "1.0.0-alpha....1", "1.0.0-alpha.....1",
        "1.0.0-alpha......1",
        "1.0.0-alpha.......1", "01.1.1", "1.01.1", "1.1.01", "1.2.3.DEV", "1.2-SNAPSHOT",
        "1.2.31.2.3----RC-SNAPSHOT.12.09.1--..12+788",
        "1.2-RC-SNAPSHOT", "-1.0.3-gamma+b7718", "+justmeta", "9.8.7+meta+meta", "9.8.7-whatever+meta+meta",
        "99999999999999999999999.999999999.99999999.----RC-SNAPSHOT.12.09.1--------------------------------..12",
        // Edges the list leaves out: empty parts, a trailing separator, a non-ASCII digit.
        "", "1.2.3-", "1.2.3+", "1.2.3-+b", "1.2.3-a.", "1.2.3+b..c", "1.2.3-é", "1.2.٣", " 1.2.3", "1.2.3 ",
    ]

    @Test("semver.org's valid examples parse and print back as written", arguments: validVersions)
    func validVersionsParse(_ text: String) throws {
        let version = try #require(SemanticVersion(text), "\(SemanticVersion.problem(in: text) ?? "")")
        #expect(version.description == text)
        #expect(SemanticVersion.problem(in: text) == nil)
    }

    @Test("semver.org's invalid examples are refused with a reason", arguments: invalidVersions)
    func invalidVersionsAreRefused(_ text: String) {
        #expect(SemanticVersion(text) == nil)
        #expect(SemanticVersion.problem(in: text)?.isEmpty == false)
    }

    @Test("the reason names the rule broken")
    func reasonsNameTheRule() {
        #expect(
            SemanticVersion.problem(in: "1.0.0-beta.01")
                == "has a leading zero in the numeric pre-release identifier \"01\"")
        #expect(SemanticVersion.problem(in: "1.0.0-alpha..1")?.contains("empty pre-release identifier") == true)
        #expect(SemanticVersion.problem(in: "1.0.0+b_1")?.contains("build metadata identifier \"b_1\"") == true)
        #expect(SemanticVersion.problem(in: "01.0.0") == "has a leading zero in the major version \"01\"")
        // Build identifiers may lead with zeros: they are never compared (semver.org item 10).
        #expect(SemanticVersion("1.0.0+001") != nil)
        #expect(SemanticVersion("9223372036854775808.0.0") == nil)
    }

    @Test("precedence follows semver.org item 11's example chain; build metadata does not count")
    func precedence() throws {
        let chain = [
            "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2", "1.0.0-beta.11",
            "1.0.0-rc.1", "1.0.0",
        ]
        let versions = try chain.map { try #require(SemanticVersion($0)) }
        for (lower, higher) in zip(versions, versions.dropFirst()) { #expect(lower < higher, "\(lower) < \(higher)") }
        #expect(SemanticVersion("1.0.0+a") == SemanticVersion("1.0.0+b"))
        #expect(!(SemanticVersion("1.0.0+a")! < SemanticVersion("1.0.0+b")!))
        // Numbers of any length compare as numbers, not text.
        #expect(SemanticVersion("1.0.0-99999999999999999999")! > SemanticVersion("1.0.0-9")!)
        #expect(SemanticVersion("1.0.0-2")! < SemanticVersion("1.0.0-10")!)
        #expect(SemanticVersion("2.0.0")! > SemanticVersion("1.99.99")!)
    }

    @Test("reverse-DNS ids: two or more LDH labels of 1…63 bytes, 128 bytes in all")
    func reverseDNS() {
        let label63 = String(repeating: "a", count: 63)
        for valid in ["org.segue.zoom", "a.b", "com.example-co.x1", "Org.Example.Zoom", "org.\(label63)", "1.2"] {
            #expect(ReverseDNS.problem(in: valid) == nil, "\(valid)")
        }
        let invalid = [
            "zoom", "", ".", "org.", ".org", "org..zoom", "org.-zoom", "org.zoom-", "org.zo om", "org.zo_om",
            "org.zoöm", "org.zoom/1",
            "org.\(label63)a", String(repeating: "a.", count: 64) + "a",
        ]
        for id in invalid { #expect(ReverseDNS.problem(in: id) != nil, "\(id)") }
        #expect(
            ReverseDNS.problem(in: "org.zo_om")
                == "has a label \"zo_om\" with a character other than A-Z, a-z, 0-9 and -")
    }

    @Test("the reader refuses a descriptor by each rule, naming the field")
    func readerRefusesEachRule() throws {
        let memory = try DescriptorMemory()
        let cases: [(String, (inout segue_animator_descriptor_t) -> Void)] = [
            ("version", { $0.version = memory.string("1.0.0-beta.01") }),
            ("id", { $0.id = memory.string("org.segue.bad_id") }),
            ("name", { $0.name = memory.bytes([0x4E, 0xFF, 0x4E]) }),
            ("name", { $0.name = memory.string(String(repeating: "n", count: 65)) }),
            ("vendor", { $0.vendor = memory.string("Tab\there") }),
            ("description", { $0.description = memory.string("C1 \u{85} control") }),
        ]
        for (field, breakIt) in cases {
            var descriptor = memory.wellFormedDescriptor()
            breakIt(&descriptor)
            do throws(DescriptorError) {
                _ = try AnimatorDescriptor(&descriptor)
                Issue.record("accepted a descriptor whose \(field) breaks a rule")
            } catch {
                #expect(error.field == field)
            }
        }
    }

    @Test("a descriptor decoded from a plugin process is held to the same rules")
    func decoderUsesTheSameRules() throws {
        let good: [String: Any] = [
            "id": "org.segue.zoom", "name": "Zoom", "vendor": "", "version": "1.0.0", "summary": "", "capabilities": 3,
            "parameters": [],
        ]
        func decode(_ fields: [String: Any]) throws -> AnimatorDescriptor {
            try JSONDecoder().decode(AnimatorDescriptor.self, from: JSONSerialization.data(withJSONObject: fields))
        }
        #expect(try decode(good).id == "org.segue.zoom")
        for (field, value) in [
            ("version", "1.0.0-01"), ("id", "org.segue.bad_id"), ("name", String(repeating: "n", count: 65)),
            ("vendor", "a\u{7}b"),
        ] {
            var bad = good
            bad[field] = value
            #expect(throws: DecodingError.self, "\(field)") { try decode(bad) }
        }
    }

    @Test("int64 and bool parameters take whole values only, bounds inclusive")
    func parameterValuesAreTyped() throws {
        let memory = try DescriptorMemory()
        var knob = memory.wellFormedParameter(id: "count")
        knob.type = Int32(SEGUE_PARAMETER_INT64.rawValue)
        (knob.min_value, knob.default_value, knob.max_value) = (1, 2, 10)
        var flag = memory.wellFormedParameter(id: "flag")
        flag.type = Int32(SEGUE_PARAMETER_BOOL.rawValue)
        (flag.min_value, flag.default_value, flag.max_value) = (0, 0, 1)
        var descriptor = memory.wellFormedDescriptor(parameters: [knob, flag])
        let parameters = try AnimatorDescriptor(&descriptor).parameters
        for value in [1.0, 10, 5] { #expect(throws: Never.self) { try parameters[0].check(value) } }
        for value in [0.0, 11, 2.5] {
            #expect(throws: ParameterError.self, "\(value)") { try parameters[0].check(value) }
        }
        for value in [0.0, 1] { #expect(throws: Never.self) { try parameters[1].check(value) } }
        for value in [-1.0, 2, 0.5] {
            #expect(throws: ParameterError.self, "\(value)") { try parameters[1].check(value) }
        }
    }
}

/// host.h: the `segue_host_t` is read-only for the plugin; the host checks it after every call
/// into the plugin and puts it back (`restoreEveryHost` records the change; the CLI's contract
/// tests see that record fail the validator's test).
@Suite("The host's own memory")
struct HostMemoryTests {
    @Test("a write into the segue_host_t or its strings is named and put back")
    func writesAreNamedAndRestored() throws {
        let host = PluginHostServices()
        let before = host.raw.pointee
        host.raw.pointee.host_data = nil
        UnsafeMutablePointer(mutating: host.raw.pointee.name!).pointee = CChar(UInt8(ascii: "S"))
        // Another test's plugin call may have put it back already (the check runs after every
        // call, in any test): then the host is whole, which is what this test wants to see too.
        if let change = host.tampering() {
            #expect(change.contains("segue_host_t.host_data") || change.contains("the name string"), "\(change)")
        }
        #expect(host.raw.pointee.host_data == before.host_data)
        #expect(String(cString: host.raw.pointee.name!) == "segue")
        #expect(host.tampering() == nil, "nothing changed since")
    }
}
