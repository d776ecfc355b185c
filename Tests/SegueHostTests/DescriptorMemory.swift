import Glibc
import SegueABI

@testable import SegueHost

/// Memory that test descriptors point into, as a plugin's would: C strings, parameter arrays,
/// and a page followed by an inaccessible one, where unterminated strings end so that reading
/// one byte past them faults. Everything is freed when it goes away.
final class DescriptorMemory {
    /// Blocks from malloc, freed in deinit.
    private var blocks: [UnsafeMutableRawPointer] = []
    /// Two pages: the first readable, the second inaccessible.
    private let guarded: UnsafeMutableRawPointer
    /// The page size.
    private let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    /// A stand-in for accessor functions: the reader stores them and never calls them.
    private let accessor = UnsafeRawPointer(bitPattern: 0x1000)!

    /// Maps the guarded pages.
    init() throws {
        let pages = mmap(nil, 2 * pageSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let pages, pages != MAP_FAILED, mprotect(pages + pageSize, pageSize, PROT_NONE) == 0 else {
            throw MemoryError()
        }
        guarded = pages
    }

    /// Unmaps the pages and frees every block.
    deinit {
        munmap(guarded, 2 * pageSize)
        for block in blocks { free(block) }
    }

    /// Why the guarded pages could not be mapped.
    struct MemoryError: Error {}

    /// A NUL-terminated copy of `bytes` (which may hold NULs of their own).
    func bytes(_ bytes: [UInt8]) -> UnsafePointer<CChar> {
        let block = malloc(bytes.count + 1)!
        blocks.append(block)
        block.copyMemory(from: bytes + [0], byteCount: bytes.count + 1)
        return UnsafePointer(block.assumingMemoryBound(to: CChar.self))
    }

    /// A NUL-terminated copy of `text`.
    func string(_ text: String) -> UnsafePointer<CChar> { bytes(Array(text.utf8)) }

    /// `count` (at most a page) bytes of "a" with no NUL, ending where the inaccessible page starts.
    func unterminated(_ count: Int) -> UnsafePointer<CChar> {
        precondition(count <= pageSize)
        let start = guarded + (pageSize - count)
        start.initializeMemory(as: UInt8.self, repeating: UInt8(ascii: "a"), count: count)
        return UnsafePointer(start.assumingMemoryBound(to: CChar.self))
    }

    /// A copy of `parameters` as a C array.
    func parameters(_ parameters: [segue_parameter_t]) -> UnsafePointer<segue_parameter_t> {
        let stride = MemoryLayout<segue_parameter_t>.stride
        let block = malloc(max(parameters.count, 1) * stride)!
        blocks.append(block)
        let array = block.bindMemory(to: segue_parameter_t.self, capacity: max(parameters.count, 1))
        array.initialize(from: parameters, count: parameters.count)
        return UnsafePointer(array)
    }

    /// A descriptor every check accepts, with `parameters`.
    func wellFormedDescriptor(parameters: [segue_parameter_t] = []) -> segue_animator_descriptor_t {
        var descriptor = segue_animator_descriptor_t()
        descriptor.size = UInt32(MemoryLayout<segue_animator_descriptor_t>.size)
        descriptor.id = string("org.segue.fuzz")
        descriptor.name = string("Fuzz")
        descriptor.vendor = string("Segue")
        descriptor.version = string("1.0.0")
        descriptor.description = string("An animator made up by a test.")
        descriptor.capabilities = UInt64(SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS)
        descriptor.parameters = parameters.isEmpty ? nil : self.parameters(parameters)
        descriptor.parameter_count = UInt32(parameters.count)
        return descriptor
    }

    /// A parameter every check accepts: a double in 0...1.
    func wellFormedParameter(id: String = "knob") -> segue_parameter_t {
        var parameter = segue_parameter_t()
        parameter.size = UInt32(MemoryLayout<segue_parameter_t>.size)
        parameter.id = string(id)
        parameter.name = string("Knob")
        parameter.description = string("Turns something.")
        parameter.type = Int32(SEGUE_PARAMETER_DOUBLE.rawValue)
        (parameter.min_value, parameter.default_value, parameter.max_value) = (0, 0.5, 1)
        (parameter.get, parameter.set) = (accessor, accessor)
        return parameter
    }
}

extension DescriptorMemory {
    /// Numbers that break range checks: signs, zero, the magnitude limit and just past it,
    /// huge, infinite, NaN, tiny, and a whole number past 2⁵³.
    static let extremeValues: [Double] = [
        0, -0.0, 1, -1, 0.5, 2, 1e9, -1e9, 1e9 + 1, 1e300, -1e300, .infinity, -.infinity, .nan,
        .greatestFiniteMagnitude, .leastNonzeroMagnitude, 9_007_199_254_740_994,
    ]

