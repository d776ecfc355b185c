import CSDL2
import SegueEngine
import SegueKit
import SegueScenario

extension PreviewLoop {
    /// Reads every queued SDL event and acts on it in the frame scheduled at `displayTime`,
    /// whose predecessor was scheduled at `previousDisplayTime`.
    func handleEvents(atDisplayTime displayTime: Double, after previousDisplayTime: Double, window: PreviewWindow) {
        var event = SDL_Event()
        let ticksNow = SDL_GetTicks()
        while SDL_PollEvent(&event) != 0 {
            guard let input = PreviewInput(event, pressed: pointerPressed, paused: clock.isPaused) else { continue }
            switch input {
            case .quit: quitting = true
            case .key(let command): handle(command, atDisplayTime: displayTime)
            case .pointer(let phase, let pixel, let pinches):
                // When the event happened, not when the frame read it: a drag whose events a slow
                // frame collected all at once keeps its pace (and its release velocity).
                let age = Double(ticksNow &- event.common.timestamp) / 1000
                let happened = min(max(displayTime - age, previousDisplayTime), displayTime)
                handlePointer(phase, pixel: pixel, pinches: pinches, atDisplayTime: happened)
            case .resized(let width, let height): resize(toPixels: width, height, window: window)
            }
        }
    }

    /// A pointer input in window pixels, handed to the session in points at the engine time of
    /// `displayTime` (never before the engine's own time).
    private func handlePointer(
        _ phase: PointerEvent.Phase, pixel: Point, pinches: Bool, atDisplayTime displayTime: Double
    ) {
        let point = phase == .cancel ? lastPointer : Point(x: pixel.x / settings.scale, y: pixel.y / settings.scale)
        lastPointer = point
        pointerPressed = phase == .press || phase == .move
        let time = max(clock.engineTime(atDisplayTime: displayTime), session.engine.currentTime)
        session.handle(PointerEvent(phase, at: point, time: time, pinches: pinches))
    }

    /// Resizes the scene to a window of `width` × `height` pixels.
    private func resize(toPixels width: Int, _ height: Int, window: PreviewWindow) {
        guard width > 0, height > 0 else { return }
        perform { () throws(TransitionError) in
            try session.resize(to: Size(width: Double(width) / settings.scale, height: Double(height) / settings.scale))
        }
        record(windowPixels: window.pixelSize)
    }

    /// Carries out a key command at the frame scheduled at `displayTime`.
    func handle(_ command: PreviewKeyCommand, atDisplayTime displayTime: Double) {
        switch command {
        case .replay: perform { () throws(TransitionError) in try session.replay() }
        case .perform(let operation): perform { () throws(TransitionError) in try session.perform(operation) }
        case .cycleAnimator(let offset): cycleAnimator(by: offset)
        case .toggleSlowMotion: clock.setSlowMotion(!clock.isSlowMotion, atDisplayTime: displayTime)
        case .togglePause: clock.setPaused(!clock.isPaused, atDisplayTime: displayTime)
        case .step: clock.step()
        case .toggleTrace: tracing.toggle()
        case .toggleIsolation: notice = plugins?.toggleIsolation() ?? "this preview has no plugins to isolate"
        case .writeRecordedInput:
            do { try writeRecordedInput() } catch { notice = error.description }
        case .toggleHelp: helpUntil = displayTime < helpUntil ? 0 : .infinity
        case .quit: quitting = true
        }
    }

    /// Selects the animator `offset` places on (wrapping) and plays the current operation with it.
    private func cycleAnimator(by offset: Int) {
        let ids = session.animators.animatorIDs
        guard !ids.isEmpty else { return }
        let current = ids.firstIndex(of: session.animatorID) ?? 0
        session.animatorID = ids[((current + offset) % ids.count + ids.count) % ids.count]
        perform { () throws(TransitionError) in try session.replay() }
    }
}
