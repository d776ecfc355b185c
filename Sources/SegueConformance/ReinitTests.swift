import Foundation
import SegueABI
import SegueHost

#if canImport(Glibc)
    import Glibc
#endif

/// The library's lifecycle across its last `deinit` (include/README.md rule 3): init, deinit to
/// zero and init again leave the library exactly as the first init did.
enum ReinitTests {
    static let all: [ValidationTest] = [reinitIdentical]

    static let reinitIdentical = ValidationTest(
        id: "library.reinit-identical", level: 3,
        summary:
            "init, the last deinit (animator_count then 0) and init again leave every descriptor field, every fresh "
            + "animator's parameter values and a transition's frames as after the first init, and never change the "
            + "segue_host_t or its strings.",
        proves:
            "A host may release and reload the library (a registry dropped and made again) and get the same "
            + "animators, and the host's memory stays the host's.",
        scope: .library
    ) { subject in
        let original = try subject.registry()
        if original.diagnostics.contains(where: { $0.kind == .invalidDescriptor }) {
            throw ValidationStop(.skipped, "a descriptor is invalid (see descriptor.valid)")
        }
        // This process keeps the subject's own copy initialised (every registry's init stays
        // balanced by no deinit: libraries are never unloaded), so a fresh copy of the file, a
        // library of its own for the loader, is the one that can reach its last deinit.
        let copy = try FreshCopy(of: subject.file)
        // The loader keeps what it mapped; the file itself is not needed once the test is over.
        defer { copy.remove() }
        let plugin = try RawPlugin(copy.path)
        try plugin.requireCompatible()
        let host = PluginHostServices()
        let first = try LibraryState.cycle(plugin, host)
        if let problem = plugin.countAfterLastDeinit() { return problem }
        let again = try LibraryState.cycle(plugin, host)
        if let difference = first.firstDifference(from: again) {
            return .failed(
                expected: "\(difference.field) as after the first init, \(difference.before)",
                got: "\(difference.after) after init, deinit and init again",
                hint: "keep descriptors and defaults in constant data, or rebuild them identically on every first init")
        }
        return try TransitionFrames.compare(original: original, reloaded: PluginRegistry(libraries: [copy.path]))
    }
}

extension RawPlugin {
    /// Why `animator_count` is not 0 after the last `deinit` (rule 3), or nil.
    func countAfterLastDeinit() -> ValidationOutcome? {
        let count = animatorCount()
        guard count == 0 else {
            return .failed(
                expected: "animator_count 0 after the last deinit (include/README.md rule 3)", got: "\(count)")
        }
        return nil
    }
}

/// A copy of a library file in a folder of its own, which the loader treats as a new library.
private struct FreshCopy {
    let path: String
    init(of file: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-validate-reinit-\(getpid())-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let target = folder.appendingPathComponent(URL(fileURLWithPath: file).lastPathComponent)
            try FileManager.default.copyItem(atPath: file, toPath: target.path)
            path = target.path
        } catch {
            throw ValidationStop(
                .skipped, "could not copy the library to load it afresh: \(error.localizedDescription)")
        }
    }

    /// Deletes the copy and its folder.
    func remove() {
        try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }
}

/// Everything the library shows between one init and its deinit, as named fields in order:
/// each descriptor field (strings, numbers and accessor addresses) and, for a fresh animator of
/// each descriptor, every parameter's value as its getter answers it (bit for bit).
struct LibraryState {
    var fields: [(name: String, value: String)] = []

    /// One init, a full read, and its deinit.
    static func cycle(_ plugin: RawPlugin, _ host: PluginHostServices) throws -> LibraryState {
        guard plugin.initialise(host) else { throw ValidationStop(.failed, "expected init to answer true; it refused") }
        defer { plugin.deinitialise() }
        var state = LibraryState()
        let count = min(plugin.animatorCount(), PluginLibrary.maximumAnimatorCount)
        state.add("animator_count", "\(count)")
        for index in 0..<count {
            guard let descriptor = plugin.descriptor(index) else {
                state.add("descriptor \(index)", "NULL")
                continue
            }
            state.read(descriptor.pointee, index: index, plugin: plugin)
        }
        return state
    }

    mutating func add(_ name: String, _ value: String) { fields.append((name, value)) }

    /// The fields of descriptor `index`, and the parameter values of a fresh animator of it.
    private mutating func read(_ d: segue_animator_descriptor_t, index: UInt32, plugin: RawPlugin) {
        let at = "descriptor \(index)"
        let id = Self.text(d.id, AnimatorDescriptor.maximumIDBytes)
        for (field, value) in [
            ("id", id), ("name", Self.text(d.name, AnimatorDescriptor.maximumNameBytes)),
            ("vendor", Self.text(d.vendor, AnimatorDescriptor.maximumVendorBytes)),
            ("version", Self.text(d.version, AnimatorDescriptor.maximumVersionBytes)),
            ("description", Self.text(d.description, AnimatorDescriptor.maximumDescriptionBytes)),
            ("size", "\(d.size)"),
            ("capabilities", "0x" + String(d.capabilities, radix: 16)), ("parameter_count", "\(d.parameter_count)"),
        ] { add("\(at) \(field)", value) }
        let count = Int(min(d.parameter_count, AnimatorDescriptor.maximumParameterCount))
        guard let parameters = d.parameters, count > 0 else { return }
        for p in 0..<count {
            let parameter = parameters[p]
            for (field, value) in [
                ("id", Self.text(parameter.id, ParameterDescriptor.maximumIDBytes)),
                ("name", Self.text(parameter.name, ParameterDescriptor.maximumNameBytes)),
                ("description", Self.text(parameter.description, ParameterDescriptor.maximumDescriptionBytes)),
                ("type", "\(parameter.type)"),
                ("default", "\(parameter.default_value)"), ("min", "\(parameter.min_value)"),
                ("max", "\(parameter.max_value)"),
                ("get", Self.address(parameter.get)), ("set", Self.address(parameter.set)),
            ] { add("\(at) parameters[\(p)].\(field)", value) }
        }
        guard let animator = plugin.createAnimator(id) else { return add("\(at) create_animator(\(id))", "NULL") }
        defer { plugin.destroy(animator) }
        for p in 0..<count {
            add(
                "\(at) fresh animator's parameters[\(p)] value",
                Self.value(parameters[p], index: UInt32(p), of: animator))
        }
    }

