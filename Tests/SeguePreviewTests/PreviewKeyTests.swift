import CSDL2
import Testing

@testable import SeguePreview

/// The keys the help overlay lists do what it says.
@Suite struct PreviewKeyTests {
    private func command(_ key: SDL_KeyCode, shift: Bool = false, paused: Bool = false) -> PreviewKeyCommand? {
        PreviewKeyCommand(
            keycode: SDL_Keycode(key.rawValue), modifiers: shift ? UInt16(KMOD_LSHIFT.rawValue) : 0, paused: paused)
    }

    @Test func operationsReplayAndQuit() {
        #expect(command(SDLK_SPACE) == .replay && command(SDLK_r) == .replay)
        #expect(command(SDLK_p) == .perform(.present) && command(SDLK_d) == .perform(.dismiss))
        #expect(command(SDLK_u) == .perform(.push) && command(SDLK_o) == .perform(.pop))
        #expect(command(SDLK_q) == .quit && command(SDLK_ESCAPE) == .quit)
        #expect(command(SDLK_z) == nil)
    }

    @Test func theRightArrowStepsOnlyWhilePaused() {
        #expect(command(SDLK_RIGHT) == .cycleAnimator(1))
        #expect(command(SDLK_RIGHT, paused: true) == .step)
        #expect(command(SDLK_COMMA) == .step)
        #expect(command(SDLK_LEFT) == .cycleAnimator(-1))
        #expect(command(SDLK_n) == .cycleAnimator(1) && command(SDLK_n, shift: true) == .cycleAnimator(-1))
    }

    @Test func toggles() {
        #expect(command(SDLK_s) == .toggleSlowMotion && command(SDLK_PERIOD) == .togglePause)
        #expect(command(SDLK_t) == .toggleTrace && command(SDLK_i) == .toggleIsolation)
        #expect(command(SDLK_h) == .toggleHelp && command(SDLK_SLASH, shift: true) == .toggleHelp)
    }

    @Test func theHelpOverlayListsEveryKeyOnALineOfItsOwn() {
        let lines = PreviewKeyCommand.helpLines
        #expect(lines.count == PreviewKeyCommand.keys.count)
        #expect(lines.contains { $0.hasPrefix("s ") && $0.contains("slow motion") })
        #expect(lines.contains { $0.contains("ctrl+drag pinches") })
    }
}
