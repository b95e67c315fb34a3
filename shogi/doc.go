// Package shogi holds the rules of shogi on 81-square bitboards: pieces and
// hands, attack tables (step tables, file attacks by borrow tricks, rank and
// diagonal attacks by magic multiplication), the Position with incremental
// Zobrist keys and make/unmake on a state stack, SFEN and USI notation, fully
// legal move generation (also by kind for search), and Perft.
//
// Squares are bitboard.Square81 values: file-major, 1a = 0 ... 9i = 80;
// Black (sente) moves first and plays toward rank a.
//
// The API in short:
//
//   - ParseSFEN / NewStartPosition / (*Position).SetSFEN / SFEN: positions
//     (ParseSFENRelaxed takes test positions with extra pieces).
//   - (*Position).Generate(dst): the legal moves, appended to a caller's
//     buffer; GenerateCaptures (captures and promotions), GenerateQuiets,
//     GenerateChecks, GenerateEvasions: the same moves by kind.
//   - DoMove / UndoMove (and DoNullMove / UndoNullMove), InCheck, Checkers,
//     Pinned, GivesCheck, Key, AttackersTo.
//   - Move: a uint32 (to, from or dropped kind, drop and promotion flags, the
//     moving piece's kind); (*Position).ParseUSIMove checks a USI move against
//     the position, Move.USI formats one, (*Position).KIF and KI2 write
//     Japanese move text.
//   - Record: a game record (start, moves, times, comments, header,
//     ending); ParseKIF, ParseKI2 and ParseCSA read the Kakinoki and CSA
//     V2.2 formats (UTF-8; Shift_JIS files must be converted first), the
//     KIF, KI2 and CSA methods write them.
//   - Perft, Divide, DivideEach.
//   - Searcher: the engine.Searcher of the game (iterative-deepening PVS,
//     Lazy SMP over Limits.Threads, MultiPV, ponder), tuned by Params
//     (search margins and EvalParams; DefaultParams, engine.LoadParams);
//     Evaluate / EvaluateWith; MateSolver, the df-pn tsume solver.
//
// Tools and long runs live outside the default tests: `bitban shogi
// analyse` (depth, nodes and speed of a search, any threads or params
// file), `bitban bench --game shogi` (perft, time to depth with --threads,
// mate), and test flags given after -args: -long (the long perft,
// reference and mate runs), -update-magics (go generate ./shogi rewrites
// zz_magics.go; without it TestMagicsUpToDate fails when the file is
// stale) and -genmate (random mate problems, how testdata/shogi/mate was
// made).
//
// Typical use:
//
//	p, err := shogi.ParseSFEN("startpos")
//	var buf [shogi.MaxMoves]shogi.Move
//	for _, m := range p.Generate(buf[:0]) {
//		p.DoMove(m)
//		// ...
//		p.UndoMove(m)
//	}
package shogi
