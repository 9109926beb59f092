/*
 * tableau.c - building a dense tableau from the problem rows, and the pivot.
 *
 * Building runs "phase zero" (phase_zero.c): every free variable is pivoted into the basis by
 * Gauss-Jordan elimination with partial pivoting, on sparse rows. The rows that took a free
 * variable become its definition, kept apart (see cs_tableau); the remaining rows involve only
 * non-negative columns and form the dense tableau. Each of them then starts with one of its own
 * slack or error columns basic when the sign allows, and with an artificial variable otherwise.
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
  free(tab->var_def);
  free(tab->def_start);
  free(tab->def_col);
  free(tab->def_val);
  free(tab->def_rhs);
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

/* Gives `copy` its own copy of `tab`'s definitions. */
static csolver_status copy_definitions(cs_tableau *copy, const cs_tableau *tab) {
  int count = tab->ndefs;
  copy->ndefs = count;
  int terms = tab->def_start[count];
  copy->var_def = malloc(((size_t)tab->nvars + 1) * sizeof(int));
  copy->def_start = malloc(((size_t)count + 1) * sizeof(int));
  copy->def_col = malloc(((size_t)terms + 1) * sizeof(int));
  copy->def_val = malloc(((size_t)terms + 1) * sizeof(double));
  copy->def_rhs = malloc(((size_t)count + 1) * sizeof(double));
  if (!copy->var_def || !copy->def_start || !copy->def_col || !copy->def_val || !copy->def_rhs) {
    return CSOLVER_OUT_OF_MEMORY;
  }
  memcpy(copy->var_def, tab->var_def, (size_t)tab->nvars * sizeof(int));
  memcpy(copy->def_start, tab->def_start, ((size_t)count + 1) * sizeof(int));
  memcpy(copy->def_col, tab->def_col, (size_t)terms * sizeof(int));
  memcpy(copy->def_val, tab->def_val, (size_t)terms * sizeof(double));
  memcpy(copy->def_rhs, tab->def_rhs, (size_t)count * sizeof(double));
  return CSOLVER_OK;
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
  if (copy_definitions(copy, tab) != CSOLVER_OK) {
    cs_tableau_free(copy);
    return NULL;
  }
  return copy;
}

