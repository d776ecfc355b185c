import Foundation

/// Counts heap allocations through `libSegueAllocationCounter.so` when it is preloaded; the
/// bench re-executes itself with `LD_PRELOAD` so a plain `segue bench` can report them.
enum AllocationCounting {
    private typealias CountFunction = @convention(c) () -> UInt64
    private static let environmentFlag = "SEGUE_BENCH_ALLOCATION_COUNTER"

    /// The counter's entry point, looked up once (dlsym may allocate, so never between readings).
    private static let countFunction: CountFunction? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "segue_allocation_counter_count") else {
            return nil
        }
        return unsafeBitCast(symbol, to: CountFunction.self)
    }()

    /// The counter's reading, or nil when the counter library is not loaded.
    static func count() -> UInt64? {
        countFunction?()
    }

    /// The counter's heap-in-use function, looked up once.
    private static let heapBytesFunction: CountFunction? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "segue_allocation_counter_heap_bytes") else {
            return nil
        }
        return unsafeBitCast(symbol, to: CountFunction.self)
    }()

    /// Bytes of heap in use (mallinfo2), or nil when the counter library is not loaded.
    static func heapBytes() -> Int? {
        heapBytesFunction.map { Int($0()) }
    }

    /// The counter library beside the running executable, where `swift build` puts it.
    static var libraryPath: String? {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let path = executable.deletingLastPathComponent().appendingPathComponent("libSegueAllocationCounter.so").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// Replaces this process with itself, the counter preloaded, unless it is loaded already or
    /// was tried once; returns (having changed nothing) when that is not possible.
    static func reexecuteWithCounterIfNeeded() {
        guard count() == nil, ProcessInfo.processInfo.environment[environmentFlag] == nil, let library = libraryPath
        else { return }
        let existing = ProcessInfo.processInfo.environment["LD_PRELOAD"].map { ":" + $0 } ?? ""
        setenv("LD_PRELOAD", library + existing, 1)
        setenv(environmentFlag, "1", 1)
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        var arguments = CommandLine.arguments.map { strdup($0) }
        arguments.append(nil)
        execv(executable, &arguments)
        // Only reached when execv failed: carry on without counting.
        unsetenv(environmentFlag)
    }
}
