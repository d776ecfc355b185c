import Testing

/// The suites that open a real preview window on their own Xvfb, run one test at a time across
/// all of them: previews starting at once on two shared cores can miss the wait for their window.
@Suite(.serialized) enum LiveWindowSuites {}
