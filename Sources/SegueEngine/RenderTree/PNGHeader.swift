import Foundation

/// What a PNG file says about itself in its first 24 bytes (the signature and the IHDR chunk's
/// width and height), read without decoding: the one check of a picture file that scene loading
/// (SegueKit) and the image library (SegueRaster, which decodes) share.
public struct PNGHeader: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// The longest side a picture may have: 8 192 pixels (256 MB decoded at most), past any
    /// photo a transition shows and far from cairo's own 32 767 limit.
    public static let maximumSide = 8192
    /// The largest file read: 64 MB, a generous bound for a PNG of `maximumSide` a side.
    public static let maximumFileBytes = 64 << 20
    /// The 8-byte signature every PNG starts with (PNG specification, section 5.2).
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The header in `bytes` (a file's start): the signature, then the IHDR chunk (length 13,
    /// type `IHDR`, big-endian width and height, each 1…2³¹−1 by the specification, section 11.2.2).
    public init(bytes: [UInt8]) throws(ImageFileProblem) {
        guard bytes.count >= 24, Array(bytes[0..<8]) == Self.signature, Array(bytes[12..<16]) == Array("IHDR".utf8)
        else {
            throw .notPNG
        }
        func bigEndian(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height) = (bigEndian(16), bigEndian(20))
        guard width > 0, height > 0 else { throw .notPNG }
        guard width <= Self.maximumSide, height <= Self.maximumSide else {
            throw .tooLarge(width: width, height: height)
        }
        (self.width, self.height) = (width, height)
    }

    /// The header of the file at `path`, refusing a missing or unreadable file, one that is not
    /// a PNG, and one beyond `maximumSide` or `maximumFileBytes`.
    public init(file path: String) throws(ImageFileProblem) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .missing }
        guard !isFolder.boolValue, let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable }
        defer { try? handle.close() }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard let start = try? handle.read(upToCount: 24) else { throw .unreadable }
        try self.init(bytes: [UInt8](start))
        guard size <= Self.maximumFileBytes else { throw .fileTooLarge(bytes: size) }
    }
}

/// Why a picture file cannot be shown; `sentence(file:)` says it to a person.
public enum ImageFileProblem: Error, Equatable, Sendable {
    /// Nothing is at the path.
    case missing
    /// A folder, or a file that cannot be opened.
    case unreadable
    /// The file does not start with PNG's signature and header.
    case notPNG
    /// The picture is larger than `PNGHeader.maximumSide` on a side.
    case tooLarge(width: Int, height: Int)
    /// The file is larger than `PNGHeader.maximumFileBytes`.
    case fileTooLarge(bytes: Int)
    /// The decoder refused the file (its reason).
    case undecodable(String)

    /// One sentence naming `file` (as the reader wrote it) with a hint.
    public func sentence(file: String) -> String {
        switch self {
        case .missing: "image file '\(file)' does not exist; check the path"
        case .unreadable: "image file '\(file)' cannot be read; name a PNG file you can read"
        case .notPNG: "image file '\(file)' is not a PNG; convert it to PNG (e.g. ffmpeg -i '\(file)' picture.png)"
        case .tooLarge(let width, let height):
            "image file '\(file)' is \(width)×\(height) pixels, more than the \(PNGHeader.maximumSide) a side "
                + "allowed; scale it down"
        case .fileTooLarge(let bytes):
            "image file '\(file)' is \(bytes >> 20) MB, more than the \(PNGHeader.maximumFileBytes >> 20) MB "
                + "allowed; save a smaller PNG"
        case .undecodable(let reason): "image file '\(file)' is a damaged PNG (\(reason)); save it again"
        }
    }
}
