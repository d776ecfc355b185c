/// A tiny seeded pseudo-random generator (Steele, Lea and Flood's SplitMix64), so a fuzz run is
/// the same run every time and a failure can be replayed from its seed and step.
struct SplitMix64 {
    /// The generator's whole state: a counter advanced by a fixed odd constant.
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in 0..<`bound` (`bound` > 0); the slight modulo bias does not matter for fuzzing.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// True with probability `percent` in 100.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// One element of `choices` (not empty).
    mutating func pick<T>(_ choices: [T]) -> T {
        choices[below(choices.count)]
    }
}
