/*
 * simplex.c - the primal simplex (phase one and the level-by-level optimisation) and the
 * lexicographic dual simplex used for warm starts.
 *
 * Pricing is Dantzig's (most negative reduced cost, found by a scan) until CS_BLAND_AFTER
 * degenerate pivots follow one another; then Bland's rule (smallest eligible index, and the
 * smallest basic index among tied ratios) takes over, which cannot cycle, and stays until a
 * pivot makes progress again.
 */
#include <cblas.h>
#include <math.h>
#include <string.h>

#include "csolver_internal.h"

/* Whether constraint row i takes part in ratio tests: every row but a retired one. */
static int restricted_row(const cs_tableau *tab, int i) { return tab->basis[i] != CS_DEAD; }

/* The index Bland's rule compares for a row's basic variable; artificials leave first. */
static int basic_index(const cs_tableau *tab, int i) {
  return tab->basis[i] >= 0 ? tab->basis[i] : -1;
}

static long iteration_limit(const cs_tableau *tab) { return 50L * (tab->m + tab->ncols) + 1000L; }

csolver_status cs_primal(cs_tableau *tab, int objective_row, const unsigned char *blocked,
                         int stop_on_progress, double *progress) {
  double *obj = cs_row_ptr(tab, objective_row);
  int degenerate = 0;
  if (progress) *progress = 0.0;
  for (long iteration = 0; iteration < iteration_limit(tab); iteration++) {
    int bland = degenerate >= CS_BLAND_AFTER;
    int enter = -1;
    double best = -CSOLVER_COST_TOLERANCE;
    for (int j = 0; j < tab->ncols; j++) {
      if (tab->col_row[j] >= 0 || (blocked && blocked[j])) continue;
      if (obj[j] < best) {
        enter = j;
        best = obj[j];
        if (bland) break;
      }
    }
    if (enter < 0) return CSOLVER_OK;
    int leave = -1;
    double ratio = 0.0, pivot = 0.0;
    for (int i = 0; i < tab->m; i++) {
      if (!restricted_row(tab, i)) continue;
      const double *line = cs_row_ptr(tab, i);
      double a = line[enter];
      if (a <= CSOLVER_PIVOT_TOLERANCE) continue;
      double r = fmax(line[tab->ncols], 0.0) / a;
      int better;
      if (leave < 0 || r < ratio - 1e-12) {
        better = 1;
      } else if (r > ratio + 1e-12) {
        better = 0;
      } else if (bland) {
        better = basic_index(tab, i) < basic_index(tab, leave);
      } else {
        better = a > pivot;
      }
      if (better) {
        leave = i;
        ratio = r;
        pivot = a;
      }
    }
    if (leave < 0) {
      /* Only a probe maximising a free variable can be unbounded; every level objective is a
       * sum of non-negative errors, and phase one's a sum of artificials. */
      if (stop_on_progress) {
        if (progress) *progress = INFINITY;
        return CSOLVER_OK;
      }
      /* So a column that no row bounds has a cost made of rounding: in large scenario
       * 21200050 phase one priced a column at -2.8e-9 whose entries were all near -4e6. It is
       * dropped and the objective priced again; a later pivot that changes it gives it back. */
      obj[enter] = 0.0;
      continue;
    }
    double gain = -obj[enter] * ratio;
    if (stop_on_progress && gain > CSOLVER_FEASIBILITY_TOLERANCE * 100) {
      if (progress) *progress = gain;
      return CSOLVER_OK;
    }
    degenerate = ratio <= 1e-12 ? degenerate + 1 : 0;
    cs_pivot(tab, leave, enter);
  }
  return CSOLVER_ITERATION_LIMIT;
}

