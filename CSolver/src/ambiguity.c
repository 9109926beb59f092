/*
 * ambiguity.c - which variables are not determined by the optimum.
 *
 * The optimal face is { y : A y = b, non-negative columns >= 0, every column whose reduced-cost
 * vector is lexicographically positive at zero }. A variable is ambiguous when it is not
 * constant on that face. Directions that leave every zero-valued non-negative column at zero
 * form the null space of the "active system" (the rows whose own slacks and errors are zero,
 * over the free variables); a rank-revealing QR of its transpose (dgeqp3, then dorgqr for an
 * orthonormal basis of the row space) says which free variables have a component in that null
 * space. The remaining freedom raises zero-valued columns of zero reduced cost, one-sided
 * moves that a null space cannot see: a single edge step decides most of them, and a simplex
 * probe on a copy of the tableau (maximise, then minimise, the variable over the face) decides
 * the rest, degenerate vertices included.
 */
#include <lapacke.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "csolver_internal.h"

/* 1 - |projection of e_v on the row space|^2 above this means e_v is outside the row space. */
#define CS_NULL_SPACE_TOLERANCE 1e-8
/* A diagonal entry of R below this fraction of the first one counts as zero rank. */
#define CS_RANK_TOLERANCE 1e-10

static int zero_cost(const cs_tableau *tab, int j) {
  for (int k = 0; k < tab->levels; k++) {
    if (fabs(cs_row_ptr(tab, tab->m + k)[j]) > CSOLVER_COST_TOLERANCE) return 0;
  }
  return 1;
}

/* Whether column j is positive at the optimum (only basic columns can be). */
static int positive(const cs_tableau *tab, int j) {
  int i = tab->col_row[j];
  return i >= 0 && cs_row_ptr(tab, i)[tab->ncols] > CSOLVER_FEASIBILITY_TOLERANCE;
}

/* Flags the free variables that have a component in the null space of the active system.
 *
 * A row with a positive slack or error of its own is inactive: that column appears in no other
 * row, so it absorbs any move of the free variables. Dropping such rows with their columns
 * leaves the active system proper - the rows whose own slacks and errors are all zero - over
 * the free variables alone, with the same null space on those variables. */
static csolver_status null_space_flags(const csolver *s, const cs_tableau *tab, int *flags,
                                       int count) {
  int width = tab->nvars;
  int height = 0;
  for (int r = 0; r < s->nrows; r++) {
    const cs_row *row = &s->rows[r];
    if (!row->enabled) continue;
    int first = tab->private_col[r];
    int privates = row->level != 0 ? 2 : (row->relation != CSOLVER_EQUAL ? 1 : 0);
    int active = 1;
    for (int p = 0; p < privates; p++) active &= !positive(tab, first + p);
    height += active;
  }
  if (height == 0 || width == 0) {
    for (int v = 0; v < count; v++) flags[v] = 1;
    return CSOLVER_OK;
  }
  /* The transpose of the active system, column-major: column i is the i-th active row. */
  double *a = calloc((size_t)width * (size_t)height, sizeof(double));
  double *tau = malloc((size_t)(height < width ? height : width) * sizeof(double));
  lapack_int *pivots = calloc((size_t)height, sizeof(lapack_int));
  if (!a || !tau || !pivots) {
    free(a), free(tau), free(pivots);
    return CSOLVER_OUT_OF_MEMORY;
  }
  int i = 0;
  for (int r = 0; r < s->nrows; r++) {
    const cs_row *row = &s->rows[r];
    if (!row->enabled) continue;
    int first = tab->private_col[r];
    int privates = row->level != 0 ? 2 : (row->relation != CSOLVER_EQUAL ? 1 : 0);
    int active = 1;
    for (int p = 0; p < privates; p++) active &= !positive(tab, first + p);
    if (!active) continue;
    /* The equilibrated coefficients (scaling.c): scaling rows keeps the row space and scaling
     * variables keeps which of them the null space touches, while the rank decision below
     * needs columns of comparable size. */
    double *column = a + (size_t)i * (size_t)width;
    for (int k = 0; k < row->term_count; k++) {
      int v = s->term_vars[row->first_term + k];
      column[v] += s->term_coefs[row->first_term + k] * tab->row_scale[r] * tab->var_scale[v];
    }
    i++;
  }
  csolver_status status = CSOLVER_OK;
  lapack_int info = LAPACKE_dgeqp3(LAPACK_COL_MAJOR, width, height, a, width, pivots, tau);
  int diagonal = height < width ? height : width;
  int rank = 0;
  if (info != 0) {
    status = CSOLVER_LAPACK_FAILURE;
  } else {
    double first = fabs(a[0]);
    while (rank < diagonal && fabs(a[(size_t)rank * (size_t)width + (size_t)rank]) > CS_RANK_TOLERANCE * first) {
      rank++;
    }
    if (rank > 0) {
      info = LAPACKE_dorgqr(LAPACK_COL_MAJOR, width, rank, rank, a, width, tau);
      if (info != 0) status = CSOLVER_LAPACK_FAILURE;
    }
  }
  if (status == CSOLVER_OK) {
    for (int v = 0; v < count; v++) {
      double projection = 0.0;
      for (int k = 0; k < rank; k++) {
        double q = a[(size_t)k * (size_t)width + (size_t)v];
        projection += q * q;
      }
      if (1.0 - projection > CS_NULL_SPACE_TOLERANCE) flags[v] = 1;
    }
  }
  free(a), free(tau), free(pivots);
  return status;
}

