/// Snapshot views in traces: a frame line names the look a snapshot view shows
/// (`"snapshot":{"look":3,"rect":[x,y,w,h],"capInsets":[top,left,bottom,right]}`), and each
/// look is written once, as its own line just before the first frame that shows it:
/// `{"t":…,"look":3,"size":[w,h],"views":[…]}` with the captured views written as frame lines
/// write views (an empty list for a blank look). A trace without snapshot views is unchanged.
extension TraceRecorder {
    /// The `"snapshot"` member of a snapshot view's object in a frame line.
    static func snapshotField(_ content: SnapshotContent) -> String {
        let r = content.rect
        let i = content.capInsets
        return "\"snapshot\":{\"look\":\(content.lookID),\"rect\":"
            + JSONText.numbers([r.minX, r.minY, r.width, r.height])
            + ",\"capInsets\":" + JSONText.numbers([i.top, i.left, i.bottom, i.right]) + "}"
    }

    /// The lines of the looks `frame` shows that are not in `written` yet (looks shown inside
    /// them first), each ending in a newline; adds them to `written`. Walked with an explicit stack (each entry a look
    /// still to write, its views read from `next`), so looks nested as deep as a plugin may nest them cannot overflow
    /// the thread's stack.
    static func lookLines(for frame: Frame, written: inout Set<Int>) -> String {
        var out = ""
        var pending: [(look: CapturedLook?, views: [ViewSnapshot], next: Int)] = [(nil, frame.views, 0)]
        while let top = pending.last {
            guard top.next < top.views.count else {
                pending.removeLast()
                if let look = top.look { out += lookLine(look, at: frame.time) + "\n" }
                continue
            }
            pending[pending.count - 1].next += 1
            let view = top.views[top.next]
            guard let look = view.snapshotContent?.look, written.insert(look.id).inserted else { continue }
            pending.append((look, look.views, 0))
        }
        return out
    }

    /// One look as a JSON object: its views as a frame line writes them.
    static func lookLine(_ look: CapturedLook, at time: Double) -> String {
        let frameLine = line(for: Frame(time: time, index: 0, views: look.views))
        let prefix = "{\"t\":" + JSONText.number(time) + ",\"frame\":0,"
        precondition(frameLine.hasPrefix(prefix), "frame lines start with their time and number")
        return "{\"t\":" + JSONText.number(time) + ",\"look\":\(look.id),\"size\":"
            + JSONText.numbers([look.size.width, look.size.height]) + "," + frameLine.dropFirst(prefix.count)
    }
}
