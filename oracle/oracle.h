/* oracle.h -- the refinement oracle (does the target refine the source?),
 * input selection, divergence signatures, and the SQLite store.
 *
 * Owns: oracle/.  Who may include it: cli/, reduce/, reports/, tests/.
 *
 * The oracle never reports what a legal choice of the source's
 * nondeterminism explains (DESIGN.md, "Semantics"): the source run
 * over-approximates (undef and fixed-unknown bits match anything, a source
 * that may be poison matches anything, an input on which the source has UB is
 * discarded); the target run is concrete where it steers execution.
 */
#ifndef LLFUZZ_ORACLE_H
#define LLFUZZ_ORACLE_H

#include "exec/exec.h"

/* ============================================================ refinement */
/* (oracle/refine.c, oracle/inputs.c) */

/* ================================================================= store */
/* (oracle/store.c) SQLite store: schema in the README ("The database"). */

#endif
