import SegueScenario

extension ScenarioRecording {
    /// How the transition ended, in the words a summary line uses: "completed", "cancelled",
    /// "ended by the watchdog" or "never completed".
    var outcomeText: String {
        completedByWatchdog
            ? "ended by the watchdog" : completed.map { $0 ? "completed" : "cancelled" } ?? "never completed"
    }
}
