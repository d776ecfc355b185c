import Foundation
import Testing

@testable import SegueHost

/// context.h stays hand-written (it is the contract, with its comments); this reads its
/// `struct segue_context` and fails when a member's name, place or signature disagrees with
/// `ServiceDeclaration.context`.
@Suite struct ContextHeaderTests {
    /// One function-pointer member as the header declares it.
    struct Member: Equatable, CustomStringConvertible {
        let name: String
        let reply: String
        let parameters: [String]

        var description: String { "\(reply) (*\(name))(\(parameters.joined(separator: ", ")))" }
    }

    /// Collapses white space and writes every `*` as ` *` after its type: `char**x` → `char ** x`.
    static func canonical(_ text: String) -> String {
        text.replacingOccurrences(of: "*", with: " * ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The function-pointer members of `struct segue_context`, in order.
    static func members(of header: String) throws -> [Member] {
        let uncommented = try Regex(#"/\*[\s\S]*?\*/"#)
        let text = header.replacing(uncommented, with: "")
        let start = try #require(text.range(of: "struct segue_context {"))
        let end = try #require(text.range(of: "};", range: start.upperBound..<text.endIndex))
        let body = text[start.upperBound..<end.lowerBound]
        let pattern = try Regex(#"^([\s\S]+?)\(\s*\*\s*(\w+)\s*\)\s*\(([\s\S]*)\)$"#)
        return try body.split(separator: ";").compactMap { field -> Member? in
            let field = field.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let match = try pattern.wholeMatch(in: field) else { return nil }
            let parameters = (match.output[3].substring ?? "").split(separator: ",").map { canonical(String($0)) }
            return Member(
                name: String(match.output[2].substring ?? ""),
                reply: canonical(String(match.output[1].substring ?? "")),
                parameters: parameters)
        }
    }

    /// The member a declaration stands for.
    static func member(_ service: ServiceDeclaration) -> Member {
        let reply =
            switch service.reply {
            case .status: "segue_status_t"
            case .query(let type, _): type.rawValue
            }
        let parameters =
            ["const segue_context_t *context"] + service.arguments.map { "\($0.type.rawValue) \($0.name)" }
        return Member(name: service.name, reply: canonical(reply), parameters: parameters.map(canonical))
    }

    @Test func headerAndDeclarationsAgree() throws {
        let url = ContextServiceGenerationTests.root.appending(path: "include/segue/context.h")
        let members = try Self.members(of: String(contentsOf: url, encoding: .utf8))
        let declared = ServiceDeclaration.context.map(Self.member)
        #expect(members.map(\.name) == declared.map(\.name), "names or order differ")
        for (header, declaration) in zip(members, declared) {
            #expect(header == declaration, "context.h: \(header); declared: \(declaration)")
        }
    }

    @Test func theParserSeesAChangedSignature() throws {
        let header = """
            struct segue_context {
                uint32_t size;
                /* a comment (*not_a_member)(void); */
                int32_t (*operation)(const segue_context_t *context);
                segue_status_t (*view_for_key)(const segue_context_t *context, uint32_t key,
                                               segue_view_t *out_view);
            };
            """
        let members = try Self.members(of: header)
        #expect(members.map(\.name) == ["operation", "view_for_key"])
        let declared = ServiceDeclaration.context.first { $0.name == "view_for_key" }!
        #expect(members[1] != Self.member(declared), "an unsigned key must not pass for int32_t")
        #expect(members[0] == Self.member(ServiceDeclaration.context[0]))
    }
}
