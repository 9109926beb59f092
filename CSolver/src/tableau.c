/*
 * tableau.c - building a dense tableau from the problem rows, and the pivot.
 *
 * Building runs "phase zero": every free variable is pivoted into the basis by Gauss-Jordan
 * elimination with partial pivoting, so that afterwards the free variables sit in rows the
 * ratio tests ignore and the remaining rows involve only non-negative columns. Each remaining
 * row then starts with one of its own slack or error columns basic when the sign allows, and
 * with an artificial variable otherwise.
 */
#include <cblas.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "csolver_internal.h"

/* Rows not yet given a basic variable during phase zero. */
enum { CS_UNASSIGNED = -3 };

void cs_tableau_free(cs_tableau *tab) {
  if (!tab) return;
  free(tab->t);
  free(tab->basis);
  free(tab->col_row);
  free(tab->kind);
  free(tab->col_level);
  free(tab->private_col);
  free(tab->private_sign);
  free(tab->barred);
  free(tab->work);
  free(tab->rowbuf);
  free(tab->rowlist);
  free(tab->collist);
  free(tab->rhs);
  free(tab->cost);
  free(tab->row_scale);
  free(tab->var_scale);
  free(tab);
}

/* Allocates every array of a tableau with the given shape; `prows` is the problem row count. */
static cs_tableau *allocate(int m, int levels, int ncols, int nvars, int prows) {
  cs_tableau *tab = calloc(1, sizeof *tab);
  if (!tab) return NULL;
  tab->m = m;
  tab->levels = levels;
  tab->rows = m + levels + 1;
  tab->ncols = ncols;
  tab->ld = ncols + 1;
  tab->nvars = nvars;
  size_t cells = (size_t)tab->rows * (size_t)tab->ld;
  tab->t = calloc(cells, sizeof(double));
  tab->basis = malloc(((size_t)m + 1) * sizeof(int));
  tab->col_row = malloc(((size_t)ncols + 1) * sizeof(int));
  tab->kind = calloc((size_t)ncols + 1, 1);
  tab->col_level = calloc((size_t)ncols + 1, sizeof(int));
  tab->private_col = malloc(((size_t)prows + 1) * sizeof(int));
  tab->private_sign = calloc((size_t)prows + 1, sizeof(double));
  tab->barred = calloc((size_t)ncols + 1, 1);
  tab->work = malloc((size_t)tab->rows * sizeof(double));
  tab->rowbuf = malloc((size_t)tab->ld * sizeof(double));
  tab->rowlist = malloc((size_t)tab->rows * sizeof(int));
  tab->collist = malloc((size_t)tab->ld * sizeof(int));
  tab->rhs = calloc((size_t)m + 1, sizeof(double));
  tab->cost = calloc((size_t)ncols + 1, sizeof(double));
  tab->row_scale = malloc(((size_t)prows + 1) * sizeof(double));
  tab->var_scale = malloc(((size_t)nvars + 1) * sizeof(double));
  if (!tab->t || !tab->basis || !tab->col_row || !tab->kind || !tab->col_level ||
      !tab->private_col || !tab->private_sign || !tab->barred || !tab->work || !tab->rowbuf ||
      !tab->rowlist || !tab->collist || !tab->rhs || !tab->cost || !tab->row_scale ||
      !tab->var_scale) {
    cs_tableau_free(tab);
    return NULL;
  }
  for (int j = 0; j <= ncols; j++) tab->col_row[j] = -1;
  for (int r = 0; r <= prows; r++) tab->private_col[r] = -1, tab->row_scale[r] = 1.0;
  for (int j = 0; j <= nvars; j++) tab->var_scale[j] = 1.0;
  tab->rhs_scale = 1.0;
  return tab;
}

