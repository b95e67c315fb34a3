// Package search is the game-tree search of shogi:
//
//   - Searcher: the engine.Searcher of the game (iterative-deepening PVS,
//     Lazy SMP over Limits.Threads, MultiPV, ponder) over a lock-free
//     transposition table (TT), tuned by Params (search margins and the
//     evaluation's eval.Params; DefaultParams, engine.LoadParams).
//   - MateSolver: the df-pn tsume solver, with the composers' convention
//     on useless interpositions (MatedByConvention); BoardLine plays a
//     solution out to checkmate on the board.
//   - GenerateOpenings and GenerateData: self-play with a Searcher, for
//     balanced match openings (`bitban shogi openings`) and for the
//     training data of package shogi/eval (`bitban shogi data`).
//
// Tools and long runs live outside the default tests: `bitban shogi
// analyse` (depth, nodes and speed of a search, any threads or params
// file), `bitban shogi mate`, `bitban bench --game shogi` (time to depth
// with --threads, mate), and test flags given after -args: -long (every
// mate problem with the brute-force confirmations) and -genmate (random
// mate problems, how testdata/shogi/mate was made).
package search
