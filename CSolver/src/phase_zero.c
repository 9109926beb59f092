/*
 * phase_zero.c - phase zero by sparse elimination over the free columns.
 *
 * Every free variable is pivoted into the basis with partial pivoting (the largest
 * |coefficient| among the rows not yet holding a basic variable, the first such row on ties),
 * working on the rows as sparse vectors. A pivot updates only the rows not yet holding a basic
 * variable, each cell computed as the dense pivot computes it, so the rows left over come out
 * as a dense Gauss-Jordan phase zero would leave them, without a dense tableau of every row and
 * every variable column: layout rows have a handful of terms and stay sparse under elimination,
 * while on a dense tableau each pivot reads a whole column, one cache line per row, and the
 * tableau itself is mostly zeros that must still be written.
 *
 * The rows that took a variable (the definitions) are finished by back substitution, last pivot
 * first, instead of being updated by every later pivot: Gauss-Jordan touched every earlier
 * definition holding the pivot's column, which on a chain of views (each edge defined through
 * the previous one) is quadratic, where back substitution combines each definition once per
 * later free column it holds. They are the same combinations of the problem's rows, rounded in
 * another order.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "csolver_internal.h"

csolver_status cs_sparse_push(cs_sparse *row, int col, double value) {
  if (row->len == row->cap) {
    int capacity = row->cap ? row->cap * 2 : 8;
    int *cols = realloc(row->col, (size_t)capacity * sizeof *cols);
    if (!cols) return CSOLVER_OUT_OF_MEMORY;
    row->col = cols;
    double *values = realloc(row->val, (size_t)capacity * sizeof *values);
    if (!values) return CSOLVER_OUT_OF_MEMORY;
    row->val = values;
    row->cap = capacity;
  }
  row->col[row->len] = col;
  row->val[row->len] = value;
  row->len++;
  return CSOLVER_OK;
}

void cs_sparse_free(cs_sparse *rows, int count) {
  if (!rows) return;
  for (int i = 0; i < count; i++) free(rows[i].col), free(rows[i].val);
  free(rows);
}

/* The coefficient of `col` in `row`, 0 when absent. */
static double coefficient(const cs_sparse *row, int col) {
  for (int k = 0; k < row->len; k++) {
    if (row->col[k] == col) return row->val[k];
  }
  return 0.0;
}

/* Appends `row` to a column's list of rows; the lists may name a row twice, or a row that no
 * longer holds the column (its coefficient is checked on use). */
static csolver_status list_push(int **list, int *len, int *cap, int row) {
  if (*len == *cap) {
    int capacity = *cap ? *cap * 2 : 4;
    int *grown = realloc(*list, (size_t)capacity * sizeof *grown);
    if (!grown) return CSOLVER_OUT_OF_MEMORY;
    *list = grown;
    *cap = capacity;
  }
  (*list)[(*len)++] = row;
  return CSOLVER_OK;
}

/* row_i += factor * pivot, then drops the pivot column and every exact zero. `pos` is a
 * scratch map from columns to entries, all -1 on entry and on return. Fill-in of a free column
 * still to be eliminated is recorded in that column's list. */
static csolver_status combine(cs_sparse *target, int i, const cs_sparse *pivot, double factor,
                              int pivot_col, int nvars, int *pos, int **lists, int *lens,
                              int *caps) {
  for (int k = 0; k < target->len; k++) pos[target->col[k]] = k;
  csolver_status status = CSOLVER_OK;
  for (int k = 0; k < pivot->len && status == CSOLVER_OK; k++) {
    int c = pivot->col[k];
    int at = pos[c];
    if (at >= 0) {
      target->val[at] += factor * pivot->val[k];
    } else {
      status = cs_sparse_push(target, c, 0.0 + factor * pivot->val[k]);
      if (status == CSOLVER_OK) {
        pos[c] = target->len - 1;
        /* Columns up to the pivot's are done with; their lists are gone. */
        if (c > pivot_col && c < nvars) status = list_push(&lists[c], &lens[c], &caps[c], i);
      }
    }
  }
  int kept = 0;
  for (int k = 0; k < target->len; k++) {
    pos[target->col[k]] = -1;
    if (target->col[k] == pivot_col || target->val[k] == 0.0) continue;
    target->col[kept] = target->col[k];
    target->val[kept] = target->val[k];
    kept++;
  }
  target->len = kept;
  return status;
}

