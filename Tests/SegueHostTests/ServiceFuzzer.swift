import SegueABI

@testable import SegueHost

/// Random calls of every context service (context.h) and host service (host.h), through the
/// C function pointers a plugin gets, with handles valid, stale (an ended transition's), foreign
/// (another live transition's), forged and zero, and hostile numbers. Deterministic from its
/// generator, so a failing sequence replays from its seed. A class: a call may end the transition
/// and so reach the fuzzer again (through the animator's animationEnded) before it returns.
final class ServiceFuzzer {
    /// The generator every choice comes from.
    var random: SplitMix64
    /// How many service calls were made, and how many of those answering a status answered SEGUE_OK.
    private(set) var calls = 0, accepted = 0
    /// Handles answered in the current transition, by kind.
    private var views: [UInt64] = [], controllers: [UInt64] = [], animations: [UInt64] = []
    /// Handles of ended transitions, and of another live one.
    private var stale: [UInt64] = [], foreign: [UInt64] = []
    /// Context pointers of ended transitions (the slots may be reused by later ones).
    private var staleContexts: [UnsafePointer<segue_context_t>] = []

    /// A fuzzer drawing from `seed`, knowing `foreign` handles of another live transition.
    init(seed: UInt64, foreign: [UInt64]) {
        random = SplitMix64(seed: seed)
        self.foreign = foreign
    }

    /// The transition at `context` ended: its handles and pointer become stale ones.
    func transitionEnded(_ context: UnsafePointer<segue_context_t>) {
        stale = Array((stale + views + controllers + animations).suffix(256))
        staleContexts = Array((staleContexts + [context]).suffix(8))
        (views, controllers, animations) = ([], [], [])
    }

    // MARK: Values

    /// A handle of `kind` (1 view, 2 controller, 3 animation): mostly one answered in this
    /// transition, else zero, stale, foreign, forged or random bits.
    func handle(_ kind: UInt64) -> UInt64 {
        let pool = kind == 1 ? views : kind == 2 ? controllers : animations
        switch random.below(20) {
        case 0..<12 where !pool.isEmpty: return random.pick(pool)
        case 12: return 0
        case 13 where !stale.isEmpty: return random.pick(stale)
        case 14 where !foreign.isEmpty: return random.pick(foreign)
        case 15: return kind << 56 | (random.next() & 0xFF_FFFF) << 32 | UInt64(random.below(64))
        case 16: return random.next()
        default: return pool.isEmpty ? UInt64(random.below(4)) : random.pick(pool)
        }
    }

    /// A number a careless or hostile plugin might pass.
    func number() -> Double {
        let hostile: [Double] = [
            .nan, .infinity, -.infinity, 1e308, -1e308, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1e7, -1e7,
            1e-300, 0, -0.0, 1, -1,
        ]
        switch random.below(10) {
        case 0..<5: return Double(random.below(801)) - 200
        case 5: return Double(random.below(1001)) / 1000
        case 6: return Double(bitPattern: random.next())
        default: return random.pick(hostile)
        }
    }

    /// A 32-bit integer: small, an edge or random bits.
    func int32() -> Int32 {
        random.chance(60)
            ? Int32(random.below(8)) - 1
            : random.pick([Int32.max, Int32.min, -1, Int32(truncatingIfNeeded: random.next())])
    }

    /// An unsigned count or index: small, an edge or random bits.
    func uint32() -> UInt32 {
        random.chance(70)
            ? UInt32(random.below(8))
            : random.pick([UInt32.max, UInt32(Int32.max), UInt32(truncatingIfNeeded: random.next())])
    }

    /// A name: usual, empty, too long, with control characters or invalid UTF-8.
    func name() -> [CChar]? {
        switch random.below(8) {
        case 0: return nil
        case 1: return [0]
        case 2: return Array(repeating: CChar(UInt8(ascii: "x")), count: 70) + [0]
        case 3: return Array("bad\u{1B}[2J".utf8CString)
        case 4: return [CChar(bitPattern: 0xC3), CChar(bitPattern: 0x28), 0]
        case 5: return Array(random.pick(["container", "First", "Second", "fz"]).utf8CString)
        default: return Array("fz\(random.below(4))".utf8CString)
        }
    }

    /// A rectangle of `number()`s, usually a sane one.
    func rect() -> segue_rect_t {
        if random.chance(60) {
            return segue_rect_t(
                x: Double(random.below(400)), y: Double(random.below(800)), width: Double(random.below(400)),
                height: Double(random.below(800)))
        }
        return segue_rect_t(x: number(), y: number(), width: number(), height: number())
    }

    /// A property value: a property id (usually valid) and hostile bytes in its union.
    func propertyValue() -> segue_property_value_t {
        var value = segue_property_value_t()
        value.property = random.chance(90) ? Int32(random.below(27)) : int32()
        let slots = MemoryLayout.size(ofValue: value.value) / MemoryLayout<Double>.size
        withUnsafeMutableBytes(of: &value.value) { bytes in
            for slot in 0..<slots {
                let number = random.chance(20) ? Double(random.below(4)) : self.number()
                bytes.storeBytes(
                    of: random.chance(10) ? Double(bitPattern: UInt64(random.below(5))) : number,
                    toByteOffset: slot * 8, as: Double.self)
            }
        }
        return value
    }

    /// `count` property targets on views of `handle()`.
    func targets(_ count: Int) -> [segue_property_target_t] {
        (0..<count).map { _ in segue_property_target_t(view: handle(1), target: propertyValue()) }
    }

    /// A timing: a valid kind with hostile parameters, or a bad kind.
    func timing() -> segue_timing_t {
        let kind = random.chance(85) ? Int32(random.below(7)) : int32()
        return segue_timing_t(kind: kind, parameters: (number(), number(), number(), number()))
    }

    /// A struct size: the right one mostly, else smaller, zero or huge.
    func size<T>(of type: T.Type) -> UInt32 {
        random.chance(85)
            ? UInt32(MemoryLayout<T>.size) : random.pick([0, 4, 8, UInt32(MemoryLayout<T>.size / 2), UInt32.max])
    }

    // MARK: Bookkeeping

    /// Counts a call and keeps a handle it answered.
    func answered(_ handle: UInt64, status: segue_status_t) {
        calls += 1
        if status == SEGUE_OK { accepted += 1 }
        guard status == SEGUE_OK, handle != 0 else { return }
        switch handle >> 56 {
        case 1: views.append(handle)
        case 2: controllers.append(handle)
        case 3: animations.append(handle)
        default: break
        }
        if views.count > 512 { views.removeFirst(256) }
    }

    /// Counts a call without an answer to keep.
    func counted() { calls += 1 }

    /// The context pointer to call with: usually the live one, else NULL, stale, foreign or forged.
    func context(_ live: UnsafePointer<segue_context_t>, foreign: UnsafePointer<segue_context_t>) -> UnsafePointer<
        segue_context_t
    >? {
        switch random.below(40) {
        case 0: return nil
        case 1 where !staleContexts.isEmpty: return random.pick(staleContexts)
        case 2: return foreign
        case 3: return UnsafePointer(bitPattern: 0x1000 + random.below(4096) * 8)
        default: return live
        }
    }
}