cs_tableau *cs_tableau_copy(const cs_tableau *tab) {
  cs_tableau *copy = allocate(tab->m, tab->levels, tab->ncols, tab->nvars, 0);
  if (!copy) return NULL;
  memcpy(copy->t, tab->t, (size_t)tab->rows * (size_t)tab->ld * sizeof(double));
  memcpy(copy->basis, tab->basis, (size_t)tab->m * sizeof(int));
  memcpy(copy->col_row, tab->col_row, (size_t)tab->ncols * sizeof(int));
  memcpy(copy->kind, tab->kind, (size_t)tab->ncols);
  memcpy(copy->col_level, tab->col_level, (size_t)tab->ncols * sizeof(int));
  memcpy(copy->barred, tab->barred, (size_t)tab->ncols);
  memcpy(copy->cost, tab->cost, (size_t)tab->ncols * sizeof(double));
  memcpy(copy->var_scale, tab->var_scale, (size_t)tab->nvars * sizeof(double));
  copy->rhs_scale = tab->rhs_scale;
  copy->pivots = tab->pivots;
  return copy;
}

void cs_pivot(cs_tableau *tab, int row, int col) {
  double *pivot_row = cs_row_ptr(tab, row);
  double inverse = 1.0 / pivot_row[col];
  /* One pass scales the pivot row and lists its nonzeros. On one-screen tableaux (a few
   * hundred columns) a BLAS call per step costs more in dispatch than the loop it runs. */
  int width = 0;
  for (int j = 0; j < tab->ld; j++) {
    double v = pivot_row[j];
    if (v != 0.0) {
      pivot_row[j] = v * inverse;
      tab->collist[width++] = j;
    }
  }
  pivot_row[col] = 1.0;
  /* One strided pass over the pivot column copies it and lists the rows it touches. */
  double *u = tab->work;
  const double *cell = tab->t + col;
  int count = 0;
  for (int i = 0; i < tab->rows; i++, cell += tab->ld) {
    double v = *cell;
    u[i] = v;
    if (v != 0.0 && i != row) tab->rowlist[count++] = i;
  }
  u[row] = 0.0;
  if (count > 0) {
    if (4 * width < tab->ld) {
      /* Layout tableaux stay sparse for long: touching only the pivot row's nonzeros in the
       * rows that need it does the same arithmetic as the rank-one update, cell by cell. The
       * nonzeros are gathered first so the inner loop reads one short contiguous array. */
      double *values = tab->rowbuf;
      for (int c = 0; c < width; c++) values[c] = pivot_row[tab->collist[c]];
      for (int k = 0; k < count; k++) {
        int i = tab->rowlist[k];
        double *line = cs_row_ptr(tab, i);
        double factor = -u[i];
        for (int c = 0; c < width; c++) line[tab->collist[c]] += factor * values[c];
      }
    } else if (4 * count >= tab->rows) {
      /* The pivot row is copied so the rank-one update never reads memory it writes. */
      memcpy(tab->rowbuf, pivot_row, (size_t)tab->ld * sizeof(double));
      cblas_dger(CblasRowMajor, tab->rows, tab->ld, -1.0, u, 1, tab->rowbuf, 1, tab->t, tab->ld);
    } else {
      for (int k = 0; k < count; k++) {
        int i = tab->rowlist[k];
        cblas_daxpy(tab->ld, -u[i], pivot_row, 1, cs_row_ptr(tab, i), 1);
      }
    }
    for (int k = 0; k < count; k++) {
      int i = tab->rowlist[k];
      double *line = cs_row_ptr(tab, i);
      line[col] = 0.0;
      if (i < tab->m) tab->rhs[i] = line[tab->ncols];
    }
  }
  tab->rhs[row] = pivot_row[tab->ncols];
  int old = tab->basis[row];
  if (old >= 0) tab->col_row[old] = -1;
  tab->basis[row] = col;
  tab->col_row[col] = row;
  tab->pivots++;
}

void cs_refresh_rhs(cs_tableau *tab) {
  if (tab->m > 0) cblas_dcopy(tab->m, tab->t + tab->ncols, tab->ld, tab->rhs, 1);
}

