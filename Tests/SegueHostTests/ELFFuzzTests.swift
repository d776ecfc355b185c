import Foundation
import Glibc
import Testing

@testable import SegueHost

/// The ELF reader against thousands of seeded mutations of real libraries and of a hand-built
/// one. No input may trap it (a trap would end this test process), every input is either
/// accepted or answered with a problem, and ELFSymbols agrees with the preflight.
@Suite("ELF reader fuzzing")
struct ELFFuzzTests {
    /// A well-formed input, how many mutations of it one run tries, and the seed that fixes them.
    struct Input: Sendable, CustomTestStringConvertible {
        /// A hand-built file or a library built beside the tests.
        enum Source: Sendable {
            /// ``MinimalELF``, with or without its section headers.
            case minimal(sectionHeaders: Bool)
            /// A library `swift build` made.
            case library(String)
        }

        /// Where the bytes come from.
        let source: Source
        /// How many mutations one run tries.
        let mutations: Int
        /// The seed of the run's generator.
        let seed: UInt64

        /// The name tests show.
        var testDescription: String {
            switch source {
            case .minimal(let sections): "hand-built ELF\(sections ? "" : " without section headers")"
            case .library(let name): name
            }
        }

        /// The input's bytes.
        func bytes() throws -> [UInt8] {
            switch source {
            case .minimal(let sections): MinimalELF.bytes(withSectionHeaders: sections)
            case .library(let name): [UInt8](try Data(contentsOf: URL(fileURLWithPath: try BuiltLibraries.path(name))))
            }
        }

        /// The fields mutations aim at (the header-less minimal file's are its full twin's that it still has).
        func fields(of bytes: [UInt8]) -> [ELFField] {
            guard case .minimal = source else { return ELFField.all(in: bytes) }
            return ELFField.all(in: MinimalELF.bytes()).filter { $0.offset + $0.width <= bytes.count }
        }
    }

    /// Every input, with mutation counts that keep the whole suite within a few seconds in debug.
    static let inputs = [
        Input(source: .minimal(sectionHeaders: true), mutations: 3000, seed: 0x5E60E_0001),
        Input(source: .minimal(sectionHeaders: false), mutations: 2000, seed: 0x5E60E_0002),
        Input(source: .library("libSeguePluginCoverVertical.so"), mutations: 1500, seed: 0x5E60E_0003),
        Input(source: .library("libSeguePluginDiagonal.so"), mutations: 1500, seed: 0x5E60E_0004),
    ]

    @Test("every unmutated input is accepted and exports segue_plugin_entry alone", arguments: inputs)
    func unmutatedInputsAreAccepted(input: Input) throws {
        let file = try PatchedFile(try input.bytes(), name: "input.so")
        #expect(ELFPreflight.problem(with: file.path) == nil)
        #expect(try ELFSymbols.exported(from: file.path) == [MinimalELF.symbol])
    }

