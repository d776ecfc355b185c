import SegueRaster
import SegueRender

extension RasterExport {
    /// Writes `count` evenly spaced frames (`TransitionPicture.evenlySpacedFrames`) side by side
    /// with their times below, as one PNG at `path`.
    ///
    /// RECONCILE (issue 25): the PNG filmstrip's layout and drawing belong to SegueRaster (the
    /// motion part of the issue), which this branch does not have yet. This is the one place the
    /// command line calls it; the lead replaces the body with that call, which was assumed to be
    /// `RasterFilmstrip.pngData(frames: [TraceRecorder.Frame], startTime: Double, renderer: RasterRenderer) -> [UInt8]`.
    func writeFilmstrip(to path: String, count: Int) throws {
        throw CommandFailure("--filmstrip '\(path)': this build cannot draw PNG filmstrips yet; give a .svg path")
    }
}