    /// A parameter's value as its getter answers it, as raw bits (the type checked by descriptor.valid).
    private static func value(
        _ parameter: segue_parameter_t, index: UInt32, of animator: UnsafePointer<segue_animator_t>
    ) -> String {
        guard let getter = parameter.get, let kind = ParameterDescriptor.Kind(rawValue: parameter.type) else {
            return "unreadable"
        }
        let result: FFIEdgeCall.CType =
            switch kind {
            case .double: .double
            case .int64: .pointer // a 64-bit integer register, as int64_t comes back
            case .bool: .uint8
            }
        let bits = PluginCalls.into(.parameter_get) {
            FFIEdgeCall.call(getter, returning: result, [.pointer(UnsafeRawPointer(animator)), .uint32(index)])
        }
        return switch kind {
        case .double: "\(Double(bitPattern: bits)) (bits 0x\(String(bits, radix: 16)))"
        case .int64: "\(Int64(bitPattern: bits))"
        case .bool: "\(bits & 0xFF != 0)"
        }
    }

    /// The string at `pointer`, read no further than `limit` + 1 bytes.
    private static func text(_ pointer: UnsafePointer<CChar>?, _ limit: Int) -> String {
        guard let pointer else { return "NULL" }
        let length = strnlen(pointer, limit + 1)
        return "\""
            + PrintableText.escaped(
                String(decoding: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self), oneLine: true)
            + "\""
    }

    private static func address(_ pointer: UnsafeRawPointer?) -> String { pointer.map { "\($0)" } ?? "NULL" }

    /// The first field whose value differs between `self` and `other`, or that only one has.
    func firstDifference(from other: LibraryState) -> (field: String, before: String, after: String)? {
        for (mine, theirs) in zip(fields, other.fields) where mine != theirs {
            return mine.name == theirs.name
                ? (mine.name, mine.value, theirs.value)
                : (mine.name, mine.value, "\(theirs.name) \(theirs.value) in its place")
        }
        if fields.count != other.fields.count {
            let longer = fields.count > other.fields.count ? fields[other.fields.count] : other.fields[fields.count]
            return (
                longer.name, fields.count > other.fields.count ? longer.value : "absent",
                fields.count > other.fields.count ? "absent" : longer.value
            )
        }
        return nil
    }
}

/// A transition's frames, compared between the subject's library and a reloaded copy.
private enum TransitionFrames {
    /// Frames recorded per transition, at 60 per second: a second of animation, then the rest at once.
    static let frameCount = 60

    /// Runs the same transition with each animator of `original` and its twin in `reloaded`,
    /// answering the first frame (or call) where they differ as a failure.
    static func compare(original: PluginRegistry, reloaded: PluginRegistry) throws -> ValidationOutcome {
        for available in original.animators {
            let id = available.descriptor.id
            guard let twin = reloaded.animators.first(where: { $0.descriptor.id == id }) else {
                return .failed(expected: "animator \(id) offered again after init, deinit and init", got: "it is gone")
            }
            let operation: PluginOperation = available.descriptor.capabilities.contains(.present) ? .present : .dismiss
            let before = try frames(original, available, operation)
            let after = try frames(reloaded, twin, operation)
            if let index = before.indices.first(where: { $0 >= after.count || before[$0] != after[$0] })
                ?? (after.count > before.count ? before.count : nil)
            {
                return .failed(
                    expected:
                        "\(id)'s \(operation.rawValue) to look the same after init, deinit and init (frame or call "
                        + "\(index))",
                    got: index < after.count
                        ? PrintableText.escaped(after[index], oneLine: true) : "the transition ended early",
                    hint: "reset every static the animator reads on the first init")
            }
        }
        return .passed
    }

    /// Every view's look at each frame of `operation` with a fresh animator, then the calls the transition made.
    private static func frames(_ registry: PluginRegistry, _ available: AvailableAnimator, _ operation: PluginOperation)
        throws -> [String]
    {
        let animator: PluginAnimator
        do { animator = try registry.makeAnimator(available, operation: operation) } catch {
            throw ValidationStop(
                .failed, "expected the host to create \(available.descriptor.id); \(error.description)")
        }
        let scene = ProbeScene()
        try scene.start(operation, with: animator)
        var frames = [scene.looks().map(\.description).joined(separator: "; ")]
        for _ in 0..<frameCount {
            scene.clock.advance(frames: 1, framesPerSecond: 60)
            frames.append(scene.looks().map(\.description).joined(separator: "; "))
        }
        scene.settle()
        frames.append(scene.looks().map(\.description).joined(separator: "; "))
        return frames + scene.window.events.events.map { "\($0.time) \($0.name)" }
    }
}