csolver_status cs_eliminate_free(cs_sparse *rows, int m, int nvars, int width, int *row_var,
                                 int *var_row, long *pivots) {
  int **lists = calloc((size_t)nvars + 1, sizeof *lists);
  int *lens = calloc((size_t)nvars + 1, sizeof *lens);
  int *caps = calloc((size_t)nvars + 1, sizeof *caps);
  int *pos = malloc(((size_t)width + 1) * sizeof *pos);
  /* Per row: the last column whose list named it (a list may name a row twice). */
  int *seen = malloc(((size_t)m + 1) * sizeof *seen);
  /* The pivot column's coefficient in each row of its list, read once. */
  double *found = malloc(((size_t)m + 1) * sizeof *found);
  csolver_status status =
      (!lists || !lens || !caps || !pos || !seen || !found) ? CSOLVER_OUT_OF_MEMORY : CSOLVER_OK;
  if (status == CSOLVER_OK) {
    for (int c = 0; c <= width; c++) pos[c] = -1;
    for (int i = 0; i < m; i++) row_var[i] = -1, seen[i] = -1;
    for (int i = 0; i < m && status == CSOLVER_OK; i++) {
      for (int k = 0; k < rows[i].len && status == CSOLVER_OK; k++) {
        int c = rows[i].col[k];
        if (c < nvars) status = list_push(&lists[c], &lens[c], &caps[c], i);
      }
    }
  }
  for (int j = 0; j < nvars && status == CSOLVER_OK; j++) {
    var_row[j] = -1;
    int best = -1;
    double magnitude = CSOLVER_PIVOT_TOLERANCE;
    /* The list is compacted in place to the rows still without a basic variable that hold
     * column j, each once, in the order first listed, with their coefficients in `found`. */
    int n = 0;
    for (int k = 0; k < lens[j]; k++) {
      int i = lists[j][k];
      if (row_var[i] >= 0 || seen[i] == j) continue;
      seen[i] = j;
      double coef = coefficient(&rows[i], j);
      if (coef == 0.0) continue;
      lists[j][n] = i;
      found[n] = coef;
      n++;
      double a = fabs(coef);
      if (a > magnitude || (a == magnitude && best >= 0 && i < best)) {
        magnitude = a;
        best = i;
      }
    }
    if (best >= 0) {
      cs_sparse *pivot = &rows[best];
      double inverse = 1.0 / coefficient(pivot, j);
      for (int k = 0; k < pivot->len; k++) {
        pivot->val[k] = pivot->col[k] == j ? 1.0 : pivot->val[k] * inverse;
      }
      /* Rows already holding a basic variable are left for back substitution. Fill-in only
       * reaches the lists of later columns, so this one stays as compacted. */
      for (int k = 0; k < n && status == CSOLVER_OK; k++) {
        int i = lists[j][k];
        if (i == best) continue;
        status = combine(&rows[i], i, pivot, -found[k], j, nvars, pos, lists, lens, caps);
      }
      row_var[best] = j;
      var_row[j] = best;
      (*pivots)++;
    }
    free(lists[j]);
    lists[j] = NULL;
  }
  /* Back substitution, last pivot first: a definition row still holds free columns pivoted
   * after its own (an earlier pivot's column was eliminated before the row took its
   * variable), each of whose definitions is final by then. */
  for (int j = nvars - 1; j >= 0 && status == CSOLVER_OK; j--) {
    if (var_row[j] < 0) continue;
    cs_sparse *target = &rows[var_row[j]];
    for (int k = 0; k < target->len && status == CSOLVER_OK;) {
      int c = target->col[k];
      if (c >= nvars || c == j || var_row[c] < 0) {
        k++;
        continue;
      }
      /* The combination drops column c and compacts the row: rescan from the start. */
      status = combine(target, var_row[j], &rows[var_row[c]], -target->val[k], c, 0, pos, NULL,
                       NULL, NULL);
      k = 0;
    }
  }
  if (lists) {
    for (int j = 0; j < nvars; j++) free(lists[j]);
  }
  free(lists), free(lens), free(caps), free(pos), free(seen), free(found);
  return status;
}
