import SegueABI
import SegueEngine

#if canImport(Glibc)
    import Glibc
#endif

/// A view a plugin asks the host to create (`segue_view_desc_t`), checked once: a printable
/// name of 1...64 bytes, a frame within `PluginLimits`, colour components within 0...1.
struct PluginViewDescription {
    /// The view's name, as traces and pictures show it.
    let name: String
    /// Its frame in the parent's coordinates.
    let frame: Rect
    /// Its background colour.
    let backgroundColor: Color

    /// The checked description `raw` points at, or a refusal naming the field.
    init(_ raw: UnsafePointer<segue_view_desc_t>) throws(ServiceRefusal) {
        try PluginAnimations.checkSize(raw.pointee.size, MemoryLayout<segue_view_desc_t>.size, "view description")
        name = try Self.name(raw.pointee.name)
        frame = try PluginPropertyValue.rect(raw.pointee.frame)
        backgroundColor = try PluginPropertyValue.color(raw.pointee.background_color)
    }

    /// A view or search name a plugin passed: 1...64 bytes of UTF-8 without control characters
    /// (read with `strnlen`, so an unterminated buffer is never read past its 65th byte).
    static func name(_ pointer: UnsafePointer<CChar>?) throws(ServiceRefusal) -> String {
        guard let pointer else { throw .invalid("name must not be NULL") }
        let limit = PluginLimits.maximumViewNameBytes
        let length = strnlen(pointer, limit + 1)
        guard length > 0, length <= limit else {
            throw .range(
                "the name is \(length > limit ? "longer than \(limit)" : "0") bytes; names are 1...\(limit) bytes")
        }
        let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalid("the name is not valid UTF-8") }
        guard !text.unicodeScalars.contains(where: PrintableText.isControl) else {
            throw .invalid(
                "the name \(PrintableText.escaped(text, oneLine: true)) contains control characters; use printable text"
            )
        }
        return text
    }
}
