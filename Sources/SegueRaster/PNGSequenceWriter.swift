import Foundation

/// Writes frames as numbered PNG files into a folder: `frame-00001.png`, `frame-00002.png`…
/// Each file appears whole (written beside and renamed), so a reader never sees half a frame.
public final class PNGSequenceWriter {
    /// The folder written into.
    public let folder: String
    /// Frames written so far.
    public private(set) var frameCount = 0

    /// The most frames a sequence holds (five digits).
    public static let maximumFrameCount = 99_999

    /// The file name of frame `number` (counting from 1): `frame-00001.png`.
    public static func fileName(ofFrame number: Int) -> String {
        let digits = String(number)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    /// A writer into `folder`, created if missing. A folder that already holds files is refused
    /// unless `replacing`, in which case the frames of an earlier sequence (`frame-NNNNN.png`)
    /// are removed first and other files left alone.
    public init(folder: String, replacing: Bool = false) throws {
        self.folder = folder
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw MotionError("cannot write a PNG sequence into \(folder): it is a file, not a folder")
            }
            let present = (try? files.contentsOfDirectory(atPath: folder)) ?? []
            if !present.isEmpty && !replacing {
                throw MotionError(
                    "cannot write a PNG sequence into \(folder): the folder is not empty; choose an empty or new "
                        + "folder, or allow replacing"
                )
            }
            for name in present where Self.isFrameName(name) {
                do { try files.removeItem(atPath: folder + "/" + name) } catch {
                    throw MotionError(
                        "cannot replace the PNG sequence in \(folder): \(name) could not be removed "
                            + "(\(error.localizedDescription))"
                    )
                }
            }
        } else {
            do { try files.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw MotionError(
                    "cannot create the folder \(folder) for a PNG sequence: \(error.localizedDescription)")
            }
        }
    }

    /// Writes `image` as the next frame.
    public func append(_ image: RasterImage) throws {
        guard frameCount < Self.maximumFrameCount else {
            throw MotionError(
                "a PNG sequence in \(folder) would hold more than \(Self.maximumFrameCount) frames; use a lower "
                    + "frame rate"
            )
        }
        try PartialFile.write(image.pngData(), to: folder + "/" + Self.fileName(ofFrame: frameCount + 1))
        frameCount += 1
    }

    /// Whether `name` is a frame's file name.
    static func isFrameName(_ name: String) -> Bool { name.wholeMatch(of: /frame-[0-9]{5}\.png/) != nil }
}
