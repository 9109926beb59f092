import Glibc

/// Ctrl-C while editing: a SIGINT handler that only records the signal.
///
/// It is installed without `SA_RESTART`, so the terminal read inside libedit fails with
/// `EINTR` and `readline` returns; the editor then sees the flag and drops the line instead
/// of taking the return for end of input.
enum InterruptFlag {
  nonisolated(unsafe) private static var flag: sig_atomic_t = 0

  /// Whether SIGINT arrived since the last ``clear()``.
  static var isSet: Bool { flag != 0 }

  /// Forgets earlier signals.
  static func clear() { flag = 0 }

  /// Installs the handler.
  static func install() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in InterruptFlag.flag = 1 }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)
    // A parent may start us with SIGINT blocked (it is inherited across exec); unblock it
    // or Ctrl-C would never reach the handler.
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }
}
