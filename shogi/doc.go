// Package shogi holds the rules of shogi on 81-square bitboards (the
// position layer): pieces and hands, attack tables (step tables, file
// attacks by borrow tricks, rank and diagonal attacks by magic
// multiplication), the Position with incremental Zobrist keys and
// make/unmake on a state stack, SFEN, USI, KIF/KI2 and CSA notation and
// records, fully legal move generation (also by kind for search),
// repetition, the entering-king rule, and Perft.
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
//     GenerateChecks, GenerateEvasions: the same moves by kind;
//     GenerateQuiescence: the captures and the promotions worth searching
//     in quiescence (those of pawns, bishops and rooks).
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
//   - For the layers above: SEE and PieceValue, Quiet, MateInOne,
//     CanDeclareWin (the entering-king rule), Repetition, GivesCheckWith
//     with a CheckInfo computed once per node, Plausible (a table move's
//     sanity test), GiveBackCapture (the tsume convention's hand passing).
//
// The evaluation and its trainers are package shogi/eval; the search (the
// engine.Searcher of the game), its Params and the df-pn mate solver are
// package shogi/search; the USI adapter is shogi/usi.
//
// Tools and long runs live outside the default tests: `bitban bench --game
// shogi` (perft, time to depth with --threads, mate), and test flags given
// after -args: -long (the long perft and reference runs), -update-magics
// (go generate ./shogi rewrites zz_magics.go; without it
// TestMagicsUpToDate fails when the file is stale).
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