    @Test("seeded mutations never trap, and ELFSymbols agrees with the preflight on each", arguments: inputs)
    func seededMutationsNeverTrap(input: Input) throws {
        let original = try input.bytes()
        let fields = input.fields(of: original)
        let file = try PatchedFile(original, name: "mutant.so")
        var random = SplitMix64(seed: input.seed)
        var rejected = 0
        let started = ContinuousClock.now
        for step in 0..<input.mutations {
            let mutation = ELFMutation.random(using: &random, fields: fields, file: original)
            let (problem, symbols) = file.with(mutation) {
                (
                    ELFPreflight.problem(with: file.path),
                    Result { () throws(ELFSymbols.ReadError) in try ELFSymbols.exported(from: file.path) }
                )
            }
            if let problem {
                rejected += 1
                #expect(
                    symbols.failure?.description.contains(problem) == true,
                    "step \(step): the preflight said \(problem) but ELFSymbols read \(symbols)")
            } else if case .failure(let error) = symbols {
                #expect(error.description.contains("has no readable dynamic symbol table"), "step \(step): \(error)")
            }
        }
        print(
            "ELF fuzz \(input.testDescription): \(input.mutations) mutations, "
                + "\(rejected) rejected, in \(ContinuousClock.now - started)"
        )
        #expect(rejected > input.mutations / 10, "many mutations hit a checked field, so many must be refused")
        #expect(rejected < input.mutations, "some mutations are harmless (a flipped bit in code), so some must pass")
    }

    @Test("each class of corruption the fuzzer found is reported with its problem", arguments: inputs)
    func knownCorruptionsAreReported(input: Input) throws {
        let original = try input.bytes()
        let file = try PatchedFile(original, name: "corrupt.so")
        let name = try Self.exportedSymbolName(in: input)
        var cases: [(String, ELFMutation)] = [
            ("does not start with the ELF magic bytes", Self.write(UInt8(0), at: 1)),
            ("is too short to be an ELF file", ELFMutation(length: 10)),
            ("truncated", ELFMutation(length: original.count / 2)),
            ("truncated", Self.write(UInt64.max, at: ELFField(\Elf64_Ehdr.e_phoff, at: 0).offset)),
            (
                "program headers are 65535 bytes each",
                Self.write(UInt16.max, at: ELFField(\Elf64_Ehdr.e_phentsize, at: 0).offset)
            ),
            ("past the end of its", Self.write(UInt32(name.stringsSize), at: name.offset)),
            ("past the end of its", Self.write(UInt32.max, at: name.offset)),
        ]
        if case .minimal(sectionHeaders: false) = input.source {
        } else {
            cases.append(("truncated", Self.write(UInt64.max - 7, at: ELFField(\Elf64_Ehdr.e_shoff, at: 0).offset)))
        }
        for (expected, mutation) in cases {
            let problem = file.with(mutation) { ELFPreflight.problem(with: file.path) }
            #expect(
                problem?.contains(expected) == true,
                "expected a problem containing \"\(expected)\", got \(problem ?? "none")")
        }
    }

    @Test("a FIFO named x.so is refused at once, without waiting for a writer")
    func fifoIsRefusedWithoutBlocking() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/x.so"
        try #require(mkfifo(path, 0o600) == 0)
        let answer = Answer()
        DispatchQueue.global().async {
            answer.problem = ELFPreflight.problem(with: path)
            do throws(ELFSymbols.ReadError) { answer.symbols = "\(try ELFSymbols.exported(from: path))" } catch {
                answer.symbols = error.description
            }
            answer.done.signal()
        }
        guard answer.done.wait(timeout: .now() + 5) == .success else {
            // Open the writing side so the blocked reader returns and the test process can end.
            close(open(path, O_WRONLY | O_NONBLOCK))
            Issue.record("reading a FIFO blocked")
            return
        }
        #expect(answer.problem == "it is a FIFO, not a regular file")
        #expect(
            answer.symbols?.contains("\(path) is not a loadable library: it is a FIFO") == true,
            "\(answer.symbols ?? "")")
    }

    @Test("a directory, a device and a socket named like libraries are refused as what they are")
    func otherNonRegularFilesAreRefused() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/y.so", withIntermediateDirectories: false)
        #expect(ELFPreflight.problem(with: folder + "/y.so") == "it is a directory, not a regular file")
        #expect(ELFPreflight.problem(with: "/dev/null") == "it is a device, not a regular file")
        let socket = try Self.listeningSocket(at: folder + "/z.so")
        defer { close(socket) }
        #expect(ELFPreflight.problem(with: folder + "/z.so") == "it is a socket, not a regular file")
        #expect(
            ELFPreflight.problem(with: folder + "/missing.so")?.hasPrefix("it cannot be opened for reading") == true)
    }
}

extension ELFFuzzTests {
    /// What the FIFO reader answered, filled on another thread before `done` is signalled.
    final class Answer: @unchecked Sendable {
        /// Signalled when both answers are in.
        let done = DispatchSemaphore(value: 0)
        /// The preflight's problem.
        var problem: String?
        /// ELFSymbols' symbols or error.
        var symbols: String?
    }

    /// A mutation writing `value`'s little-endian bytes at `offset`.
    static func write<Value: FixedWidthInteger>(_ value: Value, at offset: Int) -> ELFMutation {
        ELFMutation(patches: [(offset, withUnsafeBytes(of: value.littleEndian) { Array($0) })])
    }

    /// Where the st_name of `input`'s exported symbol (the last in .dynsym) lies, and the size
    /// of the string table it indexes, from its section headers (the minimal file's full twin's).
    static func exportedSymbolName(in input: Input) throws -> (offset: Int, stringsSize: UInt64) {
        let file = if case .minimal = input.source { MinimalELF.bytes() } else { try input.bytes() }
        func load<T>(_: T.Type, _ offset: Int) -> T {
            file.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
        }
        let header = load(Elf64_Ehdr.self, 0)
        let sections = (0..<Int(header.e_shnum)).map {
            load(Elf64_Shdr.self, Int(header.e_shoff) + $0 * MemoryLayout<Elf64_Shdr>.size)
        }
        let symbols = try #require(sections.first { $0.sh_type == UInt32(SHT_DYNSYM) })
        let last = Int(symbols.sh_offset + symbols.sh_size) - MemoryLayout<Elf64_Sym>.size
        return (ELFField(\Elf64_Sym.st_name, at: last).offset, sections[Int(symbols.sh_link)].sh_size)
    }

    /// A fresh empty folder.
    static func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-elf-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// A Unix socket bound at `path`, for its descriptor's holder to close.
    static func listeningSocket(at path: String) throws -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: path.utf8.prefix($0.count - 1)) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0)
        return descriptor
    }
}

extension Result {
    /// The error, when this is a failure.
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