double cs_rhs_scale(const csolver *s, const cs_tableau *tab) {
  double largest = 0.0;
  for (int r = 0; r < s->nrows; r++) {
    double c = fabs(s->rows[r].constant * tab->row_scale[r]) / tab->rhs_scale;
    if (s->rows[r].enabled && c > largest) largest = c;
  }
  return 1.0 + largest;
}

/* Lays out the columns and fills the constraint rows with the original coefficients. */
static csolver_status fill(const csolver *s, int required_only, cs_tableau **out,
                           int **first_private_out) {
  int m = 0, privates = 0;
  for (int r = 0; r < s->nrows; r++) {
    const cs_row *row = &s->rows[r];
    if (!row->enabled || (required_only && row->level != 0)) continue;
    m++;
    if (row->level != 0) {
      privates += 2;
    } else if (row->relation != CSOLVER_EQUAL) {
      privates += 1;
    }
  }
  int levels = required_only ? 0 : s->max_level;
  if (csolver_cells_for(s->nvars, m, privates, levels) > s->max_cells) return CSOLVER_TOO_LARGE;
  cs_tableau *tab = allocate(m, levels, s->nvars + privates, s->nvars, s->nrows);
  if (!tab) return CSOLVER_OUT_OF_MEMORY;
  int *first_private = malloc(((size_t)m + 1) * sizeof(int));
  if (!first_private ||
      cs_compute_scaling(s, required_only, tab->row_scale, tab->var_scale, &tab->rhs_scale) !=
          CSOLVER_OK) {
    free(first_private);
    cs_tableau_free(tab);
    return CSOLVER_OUT_OF_MEMORY;
  }
  int i = 0, next = s->nvars;
  for (int r = 0; r < s->nrows; r++) {
    const cs_row *row = &s->rows[r];
    if (!row->enabled || (required_only && row->level != 0)) continue;
    double *line = cs_row_ptr(tab, i);
    double scale = tab->row_scale[r];
    for (int k = 0; k < row->term_count; k++) {
      int v = s->term_vars[row->first_term + k];
      line[v] += s->term_coefs[row->first_term + k] * scale * tab->var_scale[v];
    }
    line[tab->ncols] = -row->constant * scale / tab->rhs_scale;
    /* lhs + slack = 0 for <=, lhs - slack = 0 for >=; the error column has the opposite sign
     * so a violated row has its error basic. An equality's two errors are -plus and +minus. */
    double sign = row->relation == CSOLVER_GREATER_EQUAL ? -1.0 : 1.0;
    first_private[i] = next;
    if (row->level == 0 && row->relation != CSOLVER_EQUAL) {
      tab->kind[next] = CS_SLACK;
      line[next] = sign;
      tab->private_col[r] = next;
      tab->private_sign[r] = sign;
      next++;
    } else if (row->level != 0) {
      int plus = next, minus = next + 1;
      tab->kind[plus] = row->relation == CSOLVER_EQUAL ? CS_ERROR : CS_SLACK;
      tab->kind[minus] = CS_ERROR;
      tab->col_level[minus] = row->level;
      if (row->relation == CSOLVER_EQUAL) {
        tab->col_level[plus] = row->level;
        line[plus] = -1.0;
        line[minus] = 1.0;
      } else {
        line[plus] = sign;
        line[minus] = -sign;
      }
      tab->private_col[r] = plus;
      tab->private_sign[r] = line[plus];
      /* The row was multiplied by `scale` and its columns divided by it: a unit of either
       * column is 1 / scale units of the user's error. */
      tab->cost[minus] = 1.0 / scale;
      if (row->relation == CSOLVER_EQUAL) tab->cost[plus] = 1.0 / scale;
      next += 2;
    }
    tab->basis[i] = CS_UNASSIGNED;
    i++;
  }
  first_private[m] = next;
  *out = tab;
  *first_private_out = first_private;
  return CSOLVER_OK;
}

