import Foundation
import Glibc
import SegueABI
import Testing

@testable import SegueHost

/// The descriptor reader against seeded random descriptors: long, unterminated, invalid and
/// missing strings, wild counts and extreme numbers. Each must be accepted or refused with a
/// DescriptorError, never trap; an unterminated string ends at an inaccessible page, so a reader
/// that looked one byte past its limit would fault and end this test process.
@Suite("Descriptor reader fuzzing")
struct DescriptorFuzzTests {
    @Test("seeded random descriptors are accepted or refused, never trap")
    func seededDescriptorsNeverTrap() throws {
        var random = SplitMix64(seed: 0xDE5C_0001)
        var outcomes: [String: Int] = [:]
        let runs = 5000
        for _ in 0..<runs {
            let memory = try DescriptorMemory()
            var descriptor = memory.randomDescriptor(using: &random)
            do throws(DescriptorError) {
                _ = try AnimatorDescriptor(&descriptor)
                outcomes["accepted", default: 0] += 1
            } catch {
                outcomes[error.field.replacing(/\[\d+\]/, with: "[]"), default: 0] += 1
            }
        }
        print("descriptor fuzz: \(runs) descriptors: \(outcomes.sorted { $0.key < $1.key })")
        #expect(outcomes["accepted", default: 0] > runs / 50, "well-formed descriptors must be generated and accepted")
        #expect(outcomes["parameter_count", default: 0] > 0)
        #expect(outcomes["id", default: 0] > 0 && outcomes["parameters[].description", default: 0] > 0)
    }

    @Test("a parameter_count past the maximum is refused before the array is read")
    func hugeParameterCountsAreRefused() throws {
        let memory = try DescriptorMemory()
        var descriptor = memory.wellFormedDescriptor()
        for (count, array) in [
            (UInt32.max, nil),
            (AnimatorDescriptor.maximumParameterCount + 1, memory.parameters([memory.wellFormedParameter()])),
        ] {
            descriptor.parameter_count = count
            descriptor.parameters = array
            #expect(Self.refusal(&descriptor)?.field == "parameter_count", "count \(count)")
        }
    }

    @Test("strings are read up to their limit and no further")
    func stringsAreBounded() throws {
        let memory = try DescriptorMemory()
        var descriptor = memory.wellFormedDescriptor()
        descriptor.name = memory.string(String(repeating: "n", count: AnimatorDescriptor.maximumNameBytes))
        #expect(try AnimatorDescriptor(&descriptor).name.utf8.count == AnimatorDescriptor.maximumNameBytes)
        descriptor.name = memory.string(String(repeating: "n", count: AnimatorDescriptor.maximumNameBytes + 1))
        #expect(Self.refusal(&descriptor)?.field == "name")
        descriptor.name = memory.unterminated(AnimatorDescriptor.maximumNameBytes + 1)
        #expect(Self.refusal(&descriptor)?.problem.hasPrefix("is longer than 64 bytes") == true)
        descriptor = memory.wellFormedDescriptor()
        descriptor.description = memory.unterminated(AnimatorDescriptor.maximumDescriptionBytes + 1)
        #expect(Self.refusal(&descriptor)?.field == "description")
    }

    @Test("parameter values are bounded in magnitude, not merely finite")
    func parameterMagnitudesAreBounded() throws {
        let memory = try DescriptorMemory()
        var parameter = memory.wellFormedParameter()
        parameter.max_value = ParameterDescriptor.maximumMagnitude
        var descriptor = memory.wellFormedDescriptor(parameters: [parameter])
        #expect(try AnimatorDescriptor(&descriptor).parameters.first?.maximum == 1e9)
        for huge in [1e9 + 1, 1e300, Double.greatestFiniteMagnitude] {
            parameter.max_value = huge
            descriptor = memory.wellFormedDescriptor(parameters: [parameter])
            #expect(Self.refusal(&descriptor)?.problem.contains("beyond the ±1000000000") == true)
        }
        parameter.max_value = 1
        parameter.min_value = -1e12
        descriptor = memory.wellFormedDescriptor(parameters: [parameter])
        #expect(Self.refusal(&descriptor)?.field == "parameters[0]")
    }

    /// The error reading `descriptor` throws, or nil when it is accepted.
    private static func refusal(_ descriptor: inout segue_animator_descriptor_t) -> DescriptorError? {
        do throws(DescriptorError) {
            _ = try AnimatorDescriptor(&descriptor)
            return nil
        } catch {
            return error
        }
    }
}
