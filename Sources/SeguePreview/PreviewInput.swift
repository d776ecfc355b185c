import CSDL2
import SegueEngine
import SegueScenario

/// One thing that happened to the window, translated from SDL's events.
enum PreviewInput: Equatable {
    /// A key command.
    case key(PreviewKeyCommand)
    /// The pointer did `phase` at `pixel` (window pixels); `pinches` when Ctrl was held.
    case pointer(PointerEvent.Phase, pixel: Point, pinches: Bool)
    /// The window's drawable area became `width` × `height` pixels.
    case resized(width: Int, height: Int)
    /// The window was closed.
    case quit
}

extension PreviewInput {
    /// What `event` means to the preview, nil for events it ignores. `pressed` says whether the
    /// left button is down (a motion without it is no pointer input); `paused` picks what → does.
    init?(_ event: SDL_Event, pressed: Bool, paused: Bool) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            self = .quit
        case SDL_KEYDOWN:
            guard
                let command = PreviewKeyCommand(
                    keycode: event.key.keysym.sym, modifiers: event.key.keysym.mod, paused: paused)
            else { return nil }
            self = .key(command)
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            self = .pointer(
                .press, pixel: Point(x: Double(event.button.x), y: Double(event.button.y)),
                pinches: Self.pinchModifierHeld)
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && pressed:
            self = .pointer(
                .release, pixel: Point(x: Double(event.button.x), y: Double(event.button.y)), pinches: false)
        case SDL_MOUSEMOTION where pressed:
            self = .pointer(.move, pixel: Point(x: Double(event.motion.x), y: Double(event.motion.y)), pinches: false)
        case SDL_WINDOWEVENT:
            guard let input = Self.window(event.window, pressed: pressed) else { return nil }
            self = input
        default:
            return nil
        }
    }

    /// A window event: a size change, or focus lost mid-drag (the system cancels the gesture).
    private static func window(_ event: SDL_WindowEvent, pressed: Bool) -> PreviewInput? {
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED: return .resized(width: Int(event.data1), height: Int(event.data2))
        case SDL_WINDOWEVENT_FOCUS_LOST where pressed:
            return .pointer(.cancel, pixel: Point(x: 0, y: 0), pinches: false)
        default: return nil
        }
    }

    /// Whether Ctrl, the pinch modifier, is held now.
    private static var pinchModifierHeld: Bool {
        SDL_GetModState().rawValue & KMOD_CTRL.rawValue != 0
    }
}