/* Pivots every free column into the basis where it has a usable pivot. */
static void phase_zero(cs_tableau *tab) {
  for (int j = 0; j < tab->nvars; j++) {
    int best = -1;
    double magnitude = CSOLVER_PIVOT_TOLERANCE;
    for (int i = 0; i < tab->m; i++) {
      if (tab->basis[i] != CS_UNASSIGNED) continue;
      double a = fabs(cs_row_ptr(tab, i)[j]);
      if (a > magnitude) {
        magnitude = a;
        best = i;
      }
    }
    if (best >= 0) cs_pivot(tab, best, j);
  }
}

/* Gives every remaining row a basic private column of the right sign, or an artificial. */
static void initial_basis(cs_tableau *tab, const int *first_private) {
  for (int i = 0; i < tab->m; i++) {
    if (tab->basis[i] != CS_UNASSIGNED) continue;
    double *line = cs_row_ptr(tab, i);
    double rhs = line[tab->ncols];
    int chosen = -1;
    /* Phase zero only added multiples of other rows to this one, so its own slack and
     * error columns still appear in it alone, with their original coefficients. */
    for (int j = first_private[i]; j < first_private[i + 1] && chosen < 0; j++) {
      if ((rhs >= 0 && line[j] > 0) || (rhs < 0 && line[j] < 0)) chosen = j;
    }
    if (chosen >= 0) {
      /* The column is this row's alone (and the objective rows are still empty), so the pivot
       * is only a rescale of this row by +-1: no column to scan, no other row to update. */
      double inverse = 1.0 / line[chosen];
      for (int j = 0; j < tab->ld; j++) line[j] *= inverse;
      line[chosen] = 1.0;
      tab->rhs[i] = line[tab->ncols];
      tab->basis[i] = chosen;
      tab->col_row[chosen] = i;
      tab->pivots++;
    } else {
      if (rhs < 0) cblas_dscal(tab->ld, -1.0, line, 1);
      tab->basis[i] = CS_ARTIFICIAL;
    }
  }
}

/* Divides each level's error weights by the level's largest (a power of two, so exactly), which
 * keeps the level's argmin and makes CSOLVER_COST_TOLERANCE relative to the level. */
static void normalise_costs(cs_tableau *tab) {
  for (int k = 1; k <= tab->levels; k++) {
    double largest = 0.0;
    for (int j = tab->nvars; j < tab->ncols; j++) {
      if (tab->kind[j] == CS_ERROR && tab->col_level[j] == k) largest = fmax(largest, tab->cost[j]);
    }
    if (largest == 0.0) continue;
    for (int j = tab->nvars; j < tab->ncols; j++) {
      if (tab->kind[j] == CS_ERROR && tab->col_level[j] == k) tab->cost[j] /= largest;
    }
  }
}

/* Writes each level's cost row (its error columns' weights) expressed in the nonbasic columns. */
static void price_levels(cs_tableau *tab) {
  normalise_costs(tab);
  for (int k = 1; k <= tab->levels; k++) {
    double *cost = cs_row_ptr(tab, tab->m + k - 1);
    memset(cost, 0, (size_t)tab->ld * sizeof(double));
    for (int j = tab->nvars; j < tab->ncols; j++) {
      if (tab->kind[j] == CS_ERROR && tab->col_level[j] == k) cost[j] = tab->cost[j];
    }
    for (int i = 0; i < tab->m; i++) {
      int b = tab->basis[i];
      if (b >= 0 && tab->kind[b] == CS_ERROR && tab->col_level[b] == k) {
        cblas_daxpy(tab->ld, -tab->cost[b], cs_row_ptr(tab, i), 1, cost, 1);
      }
    }
  }
}

csolver_status cs_tableau_build(const csolver *s, int required_only, cs_tableau **out) {
  cs_tableau *tab = NULL;
  int *first_private = NULL;
  csolver_status status = fill(s, required_only, &tab, &first_private);
  if (status != CSOLVER_OK) return status;
  phase_zero(tab);
  initial_basis(tab, first_private);
  free(first_private);
  price_levels(tab);
  *out = tab;
  return CSOLVER_OK;
}
