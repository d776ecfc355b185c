import Foundation
import SegueABIValues
import Testing

/// Every numeric constant in include/segue/*.h, read from the headers' text, against the value
/// types: each enumerator and flag has a member with the same C name and value, and each type lists
/// nothing the headers lack.
@Suite("ABI values: header constants")
struct HeaderConstantsTests {
    /// The folder of the C headers, beside this package's Tests folder.
    static let headers = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("include/segue")

    /// Constants that name no value of an enumeration: checked on their own below.
    static let notEnumerations: Set<String> = ["SEGUE_GRADIENT_MAX_STOPS"]

    /// The ABI's headers: the ones `segue.h` includes. Helper headers beside them (`plugin_helpers.h`)
    /// are conveniences for C authors, not part of the ABI, so their constants need no value type.
    static func abiHeaderFiles() throws -> [String] {
        let umbrella = try String(contentsOf: headers.appendingPathComponent("segue.h"), encoding: .utf8)
        let include = /^#include\s+"([a-z_]+\.h)"/.anchorsMatchLineEndings()
        return ["segue.h"] + umbrella.matches(of: include).map { String($0.1) }
    }

    /// Every `SEGUE_X = n` enumerator and `#define SEGUE_X n` (hex or decimal, with a C suffix)
    /// in the ABI's headers, by name.
    static func headerConstants() throws -> [String: Int64] {
        let files = try abiHeaderFiles()
        var constants: [String: Int64] = [:]
        let enumerator = /^\s*(SEGUE_[A-Z0-9_]+)\s*=\s*(-?[0-9]+)\s*,/.anchorsMatchLineEndings()
        let define = /^#define\s+(SEGUE_[A-Z0-9_]+)\s+(0x[0-9A-Fa-f]+|[0-9]+)[UL]*\s*$/.anchorsMatchLineEndings()
        for file in files {
            let text = try String(contentsOf: headers.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: enumerator) { constants[String(match.1)] = Int64(match.2) }
            for match in text.matches(of: define) {
                let digits = match.2.hasPrefix("0x") ? match.2.dropFirst(2) : match.2
                constants[String(match.1)] = Int64(digits, radix: match.2.hasPrefix("0x") ? 16 : 10)
            }
        }
        return constants
    }

    /// C name and value of every member of every value type.
    static func typeConstants() -> [String: Int64] {
        var constants: [String: Int64] = [:]
        func add<T: ABIEnumeration>(_: T.Type) {
            for entry in T.named { constants[entry.cName] = Int64(entry.value.rawValue) }
        }
        add(SegueProperty.self)
        add(SegueMaskShape.self)
        add(SegueOperation.self)
        add(SeguePresentationStyle.self)
        add(SegueTransitionKey.self)
        add(SegueTimingKind.self)
        add(SegueKeyframeCalculation.self)
        add(SegueAnimationPosition.self)
        add(SegueLogLevel.self)
        add(SegueParameterType.self)
        add(SegueStatus.self)
        add(SegueGesturePhase.self)
        add(SegueInteractionState.self)
        add(SegueInteractionAction.self)
        add(SeguePresentationAction.self)
        add(SegueSizeClass.self)
        for entry in SegueGestures.namedFlags { constants[entry.cName] = Int64(entry.value.rawValue) }
        for entry in SeguePresentationCapabilities.namedFlags { constants[entry.cName] = Int64(entry.value.rawValue) }
        for entry in SegueCapabilities.namedFlags { constants[entry.cName] = Int64(entry.value.rawValue) }
        for entry in SegueABIVersion.named { constants[entry.cName] = Int64(entry.value) }
        return constants
    }

    @Test("the headers hold the constants this test expects to parse")
    func parsesHeaders() throws {
        let constants = try Self.headerConstants()
        #expect(constants["SEGUE_PROPERTY_GRADIENT_STOP_3"] == 26)
        #expect(constants["SEGUE_STYLE_NONE"] == -1)
        #expect(constants["SEGUE_CAPABILITY_INTERRUPTIBLE"] == 8)
        #expect(constants["SEGUE_ERROR_UNSUPPORTED"] != nil)
    }

    @Test("every header constant has a member with the same name and value")
    func everyConstantHasAMember() throws {
        let types = Self.typeConstants()
        for (name, value) in try Self.headerConstants() where !Self.notEnumerations.contains(name) {
            #expect(types[name] == value, "\(name) = \(value) in the headers")
        }
    }

    @Test("every member names a constant the headers define")
    func everyMemberIsInTheHeaders() throws {
        let header = try Self.headerConstants()
        for (name, value) in Self.typeConstants() {
            #expect(header[name] == value, "\(name) = \(value) in SegueABIValues")
        }
    }

    @Test("the gradient's stop limit matches, and stop ids past it are unknown")
    func gradientStops() throws {
        let limit = try #require(try Self.headerConstants()["SEGUE_GRADIENT_MAX_STOPS"])
        #expect(Int64(SegueProperty.maximumGradientStops) == limit)
        #expect(SegueProperty.gradientStop(Int(limit) - 1).gradientStopIndex == Int(limit) - 1)
        #expect(!SegueProperty.gradientStop(Int(limit)).isKnown)
    }

    @Test("names round-trip and unknown numbers are not known")
    func names() {
        for property in SegueProperty.allCases {
            #expect(SegueProperty(named: property.description) == property)
            #expect(SegueProperty(known: property.rawValue) == property)
        }
        #expect(SegueStatus.wrongState.description == "SEGUE_ERROR_WRONG_STATE")
        #expect(SegueTimingKind(known: 99) == nil)
        #expect(SeguePresentationStyle(rawValue: 99).description == "99")
    }
}
