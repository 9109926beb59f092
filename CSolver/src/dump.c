/*
 * dump.c - a readable description of the solved tableau, for debugging.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "csolver_internal.h"

/* Appends formatted text, counting the full length even past the buffer's end. */
typedef struct cs_text {
  char *buffer;
  size_t capacity;
  size_t length;
} cs_text;

static void append(cs_text *text, const char *format, ...) {
  va_list args;
  va_start(args, format);
  size_t room = text->length < text->capacity ? text->capacity - text->length : 0;
  int written = vsnprintf(room ? text->buffer + text->length : NULL, room, format, args);
  va_end(args);
  if (written > 0) text->length += (size_t)written;
}

static void column_name(cs_text *text, const cs_tableau *tab, int j) {
  if (j == CS_ARTIFICIAL) {
    append(text, "artificial");
  } else if (j == CS_DEAD) {
    append(text, "(redundant)");
  } else if (tab->kind[j] == CS_SLACK) {
    append(text, "s%d", j);
  } else {
    append(text, "e%d@%d", j, tab->col_level[j]);
  }
}

csolver_status csolver_dump(const csolver *s, char *buffer, size_t capacity, size_t *needed) {
  if (!s || (capacity > 0 && !buffer)) return CSOLVER_INVALID_ARGUMENT;
  cs_text text = {buffer, capacity, 0};
  int enabled = 0;
  for (int r = 0; r < s->nrows; r++) enabled += s->rows[r].enabled;
  append(&text, "csolver: %d variables, %d rows (%d enabled), %d levels\n", s->nvars, s->nrows,
         enabled, s->max_level);
  const cs_tableau *tab = s->solved;
  if (!tab || !s->has_solution) {
    append(&text, "not solved\n");
  } else {
    append(&text, "tableau %d x %d, %d definitions, %ld pivots\n", tab->rows, tab->ld, tab->ndefs,
           tab->pivots);
    for (int i = 0; i < tab->m; i++) {
      append(&text, "  row %d: ", i);
      column_name(&text, tab, tab->basis[i]);
      append(&text, " = %.17g\n", cs_row_ptr(tab, i)[tab->ncols]);
    }
    for (int k = 1; k <= s->max_level; k++) {
      append(&text, "  level %d error: %.17g\n", k, s->level_errors[k]);
    }
    for (int v = 0; v < s->nvars; v++) append(&text, "  x%d = %.17g\n", v, s->values[v]);
  }
  append(&text, "pivots: %ld primal, %ld dual; solves: %ld cold, %ld warm\n",
         s->stats.primal_pivots, s->stats.dual_pivots, s->stats.cold_solves,
         s->stats.warm_solves);
  if (capacity > 0 && text.length >= capacity) buffer[capacity - 1] = '\0';
  if (needed) *needed = text.length;
  return CSOLVER_OK;
}
