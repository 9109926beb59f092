/*
 * scaling.c - equilibration of a problem before it becomes a tableau.
 *
 * Coefficients may range over 1e-9 ... 1e9 in one problem (a row of 3e8 * x next to rows of
 * 1 * y). Absolute tolerances then mean nothing: a pivot of 1e-8 is real in one row and noise in
 * another, and Dantzig pricing compares reduced costs that differ by 1e8 for the same progress.
 * So the kernel solves an equivalent, equilibrated problem instead:
 *
 *   - every free variable x_j = var_scale[j] * y_j, and every row is multiplied by its
 *     row_scale, chosen by geometric scaling (a few alternating passes that bring the largest
 *     and smallest |coefficient| of each row and column to reciprocal values) over the free
 *     variables' coefficients only; the rows of one non-required level share one factor, since
 *     a factor of a single row would weight its error against the level's other errors;
 *   - every slack and error column is scaled by the inverse of its row's factor, so it keeps
 *     coefficient +-1; a slack is free to rescale, and an error column's cost becomes
 *     1 / row_scale, so the level objective still sums the errors in the user's units;
 *   - each level's costs are divided by their largest (the level's argmin is unchanged);
 *   - the right-hand sides are divided by rhs_scale, the largest scaled |constant| (at least 1),
 *     which scales every value and error by one positive factor and makes the feasibility
 *     tolerances relative to the problem's size.
 *
 * Every factor is a power of two, so scaling is exact, and because a pivot computes
 * t_ij - t_ik * t_kj / t_kk, scaling commutes with the pivots bit for bit (barring overflow):
 * only the choices of pivot and the tolerances change, never the rounding of a pivot.
 */
#include <math.h>
#include <stdlib.h>

#include "csolver_internal.h"

/* Alternating row/column passes; geometric scaling converges in a handful. */
#define CS_SCALING_PASSES 4
/* Problems whose |coefficients| all lie within this factor of 1 are not rescaled. */
#define CS_SCALING_SPREAD 4.0
/* Exponent clamp, so a pathological coefficient cannot push a factor to overflow. */
#define CS_SCALING_MAX_EXPONENT 100

/* The power of two nearest to v (v > 0) in the logarithmic sense: v = f * 2^e with f in
 * [0.5, 1), so 2^e when f >= sqrt(1/2), else 2^(e-1). */
static double power_of_two(double v) {
  int e = 0;
  double f = frexp(v, &e);
  if (f < 0.70710678118654752) e--;
  if (e > CS_SCALING_MAX_EXPONENT) e = CS_SCALING_MAX_EXPONENT;
  if (e < -CS_SCALING_MAX_EXPONENT) e = -CS_SCALING_MAX_EXPONENT;
  return ldexp(1.0, e);
}

/* Plain comparisons: fmin/fmax are library calls here and this is the hot loop of scaling. */
static double smaller(double a, double b) { return a < b ? a : b; }
static double larger(double a, double b) { return a > b ? a : b; }

static int included(const cs_row *row, int required_only) {
  return row->enabled && (!required_only || row->level == 0);
}

/* One geometric pass over the rows, then one over the columns. `lo` and `hi` are scratch of
 * max(nvars, max_level + 1) doubles. A required row gets a factor of its own; all rows of one
 * non-required level share one factor, so the weights of that level's errors stay equal and
 * the level objective is the user's sum up to one positive factor. */
static void geometric_pass(const csolver *s, int required_only, double *row_scale,
                           double *var_scale, double *lo, double *hi) {
  for (int k = 0; k <= s->max_level; k++) lo[k] = INFINITY, hi[k] = 0.0;
  for (int r = 0; r < s->nrows; r++) {
    const cs_row *row = &s->rows[r];
    if (!included(row, required_only)) continue;
    double small = INFINITY, large = 0.0;
    for (int k = 0; k < row->term_count; k++) {
      double a = fabs(s->term_coefs[row->first_term + k] *
                      var_scale[s->term_vars[row->first_term + k]]);
      if (a == 0.0) continue;
      small = smaller(small, a);
      large = larger(large, a);
    }
    if (row->level == 0) {
      row_scale[r] = large > 0.0 ? 1.0 / sqrt(small * large) : 1.0;
    } else {
      lo[row->level] = smaller(lo[row->level], small);
      hi[row->level] = larger(hi[row->level], large);
    }
  }
  for (int r = 0; r < s->nrows; r++) {
    const cs_row *row = &s->rows[r];
    if (!included(row, required_only) || row->level == 0) continue;
    double large = hi[row->level];
    row_scale[r] = large > 0.0 ? 1.0 / sqrt(lo[row->level] * large) : 1.0;
  }
  for (int j = 0; j < s->nvars; j++) lo[j] = INFINITY, hi[j] = 0.0;
  for (int r = 0; r < s->nrows; r++) {
    const cs_row *row = &s->rows[r];
    if (!included(row, required_only)) continue;
    for (int k = 0; k < row->term_count; k++) {
      int j = s->term_vars[row->first_term + k];
      double a = fabs(s->term_coefs[row->first_term + k] * row_scale[r]);
      if (a == 0.0) continue;
      lo[j] = smaller(lo[j], a);
      hi[j] = larger(hi[j], a);
    }
  }
  for (int j = 0; j < s->nvars; j++) var_scale[j] = hi[j] > 0.0 ? 1.0 / sqrt(lo[j] * hi[j]) : 1.0;
}

csolver_status cs_compute_scaling(const csolver *s, int required_only, double *row_scale,
                                  double *var_scale, double *rhs_scale) {
  size_t scratch = (size_t)(s->nvars > s->max_level ? s->nvars : s->max_level) + 1;
  double *lo = malloc(scratch * sizeof(double));
  double *hi = malloc(scratch * sizeof(double));
  if (!lo || !hi) {
    free(lo), free(hi);
    return CSOLVER_OUT_OF_MEMORY;
  }
  for (int j = 0; j < s->nvars; j++) var_scale[j] = 1.0;
  for (int r = 0; r < s->nrows; r++) row_scale[r] = 1.0;
  /* Layouts are equilibrated already (coefficients 1, 0.5, 1.5, 2): with every |coefficient|
   * within a factor CS_SCALING_SPREAD of 1, the passes would only cost time. */
  double small = INFINITY, large = 0.0;
  for (int r = 0; r < s->nrows; r++) {
    const cs_row *row = &s->rows[r];
    if (!included(row, required_only)) continue;
    for (int k = 0; k < row->term_count; k++) {
      double a = fabs(s->term_coefs[row->first_term + k]);
      if (a == 0.0) continue;
      small = smaller(small, a);
      large = larger(large, a);
    }
  }
  int spread = large > CS_SCALING_SPREAD || small < 1.0 / CS_SCALING_SPREAD;
  int passes = spread ? CS_SCALING_PASSES : 0;
  for (int pass = 0; pass < passes; pass++) {
    geometric_pass(s, required_only, row_scale, var_scale, lo, hi);
  }
  free(lo), free(hi);
  for (int j = 0; j < s->nvars; j++) var_scale[j] = power_of_two(var_scale[j]);
  double largest = 1.0;
  for (int r = 0; r < s->nrows; r++) {
    row_scale[r] = power_of_two(row_scale[r]);
    if (included(&s->rows[r], required_only)) {
      largest = larger(largest, fabs(s->rows[r].constant * row_scale[r]));
    }
  }
  *rhs_scale = largest > 1.0 ? power_of_two(largest) : 1.0;
  return CSOLVER_OK;
}
