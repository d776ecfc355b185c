import SegueRaster

extension PreviewLoop {
    /// The session's views drawn by the raster renderer, with the trace outlines, the heads-up
    /// line and (for its first seconds, or when asked) the help overlay on top.
    func drawFrame(displayTime: Double) -> RasterImage {
        let views = session.views()
        let image = (tracing ? tracingRenderer : renderer).render(views)
        if tracing { image.drawOutlines(of: views, scale: settings.scale) }
        let fontSize = settings.headsUpFontSize * settings.scale
        if displayTime < helpUntil {
            image.drawTextPanel(PreviewKeyCommand.helpLines, at: .center, fontSize: fontSize)
        }
        image.drawTextPanel(headsUp.lines, at: .bottom, fontSize: fontSize)
        return image
    }

    /// The heads-up line as things stand.
    var headsUp: HeadsUpLine {
        let rate =
            recentFrames.count > 1 ? Double(recentFrames.count - 1) / (recentFrames.last! - recentFrames.first!) : 0
        return HeadsUpLine(
            status: session.status, framesPerSecond: rate, lateFrames: driver.statistics.lateFrames,
            droppedFrames: driver.statistics.droppedFrames,
            clock: clock, isolated: plugins?.isIsolated ?? false, notice: notice)
    }

    /// Reads the window back and writes each `--capture-at` frame whose engine time has come.
    func capture(_ window: PreviewWindow, engineTime: Double) throws(PreviewError) {
        while let next = pendingCaptures.first, next.engineTime <= engineTime + 1e-9 {
            pendingCaptures.removeFirst()
            do {
                try window.readPixels().writePNG(to: next.path)
            } catch let error as PreviewError {
                throw error
            } catch {
                throw PreviewError("--capture-at could not write '\(next.path)' (\(error)); give a writable path")
            }
            statistics.captures.append(
                FrameStatistics.Capture(requested: next.engineTime, engineTime: engineTime, path: next.path))
        }
    }
}
