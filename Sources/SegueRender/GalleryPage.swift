import SegueEngine

/// One self-contained HTML page showing many recorded transitions, each as an SVG with a play
/// button and a scrub slider, or as an embedded looping motion file (`Clip.motion`). Scrubbing shows the recorded frame
/// for that time (the latest frame at or before it), so the page shows the engine's output, not a CSS re-creation of
/// it. Each picture draws what the animated SVG draws (see `PictureScene`); the script sets, for each
/// frame, every attribute that changes (elements numbered by `data-k` in document order).
///
/// Layout is fixed so scripts can find a clip on a screenshot: clip `i` sits in column `i % 4`
/// and row `i / 4` of a grid of `cardWidth` × `cardHeight` cards starting at (`pageMargin`,
/// `headerHeight`), its picture at (`pictureInset`, `pictureTop`) inside the card, scaled to
/// `pictureWidth` points wide. Opening the page with `#t=F` scrubs every clip to fraction F.
public struct GalleryPage {
    /// One recorded transition.
    public struct Clip {
        /// The heading, e.g. "Diagonal".
        public let title: String
        /// The line below, e.g. "org.segue.diagonal · present".
        public let subtitle: String
        /// The recorded frames.
        public let frames: [TraceRecorder.Frame]
        /// A looping motion file of the frames shown instead of the inline SVG, or nil.
        public let motion: Motion?

        /// A clip of `frames`, drawn as inline SVG unless `motion` is given.
        public init(title: String, subtitle: String, frames: [TraceRecorder.Frame], motion: Motion? = nil) {
            self.title = title
            self.subtitle = subtitle
            self.frames = frames
            self.motion = motion
        }
    }

    /// A motion file embedded in the page as a data URI, so the page stays one file.
    public struct Motion {
        /// An animated image (`<img>`: GIF, APNG) or a video (`<video>`: WebM, MP4).
        public enum Kind: Sendable {
            /// Plays by itself in an `<img>` element.
            case animatedImage
            /// Plays in a muted, looping `<video>` element.
            case video
        }
        /// How the page shows it.
        public let kind: Kind
        /// `data:MEDIA-TYPE;base64,…`.
        public let dataURI: String

        /// A motion file shown as `kind` from `dataURI`.
        public init(kind: Kind, dataURI: String) {
            self.kind = kind
            self.dataURI = dataURI
        }
    }

    /// The clips, in page order.
    public let clips: [Clip]
    /// The page's heading.
    public let heading: String

    /// Grid geometry, in CSS pixels (see the type's comment).
    public static let pageMargin = 16.0, headerHeight = 72.0, cardWidth = 240.0, cardHeight = 560.0, cardGap = 16.0
    /// Where a clip's picture sits inside its card, and how wide it is.
    public static let pictureInset = 12.0, pictureTop = 64.0, pictureWidth = 216.0

    /// A page of `clips` under `heading`.
    public init(heading: String, clips: [Clip]) {
        self.heading = heading
        self.clips = clips
    }

    /// The top-left corner of clip `index`'s picture on the page.
    public static func pictureOrigin(ofClip index: Int) -> Point {
        let column = Double(index % 4)
        let row = Double(index / 4)
        return Point(
            x: pageMargin + column * (cardWidth + cardGap) + pictureInset,
            y: headerHeight + row * (cardHeight + cardGap) + pictureTop)
    }

