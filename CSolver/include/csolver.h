/*
 * csolver.h - the whole C contract of the dense simplex kernel.
 *
 * A csolver holds a linear problem over `variables` free unknowns x_0 ... x_{n-1}:
 *
 *     row r:  sum_k coef_k * x_{var_k} + constant   (==, <= or >=)   0
 *
 * Every row has a level. Level 0 is required: it must hold. Levels 1, 2, ... are ever weaker
 * priorities (1 is the strongest non-required level). The optimum is lexicographic: the sum of
 * absolute errors of level 1 is minimised first, then, with that optimum fixed, the sum of level
 * 2, and so on. An equality's error is |lhs|; an inequality's error is its violation.
 *
 * The kernel keeps a dense simplex tableau. csolver_solve solves from scratch after rows change
 * and warm-starts with the lexicographic dual simplex after only constants changed
 * (csolver_set_constant), which is what a suggested edit value does.
 *
 * Tolerances apply to an equilibrated copy of the problem (power-of-two row and column factors,
 * right-hand sides divided by the largest |constant|; see CSolver/README.md), so they are
 * relative to the problem's size: CSOLVER_PIVOT_TOLERANCE is the smallest pivot magnitude
 * accepted; CSOLVER_COST_TOLERANCE decides that a reduced cost is zero (relative to the
 * level's largest error weight); CSOLVER_FEASIBILITY_TOLERANCE decides that a basic value is
 * non-negative; a required system is infeasible when the phase-one optimum exceeds
 * CSOLVER_INFEASIBILITY_TOLERANCE * (1 + largest scaled |constant|).
 *
 * Memory: the dense tableau a solve allocates has (rows - definitions + levels + 1) x
 * (private columns + 1) doubles. Each row brings 0 (required equality), 1 (required
 * inequality) or 2 (otherwise) private columns; `definitions` is the number of free variables
 * phase zero pivots into the basis (the rank of the rows' variable part): their rows and
 * columns leave the dense tableau and are kept as sparse definitions. csolver_tableau_cells
 * computes that count. A solve or check runs phase zero on sparse rows (memory proportional to
 * the terms), compares the count with the handle's max_cells and returns CSOLVER_TOO_LARGE
 * before allocating the dense tableau when it is larger; csolver_measure reports the count
 * without solving. Ambiguity analysis allocates one more tableau of the same size while it
 * runs.
 *
 * Every fallible call returns a csolver_status. No call keeps a pointer it was given.
 * A handle is not thread-safe; distinct handles may be used from distinct threads.
 */
#ifndef CSOLVER_H
#define CSOLVER_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CSOLVER_PIVOT_TOLERANCE 1e-9
#define CSOLVER_COST_TOLERANCE 1e-9
#define CSOLVER_FEASIBILITY_TOLERANCE 1e-9
#define CSOLVER_INFEASIBILITY_TOLERANCE 1e-8

/* The default memory bound: 2^25 cells (256 MiB per tableau). */
#define CSOLVER_DEFAULT_MAX_CELLS ((size_t)1 << 25)

/* The outcome of a call. */
typedef enum csolver_status {
  CSOLVER_OK = 0,
  /* The enabled required rows cannot all hold. */
  CSOLVER_INFEASIBLE = 1,
  /* A null pointer, an index out of range, a non-finite number or a bad relation. */
  CSOLVER_INVALID_ARGUMENT = 2,
  CSOLVER_OUT_OF_MEMORY = 3,
  /* The tableau would exceed the handle's max_cells. */
  CSOLVER_TOO_LARGE = 4,
  /* The simplex did not terminate within its iteration bound (a numerical problem). */
  CSOLVER_ITERATION_LIMIT = 5,
  /* A numerical failure such as an unbounded level objective, which exact arithmetic rules out. */
  CSOLVER_NUMERICAL_FAILURE = 6,
  /* Results were asked for before a successful csolver_solve. */
  CSOLVER_NOT_SOLVED = 7,
  /* A LAPACK routine reported an error. */
  CSOLVER_LAPACK_FAILURE = 8
} csolver_status;

/* How a row's left-hand side compares with zero. */
typedef enum csolver_relation {
  CSOLVER_EQUAL = 0,
  CSOLVER_LESS_EQUAL = 1,
  CSOLVER_GREATER_EQUAL = 2
} csolver_relation;

/* Work counters of a handle. */
typedef struct csolver_statistics {
  long primal_pivots;  /* pivots of phase 0, phase 1 and the level optimisations */
  long dual_pivots;    /* pivots of warm starts */
  long cold_solves;    /* solves that built the tableau from scratch */
  long warm_solves;    /* solves that reused the previous basis */
  int tableau_rows;    /* rows of the current tableau, objective rows and the free variables'
                          definitions (kept apart, see CSolver/README.md) included */
  int tableau_columns; /* columns of the current tableau, free variables and right-hand side
                          included */
} csolver_statistics;