    /// A descriptor that is mostly well formed, with each field broken now and then.
    func randomDescriptor(using random: inout SplitMix64) -> segue_animator_descriptor_t {
        var descriptor = wellFormedDescriptor()
        if random.chance(4) { descriptor.size = UInt32(truncatingIfNeeded: random.next()) }
        descriptor.id = randomString("org.segue.fuzz", limit: AnimatorDescriptor.maximumIDBytes, using: &random)
        descriptor.name = randomString("Fuzz", limit: AnimatorDescriptor.maximumNameBytes, using: &random)
        descriptor.vendor = randomString("Segue", limit: AnimatorDescriptor.maximumVendorBytes, using: &random)
        descriptor.version = randomString("1.0.0", limit: AnimatorDescriptor.maximumVersionBytes, using: &random)
        descriptor.description = randomString(
            "A fuzzed animator.", limit: AnimatorDescriptor.maximumDescriptionBytes, using: &random)
        if random.chance(8) { descriptor.capabilities = random.pick([0, 0x10, UInt64.max, random.next()]) }
        (descriptor.parameters, descriptor.parameter_count) = randomParameters(using: &random)
        return descriptor
    }

    /// A string field whose well-formed value is `valid`: now and then NULL, empty, exactly at or
    /// past `limit` bytes, random bytes (invalid UTF-8, control characters, early NULs), an
    /// escape sequence, or unterminated up to the inaccessible page.
    func randomString(_ valid: String, limit: Int, using random: inout SplitMix64) -> UnsafePointer<CChar>? {
        guard random.chance(12) else { return string(valid) }
        switch random.below(7) {
        case 0: return nil
        case 1: return string("")
        case 2: return string(String(repeating: "a", count: limit))
        case 3: return string(String(repeating: "b", count: limit + 1 + random.below(3 * limit)))
        case 4: return bytes((0..<random.below(limit + 8)).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        // strnlen reads at most limit + 1 bytes, so an unterminated run that long or longer is safe to hand it.
        case 5: return unterminated(limit + 1 + random.below(pageSize - limit - 1))
        default: return string(valid + "\u{1B}[2J")
        }
    }

    /// A parameter array and count: mostly a few parameters, else counts past the maximum with
    /// a NULL or one-element array, a NULL array with a count, or exactly the maximum.
    func randomParameters(using random: inout SplitMix64) -> (UnsafePointer<segue_parameter_t>?, UInt32) {
        let maximum = AnimatorDescriptor.maximumParameterCount
        switch random.below(100) {
        case 0..<70:
            let list = (0..<random.below(4)).map { randomParameter(index: $0, using: &random) }
            return (list.isEmpty ? nil : parameters(list), UInt32(list.count))
        case 70..<78: return (nil, maximum + 1 + UInt32(truncatingIfNeeded: random.next()) % (UInt32.max - maximum))
        case 78..<86: return (parameters([wellFormedParameter()]), random.pick([maximum + 1, 1000, UInt32.max]))
        case 86..<92: return (nil, 1 + UInt32(random.below(Int(maximum))))
        default: return (parameters((0..<Int(maximum)).map { wellFormedParameter(id: "p\($0)") }), maximum)
        }
    }

    /// Parameter `index`, mostly well formed, with each field broken now and then.
    func randomParameter(index: Int, using random: inout SplitMix64) -> segue_parameter_t {
        var parameter = wellFormedParameter(id: "p\(index)")
        if random.chance(4) { parameter.size = UInt32(truncatingIfNeeded: random.next()) }
        parameter.id = randomString(
            random.chance(5) ? "p0" : "p\(index)", limit: ParameterDescriptor.maximumIDBytes, using: &random)
        parameter.name = randomString("Knob", limit: ParameterDescriptor.maximumNameBytes, using: &random)
        parameter.description = randomString(
            "Turns.", limit: ParameterDescriptor.maximumDescriptionBytes, using: &random)
        if random.chance(10) { parameter.type = random.pick([1, 2, 3, -1, Int32.max, Int32.min]) }
        if random.chance(30) {
            let values = Self.extremeValues
            (parameter.min_value, parameter.default_value, parameter.max_value) = (
                random.pick(values), random.pick(values), random.pick(values)
            )
        }
        if random.chance(4) { parameter.get = nil }
        if random.chance(4) { parameter.set = nil }
        return parameter
    }
}
