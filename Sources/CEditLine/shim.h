// libedit's readline compatibility layer, as Debian's libedit-dev installs it
// (pkg-config libedit adds -I/usr/include/editline).
#ifndef CEDITLINE_SHIM_H
#define CEDITLINE_SHIM_H

#include <stdio.h>
#include <editline/readline.h>

// Swift 6 refuses direct access to C global variables (shared mutable state), so the
// readline globals the REPL sets are reached through these accessors.

static inline void ceditline_configure(const char *name, const char *word_breaks,
                                       rl_completion_func_t *complete) {
  rl_readline_name = name;
  rl_catch_signals = 0;
  rl_completer_word_break_characters = (char *)word_breaks;
  rl_attempted_completion_function = complete;
}

static inline const char *ceditline_line_buffer(void) { return rl_line_buffer; }

static inline void ceditline_set_completion_over(int over) {
  rl_attempted_completion_over = over;
}

#endif
