// Package search is the renju/gomoku engine: the search over the positions
// of package renju, with the evaluation of package renju/eval.
//
// Searcher satisfies engine.Searcher[*renju.Board, renju.Point]:
// Search(ctx, board, engine.Request) with the contract's limits (clock,
// depth, nodes, Threads, MultiPV, HashMB, SearchMoves), structured
// engine.Info reports (proven results as engine.ScoreMate in plies) and an
// engine.Result. Before the tree it plays a five, blocks one, and tries a
// VCF and a VCT of its own and the opponent's VCF (root.go); the tree is a
// width-limited PVS with a table, in-tree VCF probes and threat rules
// (tree.go) over a per-point pattern cache kept on make/unmake (cache.go);
// Threads > 1 runs Lazy SMP on the shared table (smp.go). The VCF and VCT
// solvers (vcf.go, vct.go) are usable alone. DecideSwap2 makes the
// engine's Swap2 decisions (swap2*.go), GenerateOpenings builds balanced
// openings for matches, and Trainer extracts the evaluation's features
// from the search's cache for the trainer (renju/eval).
//
// Tuning values are Params fields (the evaluation's eval.Params embedded).
// Measurements are commands, not tests:
//
//	bitban bench --game renju --match "time to depth" --threads 2   # Lazy SMP
//	bitban renju vcf < testdata/renju/lfz084_vcf_puzzles_rapfi.jsonl
package search
