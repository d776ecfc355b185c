/// A message between a parent and its worker process could not be decoded; the peer is broken
/// or hostile, so the connection ends.
package struct WireError: Error, CustomStringConvertible {
    /// The sentence.
    package let description: String
    /// An error saying `description`.
    package init(_ description: String) { self.description = description }
}

/// Builds one message: fields appended in order, little-endian, with no padding. Both ends are
/// the same build of Segue on the same machine, so plain C structs travel as their bytes.
package struct WireWriter {
    /// The message so far.
    package private(set) var bytes: [UInt8] = []

    /// An empty message.
    package init() {}

    /// Appends an integer.
    package mutating func append<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends a double, by its bits.
    package mutating func append(_ value: Double) { append(value.bitPattern) }

    /// Appends a flag as one byte.
    package mutating func append(_ value: Bool) { append(UInt8(value ? 1 : 0)) }

    /// Appends text as its UTF-8 length and bytes.
    package mutating func append(_ text: String) {
        let utf8 = Array(text.utf8)
        append(UInt32(utf8.count))
        bytes.append(contentsOf: utf8)
    }

    /// Appends whether `value` is there (a flag), then, when it is, `value` as `appendValue` writes it.
    package mutating func append<T>(_ value: T?, _ appendValue: (inout WireWriter, T) -> Void) {
        append(value != nil)
        if let value { appendValue(&self, value) }
    }

    /// Appends the bytes of a plain C struct.
    package mutating func appendStruct<T>(_ value: T) {
        withUnsafeBytes(of: value) { bytes.append(contentsOf: $0) }
    }

    /// Appends another message, preceded by its length.
    package mutating func append(message: WireWriter) {
        append(UInt32(message.bytes.count))
        bytes.append(contentsOf: message.bytes)
    }

    /// Appends another message's bytes as they are (the rest of this one).
    package mutating func append(contentsOf message: WireWriter) {
        bytes.append(contentsOf: message.bytes)
    }

    /// Appends `count` plain C structs read from `pointer`, preceded by the count.
    package mutating func appendStructs<T>(_ pointer: UnsafePointer<T>, count: Int) {
        append(UInt32(count))
        bytes.append(contentsOf: UnsafeRawBufferPointer(start: pointer, count: count * MemoryLayout<T>.stride))
    }
}

/// Reads one message field by field; every read checks the bytes are there, so a short or
/// malformed message is a `WireError`, never a trap.
package struct WireReader {
    private let bytes: [UInt8]
    private var offset = 0
    /// The plugin process whose request this is, while the host serves it: the animation
    /// completions the request hands over go back to it (`CompletionRoute`). Unowned: a reader
    /// lives only while its sender serves the request. Nil everywhere else.
    package unowned(unsafe) var sender: PluginHostProcess?

    /// A reader at the start of `bytes`.
    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// A reader at the start of `bytes`, of a message from `sender`.
    private init(_ bytes: [UInt8], from sender: PluginHostProcess?) {
        self.bytes = bytes
        self.sender = sender
    }

    /// Whether every byte was read.
    package var isAtEnd: Bool { offset == bytes.count }

    private mutating func take(_ count: Int) throws(WireError) -> ArraySlice<UInt8> {
        guard count >= 0, count <= bytes.count - offset else {
            throw WireError("a message ended after \(bytes.count) bytes where \(offset + count) were needed")
        }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    /// Reads an integer.
    package mutating func read<T: FixedWidthInteger>(_: T.Type = T.self) throws(WireError) -> T {
        let slice = try take(MemoryLayout<T>.size)
        return T(littleEndian: slice.withUnsafeBytes { $0.loadUnaligned(as: T.self) })
    }

    /// Reads a double.
    package mutating func double() throws(WireError) -> Double { Double(bitPattern: try read(UInt64.self)) }

    /// Reads a flag.
    package mutating func bool() throws(WireError) -> Bool { try read(UInt8.self) != 0 }

    /// Reads text of at most `maximumBytes` UTF-8 bytes.
    package mutating func string(maximumBytes: Int = 1 << 20) throws(WireError) -> String {
        let count = Int(try read(UInt32.self))
        guard count <= maximumBytes else {
            throw WireError("a text field of \(count) bytes is over the \(maximumBytes)-byte limit")
        }
        return String(decoding: try take(count), as: UTF8.self)
    }

    /// Reads a flag, then, when it is set, a value by `readValue`: what `append(_:_:)` wrote.
    package mutating func optional<T>(_ readValue: (inout WireReader) throws(WireError) -> T) throws(WireError) -> T? {
        guard try bool() else { return nil }
        return try readValue(&self)
    }

    /// Reads the bytes of a plain C struct.
    package mutating func readStruct<T>(_: T.Type = T.self) throws(WireError) -> T {
        let slice = try take(MemoryLayout<T>.size)
        return slice.withUnsafeBytes { $0.loadUnaligned(as: T.self) }
    }

    /// Reads a message appended with `append(message:)`.
    package mutating func message() throws(WireError) -> WireReader {
        let count = Int(try read(UInt32.self))
        return WireReader(Array(try take(count)), from: sender)
    }

    /// The bytes not read yet, as a reader of their own.
    package mutating func remainder() -> WireReader {
        defer { offset = bytes.count }
        return WireReader(Array(bytes[offset...]), from: sender)
    }

    /// Reads a counted run of plain C structs (at most `maximum`).
    package mutating func readStructs<T>(_: T.Type = T.self, maximum: Int) throws(WireError) -> [T] {
        let count = Int(try read(UInt32.self))
        guard count <= maximum else { throw WireError("a list of \(count) entries is over the limit of \(maximum)") }
        let slice = try take(count * MemoryLayout<T>.stride)
        return slice.withUnsafeBytes { raw in
            (0..<count).map { raw.loadUnaligned(fromByteOffset: $0 * MemoryLayout<T>.stride, as: T.self) }
        }
    }
}
