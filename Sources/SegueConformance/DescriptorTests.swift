import SegueABI
import SegueHost

/// Tests of the descriptors a library offers.
enum DescriptorTests {
    static let all: [ValidationTest] = [
        ValidationTest(id: "descriptor.valid", level: 1, summary: "Every descriptor has a reverse-DNS id, non-empty UTF-8 names, a semantic version and sane parameter ranges.", scope: .library) { subject in
            let registry = PluginRegistry(libraries: [subject.file])
            guard !registry.libraries.isEmpty else { throw ValidationStop(.skipped, "the library does not load (see the other library tests)") }
            if let bad = registry.diagnostics.first(where: { $0.kind == .invalidDescriptor }) {
                return ValidationOutcome(.failed, "expected valid descriptors; \(bad.message)")
            }
            return .passed
        },
        ValidationTest(id: "descriptor.unique-ids", level: 1, summary: "No two descriptors of the library share an id.", scope: .library) { subject in
            let plugin = try RawPlugin(subject.file)
            try plugin.requireCompatible()
            let entry = plugin.entry.pointee
            let host = PluginHostServices()
            guard entry.`init`?(host.raw) == true else { return ValidationOutcome(.failed, "expected init to answer true; it refused") }
            defer { entry.deinit?() }
            var seen: [String: Int] = [:]
            for index in 0..<(entry.animator_count?() ?? 0) {
                guard let descriptor = entry.animator_descriptor?(index), let id = descriptor.pointee.id else { continue }
                let text = String(cString: id)
                if let earlier = seen[text] {
                    return ValidationOutcome(.failed, "expected unique ids; descriptors \(earlier) and \(index) are both \(text)")
                }
                seen[text] = Int(index)
            }
            return .passed
        },
        ValidationTest(id: "descriptor.capabilities-match-vtable", level: 2, summary: "Capability flags agree with the animator vtable (interruptible exactly when its hook is set).", scope: .animator) { subject in
            // The host checks the vtable when it creates the animator and refuses a disagreement.
            _ = try subject.makeAnimator(try subject.capabilities().contains(.present) ? .present : .dismiss)
            return .passed
        },
    ]
}
