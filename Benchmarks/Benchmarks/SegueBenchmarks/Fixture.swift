/// What a benchmark's set-up builds and its closure uses: set in `setup`, read while measuring,
/// dropped in `teardown`. The runner calls all three on one thread, one benchmark at a time.
final class Fixture<Value>: @unchecked Sendable {
    /// The built value (nil outside set-up and teardown).
    var value: Value?

    /// An empty fixture.
    init() {}

    /// The value; traps when used outside set-up and teardown (a bug in the suite).
    var built: Value {
        guard let value else { fatalError("a benchmark ran without its set-up") }
        return value
    }
}
