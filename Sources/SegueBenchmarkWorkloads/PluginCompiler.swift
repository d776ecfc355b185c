import Foundation

/// Compiles the benchmarks' C plugins with the system C compiler (`$CC`, else `cc`), with the
/// checkout's headers and the bundled plugins' export map, as the tests compile their fixtures.
public enum PluginCompiler {
    /// Why a plugin could not be built.
    public struct Failure: Error, CustomStringConvertible {
        /// One sentence, with the compiler's output when it ran.
        public let description: String

        /// A failure described by `description`.
        public init(description: String) { self.description = description }
    }

    /// Compiles `source` into the shared library `output`, with `-D` `defines`.
    public static func compile(_ source: String, to output: String, defines: [String] = []) throws {
        guard let checkout = BenchmarkFiles.checkout else {
            throw Failure(description: "the Segue checkout (for include/segue) is not where this segue was built")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                ProcessInfo.processInfo.environment["CC"] ?? "cc", "-std=c11", "-O2", "-shared", "-fPIC",
                "-I", checkout.appendingPathComponent("include").path, "-I",
                checkout.appendingPathComponent("Fixtures/Support").path,
                "-Wl,--version-script=" + checkout.appendingPathComponent("Plugins/exports.map").path,
            ]
            + defines.map { "-D" + $0 } + ["-o", output, source]
        let errors = Pipe()
        process.standardError = errors
        do { try process.run() } catch { throw Failure(description: "could not start the C compiler: \(error)") }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: "compiling \(source) failed: \(text)") }
    }
}
