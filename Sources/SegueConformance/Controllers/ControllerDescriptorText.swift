import SegueHost

#if canImport(Glibc)
    import Glibc
#endif

/// The string fields of an interaction or presentation descriptor, checked with the animator
/// descriptor's rules (descriptor.h; `ReverseDNS`, `SemanticVersion`, the same length limits),
/// which interaction.h and presentation.h adopt for fields of the same names.
struct ControllerDescriptorText {
    let id: UnsafePointer<CChar>?
    let name: UnsafePointer<CChar>?
    let vendor: UnsafePointer<CChar>?
    let version: UnsafePointer<CChar>?
    let description: UnsafePointer<CChar>?

    /// The first field that breaks a rule, as "field is …", or nil.
    var problem: String? {
        let fields: [(String, UnsafePointer<CChar>?, Int, Bool)] = [
            ("id", id, AnimatorDescriptor.maximumIDBytes, false),
            ("name", name, AnimatorDescriptor.maximumNameBytes, false),
            ("vendor", vendor, AnimatorDescriptor.maximumVendorBytes, true),
            ("version", version, AnimatorDescriptor.maximumVersionBytes, false),
            ("description", description, AnimatorDescriptor.maximumDescriptionBytes, true),
        ]
        var texts: [String: String] = [:]
        for (field, pointer, limit, allowEmpty) in fields {
            switch Self.text(pointer, limit: limit, allowEmpty: allowEmpty) {
            case .success(let text): texts[field] = text
            case .failure(let problem): return "\(field) \(problem.reason)"
            }
        }
        if let problem = ReverseDNS.problem(in: texts["id"]!) { return "id \(quoted(texts["id"]!)) \(problem)" }
        if let problem = SemanticVersion.problem(in: texts["version"]!) {
            return "version \(quoted(texts["version"]!)) \(problem)"
        }
        return nil
    }

    private func quoted(_ text: String) -> String { "\"\(PrintableText.escaped(text, oneLine: true))\"" }

    /// Why a field is refused.
    struct Problem: Error { let reason: String }

    /// The string at `pointer`, read no further than `limit` bytes and its NUL, in UTF-8,
    /// without a control character (a terminal obeys them) and not blank unless allowed.
    private static func text(_ pointer: UnsafePointer<CChar>?, limit: Int, allowEmpty: Bool) -> Result<String, Problem>
    {
        guard let pointer else { return .failure(Problem(reason: "is NULL")) }
        let length = strnlen(pointer, limit + 1)
        guard length <= limit else { return .failure(Problem(reason: "is longer than \(limit) bytes")) }
        guard let text = String(validating: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self) else {
            return .failure(Problem(reason: "is not valid UTF-8"))
        }
        guard allowEmpty || !text.allSatisfy(\.isWhitespace) else { return .failure(Problem(reason: "is empty")) }
        guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return .failure(Problem(reason: "holds a control character"))
        }
        return .success(text)
    }
}
