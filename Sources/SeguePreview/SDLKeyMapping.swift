import CSDL2

extension PreviewKeyCommand {
    /// The command for SDL key `keycode` with modifiers `modifiers` held, nil for a key the
    /// preview ignores. The right arrow steps a frame while paused and selects the next animator
    /// otherwise.
    init?(keycode: SDL_Keycode, modifiers: UInt16, paused: Bool) {
        let shift = modifiers & UInt16(KMOD_SHIFT.rawValue) != 0
        switch Int(keycode) {
        case Int(SDLK_SPACE.rawValue), Int(SDLK_r.rawValue): self = .replay
        case Int(SDLK_p.rawValue): self = .perform(.present)
        case Int(SDLK_d.rawValue): self = .perform(.dismiss)
        case Int(SDLK_u.rawValue): self = .perform(.push)
        case Int(SDLK_o.rawValue): self = .perform(.pop)
        case Int(SDLK_RIGHT.rawValue): self = paused ? .step : .cycleAnimator(1)
        case Int(SDLK_LEFT.rawValue): self = .cycleAnimator(-1)
        case Int(SDLK_n.rawValue): self = .cycleAnimator(shift ? -1 : 1)
        case Int(SDLK_s.rawValue): self = .toggleSlowMotion
        case Int(SDLK_PERIOD.rawValue): self = .togglePause
        case Int(SDLK_COMMA.rawValue): self = .step
        case Int(SDLK_t.rawValue): self = .toggleTrace
        case Int(SDLK_i.rawValue): self = .toggleIsolation
        case Int(SDLK_w.rawValue): self = .writeRecordedInput
        case Int(SDLK_h.rawValue), Int(SDLK_QUESTION.rawValue), Int(SDLK_SLASH.rawValue): self = .toggleHelp
        case Int(SDLK_q.rawValue), Int(SDLK_ESCAPE.rawValue): self = .quit
        default: return nil
        }
    }
}
