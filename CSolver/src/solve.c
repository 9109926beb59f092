/*
 * solve.c - cold solves, warm starts and the feasibility check of the required rows.
 */
#include <cblas.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "csolver_internal.h"

/* Below this many cells (128 MiB) the kernel runs OpenBLAS on one thread. A pivot touches few
 * rows of a layout tableau, so waking worker threads costs more than they save: measured on
 * the rows workload at N = 100 (10 M cells), two threads made each warm re-solve about twice
 * as slow, the idle workers spinning in sched_yield. Only tableaux near the default memory
 * bound get a second thread, for their dense rank-one updates. The update computes each cell
 * independently, so the thread count never changes results. */
#define CS_THREADED_CELLS ((size_t)1 << 24)

static void choose_threads(const cs_tableau *tab) {
  size_t cells = (size_t)tab->rows * (size_t)tab->ld;
  openblas_set_num_threads(cells < CS_THREADED_CELLS ? 1 : 2);
}

void cs_extract_values(const cs_tableau *tab, double *values) {
  for (int v = 0; v < tab->nvars; v++) {
    int d = tab->var_def[v];
    double value = 0.0;
    if (d >= 0) {
      /* x_v = def_rhs - sum def_val * column, every basic column at its row's right-hand side
       * and every nonbasic one at zero (see cs_tableau). */
      value = tab->def_rhs[d];
      for (int k = tab->def_start[d]; k < tab->def_start[d + 1]; k++) {
        int r = tab->col_row[tab->def_col[k]];
        if (r >= 0) value -= tab->def_val[k] * cs_row_ptr(tab, r)[tab->ncols];
      }
    }
    values[v] = value * tab->var_scale[v] * tab->rhs_scale;
  }
}

/* Fills values, level errors and counters from the solved tableau. Level errors are measured
 * on the rows themselves so they do not inherit the objective rows' rounding. */
static void finish(csolver *s) {
  cs_tableau *tab = s->solved;
  cs_extract_values(tab, s->values);
  for (int k = 0; k <= s->max_level; k++) s->level_errors[k] = 0.0;
  for (int r = 0; r < s->nrows; r++) {
    const cs_row *row = &s->rows[r];
    if (!row->enabled || row->level == 0) continue;
    double lhs = row->constant;
    for (int k = 0; k < row->term_count; k++) {
      lhs += s->term_coefs[row->first_term + k] * s->values[s->term_vars[row->first_term + k]];
    }
    double error = row->relation == CSOLVER_EQUAL       ? fabs(lhs)
                   : row->relation == CSOLVER_LESS_EQUAL ? fmax(lhs, 0.0)
                                                         : fmax(-lhs, 0.0);
    s->level_errors[row->level] += error;
  }
  /* Counted as the full tableau: a definition is a row, over the free columns too. */
  s->stats.tableau_rows = tab->rows + tab->ndefs;
  s->stats.tableau_columns = tab->ld + tab->nvars;
  s->has_solution = 1;
}

static csolver_status cold_solve(csolver *s) {
  cs_tableau_free(s->solved);
  s->solved = NULL;
  s->has_solution = 0;
  cs_tableau *tab = NULL;
  openblas_set_num_threads(1);
  csolver_status status = cs_tableau_build(s, 0, NULL, NULL, &tab);
  if (status != CSOLVER_OK) return status;
  choose_threads(tab);
  int feasible = 0;
  status = cs_phase_one(tab, cs_rhs_scale(s, tab), &feasible);
  if (status == CSOLVER_OK && !feasible) status = CSOLVER_INFEASIBLE;
  if (status == CSOLVER_OK) status = cs_optimize_levels(tab);
  s->stats.primal_pivots += tab->pivots;
  s->stats.cold_solves++;
  if (status != CSOLVER_OK) {
    cs_tableau_free(tab);
    return status;
  }
  s->solved = tab;
  s->needs_cold_solve = 0;
  s->needs_warm_solve = 0;
  finish(s);
  return CSOLVER_OK;
}

csolver_status csolver_solve(csolver *s) {
  if (!s) return CSOLVER_INVALID_ARGUMENT;
  if (s->needs_cold_solve || !s->solved) return cold_solve(s);
  if (s->needs_warm_solve) {
    cs_tableau *tab = s->solved;
    long before = tab->pivots;
    choose_threads(tab);
    csolver_status status = cs_dual_simplex(tab);
    s->stats.dual_pivots += tab->pivots - before;
    s->stats.warm_solves++;
    /* The dual simplex keeps every level's reduced costs lexicographically non-negative only
     * up to its tolerances: a pivot on a small element (1e-4) divides costs that passed as
     * zero into ones that do not, and a column can be left with a real negative cost at a
     * lower level (large bulk scenario 20578024: 141.16 instead of 141.02 at priority 750).
     * The basis it ends on is primal feasible, so the level-by-level primal simplex of a cold
     * solve finishes from it; on an optimal basis that is one scan of each level's costs.
     * Without a dual pivot the basis is the previous solve's, which ended optimal. */
    if (status == CSOLVER_OK && tab->pivots != before) {
      long dual_end = tab->pivots;
      status = cs_optimize_levels(tab);
      s->stats.primal_pivots += tab->pivots - dual_end;
    }
    /* Either can only fail numerically here (changing a non-required constant cannot make
     * the required rows infeasible), so start over from scratch. */
    if (status != CSOLVER_OK) return cold_solve(s);
    s->needs_warm_solve = 0;
    finish(s);
  }
  return CSOLVER_OK;
}

csolver_status csolver_check_feasible(csolver *s, int *feasible, double *point) {
  if (!s || !feasible) return CSOLVER_INVALID_ARGUMENT;
  cs_tableau *tab = NULL;
  openblas_set_num_threads(1);
  csolver_status status = cs_tableau_build(s, 1, NULL, NULL, &tab);
  if (status != CSOLVER_OK) return status;
  choose_threads(tab);
  status = cs_phase_one(tab, cs_rhs_scale(s, tab), feasible);
  if (status == CSOLVER_OK && *feasible && point) cs_extract_values(tab, point);
  s->stats.primal_pivots += tab->pivots;
  cs_tableau_free(tab);
  return status;
}

csolver_status csolver_measure(csolver *s, size_t *cells, int *definitions) {
  if (!s || !cells) return CSOLVER_INVALID_ARGUMENT;
  return cs_tableau_build(s, 0, cells, definitions, NULL);
}
