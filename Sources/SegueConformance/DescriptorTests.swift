import SegueABI
import SegueHost

#if canImport(Glibc)
    import Glibc
#endif

/// Tests of the descriptors a library offers.
enum DescriptorTests {
    static let all: [ValidationTest] = [valid, uniqueIDs, capabilitiesMatchVtable, freshDefaults]

    static let valid = ValidationTest(
        id: "descriptor.valid", level: 1,
        summary:
            "Every descriptor has a reverse-DNS id, one-line UTF-8 text without control characters, a semantic "
            + "version and sane parameter ranges (whole numbers for int64 and bool).",
        proves: "The host offers every animator, and nothing the plugin says can drive a terminal that prints it.",
        scope: .library
    ) { subject in
        let registry = PluginRegistry(libraries: [subject.file])
        guard !registry.libraries.isEmpty else {
            throw ValidationStop(.skipped, "the library does not load (see library.loads)")
        }
        if let bad = registry.diagnostics.first(where: { $0.kind == .invalidDescriptor }) {
            return .failed(expected: "valid descriptors", got: PrintableText.escaped(bad.message))
        }
        return .passed
    }

    static let uniqueIDs = ValidationTest(
        id: "descriptor.unique-ids", level: 1, summary: "No two descriptors of the library share an id.",
        proves: "Every animator of the library can be picked by its id.", scope: .library
    ) { subject in
        let plugin = try RawPlugin(subject.file)
        return try plugin.initialised { _ in
            var seen: [String: UInt32] = [:]
            // The host reads no more animators than its maximum, nor ids longer than theirs.
            for index in 0..<min(plugin.animatorCount(), PluginLibrary.maximumAnimatorCount) {
                guard let descriptor = plugin.descriptor(index), let id = descriptor.pointee.id else { continue }
                let length = strnlen(id, AnimatorDescriptor.maximumIDBytes + 1)
                let text = PrintableText.escaped(
                    String(decoding: UnsafeRawBufferPointer(start: id, count: length), as: UTF8.self))
                if let earlier = seen[text] {
                    return .failed(expected: "unique ids", got: "descriptors \(earlier) and \(index) are both \(text)")
                }
                seen[text] = index
            }
            return .passed
        }
    }

    static let capabilitiesMatchVtable = ValidationTest(
        id: "descriptor.capabilities-match-vtable", level: 2,
        summary: "Capability flags agree with the animator vtable (interruptible exactly when its hook is set).",
        proves: "The host can trust the flags without calling the animator.", scope: .animator
    ) { subject in
        // The host checks the vtable when it creates the animator and refuses a disagreement.
        _ = try subject.makeAnimator(try subject.capabilities().contains(.present) ? .present : .dismiss)
        return .passed
    }

    static let freshDefaults = ValidationTest(
        id: "parameters.fresh-defaults", level: 3,
        summary: "A fresh animator's parameter getters answer the declared defaults.",
        proves: "What `segue inspect` and the descriptor show is what an animator created with no settings uses.",
        scope: .animator
    ) { subject in
        let (available, registry) = try subject.available()
        guard !available.descriptor.parameters.isEmpty else {
            throw ValidationStop(.skipped, "the animator has no parameters")
        }
        let animator = try subject.makeAnimator(
            available.descriptor.capabilities.contains(.present) ? .present : .dismiss)
        for parameter in available.descriptor.parameters {
            let read = registry.parameterCalls.get(parameter, of: animator.raw)
            guard read == parameter.defaultValue else {
                return .failed(
                    expected:
                        "\(parameter.id) = \(parameter.format(parameter.defaultValue)) (its declared default) on a "
                        + "fresh animator",
                    got: parameter.format(read), hint: "initialise each instance from the descriptor's default_value")
            }
        }
        return .passed
    }
}
