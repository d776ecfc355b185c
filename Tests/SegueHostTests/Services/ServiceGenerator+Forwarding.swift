@testable import SegueHost

extension ServiceGenerator {
    /// The plugin process's proxy table (`ContextProxyTable.table`): each member encodes its
    /// arguments in order and forwards them (ContextForwarding.swift).
    var proxyTable: GeneratedFile {
        var lines = [
            "import SegueABI", "import SegueABIValues", "",
            "/// The `segue_context_t` services of the plugin process: each encodes its arguments (and the",
            "/// current contents of every out-pointer, so the host starts from the same bytes), forwards",
            "/// them to the host's real service, and writes back what the host wrote.",
            "enum ContextProxyTable {",
            "    private typealias Forward = PluginHostWorker", "",
            "    /// The table every proxy context copies.",
            "    // Global because it is the C table every proxy context hands plugins: one per process,",
            "    // built once and never written, and a C struct of function pointers is not Sendable.",
            "    nonisolated(unsafe) static let table = segue_context_t(",
            "        size: UInt32(MemoryLayout<segue_context_t>.size),",
            "        host_data: nil,",
        ]
        for (index, service) in services.enumerated() {
            var member = proxyMember(service)
            if index == services.count - 1 { member[member.count - 1] = String(member[member.count - 1].dropLast()) }
            lines += Self.indent(member, 2)
        }
        lines += ["    )", "}"]
        return GeneratedFile(path: "Sources/SegueHost/Services/Generated/ContextProxyTable.swift", lines: lines)
    }

    /// One member of the proxy table.
    private func proxyMember(_ service: ServiceDeclaration) -> [String] {
        let head = "\(service.name): { \(Self.parameters(service)) in"
        let code = ".\(service.swiftName)"
        if case .query(let type, let fallback) = service.reply {
            let decode = type == .bool ? "try $0.bool()" : "try $0.read(\(type.wireType).self)"
            return [
                head, "    Forward.query(context, \(code), fallback: \(fallback)) {", "        \(decode)", "    }",
                "},",
            ]
        }
        let arguments = service.arguments.map(Self.swiftName)
        if case .unsupported = service.forwarding {
            return [head, "    PluginStatus.unsupported.raw", "},"]
        }
        if case .custom = service.forwarding {
            return [
                head, "    Forward.\(service.swiftName)(\((["context"] + arguments).joined(separator: ", ")))", "},",
            ]
        }
        let parent = service.arguments.contains { $0.name == "parent" } ? ", parent: parent" : ""
        let inputs = service.arguments.filter { !$0.type.isOut }
        let build = inputs.isEmpty ? [" { _ in }"] : [" { message in"] + inputs.flatMap(Self.append) + ["}"]
        var lines = [head]
        if case .batched(let views, let rule) = service.forwarding {
            lines += ["    let arguments = BatchedArguments(", "        views: \(views), rule: \(rule))"]
            lines.append("    return Forward.batchable(context, \(code), arguments\(parent))" + build[0])
        } else if let out = service.arguments.last, out.type.isOut {
            lines.append("    Forward.service(context, \(code), out: \(Self.swiftName(out))\(parent))" + build[0])
        } else {
            lines.append("    Forward.status(context, \(code)\(parent))" + build[0])
        }
        lines += Self.indent(Array(build.dropFirst().dropLast()), 2)
        if build.count > 1 { lines.append("    }") }
        lines.append("},")
        return lines
    }

    /// How the proxy encodes one input argument into `message`.
    static func append(_ argument: ServiceArgument) -> [String] {
        let name = swiftName(argument)
        switch argument.type {
        case .point, .rect: return ["message.appendStruct(\(name))"]
        case .name: return ["Forward.appendName(\(name), to: &message)"]
        case .snapshotDescription, .animationDescription, .keyframeDescription:
            return ["Forward.appendDescription(\(name), to: &message)"]
        case .viewDescription: return ["Forward.appendViewDescription(\(name), to: &message)"]
        case .propertyValue:
            return ["message.append(\(name) != nil)", "if let \(name) { message.appendStruct(\(name).pointee) }"]
        default: return ["message.append(\(name))"]
        }
    }

    /// The host's side (`ForwardedContextCall.serve(_:_:_:_:_:)`): each case decodes the
    /// arguments in order and calls the host's own table with them.
    var forwardedServe: GeneratedFile {
        var lines = [
            "import SegueABI", "",
            "extension ForwardedContextCall {",
            "    /// Decodes the arguments of one forwarded call of `code`, calls the host's own service",
            "    /// with them (so its checks, refusals and diagnostics are those of a plugin in process)",
            "    /// and writes its answer, and the out-pointer's final contents, to `reply`.",
            "    static func serve(",
            "        _ code: ContextServiceCode, _ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t,",
            "        _ message: inout WireReader, _ reply: inout WireWriter",
            "    ) throws(WireError) {",
            "        switch code {",
        ]
        for service in services {
            lines.append("        case .\(service.swiftName):")
            lines += Self.indent(serveCase(service), 3)
        }
        lines += ["        }", "    }", "}"]
        return GeneratedFile(
            path: "Sources/SegueHost/Services/Generated/ForwardedContextCall+Serve.swift", lines: lines)
    }

    /// The body of one case of the host's `serve`.
    private func serveCase(_ service: ServiceDeclaration) -> [String] {
        let member = "table.\(service.name)"
        if case .query = service.reply { return ["reply.append(\(member)(context))"] }
        if case .unsupported = service.forwarding { return ["reply.append(PluginStatus.unsupported.raw)"] }
        if case .custom = service.forwarding {
            let name = service.swiftName.prefix(1).uppercased() + service.swiftName.dropFirst()
            return ["try serve\(name)(context, table, &message, &reply)"]
        }
        let inputs = service.arguments.filter { !$0.type.isOut }
        var lines = inputs.map(Self.read)
        let names = service.arguments.map(Self.swiftName)
        var body = ["\(member)(\((["context"] + names).joined(separator: ", ")))"]
        for argument in inputs.reversed() {
            let name = Self.swiftName(argument)
            switch argument.type {
            case .name: body = ["withName(\(name)) { \(name) in"] + Self.indent(body, 1) + ["}"]
            case .propertyValue, .snapshotDescription:
                body = ["withOptionalPointer(&\(name)) { \(name) in"] + Self.indent(body, 1) + ["}"]
            default: break
            }
        }
        if let out = service.arguments.last, out.type.isOut {
            let name = Self.swiftName(out)
            lines.append("try withOut(&message, &reply, \(out.type.wireType).self) { \(name) in")
            lines += Self.indent(body, 1) + ["}"]
        } else if body.count == 1 {
            lines.append("reply.append(\(body[0]))")
        } else {
            lines += ["reply.append("] + Self.indent(body, 1) + [")"]
        }
        return lines
    }

    /// How the host decodes one input argument from `message`.
    static func read(_ argument: ServiceArgument) -> String {
        let name = swiftName(argument)
        switch argument.type {
        case .bool: return "let \(name) = try message.bool()"
        case .point, .rect: return "let \(name) = try message.readStruct(\(argument.type.wireType).self)"
        case .name: return "let \(name) = try readName(&message)"
        case .propertyValue, .snapshotDescription, .viewDescription, .animationDescription, .keyframeDescription:
            return "var \(name) = try message.bool() ? try message.readStruct(\(argument.type.wireType).self) : nil"
        default: return "let \(name) = try message.read(\(argument.type.wireType).self)"
        }
    }
}
