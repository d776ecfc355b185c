@testable import SegueHost

/// Writes the glue of the transition-context services from `ServiceDeclaration.context`: each
/// generated file is one `GeneratedFile` (a path in the package and its text). The test
/// `ContextServiceGenerationTests` compares them with the checked-in files and, with
/// `SEGUE_REGENERATE=1`, rewrites those.
struct ServiceGenerator {
    /// The declarations to write glue for.
    let services: [ServiceDeclaration]

    /// Every generated file.
    var files: [GeneratedFile] {
        [hostTable, wireCodes, proxyTable, forwardedServe, sdkCalls]
    }

    /// The banner every generated Swift file starts with.
    static let banner = """
        // Generated from ServiceDeclaration.context (Sources/SegueHost/Services) by
        // Tests/SegueHostTests/Services/ServiceGenerator.swift; do not edit. To regenerate:
        // SEGUE_REGENERATE=1 swift test --filter ContextServiceGeneration


        """

    /// The Swift name of an argument (`out_view` → `outView`).
    static func swiftName(_ argument: ServiceArgument) -> String {
        camelCase(argument.name)
    }

    /// A closure's parameter list: the context, then every argument.
    static func parameters(_ service: ServiceDeclaration) -> String {
        (["context"] + service.arguments.map(swiftName)).joined(separator: ", ")
    }

    /// `lines` indented by `levels` steps of four spaces.
    static func indent(_ lines: [String], _ levels: Int) -> [String] {
        let pad = String(repeating: " ", count: levels * 4)
        return lines.map { $0.isEmpty ? $0 : pad + $0 }
    }

    /// The host's C table (`ContextServices.services`), calling one implementation per service.
    var hostTable: GeneratedFile {
        var lines = [
            "import CSegueProcess", "import SegueABI", "import SegueABIValues", "",
            "extension ContextServices {",
            "    /// The service table: each member checks the thread, the state and the context as its",
            "    /// declaration says (`call`, `query`), then runs the service's implementation.",
            "    static var services: segue_context_t {",
            "        segue_context_t(",
            "            size: UInt32(MemoryLayout<segue_context_t>.size),",
            "            host_data: nil,",
        ]
        for (index, service) in services.enumerated() {
            var member = hostMember(service)
            if index == services.count - 1 { member[member.count - 1].removeLast() }
            lines += Self.indent(member, 3)
        }
        lines += ["        )", "    }"]
        for service in services {
            guard case .slot = service.forwarding, case .query(_, let fallback) = service.reply else { continue }
            lines += [
                "",
                "    /// `\(service.name)`'s full call, for what its C function cannot answer from the slot.",
                "    static func checked\(service.swiftName.prefix(1).uppercased() + service.swiftName.dropFirst())(",
                "        _ context: Context",
                "    ) -> \(service.replySwiftType) {",
                "        checkedQuery(context, \"\(service.name)\", fallback: \(fallback)) {",
                "            ContextServices.\(service.swiftName)($0)",
                "        }",
                "    }",
            ]
        }
        lines.append("}")
        return GeneratedFile(path: "Sources/SegueHost/Services/Generated/ContextServices+Table.swift", lines: lines)
    }

    /// One member of the host's table.
    private func hostMember(_ service: ServiceDeclaration) -> [String] {
        if case .slot(let function) = service.forwarding { return ["\(service.name): \(function),"] }
        let arguments = service.arguments.map(Self.swiftName)
        switch service.reply {
        case .query(_, let fallback):
            return [
                "\(service.name): { context in",
                "    ContextServices.query(context, \"\(service.name)\", fallback: \(fallback)) {",
                "        ContextServices.\(service.swiftName)($0)",
                "    }",
                "},",
            ]
        case .status:
            let states = service.states.swiftExpression
            let reentry = service.mayEndTransition ? ", reentry: .mayEndTransition" : ""
            let call = "ContextServices.call(context, \"\(service.name)\", allowedIn: \(states)\(reentry)) {"
            let opening =
                call.count + 16 <= 120
                ? ["    " + call]
                : [
                    "    ContextServices.call(",
                    "        context, \"\(service.name)\", allowedIn: \(states)\(reentry)",
                    "    ) {",
                ]
            let implementation = "ContextServices.\(service.swiftName)"
            return ["\(service.name): { \(Self.parameters(service)) in"] + opening + [
                "        session throws(ServiceRefusal) in",
                "        try \(implementation)(\((["session"] + arguments).joined(separator: ", ")))",
                "    }",
                "},",
            ]
        }
    }

    /// The wire code of each service (`ContextServiceCode`), in the header's order.
    var wireCodes: GeneratedFile {
        var lines = [
            "/// The transition-context services of `segue_context_t` as a plugin process forwards them:",
            "/// the byte naming one on the wire, numbered in context.h's order.",
            "package enum ContextServiceCode: UInt8, Sendable, CaseIterable {",
        ]
        for service in services {
            lines += ["    /// `\(service.name)`.", "    case \(service.swiftName)"]
        }
        lines += [
            "", "    /// The service's member name in `context.h` (`view_for_key` for `.viewForKey`).",
            "    var abiName: String {", "        switch self {",
        ]
        lines += services.map { "        case .\($0.swiftName): \"\($0.name)\"" }
        lines += ["        }", "    }", "}"]
        return GeneratedFile(path: "Sources/SegueHost/Services/Generated/ContextServiceCode.swift", lines: lines)
    }
}

/// A generated file: where it goes in the package and what it holds.
struct GeneratedFile {
    /// Its path from the package's root.
    let path: String
    /// Its text.
    let text: String

    /// A Swift file of `lines` after the banner.
    init(path: String, lines: [String]) {
        self.path = path
        self.text = ServiceGenerator.banner + lines.joined(separator: "\n") + "\n"
    }

    /// A file of exactly `text`.
    init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

extension ServiceDeclaration {
    /// The Swift type of the C function's answer.
    var replySwiftType: String {
        switch reply {
        case .status: "segue_status_t"
        case .query(let type, _): type.wireType
        }
    }
}
