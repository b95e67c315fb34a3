package search

import (
	"math"

	"bitban/shogi/eval"
)

// Params are the tuning values of the search and the evaluation. A Searcher
// copies them at the start of every search, so a tuner (or a test) sets
// Searcher.Params between searches, never package state; engine.LoadParams
// reads them from a JSON file (`--params`), fields it leaves out keeping
// their defaults. The defaults are DefaultParams.
type Params struct {
	// AspirationDelta is the half-width of the root window around the last
	// score (centipawns); it doubles on each fail and the window opens
	// fully once it exceeds AspirationMax (0 or less: no aspiration, every
	// iteration searches the full window).
	AspirationDelta int
	AspirationMax   int
	// FutilityMargin per ply of depth: a node FutilityDepth plies or less
	// from the horizon whose static score beats beta by depth*margin
	// returns that score (reverse futility).
	FutilityMargin int
	FutilityDepth  int
	// Null-move pruning from NullMinDepth on, with a reduction of
	// NullBase + depth/NullDivisor plies, plus one per NullEvalDivisor
	// centipawns the static score beats beta by (up to three).
	NullMinDepth    int
	NullBase        int
	NullDivisor     int
	NullEvalDivisor int
	// NullMargin: the null move is tried only when the static score beats
	// beta by at least NullMargin - NullMarginDepth*depth, and by nothing
	// less than zero (0, 0: the defaults).
	NullMargin      int
	NullMarginDepth int
	// NullCutOnly: the null move is tried at expected cut nodes only (as
	// YaneuraOu's search does; off: at every non-PV node).
	NullCutOnly bool
	// Late-move reductions: ln(depth)*ln(moveNumber)/LMRDivisor plies for
	// quiet moves after the second, from LMRMinDepth on.
	LMRDivisor  float64
	LMRMinDepth int
	// LMRCutNode and LMRNotImproving: extra plies of reduction at an
	// expected cut node (a null-window child of an all node or of a
	// reduced move) and where the static score does not improve on the
	// side's score two plies up (0: none).
	LMRCutNode      int
	LMRNotImproving int
	// LMRBase: plies added to every late-move reduction; LMRTTPv: plies
	// taken off at a node that is or was a PV node (its table entry's PV
	// flag), as Stockfish-like searches reduce the rest harder and
	// their PV lines less (0, 0: neither).
	LMRBase int
	LMRTTPv int
	// LMRBadCaptures: late captures that lose material by SEE are reduced
	// like quiet moves, by the table alone (off: not yet measured by a
	// match).
	LMRBadCaptures bool
	// LMRAll: every late move is reduced from LMRAllMinDepth (default 2)
	// on, captures, promotions and evasions too, checks only as
	// CheckReduction allows (reductionAll), in place of the rules above
	// that reduce only late quiet moves from LMRMinDepth (off: level with
	// them in games at 1 s, README).
	LMRAll         bool
	LMRAllMinDepth int
	// LMRDeeper and LMRShallower: when a reduced move fails high, its
	// full-depth re-search goes a ply deeper if its score beat the node's
	// best by more than LMRDeeper, and a ply shallower if by less than
	// LMRShallower (0, 0: always at the unreduced depth).
	LMRDeeper, LMRShallower int
	// HistoryFromTo: the butterfly history is keyed by the square a move
	// leaves (or the type it drops) and its destination, as chess engines
	// key it, instead of the moved piece's type and destination.
	HistoryFromTo bool
	// Late-move pruning: at LMPDepth plies or less, quiet moves after
	// LMPBase + LMPScale*depth^2 tries are skipped.
	LMPDepth int
	LMPBase  int
	LMPScale int
	// History pruning: a quiet move whose reduced depth is under
	// HistPruneDepth (0: never) and whose history score (butterfly plus
	// continuation) is below -HistPruneMargin*depth is skipped.
	HistPruneDepth  int
	HistPruneMargin int
	// LMRHistoryDiv: a quiet move's reduction shrinks by its history
	// score (butterfly plus continuation) over this.
	LMRHistoryDiv int
	// The history bonus of a cut is HistoryBonusScale*depth^2, at most
	// HistoryMaxBonus (entries are bounded by historyMax = 16384, so with
	// scale 1 most stay within a few hundred and neither LMRHistoryDiv nor
	// history pruning sees much of them).
	HistoryBonusScale int
	HistoryMaxBonus   int
	// Razoring: a node at RazorDepth plies or less whose static score is
	// more than RazorBase + RazorMargin*depth + RazorSquare*depth^2 below
	// alpha is settled by quiescence. Off (RazorDepth 0) by default:
	// quiescence sees captures only, and in shogi the side behind in
	// material comes back with quiet attacking drops, which razoring
	// never searches (README: the games against YaneuraOu).
	RazorMargin int
	RazorDepth  int
	RazorBase   int
	RazorSquare int
	// Futility pruning of quiet moves in the move loop: at a reduced depth
	// of FutilityQuietDepth plies or less, a quiet move is skipped when the
	// static score plus FutilityQuietBase + FutilityQuietScale*depth stays
	// below alpha.
	FutilityQuietBase  int
	FutilityQuietScale int
	FutilityQuietDepth int
	// SEE pruning near the horizon (depth SEEPruneDepth or less): a quiet
	// move losing more than SEEQuietScale*depth^2, a capture losing more
	// than SEECaptureScale*depth, is skipped.
	SEEPruneDepth   int
	SEEQuietScale   int
	SEECaptureScale int
	// Singular extensions from SingularDepth on (0: off, the default —
	// self-play showed no gain, and they delayed finding mates): the
	// table move is extended when the others fail low under its score
	// less SingularMargin*depth/8.
	SingularDepth  int
	SingularMargin int
	// CheckExtension: plies added to a check whose checking piece cannot
	// be taken (0: no check extension).
	CheckExtension int
	// IIRDepth: a node this deep without a table move is searched one ply
	// shallower (internal iterative reduction).
	IIRDepth int
	// MateOneDepth: a node not in check with this much depth left (0:
	// never) first looks for a move that mates at once (MateInOne), before
	// the static pruning. At every node (1) the look takes 11-15 % of the
	// search's CPU samples, from depth 2 5-8 %, and either finds the mate
	// in 9 of TestSearchFindsMateInNine at depth 8 instead of 12; off by
	// default, since no self-play match showed a gain (README).
	MateOneDepth int
	// RootMateNodes: the df-pn nodes of each mate search by checks at the
	// root (0: none; rootmate.go). Before the first iteration the side to
	// move looks for its own mate, and a proof settles the move that
	// starts it; from RootMateDepth on, a root move about to become the
	// best is made and the opponent's mate looked for, and a proof
	// settles the move as mated, until the search's mate searches have
	// used RootMateTotal nodes. Off by default: no gain measured against
	// YaneuraOu (README, "Mates by checks at the root").
	RootMateNodes int
	RootMateDepth int
	RootMateTotal int
	// ProbCut from ProbCutDepth on (0: off): a capture whose search at
	// depth-4 beats beta+ProbCutMargin cuts the node (probcut.go).
	ProbCutDepth  int
	ProbCutMargin int
	// TTEval: a table score whose bound lies beyond the static score (a
	// lower bound above it, an upper bound below it, or exact) replaces it
	// in the static pruning of the node (reverse futility, razoring, null
	// move). Off: behind in self-play (README).
	TTEval bool
	// QDeltaMargin: quiescence skips a capture that cannot lift the stand
	// pat within this margin of alpha. QMaxDepth bounds quiescence plies.
	QDeltaMargin int
	QMaxDepth    int
	// QTable: quiescence probes the table (a stored bound that settles a
	// null window ends the node; the stored move is tried first) and
	// stores its results at depth 0, below every entry of the main search.
	QTable bool
	// QMateOne: the first ply of quiescence, not in check and with no
	// table entry, looks for a mate in one before the stand pat (as
	// YaneuraOu's quiescence does) and stores a mate it finds.
	QMateOne bool
	// QChecks: the first ply of quiescence, not in check, also searches
	// the quiet checks that do not lose the checking piece by SEE (after
	// the captures), so that a fork or a mating net by a check just
	// beyond the horizon is seen. Off by default.
	QChecks bool
	// CheckReduction: a quiet check that is not extended (its checking
	// piece can be taken) is reduced like other quiet moves, one ply less
	// (off: checks are searched to full depth).
	CheckReduction bool
	// CheckSEEPrune: near the horizon a check that loses material by SEE
	// is pruned like other moves that do (off: checks are always
	// searched).
	CheckSEEPrune bool
	// PruneChecks: checks are pruned near the horizon like the other
	// moves (late-move, futility, history and SEE pruning, and dropped
	// with the quiet moves), as YaneuraOu's search prunes them; off, a
	// check is always searched (CheckSEEPrune aside).
	PruneChecks bool
	// PruneChecksLMP: quiet checks are dropped by the late-move pruning
	// (the move-count limit) only, as YaneuraOu's move picker skips its
	// quiet moves checks and all; futility and history pruning still
	// leave them.
	PruneChecksLMP bool
	// CheckOrderBonus: a quiet move that gives check and does not lose
	// material by SEE is ordered this much above its history score (0: by
	// its history alone).
	CheckOrderBonus int
	// ThreatOrder: a quiet move that takes a piece out of the attack of a
	// cheaper enemy piece (shogi.Threats) to a square no cheaper piece
	// attacks is ordered ThreatOrder·(its threat level + 1) above its
	// history score, and a quiet move or drop that puts a piece where a
	// cheaper one attacks it as much below (0: by history alone; 2000 by
	// default).
	ThreatOrder int
	// LMREscape: a late quiet move that ThreatOrder rates as an escape
	// (it takes a piece out of a cheaper piece's attack to safety) is
	// reduced this many plies less (0: like any quiet move).
	LMREscape int
	// KillersInList: the killers and the counter-move are picked from the
	// generated quiet moves by their ordering keys, as before the picker
	// had a stage of its own for them (picker.go). The order is the same
	// either way but among moves of equal keys (so the trees differ only
	// by how ties fall); the stage saves generating and scoring the quiet
	// moves where a killer cuts. Off by default, on for the benchmark and
	// the test that compare the two.
	KillersInList bool
	// BadCapturesLast: captures that lose material by SEE come after every
	// quiet move instead of right after the killers.
	BadCapturesLast bool
	// CaptureHistory: captures are ordered by the victim's value plus a
	// capture history (moved piece, square, captured kind), which learns
	// by CaptureHistory·depth² (at most 1500) from the captures that cut
	// and those tried before a cut (0: by victim, then attacker, alone).
	CaptureHistory int
	// CaptureFutility, CaptureFutilityScale: near the horizon (a depth
	// after reduction below 7) a capture that does not check is skipped
	// when the static score plus the captured piece's value plus
	// CaptureFutility + CaptureFutilityScale·(that depth) cannot reach
	// alpha (0: captures are pruned by SEE alone).
	CaptureFutility      int
	CaptureFutilityScale int
	// ContFourth: the continuation history after the move four plies up
	// joins those after the moves one and two plies up (off: those two).
	ContFourth bool
	// PawnHistory: quiet moves are also ordered (and reduced) by a history
	// keyed by both sides' pawns, the moved piece and its destination.
	PawnHistory bool
	// CorrWeight: the correction history's weight (correction.go): the
	// static score gains (pawn entry + castle entry) * CorrWeight / 512,
	// entries within ±1024, learnt from each node's search result (0: off;
	// 64 by default since the tenth session's matches at 400k nodes).
	// CorrQuiescence: quiescence's stand pat is corrected too.
	CorrWeight     int
	CorrQuiescence bool
	// CorrPieces, CorrMaterial, CorrLastMove: the weights (in 512ths, 0:
	// off) of the correction tables keyed by each side's board pieces
	// other than pawns, by the material on the board and in hand, and by
	// the kind and square of the last move.
	CorrPieces   int
	CorrMaterial int
	CorrLastMove int
	// QMaxMoves: quiescence out of check searches its first QMaxMoves
	// moves (by victim), then only recaptures on the square of the last
	// move (0: every move).
	QMaxMoves int

	Eval eval.Params
}

