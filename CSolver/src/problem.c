/*
 * problem.c - the handle: rows as the user gave them, and the accessors for results.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "csolver_internal.h"

csolver_status csolver_create(int variables, size_t max_cells, csolver **out) {
  if (!out || variables < 0) return CSOLVER_INVALID_ARGUMENT;
  *out = NULL;
  csolver *s = calloc(1, sizeof *s);
  if (!s) return CSOLVER_OUT_OF_MEMORY;
  s->nvars = variables;
  s->max_cells = max_cells ? max_cells : CSOLVER_DEFAULT_MAX_CELLS;
  s->values = calloc((size_t)variables + 1, sizeof(double));
  s->level_errors = calloc(1, sizeof(double));
  if (!s->values || !s->level_errors) {
    csolver_destroy(s);
    return CSOLVER_OUT_OF_MEMORY;
  }
  s->needs_cold_solve = 1;
  *out = s;
  return CSOLVER_OK;
}

void csolver_destroy(csolver *s) {
  if (!s) return;
  cs_tableau_free(s->solved);
  free(s->rows);
  free(s->term_vars);
  free(s->term_coefs);
  free(s->values);
  free(s->level_errors);
  free(s);
}

/* Checks one row's arguments, as csolver_add_row takes them. */
static int valid_row(const csolver *s, int count, const int *variables, const double *coefficients,
                     double constant, int relation, int level) {
  if (count < 0 || (count > 0 && (!variables || !coefficients))) return 0;
  if (relation != CSOLVER_EQUAL && relation != CSOLVER_LESS_EQUAL &&
      relation != CSOLVER_GREATER_EQUAL) {
    return 0;
  }
  if (level < 0 || !isfinite(constant)) return 0;
  for (int k = 0; k < count; k++) {
    if (variables[k] < 0 || variables[k] >= s->nvars || !isfinite(coefficients[k])) return 0;
  }
  return 1;
}

/* Grows the row and term arrays geometrically so adding n rows costs O(n) amortised. */
static csolver_status reserve(csolver *s, int extra_terms) {
  if (s->nrows == s->row_capacity) {
    int capacity = s->row_capacity ? s->row_capacity * 2 : 16;
    cs_row *rows = realloc(s->rows, (size_t)capacity * sizeof *rows);
    if (!rows) return CSOLVER_OUT_OF_MEMORY;
    s->rows = rows;
    s->row_capacity = capacity;
  }
  if (s->term_count + extra_terms > s->term_capacity) {
    int capacity = s->term_capacity ? s->term_capacity : 64;
    while (capacity < s->term_count + extra_terms) capacity *= 2;
    int *vars = realloc(s->term_vars, (size_t)capacity * sizeof *vars);
    if (!vars) return CSOLVER_OUT_OF_MEMORY;
    s->term_vars = vars;
    double *coefs = realloc(s->term_coefs, (size_t)capacity * sizeof *coefs);
    if (!coefs) return CSOLVER_OUT_OF_MEMORY;
    s->term_coefs = coefs;
    s->term_capacity = capacity;
  }
  return CSOLVER_OK;
}

csolver_status csolver_add_row(csolver *s, int count, const int *variables,
                               const double *coefficients, double constant,
                               csolver_relation relation, int level, int *row_out) {
  if (!s || !valid_row(s, count, variables, coefficients, constant, (int)relation, level)) {
    return CSOLVER_INVALID_ARGUMENT;
  }
  if (level > s->max_level) {
    double *errors = realloc(s->level_errors, (size_t)(level + 1) * sizeof(double));
    if (!errors) return CSOLVER_OUT_OF_MEMORY;
    s->level_errors = errors;
  }
  csolver_status status = reserve(s, count);
  if (status != CSOLVER_OK) return status;
  cs_row *row = &s->rows[s->nrows];
  row->first_term = s->term_count;
  row->term_count = count;
  row->constant = constant;
  row->relation = (int)relation;
  row->level = level;
  row->enabled = 1;
  if (count > 0) {
    memcpy(s->term_vars + s->term_count, variables, (size_t)count * sizeof(int));
    memcpy(s->term_coefs + s->term_count, coefficients, (size_t)count * sizeof(double));
  }
  s->term_count += count;
  if (level > s->max_level) s->max_level = level;
  if (row_out) *row_out = s->nrows;
  s->nrows++;
  s->needs_cold_solve = 1;
  s->has_solution = 0;
  return CSOLVER_OK;
}

csolver_status csolver_add_rows(csolver *s, int count, const int *row_starts,
                                const int *variables, const double *coefficients,
                                const double *constants, const int *relations, const int *levels,
                                int *first_row_out) {
  if (!s || count < 0) return CSOLVER_INVALID_ARGUMENT;
  if (count > 0 && (!row_starts || !constants || !relations || !levels)) {
    return CSOLVER_INVALID_ARGUMENT;
  }
  for (int k = 0; k < count; k++) {
    int first = row_starts[k], terms = row_starts[k + 1] - row_starts[k];
    if (first < 0 || terms < 0) return CSOLVER_INVALID_ARGUMENT;
    if (!valid_row(s, terms, terms ? variables + first : NULL,
                   terms ? coefficients + first : NULL, constants[k], relations[k], levels[k])) {
      return CSOLVER_INVALID_ARGUMENT;
    }
  }
  if (first_row_out) *first_row_out = s->nrows;
  for (int k = 0; k < count; k++) {
    int first = row_starts[k], terms = row_starts[k + 1] - row_starts[k];
    /* Arguments are valid, so only memory can fail; the rows already added stay, complete. */
    csolver_status status = csolver_add_row(s, terms, terms ? variables + first : NULL,
                                            terms ? coefficients + first : NULL, constants[k],
                                            (csolver_relation)relations[k], levels[k], NULL);
    if (status != CSOLVER_OK) return status;
  }
  return CSOLVER_OK;
}