/* An opaque solver handle. */
typedef struct csolver csolver;

/* Makes a handle for `variables` unknowns whose tableaux may hold at most `max_cells` doubles
 * (0 selects CSOLVER_DEFAULT_MAX_CELLS). */
csolver_status csolver_create(int variables, size_t max_cells, csolver **out);

/* Frees a handle; NULL is ignored. */
void csolver_destroy(csolver *solver);

/* Adds an enabled row; `*row_out` receives its index (rows are numbered 0, 1, ... in order).
 * Repeated variables are summed. `level` is 0 for required, else 1, 2, ... (weaker). */
csolver_status csolver_add_row(csolver *solver, int count, const int *variables,
                               const double *coefficients, double constant,
                               csolver_relation relation, int level, int *row_out);

/* Adds `count` enabled rows at once, as csolver_add_row would one by one: row k has the terms
 * `row_starts[k] ... row_starts[k+1] - 1` of `variables` and `coefficients` (row_starts[0] is
 * the first term of row 0, so one buffer can hold more rows than are added), `constants[k]`,
 * `relations[k]` (a csolver_relation value) and `levels[k]`. Every row is checked first: on
 * any invalid argument nothing is added (running out of memory may leave the rows before it
 * added). `*first_row_out` (optional) receives the first new row's index. */
csolver_status csolver_add_rows(csolver *solver, int count, const int *row_starts,
                                const int *variables, const double *coefficients,
                                const double *constants, const int *relations, const int *levels,
                                int *first_row_out);

/* Changes a row's constant. When the row is non-required and a solve succeeded, the stored
 * tableau is updated in place so the next csolver_solve is a warm dual-simplex start. */
csolver_status csolver_set_constant(csolver *solver, int row, double constant);

/* Enables or disables a row; disabled rows take no part in any solve or check. */
csolver_status csolver_set_row_enabled(csolver *solver, int row, int enabled);

/* Sets `*feasible` to 1 when the enabled required rows can all hold, else 0. When feasible and
 * `point` is not NULL, writes one point (all `variables` values) where they all hold. Does not
 * touch the solved state. */
csolver_status csolver_check_feasible(csolver *solver, int *feasible, double *point);

/* Computes the lexicographic optimum of the enabled rows. */
csolver_status csolver_solve(csolver *solver);

/* Copies the values of the first `count` variables (count <= variables). */
csolver_status csolver_copy_values(const csolver *solver, double *out, int count);

/* Copies the optimal total error of levels 0 ... count-1 (level 0, required, is always 0). */
csolver_status csolver_copy_level_errors(const csolver *solver, double *out, int count);

/* Sets flags[v] to 1 when variable v takes different values among optimal solutions, else 0,
 * for the first `count` variables. A variable is ambiguous when the optimal face (the points
 * that meet every required row and reach every level's optimal error) is not flat in its
 * direction. The face is analysed at the computed optimum: a rank-revealing QR (LAPACK dgeqp3)
 * of the active system - the rows whose own slacks and errors are all zero at the optimum, over
 * the variables - gives the directions that move no active bound; then, for every
 * variable those leave determined, a bounded simplex probe over the face (on a copy of the
 * tableau) tries to raise and to lower it along zero-cost columns. */
csolver_status csolver_find_ambiguous(csolver *solver, int *flags, int count);

/* Copies the work counters. */
csolver_status csolver_get_statistics(const csolver *solver, csolver_statistics *out);

/* Counts the nonzero cells of the solved tableau (0 when none), in O(cells). */
csolver_status csolver_count_nonzeros(const csolver *solver, size_t *out);

/* The number of doubles in the dense tableau of `rows` enabled rows, `definitions` of which
 * took a free variable in phase zero (see "Memory" above). */
size_t csolver_tableau_cells(int rows, int definitions, int private_columns, int levels);

/* Runs phase zero over the enabled rows, as a cold solve would, without allocating the dense
 * tableau: `*cells` receives the doubles that solve's tableau would hold (whether or not they
 * exceed max_cells) and `*definitions` (optional) the free variables phase zero pivoted in.
 * Does not touch the solved state. */
csolver_status csolver_measure(csolver *solver, size_t *cells, int *definitions);

/* Writes a readable description of the solved tableau (basis, values, level errors) into
 * `buffer` (always NUL-terminated when capacity > 0); `*needed` receives the full length. */
csolver_status csolver_dump(const csolver *solver, char *buffer, size_t capacity, size_t *needed);

/* A static English description of a status. */
const char *csolver_status_message(csolver_status status);

#ifdef __cplusplus
}
#endif

#endif /* CSOLVER_H */
