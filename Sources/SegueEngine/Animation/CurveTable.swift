/// The timing curves of the active animators, each distinct curve stored once under a small
/// number. Timelines hold the number, so a timeline is plain data the tick copies for free, and
/// two segments on the same curve at the same point can share one evaluation.
///
/// Curves are counted by the timelines using them and their numbers reused once unused, so a
/// stream of one-off curves (springs tuned per gesture) does not grow the table.
struct CurveTable {
    /// The curve under each number (unused numbers keep a placeholder).
    private(set) var curves: ContiguousArray<TimingCurve> = []
    /// How many timelines use each number.
    private var users: [Int] = []
    /// The number of each curve in use.
    private var numberOf: [TimingCurve: Int] = [:]
    /// Numbers to reuse.
    private var freeNumbers: [Int] = []

    /// The number acquired last, while in use: animators usually come in runs on one curve, and
    /// comparing a curve is cheaper than hashing it.
    private var lastNumber = -1

    /// The number of `curve`, counting one more user.
    mutating func acquire(_ curve: TimingCurve) -> Int {
        if lastNumber >= 0, users[lastNumber] > 0, curves[lastNumber] == curve {
            users[lastNumber] += 1
            return lastNumber
        }
        lastNumber = acquireHashing(curve)
        return lastNumber
    }

    /// As `acquire`, through the dictionary of curves in use.
    private mutating func acquireHashing(_ curve: TimingCurve) -> Int {
        if let number = numberOf[curve] {
            users[number] += 1
            return number
        }
        let number: Int
        if let free = freeNumbers.popLast() {
            number = free
            curves[number] = curve
            users[number] = 1
        } else {
            number = curves.count
            curves.append(curve)
            users.append(1)
        }
        numberOf[curve] = number
        return number
    }

    /// Counts one user fewer of the curve under `number`, forgetting it when none is left.
    mutating func release(_ number: Int) {
        users[number] -= 1
        guard users[number] == 0 else { return }
        numberOf.removeValue(forKey: curves[number])
        curves[number] = .linear
        freeNumbers.append(number)
    }

    /// The curve under `number`.
    subscript(number: Int) -> TimingCurve { curves[number] }
}