    /// The whole page: markup, styles, the recorded frames as JSON, and the player script. It is
    /// also well-formed XML (the script sits in a CDATA section), so tools can parse it.
    public func html() -> String {
        var cards = ""
        var data: [String] = []
        for (index, clip) in clips.enumerated() {
            let picture = TransitionPicture(frames: clip.frames, title: clip.subtitle)
            let size = picture.size
            let height = size.width > 0 ? Self.pictureWidth * size.height / size.width : 0
            if let motion = clip.motion {
                // A motion card plays by itself: no slider, no tracks.
                data.append("{\"duration\":\(SVGText.number(picture.duration, digits: 6)),\"times\":[0],\"tracks\":[]}")
                cards += Self.motionCard(
                    index: index, clip: clip, motion: motion, duration: picture.duration, height: height)
                continue
            }
            let steps = picture.cornerSteps()
            let shapes = picture.frames.map { FrameGeometry.shapes(of: $0, cornerSteps: steps) }
            let origin = Self.pictureOrigin(ofClip: index)
            let scale = size.width > 0 ? Self.pictureWidth / size.width : 1
            let shared = SharedDefinitions(prefix: "g\(index)-")
            let nodes = TransitionPicture.scene(
                shapes, prefix: "g\(index)-", still: false, steps: steps, labelBase: 40, pictureScale: scale,
                shared: shared)
            var tracks: [String] = []
            var counter = 0
            let body = TransitionPicture.write(nodes, .gallery, tracks: &tracks, counter: &counter)
            // Looks, filters and gradients come after the views here, so `data-k` numbers follow document order.
            let definitions = TransitionPicture.write(shared.nodes, .gallery, tracks: &tracks, counter: &counter)
            let start = picture.frames.first?.time ?? 0
            let times = picture.frames.map { SVGText.number($0.time - start, digits: 6) }.joined(separator: ",")
            data.append(
                "{\"duration\":\(SVGText.number(picture.duration, digits: 6)),\"times\":[\(times)],\"tracks\":"
                    + "[\(tracks.joined(separator: ","))]}"
            )
            cards += """
                <section class="card" style="left:\(SVGText.number(origin.x - Self.pictureInset))px;\
                top:\(SVGText.number(origin.y - Self.pictureTop))px" data-clip="\(index)">
                <h2>\(SVGText.escape(clip.title))</h2><p>\(SVGText.escape(clip.subtitle)) \
                · \(SVGText.number(picture.duration, digits: 3)) s</p>
                <svg class="picture" width="\(SVGText.number(Self.pictureWidth))" height="\(SVGText.number(height))" \
                viewBox="0 0 \(SVGText.number(size.width)) \(SVGText.number(size.height))">\
                <defs><clipPath id="clip\(index)"><rect width="\(SVGText.number(size.width))" \
                height="\(SVGText.number(size.height))"/></clipPath></defs>\
                <rect width="\(SVGText.number(size.width))" height="\(SVGText.number(size.height))" fill="#f4f4f4"/>\
                <g clip-path="url(#clip\(index))">\(body)</g><defs>\(definitions)</defs></svg>
                <div class="controls"><button type="button">Play</button><input type="range" min="0" max="1000" \
                value="0" aria-label="scrub \(SVGText.escape(clip.subtitle))"/><output>0.000 s</output></div>
                </section>

                """
        }
        let rows = (clips.count + 3) / 4
        let kinds = Set(clips.map { $0.motion == nil ? "svg" : "motion" })
        let explanation =
            kinds == ["motion"]
            ? "Every frame here is a frame the engine recorded, drawn by the raster renderer into a looping motion "
                + "file."
            : "Every frame here is a frame the engine recorded; the slider picks the frame at that time."
        let pageHeight = Self.headerHeight + Double(rows) * (Self.cardHeight + Self.cardGap)
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"/><title>\(SVGText.escape(heading))</title>
            <style>
            body{margin:0;font-family:sans-serif;background:#fafafa;color:#222;position:relative;\
            min-height:\(SVGText.number(pageHeight))px}
            header{position:absolute;left:\(SVGText.number(Self.pageMargin))px;top:0;\
            height:\(SVGText.number(Self.headerHeight))px}
            header h1{font-size:20px;margin:16px 0 4px}header p{margin:0;font-size:13px;color:#555}
            .card{position:absolute;box-sizing:border-box;width:\(SVGText.number(Self.cardWidth))px;\
            height:\(SVGText.number(Self.cardHeight))px;background:#fff;border:1px solid #ddd;border-radius:8px;\
            overflow:hidden}
            .card h2{position:absolute;left:12px;top:8px;margin:0;font-size:15px;white-space:nowrap}
            .card p{position:absolute;left:12px;top:30px;margin:0;font-size:11px;color:#666;white-space:nowrap}
            .card .picture{position:absolute;left:\(SVGText.number(Self.pictureInset))px;\
            top:\(SVGText.number(Self.pictureTop))px;display:block}
            .controls{position:absolute;left:12px;right:12px;bottom:10px;display:flex;gap:6px;align-items:center;\
            font-size:11px}
            .controls input{flex:1}
            </style></head><body>
            <header><h1>\(SVGText.escape(heading))</h1><p>\(explanation)</p></header>
            \(cards)<script>//<![CDATA[
            const clips=[\(data.joined(separator: ",\n"))];
            function frameAt(clip,t){let lo=0,hi=clip.times.length-1;while(lo<hi){const mid=(lo+hi+1)>>1;\
            if(clip.times[mid]<=t+1e-9)lo=mid;else hi=mid-1;}return lo;}
            function show(card,clip,t){const i=frameAt(clip,t);const els=card.querySelectorAll('[data-k]');\
            clip.tracks.forEach(r=>els[r.k].setAttribute(r.a,r.v[i]));\
            card.querySelector('output').textContent=t.toFixed(3)+' s';}
            document.querySelectorAll('.card').forEach(card=>{const clip=clips[+card.dataset.clip];const \
            slider=card.querySelector('input');const button=card.querySelector('button');let playing=null;\
            if(!slider)return;
            const scrub=f=>{slider.value=Math.round(f*1000);show(card,clip,f*clip.duration);};
            slider.addEventListener('input',()=>{playing=null;button.textContent='Play';\
            show(card,clip,slider.value/1000*clip.duration);});
            button.addEventListener('click',()=>{if(playing){playing=null;button.textContent='Play';return;}\
            button.textContent='Pause';const begin=performance.now();const \
            from=slider.value>=1000?0:slider.value/1000*clip.duration;playing=begin;
            const step=now=>{if(playing!==begin)return;const t=Math.min(from+(now-begin)/1000,clip.duration);\
            scrub(clip.duration>0?t/clip.duration:1);if(t<clip.duration)requestAnimationFrame(step);else{playing=null;\
            button.textContent='Play';}};requestAnimationFrame(step);});
            const m=/t=([0-9.]+)/.exec(location.hash);if(m)scrub(Math.min(Math.max(parseFloat(m[1]),0),1));});
            //]]></script></body></html>

            """
    }

    /// The card of a clip shown as an embedded motion file (`motion`), `height` CSS pixels tall.
    private static func motionCard(index: Int, clip: Clip, motion: Motion, duration: Double, height: Double) -> String {
        let origin = pictureOrigin(ofClip: index)
        let size = "width=\"\(SVGText.number(pictureWidth))\" height=\"\(SVGText.number(height))\""
        let label = SVGText.escape("\(clip.title), \(clip.subtitle)")
        let element =
            switch motion.kind {
            case .animatedImage: "<img class=\"picture\" \(size) alt=\"\(label)\" src=\"\(motion.dataURI)\"/>"
            case .video:
                "<video class=\"picture\" \(size) aria-label=\"\(label)\" autoplay=\"\" loop=\"\" muted=\"\" "
                    + "playsinline=\"\" src=\"\(motion.dataURI)\"></video>"
            }
        return """
            <section class="card" style="left:\(SVGText.number(origin.x - pictureInset))px;\
            top:\(SVGText.number(origin.y - pictureTop))px" data-clip="\(index)">
            <h2>\(SVGText.escape(clip.title))</h2><p>\(SVGText.escape(clip.subtitle)) \
            · \(SVGText.number(duration, digits: 3)) s</p>
            \(element)
            </section>

            """
    }
}
