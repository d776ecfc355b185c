import Foundation

@testable import SegueHost

extension ServiceGenerator {
    /// The SDK's thin wrappers (`TransitionContext.call<Name>`): one per service, which checks
    /// that the host's table has the member (services after 1.0), calls it, turns an error
    /// status into a thrown `ServiceError` and answers the out-pointer's contents.
    var sdkCalls: GeneratedFile {
        var lines = [
            "import SegueABI", "",
            "extension TransitionContext {",
        ]
        for (index, service) in services.enumerated() {
            lines += (index == 0 ? [] : [""]) + Self.indent(sdkCall(service), 1)
        }
        lines.append("}")
        return GeneratedFile(path: "Sources/SeguePluginSDK/Generated/TransitionContext+Calls.swift", lines: lines)
    }

    /// One SDK wrapper.
    private func sdkCall(_ service: ServiceDeclaration) -> [String] {
        let name = "call" + service.swiftName.prefix(1).uppercased() + service.swiftName.dropFirst()
        let inputs = service.arguments.filter { !$0.type.isOut || $0.type == .inoutPropertyValue }
        let parameters = inputs.map { "_ \(Self.swiftName($0)): \(Self.sdkType($0.type))" }
        let out = service.arguments.last.flatMap { $0.type.isOut && $0.type != .inoutPropertyValue ? $0 : nil }
        let member = service.since == 0 ? "raw.pointee.\(service.name)" : "try service(\\.\(service.name))"
        let passed = service.arguments.map { argument in
            argument.type.isOut ? "&" + Self.swiftName(argument) : Self.swiftName(argument)
        }
        let call = "\(member)(\((["raw"] + passed).joined(separator: ", ")))"
        let version = "ABI 1.\(service.since)"
        switch service.reply {
        case .query(let type, _):
            let throwing = service.since == 0 ? "" : " throws(ServiceError)"
            return [
                "/// `\(service.name)` (\(version)): \(service.summary).",
                "func \(name)()\(throwing) -> \(type.wireType) {", "    \(call)", "}",
            ]
        case .status:
            let answer = out.map { " -> \(Self.sdkType($0.type))" } ?? ""
            let signature = "func \(name)(\(parameters.joined(separator: ", "))) throws(ServiceError)\(answer) {"
            var lines = ["/// `\(service.name)` (\(version)): \(service.summary); an error status is thrown."]
            if signature.count + 4 <= 120 {
                lines.append(signature)
            } else {
                lines += [
                    "func \(name)(", "    \(parameters.joined(separator: ", "))", ") throws(ServiceError)\(answer) {",
                ]
            }
            if let out { lines.append("    var \(Self.swiftName(out)) = \(Self.sdkZero(out.type))") }
            lines.append("    try check(\(call))")
            if let out { lines.append("    return \(Self.swiftName(out))") }
            return lines + ["}"]
        }
    }

    /// The SDK's Swift type for a C type (an out-pointer's: what it points to).
    static func sdkType(_ type: ServiceType) -> String {
        switch type {
        case .int32: "Int32"
        case .uint32, .outCount: "UInt32"
        case .bool: "Bool"
        case .view, .outView: "segue_view_t"
        case .controller, .outController: "segue_controller_t"
        case .point, .outPoint: "segue_point_t"
        case .rect, .outRect: "segue_rect_t"
        case .outAnimation: "segue_animation_t"
        case .outName: "UnsafePointer<CChar>?"
        case .inoutPropertyValue: "inout segue_property_value_t"
        case .name: "UnsafePointer<CChar>?"
        case .propertyValue, .snapshotDescription, .viewDescription, .animationDescription, .keyframeDescription:
            "UnsafePointer<\(type.wireType)>?"
        }
    }

    /// What an out-pointer's variable starts as.
    static func sdkZero(_ type: ServiceType) -> String {
        switch type {
        case .outName: "UnsafePointer<CChar>?.none"
        case .outView, .outController, .outAnimation, .outCount: "\(sdkType(type))(0)"
        default: "\(sdkType(type))()"
        }
    }

    /// An argument as C declares it (`segue_view_t *out_view`), in backticks.
    static func cDeclaration(_ argument: ServiceArgument) -> String {
        let type = argument.type.rawValue
        return "`" + type + (type.hasSuffix("*") ? "" : " ") + argument.name + "`"
    }

    /// The service table in include/README.md, between its two marker lines.
    static let documentMarkers = (
        begin: "<!-- context services: generated from ServiceDeclaration.context; do not edit -->",
        end: "<!-- end of context services -->"
    )

    /// include/README.md with its service table regenerated from the declarations.
    func readme(replacingIn current: String) -> GeneratedFile {
        let markers = Self.documentMarkers
        var lines = [
            markers.begin,
            "| service | since | arguments after the context | answers | allowed while |",
            "| --- | --- | --- | --- | --- |",
        ]
        for service in services {
            let arguments = service.arguments.map(Self.cDeclaration).joined(separator: ", ")
            let answer =
                switch service.reply {
                case .status: "`segue_status_t`"
                case .query(let type, _): "`\(type.rawValue)`"
                }
            lines.append(
                "| `\(service.name)`: \(service.summary) | 1.\(service.since) "
                    + "| \(arguments.isEmpty ? "none" : arguments) "
                    + "| \(answer) | \(service.states.label) |")
        }
        lines.append(markers.end)
        let table = lines.joined(separator: "\n")
        guard let begin = current.range(of: markers.begin), let end = current.range(of: markers.end) else {
            return GeneratedFile(path: "include/README.md", text: current)
        }
        return GeneratedFile(
            path: "include/README.md",
            text: current.replacingCharacters(in: begin.lowerBound..<end.upperBound, with: table))
    }
}
