/// Writes frames into a motion file by piping them to the `ffmpeg` command-line tool.
public final class MotionWriter {
    /// SKELETON: the motion helper replaces this.
    public init(format: MotionFormat, path: String, width: Int, height: Int, framesPerSecond: Double) throws {}
    /// Appends one frame (the size given at creation).
    public func append(_ image: RasterImage) throws {}
    /// Finishes the file (ffmpeg exits); nothing is left at `path` when it fails.
    public func finish() throws {}
}
