/*
 * csolver_internal.h - the private layout of a handle and of a dense tableau, shared by the
 * kernel's source files. Not part of the public contract.
 */
#ifndef CSOLVER_INTERNAL_H
#define CSOLVER_INTERNAL_H

#include "csolver.h"

/* Column kinds; every column is non-negative (free variables have none, see cs_tableau). */
enum { CS_SLACK = 1, CS_ERROR = 2 };

/* Row markers in cs_tableau.basis besides a column index. */
enum { CS_ARTIFICIAL = -1, CS_DEAD = -2 };

/* Degenerate pivots in a row before the simplex switches to Bland's rule. */
#define CS_BLAND_AFTER 50

/* A problem row as the user gave it. */
typedef struct cs_row {
  int first_term;
  int term_count;
  double constant;
  int relation;
  int level;
  int enabled;
} cs_row;

/* A sparse row: `len` (column, value) pairs in no particular order. */
typedef struct cs_sparse {
  int len;
  int cap;
  int *col;
  double *val;
} cs_sparse;

/*
 * A dense tableau in row-major order over the slack and error columns. Rows 0 ... m-1 are the
 * constraint rows that took no free variable in phase zero, rows m ... m+levels-1 hold the
 * reduced costs of levels 1 ... levels, and row m+levels is an auxiliary objective (phase one,
 * ambiguity probes). Column ncols is the right-hand side; an objective row's right-hand side
 * holds minus its objective value. Artificial variables have no column: they are basic only at
 * the start of phase one and can never re-enter, so their columns are never read.
 *
 * The free variables have no columns: phase zero (phase_zero.c) made each one basic in a row of
 * its own, its *definition* x_v + sum_k def_val * column_k = def_rhs over slack and error
 * columns. No later pivot enters a free column or leaves a definition's row, so the definitions
 * are kept as phase zero left them, sparse, and never updated: a definition is a combination of
 * the problem's rows, true whatever the basis, and x_v is read from it with every basic
 * column at its row's right-hand side and every nonbasic one at zero (cs_extract_values).
 * A free variable phase zero could not pivot in has no definition and the value 0.
 */
typedef struct cs_tableau {
  int m;
  int levels;
  int rows;
  int ncols;
  int ld;
  int nvars;
  double *t;
  int *basis;           /* per constraint row: a column, CS_ARTIFICIAL or CS_DEAD */
  int *col_row;         /* per column: the row where it is basic, or -1 */
  unsigned char *kind;  /* per column: CS_SLACK or CS_ERROR */
  int *col_level;       /* per column: the level of an error column, else 0 */
  int *private_col;     /* per problem row: a column only that row holds, or -1 */
  double *private_sign; /* per problem row: that column's original coefficient */
  unsigned char *barred;/* per column: fixed at zero by an earlier level's optimum */
  double *work;         /* a column-sized buffer (rows doubles) */
  double *rowbuf;       /* a row-sized buffer (ld doubles) */
  int *rowlist;         /* a row-index buffer (rows ints) */
  int *collist;         /* a column-index buffer (ld ints) */
  double *rhs;          /* a contiguous copy of the constraint rows' right-hand sides, kept by
                           cs_pivot once cs_refresh_rhs has filled it */
  double *cost;         /* per column: an error column's weight in its level (scaling.c) */
  double *row_scale;    /* per problem row: the factor its row was multiplied by */
  double *var_scale;    /* per free variable: x_j = var_scale[j] * rhs_scale * column j */
  double rhs_scale;     /* every right-hand side was divided by this */
  int ndefs;            /* definitions, one per free variable phase zero made basic */
  int *var_def;         /* per free variable: its definition, or -1 */
  int *def_start;       /* definition d's terms are def_start[d] ... def_start[d+1] - 1 */
  int *def_col;
  double *def_val;
  double *def_rhs;      /* per definition */
  long pivots;
} cs_tableau;

struct csolver {
  int nvars;
  size_t max_cells;
  int nrows;
  int row_capacity;
  cs_row *rows;
  int *term_vars;
  double *term_coefs;
  int term_count;
  int term_capacity;
  int max_level;
  cs_tableau *solved;    /* the optimal tableau, or NULL */
  int needs_cold_solve;  /* rows changed since the last cold solve */
  int needs_warm_solve;  /* constants were patched into the solved tableau */
  double *values;        /* nvars values of the last solve */
  double *level_errors;  /* max_level + 1 totals of the last solve */
  int has_solution;
  csolver_statistics stats;
};

/* The start of a tableau row; inline because every loop over rows calls it. */
static inline double *cs_row_ptr(const cs_tableau *tab, int row) {
  return tab->t + (size_t)row * (size_t)tab->ld;
}

/* tableau.c */
/* Builds the tableau of the enabled rows (the required ones only when `required_only`), or,
 * when `out` is NULL, only runs phase zero. Once phase zero has run, `*cells` (optional)
 * receives the dense tableau's size and `*definitions` (optional) phase zero's pivots. */
csolver_status cs_tableau_build(const csolver *s, int required_only, size_t *cells,
                                int *definitions, cs_tableau **out);
cs_tableau *cs_tableau_copy(const cs_tableau *tab);
void cs_tableau_free(cs_tableau *tab);
void cs_pivot(cs_tableau *tab, int row, int col);
void cs_refresh_rhs(cs_tableau *tab);
/* 1 + the largest |right-hand side| as built (before pivots), for phase one's threshold. */
double cs_rhs_scale(const csolver *s, const cs_tableau *tab);

/* The current row of free variable v's definition (ld doubles, right-hand side included): the
 * definition with every basic column eliminated, as a fully updated dense tableau would hold
 * it. Free variable v must have a definition. */
void cs_definition_row(const cs_tableau *tab, int v, double *out);

/* phase_zero.c */
csolver_status cs_sparse_push(cs_sparse *row, int col, double value);
void cs_sparse_free(cs_sparse *rows, int count);
/* Gauss-Jordan over the free columns 0 ... nvars-1 of `m` sparse rows whose columns lie in
 * 0 ... width. row_var[i] receives the free variable made basic in row i (or -1), var_row[v]
 * its row (or -1); *pivots counts the pivots. */
csolver_status cs_eliminate_free(cs_sparse *rows, int m, int nvars, int width, int *row_var,
                                 int *var_row, long *pivots);

/* scaling.c */
csolver_status cs_compute_scaling(const csolver *s, int required_only, double *row_scale,
                                  double *var_scale, double *rhs_scale);

/* simplex.c */
csolver_status cs_phase_one(cs_tableau *tab, double scale, int *feasible);
csolver_status cs_optimize_levels(cs_tableau *tab);
csolver_status cs_dual_simplex(cs_tableau *tab);
csolver_status cs_primal(cs_tableau *tab, int objective_row, const unsigned char *allowed,
                         int stop_on_progress, double *progress);

/* solve.c */
void cs_extract_values(const cs_tableau *tab, double *values);

#endif /* CSOLVER_INTERNAL_H */