void cs_definition_row(const cs_tableau *tab, int v, double *out) {
  int d = tab->var_def[v];
  memset(out, 0, (size_t)tab->ld * sizeof(double));
  for (int k = tab->def_start[d]; k < tab->def_start[d + 1]; k++) out[tab->def_col[k]] = tab->def_val[k];
  out[tab->ncols] = tab->def_rhs[d];
  /* Subtracting a basic column's current row (unit in that column, zero in every other basic
   * column) clears the column without disturbing the others, in any order. */
  for (int j = 0; j < tab->ncols; j++) {
    int r = tab->col_row[j];
    double c = out[j];
    if (r < 0 || c == 0.0) continue;
    cblas_daxpy(tab->ld, -c, cs_row_ptr(tab, r), 1, out, 1);
    out[j] = 0.0;
  }
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

/* The problem rows a tableau includes, and the private columns they bring. */
static void count_rows(const csolver *s, int required_only, int *m, int *privates) {
  *m = 0, *privates = 0;
  for (int r = 0; r < s->nrows; r++) {
    const cs_row *row = &s->rows[r];
    if (!row->enabled || (required_only && row->level != 0)) continue;
    (*m)++;
    if (row->level != 0) {
      *privates += 2;
    } else if (row->relation != CSOLVER_EQUAL) {
      *privates += 1;
    }
  }
}

/* Each included row as a sparse row over the columns 0 ... nvars-1 (free variables, scaled),
 * nvars + k (private column k) and nvars + privates (the right-hand side); `first_private[i]`
 * receives row i's first private column. */
static csolver_status sparse_rows(const csolver *s, int required_only, int privates,
                                  const double *row_scale, const double *var_scale,
                                  double rhs_scale, cs_sparse *rows, int *first_private) {
  int i = 0, next = 0, rhs = s->nvars + privates;
  for (int r = 0; r < s->nrows; r++) {
    const cs_row *row = &s->rows[r];
    if (!row->enabled || (required_only && row->level != 0)) continue;
    cs_sparse *line = &rows[i];
    double scale = row_scale[r];
    csolver_status status = CSOLVER_OK;
    for (int k = 0; k < row->term_count && status == CSOLVER_OK; k++) {
      int v = s->term_vars[row->first_term + k];
      double a = s->term_coefs[row->first_term + k] * scale * var_scale[v];
      int at = -1;
      for (int e = 0; e < line->len && at < 0; e++) {
        if (line->col[e] == v) at = e;
      }
      if (at >= 0) {
        line->val[at] += a;
      } else {
        status = cs_sparse_push(line, v, 0.0 + a);
      }
    }
    /* lhs + slack = 0 for <=, lhs - slack = 0 for >=; the error column has the opposite sign
     * so a violated row has its error basic. An equality's two errors are -plus and +minus. */
    double sign = row->relation == CSOLVER_GREATER_EQUAL ? -1.0 : 1.0;
    first_private[i] = next;
    if (row->level == 0 && row->relation != CSOLVER_EQUAL) {
      if (status == CSOLVER_OK) status = cs_sparse_push(line, s->nvars + next, sign);
      next++;
    } else if (row->level != 0) {
      double plus = row->relation == CSOLVER_EQUAL ? -1.0 : sign;
      double minus = row->relation == CSOLVER_EQUAL ? 1.0 : -sign;
      if (status == CSOLVER_OK) status = cs_sparse_push(line, s->nvars + next, plus);
      if (status == CSOLVER_OK) status = cs_sparse_push(line, s->nvars + next + 1, minus);
      next += 2;
    }
    double b = -row->constant * scale / rhs_scale;
    if (status == CSOLVER_OK && b != 0.0) status = cs_sparse_push(line, rhs, b);
    if (status != CSOLVER_OK) return status;
    i++;
  }
  first_private[i] = next;
  return CSOLVER_OK;
}

/* Sets each private column's kind, level, cost and owner, as sparse_rows numbered them. */
static void describe_columns(const csolver *s, int required_only, cs_tableau *tab) {
  int next = 0;
  for (int r = 0; r < s->nrows; r++) {
    const cs_row *row = &s->rows[r];
    if (!row->enabled || (required_only && row->level != 0)) continue;
    double scale = tab->row_scale[r];
    double sign = row->relation == CSOLVER_GREATER_EQUAL ? -1.0 : 1.0;
    if (row->level == 0 && row->relation != CSOLVER_EQUAL) {
      tab->kind[next] = CS_SLACK;
      tab->private_col[r] = next;
      tab->private_sign[r] = sign;
      next++;
    } else if (row->level != 0) {
      int plus = next, minus = next + 1;
      tab->kind[plus] = row->relation == CSOLVER_EQUAL ? CS_ERROR : CS_SLACK;
      tab->kind[minus] = CS_ERROR;
      tab->col_level[minus] = row->level;
      if (row->relation == CSOLVER_EQUAL) tab->col_level[plus] = row->level;
      tab->private_col[r] = plus;
      tab->private_sign[r] = row->relation == CSOLVER_EQUAL ? -1.0 : sign;
      /* The row was multiplied by `scale` and its columns divided by it: a unit of either
       * column is 1 / scale units of the user's error. */
      tab->cost[minus] = 1.0 / scale;
      if (row->relation == CSOLVER_EQUAL) tab->cost[plus] = 1.0 / scale;
      next += 2;
    }
  }
}

/* Moves the rows phase zero left without a free variable into the dense tableau, and the
 * others into the definitions. Tableau row k's own private columns are own[2k] ...
 * own[2k+1] - 1. */
static csolver_status place_rows(cs_tableau *tab, const cs_sparse *rows, int m_all,
                                 const int *row_var, const int *var_row,
                                 const int *first_private, int *own) {
  int nvars = tab->nvars, rhs = nvars + tab->ncols;
  int k = 0;
  for (int i = 0; i < m_all; i++) {
    if (row_var[i] >= 0) continue;
    double *line = cs_row_ptr(tab, k);
    /* A free column left in such a row is one phase zero found no pivot for: its
     * coefficients there are below the pivot tolerance everywhere, and the column stays
     * nonbasic at zero, so it is dropped. */
    for (int e = 0; e < rows[i].len; e++) {
      int c = rows[i].col[e];
      if (c >= nvars) line[c == rhs ? tab->ncols : c - nvars] = rows[i].val[e];
    }
    own[2 * k] = first_private[i];
    own[2 * k + 1] = first_private[i + 1];
    tab->basis[k] = CS_UNASSIGNED;
    k++;
  }
  int count = 0, terms = 0;
  for (int v = 0; v < nvars; v++) {
    if (var_row[v] < 0) continue;
    count++;
    terms += rows[var_row[v]].len;
  }
  tab->var_def = malloc(((size_t)nvars + 1) * sizeof(int));
  tab->def_start = malloc(((size_t)count + 1) * sizeof(int));
  tab->def_col = malloc(((size_t)terms + 1) * sizeof(int));
  tab->def_val = malloc(((size_t)terms + 1) * sizeof(double));
  tab->def_rhs = calloc((size_t)count + 1, sizeof(double));
  if (!tab->var_def || !tab->def_start || !tab->def_col || !tab->def_val || !tab->def_rhs) {
    return CSOLVER_OUT_OF_MEMORY;
  }
  int d = 0, t = 0;
  for (int v = 0; v < nvars; v++) {
    tab->var_def[v] = -1;
    if (var_row[v] < 0) continue;
    const cs_sparse *row = &rows[var_row[v]];
    tab->var_def[v] = d;
    tab->def_start[d] = t;
    for (int e = 0; e < row->len; e++) {
      int c = row->col[e];
      if (c == rhs) {
        tab->def_rhs[d] = row->val[e];
      } else if (c >= nvars) {
        tab->def_col[t] = c - nvars;
        tab->def_val[t] = row->val[e];
        t++;
      }
    }
    d++;
  }
  tab->def_start[d] = t;
  tab->ndefs = d;
  return CSOLVER_OK;
}

/* Gives every remaining row a basic private column of the right sign, or an artificial; row i's
 * own private columns are own[2i] ... own[2i+1] - 1. */
static void initial_basis(cs_tableau *tab, const int *own) {
  for (int i = 0; i < tab->m; i++) {
    if (tab->basis[i] != CS_UNASSIGNED) continue;
    double *line = cs_row_ptr(tab, i);
    double rhs = line[tab->ncols];
    int chosen = -1;
    /* Phase zero only added multiples of other rows to this one, so its own slack and
     * error columns still appear in it alone, with their original coefficients. */
    for (int j = own[2 * i]; j < own[2 * i + 1] && chosen < 0; j++) {
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
    for (int j = 0; j < tab->ncols; j++) {
      if (tab->kind[j] == CS_ERROR && tab->col_level[j] == k) largest = fmax(largest, tab->cost[j]);
    }
    if (largest == 0.0) continue;
    for (int j = 0; j < tab->ncols; j++) {
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
    for (int j = 0; j < tab->ncols; j++) {
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

csolver_status cs_tableau_build(const csolver *s, int required_only, size_t *cells,
                                int *definitions, cs_tableau **out) {
  int m_all = 0, privates = 0;
  count_rows(s, required_only, &m_all, &privates);
  int levels = required_only ? 0 : s->max_level;
  /* Phase zero can take at most one row per free variable: when even that leaves too many
   * rows, refuse before its work. */
  int most = m_all < s->nvars ? m_all : s->nvars;
  if (out && csolver_tableau_cells(m_all, most, privates, levels) > s->max_cells) {
    return CSOLVER_TOO_LARGE;
  }
  double *row_scale = malloc(((size_t)s->nrows + 1) * sizeof(double));
  double *var_scale = malloc(((size_t)s->nvars + 1) * sizeof(double));
  cs_sparse *rows = calloc((size_t)m_all + 1, sizeof *rows);
  int *first_private = malloc(((size_t)m_all + 1) * sizeof(int));
  int *own = malloc((2 * (size_t)m_all + 2) * sizeof(int));
  int *row_var = malloc(((size_t)m_all + 1) * sizeof(int));
  int *var_row = malloc(((size_t)s->nvars + 1) * sizeof(int));
  double rhs_scale = 1.0;
  long pivots = 0;
  cs_tableau *tab = NULL;
  csolver_status status = CSOLVER_OK;
  if (!row_scale || !var_scale || !rows || !first_private || !own || !row_var || !var_row) {
    status = CSOLVER_OUT_OF_MEMORY;
  }
  if (status == CSOLVER_OK) {
    status = cs_compute_scaling(s, required_only, row_scale, var_scale, &rhs_scale);
  }
  if (status == CSOLVER_OK) {
    status = sparse_rows(s, required_only, privates, row_scale, var_scale, rhs_scale, rows,
                         first_private);
  }
  if (status == CSOLVER_OK) {
    status = cs_eliminate_free(rows, m_all, s->nvars, s->nvars + privates, row_var, var_row,
                               &pivots);
  }
  if (status == CSOLVER_OK) {
    /* The bound counts what is allocated: phase zero's rows are sparse, and the dense
     * tableau holds only the rows it left over, over the private columns. */
    size_t needed = csolver_tableau_cells(m_all, (int)pivots, privates, levels);
    if (cells) *cells = needed;
    if (definitions) *definitions = (int)pivots;
    if (out && needed > s->max_cells) status = CSOLVER_TOO_LARGE;
  }
  if (status == CSOLVER_OK && out) {
    tab = allocate(m_all - (int)pivots, levels, privates, s->nvars, s->nrows);
    if (!tab) status = CSOLVER_OUT_OF_MEMORY;
  }
  if (status == CSOLVER_OK && tab) {
    memcpy(tab->row_scale, row_scale, (size_t)s->nrows * sizeof(double));
    memcpy(tab->var_scale, var_scale, (size_t)s->nvars * sizeof(double));
    tab->rhs_scale = rhs_scale;
    tab->pivots = pivots;
    describe_columns(s, required_only, tab);
    status = place_rows(tab, rows, m_all, row_var, var_row, first_private, own);
  }
  if (status == CSOLVER_OK && tab) {
    initial_basis(tab, own);
    price_levels(tab);
    *out = tab;
  } else {
    cs_tableau_free(tab);
  }
  cs_sparse_free(rows, m_all);
  free(row_scale), free(var_scale), free(first_private), free(own), free(row_var), free(var_row);
  return status;
}
