import CCairo
import SegueEngine

/// The pictures views can show (`ViewImage.name`), decoded once and shared by every frame:
/// the pictures the project generates (`ImageLibrary.generatedNames`, painted on first use) and
/// PNG files, added by name (`add(file:as:)`) or named by their path (loaded on first use).
public final class ImageLibrary {
    /// Pictures ready to draw, by name.
    private var pictures: [String: DecodedPicture] = [:]
    /// Names that could not be resolved, with the sentence saying why (so a missing file is
    /// looked for once, not once a frame).
    private var problems: [String: ImageLibraryError] = [:]
    /// Bytes the pictures' pixels take, mip chains included.
    public private(set) var byteCount = 0
    /// The most bytes of pictures the library holds; a picture past it is refused.
    public let maximumBytes: Int

    /// A library knowing the generated pictures, holding at most `maximumBytes` of decoded
    /// pictures; files are added with `add(file:as:)` or named by their path.
    public init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    /// A library holding at most `defaultMaximumBytes` of pictures.
    public convenience init() {
        self.init(maximumBytes: Self.defaultMaximumBytes)
    }

    /// 1 GB: four of the largest PNGs accepted (8 192 pixels a side), or hundreds of photos.
    public static let defaultMaximumBytes = 1 << 30

    /// Names of the generated pictures (`ViewImage.Generated`), the project's own work under
    /// the project's licence.
    public static let generatedNames: [String] = ViewImage.Generated.allCases.map(\.rawValue)

    /// Decodes the PNG file at `path` and keeps it as `name`, replacing any earlier picture of
    /// that name except a generated one; throws, naming the file, when it is missing, not a PNG,
    /// damaged, or larger than `PNGHeader.maximumSide` a side.
    public func add(file path: String, as name: String) throws(ImageLibraryError) {
        guard ViewImage.Generated(rawValue: name) == nil else {
            throw ImageLibraryError(
                "'\(name)' is the name of a generated picture; add the file '\(path)' under another name")
        }
        let picture = try DecodedPicture(pngFile: path)
        if let old = pictures.removeValue(forKey: name) { byteCount -= old.byteCount }
        try keep(picture, as: name, from: path)
        problems[name] = nil
    }

    /// Keeps `picture` as `name` if it fits in `maximumBytes`.
    private func keep(_ picture: DecodedPicture, as name: String, from file: String) throws(ImageLibraryError) {
        guard byteCount + picture.byteCount <= maximumBytes else {
            throw ImageLibraryError(
                "image file '\(file)' does not fit: the pictures already loaded take \(byteCount >> 20) MB of the "
                    + "\(maximumBytes >> 20) MB allowed; use smaller pictures or fewer of them")
        }
        pictures[name] = picture
        byteCount += picture.byteCount
    }

    /// Makes `name` ready to draw now rather than at its first frame: a generated picture is
    /// painted, and a name that is not yet known is read as a PNG file's path; throws the
    /// reason it cannot be shown (the same sentence `problem(with:)` gives later).
    public func prepare(_ name: String) throws(ImageLibraryError) {
        if let problem = problems[name] { throw problem }
        guard pictures[name] == nil else { return }
        do throws(ImageLibraryError) {
            if let generated = ViewImage.Generated(rawValue: name) {
                try keep(DecodedPicture(GeneratedPictures.paint(generated)), as: name, from: name)
            } else if name.hasPrefix(ViewImage.generatedPrefix) {
                throw ImageLibraryError(
                    "there is no generated picture '\(name)'; the generated pictures are "
                        + "\(Self.generatedNames.joined(separator: ", "))"
                )
            } else {
                try keep(DecodedPicture(pngFile: name), as: name, from: name)
            }
        } catch {
            problems[name] = error
            throw error
        }
    }

    /// Why `name` cannot be drawn, or nil when it can (resolving it if it was never asked for).
    public func problem(with name: String) -> ImageLibraryError? {
        do throws(ImageLibraryError) { try prepare(name) } catch { return error }
        return nil
    }

    /// The picture `name` at full size, or nil when it cannot be resolved.
    public func picture(named name: String) -> RasterImage? {
        try? prepare(name)
        return pictures[name]?.levels[0]
    }

    /// Draws `image` into `bounds` (a view's bounds, in `cr`'s current user space) by its content
    /// mode, clipped to `bounds`; false when the library has no picture of that name.
    func draw(_ image: ViewImage, in bounds: Rect, into cr: OpaquePointer) -> Bool {
        guard (try? prepare(image.name)) != nil, let picture = pictures[image.name] else { return false }
        picture.draw(in: image.contentMode.placement(of: picture.size, in: bounds), clippedTo: bounds, into: cr)
        return true
    }
}

/// Why a picture cannot be shown: one sentence naming the file or name, with a hint.
public struct ImageLibraryError: Error, Equatable, CustomStringConvertible {
    /// The sentence.
    public let description: String
    /// The file's problem, when a file was read.
    public let fileProblem: ImageFileProblem?

    /// An error saying `description`, about `fileProblem` when it concerns a file.
    init(_ description: String, fileProblem: ImageFileProblem? = nil) {
        self.description = description
        self.fileProblem = fileProblem
    }
}
