import Foundation
import SegueABI

#if canImport(Glibc)
    import Glibc
#endif

/// The rules every plugin descriptor keeps, whatever its kind (descriptor.h, interaction.h,
/// presentation.h): its strings, its identifier, its version and its parameters. Reading a
/// descriptor out of a plugin's memory and decoding one from a plugin process or the registry
/// cache both check through here, so one rule is written once for all three kinds.
struct DescriptorFields {
    /// Reverse-DNS identifier.
    let id: String
    /// Display name.
    let name: String
    /// Who made it.
    let vendor: String
    /// The plugin's own version.
    let version: SemanticVersion
    /// One or two sentences.
    let summary: String

    // The longest strings the host reads, in UTF-8 bytes before the NUL. The reader stops there
    // (strnlen), so a string with no NUL never sends it through unbounded plugin memory.

    /// The longest `id`: reverse-DNS identifiers are far shorter.
    static let maximumIDBytes = 128
    /// The longest `name`: a display name fits on a line.
    static let maximumNameBytes = 64
    /// The longest `vendor`.
    static let maximumVendorBytes = 128
    /// The longest `version`: room for a pre-release tag and build metadata.
    static let maximumVersionBytes = 64
    /// The longest `description`: one or two sentences, with room to spare.
    static let maximumDescriptionBytes = 1024
    /// The most parameters a descriptor may declare; a larger `parameter_count` is refused
    /// before the array is read, so a wild count never walks off the plugin's array.
    static let maximumParameterCount: UInt32 = 64

    /// Copies and checks the five strings of a descriptor in the plugin's memory, in the order
    /// the headers declare them; throws naming the first bad field.
    init(
        id: UnsafePointer<CChar>?, name: UnsafePointer<CChar>?, vendor: UnsafePointer<CChar>?,
        version: UnsafePointer<CChar>?, description: UnsafePointer<CChar>?
    ) throws(DescriptorError) {
        self.id = try Self.checkedID(try Self.text(id, field: "id", limit: Self.maximumIDBytes))
        self.name = try Self.text(name, field: "name", limit: Self.maximumNameBytes)
        self.vendor = try Self.text(vendor, field: "vendor", limit: Self.maximumVendorBytes, allowEmpty: true)
        self.version = try Self.checkedVersion(
            try Self.text(version, field: "version", limit: Self.maximumVersionBytes))
        self.summary = try Self.text(
            description, field: "description", limit: Self.maximumDescriptionBytes, allowEmpty: true)
    }

    /// Checks again fields that crossed from a plugin process or came from the cache (either may
    /// lie), and the strings of their `parameters`.
    init(
        checkingID id: String, name: String, vendor: String, version: String, summary: String,
        parameters: [ParameterDescriptor]
    ) throws(DescriptorError) {
        self.id = try Self.checkedID(try Self.checkedText(id, field: "id", limit: Self.maximumIDBytes))
        self.version = try Self.checkedVersion(
            try Self.checkedText(version, field: "version", limit: Self.maximumVersionBytes))
        self.name = try Self.checkedText(name, field: "name", limit: Self.maximumNameBytes)
        self.vendor = try Self.checkedText(vendor, field: "vendor", limit: Self.maximumVendorBytes, allowEmpty: true)
        self.summary = try Self.checkedText(
            summary, field: "description", limit: Self.maximumDescriptionBytes, allowEmpty: true)
        for (index, parameter) in parameters.enumerated() {
            let field = "parameters[\(index)]"
            _ = try Self.checkedText(parameter.id, field: "\(field).id", limit: ParameterDescriptor.maximumIDBytes)
            _ = try Self.checkedText(
                parameter.name, field: "\(field).name", limit: ParameterDescriptor.maximumNameBytes)
            _ = try Self.checkedText(
                parameter.summary, field: "\(field).description", limit: ParameterDescriptor.maximumDescriptionBytes,
                allowEmpty: true)
        }
    }

    /// Throws unless `size`, a struct's first field as the plugin set it, covers the ABI's
    /// `Struct` (a plugin built against older headers cannot describe the newer fields).
    static func checkSize<Struct>(_ size: UInt32, of _: Struct.Type, field: String = "size", what: String)
        throws(DescriptorError)
    {
        guard size >= UInt32(MemoryLayout<Struct>.size) else {
            throw DescriptorError(
                field: field, "is \(size), smaller than the ABI's \(what) (\(MemoryLayout<Struct>.size) bytes)")
        }
    }

    /// `id` when it keeps ``ReverseDNS``'s rule.
    static func checkedID(_ id: String) throws(DescriptorError) -> String {
        if let problem = ReverseDNS.problem(in: id) {
            throw DescriptorError(
                field: "id",
                "\"\(PrintableText.escaped(id, oneLine: true))\" \(problem); use a reverse-DNS identifier such as "
                    + "org.example.zoom"
            )
        }
        return id
    }

    /// `text` parsed by ``SemanticVersion``'s grammar.
    static func checkedVersion(_ text: String) throws(DescriptorError) -> SemanticVersion {
        switch SemanticVersion.parse(text) {
        case .success(let version): return version
        case .failure(let error):
            throw DescriptorError(
                field: "version",
                "\"\(PrintableText.escaped(text, oneLine: true))\" \(error.reason); use a semantic version such as "
                    + "1.2.0 or 1.2.0-beta.1"
            )
        }
    }

    /// The NUL-terminated UTF-8 string at `pointer` for `field`, at most `limit` bytes long.
    /// strnlen reads at most `limit` + 1 bytes, so a string with no NUL in reach is refused as
    /// too long rather than followed through whatever memory comes after it.
    static func text(_ pointer: UnsafePointer<CChar>?, field: String, limit: Int, allowEmpty: Bool = false)
        throws(DescriptorError) -> String
    {
        guard let pointer else { throw DescriptorError(field: field, "is NULL") }
        let length = strnlen(pointer, limit + 1)
        guard length <= limit else {
            throw DescriptorError(
                field: field, "is longer than \(limit) bytes (or lacks its terminating NUL); shorten it")
        }
        guard let text = String(validating: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self) else {
            throw DescriptorError(field: field, "is not valid UTF-8")
        }
        return try checkedText(text, field: field, limit: limit, allowEmpty: allowEmpty)
    }

    /// `text` when it keeps the rules every descriptor string keeps (descriptor.h): at most
    /// `limit` UTF-8 bytes, not blank unless `allowEmpty`, and no control character. Both the
    /// reader of a plugin's memory and the decoder of a descriptor from a plugin process use it.
    static func checkedText(_ text: String, field: String, limit: Int, allowEmpty: Bool = false) throws(DescriptorError)
        -> String
    {
        guard text.utf8.count <= limit else {
            throw DescriptorError(field: field, "is longer than \(limit) bytes; shorten it")
        }
        guard allowEmpty || !text.allSatisfy(\.isWhitespace) else { throw DescriptorError(field: field, "is empty") }
        // A terminal obeys control characters (ESC sequences clear screens and forge lines), so
        // text the host may print holds none, not even a newline.
        if let control = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw DescriptorError(
                field: field,
                "contains the control character U+\(String(format: "%04X", control.value)); use plain text on one line")
        }
        return text
    }

    /// Throws naming the bits of `raw` (the flags `field`) that are not among `known`.
    static func checkKnown(_ raw: UInt64, known: UInt64, field: String) throws(DescriptorError) {
        guard raw & ~known == 0 else {
            throw DescriptorError(field: field, "has unknown flags 0x\(String(raw & ~known, radix: 16))")
        }
    }
}
