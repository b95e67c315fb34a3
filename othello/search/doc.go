// Package search is Othello's search layer: the midgame search (iterative
// deepening PVS over the pattern evaluation of package othello/eval, with
// ProbCut and Lazy SMP threads), its transposition table, the exact
// endgame solver (with stability cut-offs, selective pre-searches and a
// parallel split), the move-quality sets that measure the engine against
// perfect play, and Engine, the searcher behind the engine contract
// (engine.Searcher) that the NBoard adapter, the CLI and the web speak to.
//
// Tunable values are values: Params for the midgame search, SolveParams
// for the solver, each with its defaults (DefaultParams,
// DefaultSolveParams). The position layer (boards, moves, flips, the
// solver's move lists) is package othello; the hot paths call its
// functions directly and the small ones inline.
package search