csolver_status cs_phase_one(cs_tableau *tab, double scale, int *feasible) {
  int aux = tab->m + tab->levels;
  double *w = cs_row_ptr(tab, aux);
  memset(w, 0, (size_t)tab->ld * sizeof(double));
  int artificials = 0;
  for (int i = 0; i < tab->m; i++) {
    if (tab->basis[i] == CS_ARTIFICIAL) {
      cblas_daxpy(tab->ld, -1.0, cs_row_ptr(tab, i), 1, w, 1);
      artificials++;
    }
  }
  *feasible = 1;
  if (artificials == 0) return CSOLVER_OK;
  csolver_status status = cs_primal(tab, aux, NULL, 0, NULL);
  if (status != CSOLVER_OK) return status;
  double infeasibility = -w[tab->ncols];
  if (infeasibility > CSOLVER_INFEASIBILITY_TOLERANCE * scale) {
    *feasible = 0;
    return CSOLVER_OK;
  }
  /* Artificials still basic are at zero: swap each for any usable column, or retire its row,
   * which is then a linear combination of the others. */
  for (int i = 0; i < tab->m; i++) {
    if (tab->basis[i] != CS_ARTIFICIAL) continue;
    const double *line = cs_row_ptr(tab, i);
    int best = -1;
    double magnitude = CSOLVER_PIVOT_TOLERANCE;
    for (int j = 0; j < tab->ncols; j++) {
      if (tab->col_row[j] >= 0) continue;
      if (fabs(line[j]) > magnitude) {
        magnitude = fabs(line[j]);
        best = j;
      }
    }
    if (best >= 0) {
      cs_pivot(tab, i, best);
    } else {
      tab->basis[i] = CS_DEAD;
    }
  }
  memset(w, 0, (size_t)tab->ld * sizeof(double));
  return CSOLVER_OK;
}

csolver_status cs_optimize_levels(cs_tableau *tab) {
  memset(tab->barred, 0, (size_t)tab->ncols);
  for (int k = 1; k <= tab->levels; k++) {
    int row = tab->m + k - 1;
    csolver_status status = cs_primal(tab, row, tab->barred, 0, NULL);
    if (status != CSOLVER_OK) return status;
    /* A positive reduced cost means raising that column would cost this level: fixing it at
     * zero keeps this level's optimum while the weaker levels are optimised. */
    const double *d = cs_row_ptr(tab, row);
    for (int j = 0; j < tab->ncols; j++) {
      if (tab->col_row[j] < 0 && d[j] > CSOLVER_COST_TOLERANCE) tab->barred[j] = 1;
    }
  }
  return CSOLVER_OK;
}

/* Compares the reduced-cost vectors of columns a and b divided by their pivot magnitudes,
 * lexicographically over the levels: negative when a's is smaller. */
static int compare_ratios(const cs_tableau *tab, int a, double pa, int b, double pb) {
  for (int k = 0; k < tab->levels; k++) {
    const double *d = cs_row_ptr(tab, tab->m + k);
    double x = d[a] / pa, y = d[b] / pb;
    if (x < y - CSOLVER_COST_TOLERANCE) return -1;
    if (x > y + CSOLVER_COST_TOLERANCE) return 1;
  }
  return 0;
}

/* Whether column j's reduced costs are zero at every level. */
static int zero_cost(const cs_tableau *tab, int j) {
  for (int k = 0; k < tab->levels; k++) {
    if (fabs(cs_row_ptr(tab, tab->m + k)[j]) > CSOLVER_COST_TOLERANCE) return 0;
  }
  return 1;
}

csolver_status cs_dual_simplex(cs_tableau *tab) {
  int degenerate = 0;
  /* Choosing the leaving row scans every right-hand side; a contiguous copy turns a
   * cache miss per row into a streaming read. */
  cs_refresh_rhs(tab);
  for (long iteration = 0; iteration < iteration_limit(tab); iteration++) {
    int bland = degenerate >= CS_BLAND_AFTER;
    int leave = -1;
    double worst = -CSOLVER_FEASIBILITY_TOLERANCE;
    for (int i = 0; i < tab->m; i++) {
      int b = tab->basis[i];
      if (b < 0) continue;
      double rhs = tab->rhs[i];
      if (rhs >= -CSOLVER_FEASIBILITY_TOLERANCE) continue;
      if (bland ? (leave < 0 || b < tab->basis[leave]) : rhs < worst) {
        leave = i;
        worst = rhs;
      }
    }
    if (leave < 0) return CSOLVER_OK;
    const double *line = cs_row_ptr(tab, leave);
    int enter = -1;
    double pivot = 0.0;
    for (int j = 0; j < tab->ncols; j++) {
      if (tab->col_row[j] >= 0) continue;
      double a = -line[j];
      if (a <= CSOLVER_PIVOT_TOLERANCE) continue;
      int better;
      if (enter < 0) {
        better = 1;
      } else {
        int order = compare_ratios(tab, j, a, enter, pivot);
        better = order < 0 || (order == 0 && !bland && a > pivot);
      }
      if (better) {
        enter = j;
        pivot = a;
      }
    }
    if (enter < 0) return CSOLVER_INFEASIBLE;
    degenerate = zero_cost(tab, enter) ? degenerate + 1 : 0;
    cs_pivot(tab, leave, enter);
  }
  return CSOLVER_ITERATION_LIMIT;
}