/* Flags the free variables moved by raising one zero-cost column a positive step: those whose
 * current definition row (`current`, ld doubles per variable with a definition) holds it. */
static void edge_flags(const cs_tableau *tab, const double *current, int *flags, int count) {
  for (int j = 0; j < tab->ncols; j++) {
    if (tab->col_row[j] >= 0 || !zero_cost(tab, j)) continue;
    double step = INFINITY;
    for (int i = 0; i < tab->m; i++) {
      if (tab->basis[i] < 0) continue;
      const double *line = cs_row_ptr(tab, i);
      if (line[j] > CSOLVER_PIVOT_TOLERANCE) step = fmin(step, fmax(line[tab->ncols], 0.0) / line[j]);
    }
    if (step <= 1e-9) continue;
    for (int v = 0; v < count; v++) {
      int d = tab->var_def[v];
      if (d >= 0 && fabs(current[(size_t)d * (size_t)tab->ld + (size_t)j]) > CSOLVER_PIVOT_TOLERANCE) {
        flags[v] = 1;
      }
    }
  }
}

/* Flags every variable whose value at the copy's vertex differs from the reported optimum. */
static void compare_vertex(const cs_tableau *copy, const double *optimum, double *scratch,
                           int *flags, int count) {
  cs_extract_values(copy, scratch);
  for (int v = 0; v < count; v++) {
    if (fabs(scratch[v] - optimum[v]) > 1e-7 * (1.0 + fabs(optimum[v]))) flags[v] = 1;
  }
}

/* Maximises and minimises each still-undecided variable over the optimal face. */
static csolver_status probe_flags(const cs_tableau *tab, const double *optimum, int *flags,
                                  int count) {
  cs_tableau *copy = cs_tableau_copy(tab);
  unsigned char *blocked = malloc((size_t)tab->ncols + 1);
  double *scratch = malloc(((size_t)tab->nvars + 1) * sizeof(double));
  double *line = malloc((size_t)tab->ld * sizeof(double));
  if (!copy || !blocked || !scratch || !line) {
    cs_tableau_free(copy), free(blocked), free(scratch), free(line);
    return CSOLVER_OUT_OF_MEMORY;
  }
  /* Pivots on zero-cost columns leave every level row unchanged, so this mask stays right
   * however the probes move the copy's basis. */
  for (int j = 0; j < tab->ncols; j++) blocked[j] = !zero_cost(tab, j);
  csolver_status status = CSOLVER_OK;
  int aux = copy->m + copy->levels;
  for (int v = 0; v < count && status == CSOLVER_OK; v++) {
    if (flags[v] || copy->var_def[v] < 0) continue;
    for (int direction = 1; direction >= -1 && !flags[v]; direction -= 2) {
      /* The variable's row as the copy's basis has it now: probes move that basis. */
      cs_definition_row(copy, v, line);
      int movable = 0;
      for (int j = 0; j < copy->ncols && !movable; j++) {
        movable = copy->col_row[j] < 0 && !blocked[j] && fabs(line[j]) > CSOLVER_PIVOT_TOLERANCE;
      }
      if (!movable) break;
      double *objective = cs_row_ptr(copy, aux);
      for (int j = 0; j < copy->ld; j++) objective[j] = direction * line[j];
      double progress = 0.0;
      status = cs_primal(copy, aux, blocked, 1, &progress);
      if (status != CSOLVER_OK) break;
      if (progress > 0.0) flags[v] = 1;
      compare_vertex(copy, optimum, scratch, flags, count);
    }
  }
  cs_tableau_free(copy), free(blocked), free(scratch), free(line);
  return status;
}

csolver_status csolver_find_ambiguous(csolver *s, int *flags, int count) {
  if (!s || count < 0 || count > s->nvars || (count > 0 && !flags)) return CSOLVER_INVALID_ARGUMENT;
  if (!s->has_solution || !s->solved) return CSOLVER_NOT_SOLVED;
  memset(flags, 0, (size_t)count * sizeof(int));
  if (count == 0) return CSOLVER_OK;
  const cs_tableau *tab = s->solved;
  csolver_status status = null_space_flags(s, tab, flags, count);
  if (status != CSOLVER_OK) return status;
  double *current = malloc(((size_t)tab->ndefs * (size_t)tab->ld + 1) * sizeof(double));
  if (!current) return CSOLVER_OUT_OF_MEMORY;
  for (int v = 0; v < tab->nvars; v++) {
    int d = tab->var_def[v];
    if (d >= 0) cs_definition_row(tab, v, current + (size_t)d * (size_t)tab->ld);
  }
  edge_flags(tab, current, flags, count);
  free(current);
  return probe_flags(tab, s->values, flags, count);
}