// DefaultParams returns the tuned defaults.
func DefaultParams() Params {
	return Params{
		AspirationDelta: 40, AspirationMax: 800,
		FutilityMargin: 150, FutilityDepth: 7,
		NullMinDepth: 3, NullBase: 3, NullDivisor: 3, NullEvalDivisor: 200,
		LMRDivisor: 2.2, LMRMinDepth: 3, LMRAllMinDepth: 2,
		LMPDepth: 8, LMPBase: 3, LMPScale: 1,
		HistoryBonusScale: 1, HistoryMaxBonus: 400, LMRHistoryDiv: 8000,
		RazorMargin: 300, RazorDepth: 0,
		FutilityQuietBase: 150, FutilityQuietScale: 120, FutilityQuietDepth: 6,
		SEEPruneDepth: 6, SEEQuietScale: 25, SEECaptureScale: 100,
		IIRDepth: 4, CheckExtension: 1,
		ThreatOrder:   2000,
		ProbCutMargin: 200,
		RootMateDepth: 4, RootMateTotal: 32000,
		QDeltaMargin: 200, QMaxDepth: 12,
		CorrWeight: 64, CorrQuiescence: true,
		Eval: eval.DefaultParams(),
	}
}

// lmrTable[d][n] is the reduction of the n-th move at depth d.
type lmrTable [64][64]int8

func newLMRTable(divisor float64) (t lmrTable) {
	if divisor <= 0 {
		divisor = 1
	}
	for d := 1; d < 64; d++ {
		for n := 1; n < 64; n++ {
			t[d][n] = int8(0.5 + math.Log(float64(d))*math.Log(float64(n))/divisor)
		}
	}
	return t
}