csolver_status csolver_set_constant(csolver *s, int row, double constant) {
  if (!s || row < 0 || row >= s->nrows || !isfinite(constant)) return CSOLVER_INVALID_ARGUMENT;
  cs_row *r = &s->rows[row];
  double delta = constant - r->constant;
  r->constant = constant;
  if (delta == 0) return CSOLVER_OK;
  cs_tableau *tab = s->solved;
  int col = (!s->needs_cold_solve && tab) ? tab->private_col[row] : -1;
  if (!r->enabled || r->level == 0 || col < 0) {
    /* Required rows can change feasibility, so they always take the cold path. */
    s->needs_cold_solve = 1;
    s->has_solution = 0;
    return CSOLVER_OK;
  }
  /* The tableau is E [A | b] with b = -constant * row_scale / rhs_scale (scaling.c). The
   * private column holds E * sign * e_row, so the new right-hand side is
   * rhs - delta * row_scale / rhs_scale * column / sign, objective rows included. */
  double factor = -delta * tab->row_scale[row] / tab->rhs_scale / tab->private_sign[row];
  for (int i = 0; i < tab->rows; i++) {
    double *line = cs_row_ptr(tab, i);
    double c = line[col];
    if (c != 0) line[tab->ncols] += factor * c;
  }
  /* A definition is a combination of the problem's rows too, frozen as phase zero left it:
   * its coefficient in the column says how much of this row it holds. */
  for (int d = 0; d < tab->ndefs; d++) {
    for (int k = tab->def_start[d]; k < tab->def_start[d + 1]; k++) {
      if (tab->def_col[k] == col) {
        tab->def_rhs[d] += factor * tab->def_val[k];
        break;
      }
    }
  }
  s->needs_warm_solve = 1;
  s->has_solution = 0;
  return CSOLVER_OK;
}

csolver_status csolver_set_row_enabled(csolver *s, int row, int enabled) {
  if (!s || row < 0 || row >= s->nrows) return CSOLVER_INVALID_ARGUMENT;
  int flag = enabled ? 1 : 0;
  if (s->rows[row].enabled != flag) {
    s->rows[row].enabled = flag;
    s->needs_cold_solve = 1;
    s->has_solution = 0;
  }
  return CSOLVER_OK;
}

csolver_status csolver_copy_values(const csolver *s, double *out, int count) {
  if (!s || (count > 0 && !out) || count < 0 || count > s->nvars) return CSOLVER_INVALID_ARGUMENT;
  if (!s->has_solution) return CSOLVER_NOT_SOLVED;
  if (count > 0) memcpy(out, s->values, (size_t)count * sizeof(double));
  return CSOLVER_OK;
}

csolver_status csolver_copy_level_errors(const csolver *s, double *out, int count) {
  if (!s || (count > 0 && !out) || count < 0) return CSOLVER_INVALID_ARGUMENT;
  if (!s->has_solution) return CSOLVER_NOT_SOLVED;
  for (int k = 0; k < count; k++) out[k] = k <= s->max_level ? s->level_errors[k] : 0.0;
  return CSOLVER_OK;
}

csolver_status csolver_get_statistics(const csolver *s, csolver_statistics *out) {
  if (!s || !out) return CSOLVER_INVALID_ARGUMENT;
  *out = s->stats;
  return CSOLVER_OK;
}

csolver_status csolver_count_nonzeros(const csolver *s, size_t *out) {
  if (!s || !out) return CSOLVER_INVALID_ARGUMENT;
  *out = 0;
  const cs_tableau *tab = s->solved;
  if (tab) {
    size_t cells = (size_t)tab->rows * (size_t)tab->ld;
    for (size_t c = 0; c < cells; c++) *out += tab->t[c] != 0.0;
    /* Each definition stands for a row of a full tableau: its variable's unit, its terms and
     * its right-hand side. */
    for (int d = 0; d < tab->ndefs; d++) {
      *out += 1 + (size_t)(tab->def_start[d + 1] - tab->def_start[d]) + (tab->def_rhs[d] != 0.0);
    }
  }
  return CSOLVER_OK;
}

size_t csolver_tableau_cells(int rows, int definitions, int private_columns, int levels) {
  size_t height = (size_t)(rows - definitions) + (size_t)levels + 1;
  size_t width = (size_t)private_columns + 1;
  return height * width;
}

const char *csolver_status_message(csolver_status status) {
  switch (status) {
    case CSOLVER_OK: return "ok";
    case CSOLVER_INFEASIBLE: return "the required rows cannot all hold";
    case CSOLVER_INVALID_ARGUMENT: return "invalid argument";
    case CSOLVER_OUT_OF_MEMORY: return "out of memory";
    case CSOLVER_TOO_LARGE: return "the tableau would exceed the memory bound";
    case CSOLVER_ITERATION_LIMIT: return "the simplex reached its iteration limit";
    case CSOLVER_NUMERICAL_FAILURE: return "numerical failure in the simplex";
    case CSOLVER_NOT_SOLVED: return "no solution has been computed";
    case CSOLVER_LAPACK_FAILURE: return "a LAPACK routine failed";
  }
  return "unknown status";
}
