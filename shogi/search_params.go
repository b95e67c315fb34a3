package shogi

import "math"

// Params are the tuning values of the search and the evaluation. A Searcher
// copies them at the start of every search, so a tuner (or a test) sets
// Searcher.Params between searches, never package state; engine.LoadParams
// reads them from a JSON file (`--params`), fields it leaves out keeping
// their defaults. The defaults are DefaultParams.
type Params struct {
	// AspirationDelta is the half-width of the root window around the last
	// score (centipawns); it doubles on each fail and the window opens
	// fully once it exceeds AspirationMax.
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
	// LMRBadCaptures: late captures that lose material by SEE are reduced
	// like quiet moves, by the table alone (off: not yet measured by a
	// match).
	LMRBadCaptures bool
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
	// RazorMargin per ply: a node at RazorDepth plies or less whose static
	// score is this far below alpha is settled by quiescence.
	RazorMargin int
	RazorDepth  int
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
	// ProbCut from ProbCutDepth on (0: off): a capture whose search at
	// depth-4 beats beta+ProbCutMargin cuts the node (search_probcut.go).
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

	Eval EvalParams
}

// EvalParams are the weights of the hand-written evaluation (eval.go).
// Arrays indexed by piece type use the PieceType order (Pawn = 1 ...
// Dragon = 14); distance tables by king distance 0..8; rank tables by the
// rank seen from the piece's owner (1 the far rank, 9 its back rank).
type EvalParams struct {
	Material   [pieceTypeNB]int // a piece on the board
	Hand       [8]int           // a piece in hand (Pawn .. Gold)
	HandPawnsN int              // pawns in hand beyond this many count less
	HandPawnsV int              // ... by this much each
	Tempo      int              // bonus of the side to move
	Shelter    int              // per own piece next to the own king
	Mobility   int              // per square a rook, bishop, dragon or horse attacks
	// DangerScale*n^2, at most DangerMax, is the penalty for n danger units
	// around a king: enemy pieces near it, droppable pieces in the enemy's
	// hand (HandDanger per kind, up to two of a kind), less the shelter.
	DangerScale int
	DangerMax   int
	HandDanger  [8]int
	AttackNear  [pieceTypeNB][9]int // by distance to the enemy king
	DefendNear  [pieceTypeNB][9]int // by distance to the own king
	Rank        [pieceTypeNB][10]int
	// KingRel are king-relative piece-square values, fitted by `bitban
	// shogi train` (zero by default: the fit that gained in self-play lost
	// against YaneuraOu, README): [0] the piece's place seen from its
	// own king, [1] from the enemy king, by piece type, file distance
	// (0..8) and rank difference from the owner's view (+8: 0..16, below 8
	// the piece stands in front of that king). See kingRelIndex.
	KingRel [2][pieceTypeNB][9][17]int16
}

// DefaultParams returns the tuned defaults.
func DefaultParams() Params {
	return Params{
		AspirationDelta: 40, AspirationMax: 800,
		FutilityMargin: 150, FutilityDepth: 7,
		NullMinDepth: 3, NullBase: 3, NullDivisor: 3, NullEvalDivisor: 200,
		LMRDivisor: 2.2, LMRMinDepth: 3,
		LMPDepth: 8, LMPBase: 3, LMPScale: 1,
		HistoryBonusScale: 1, HistoryMaxBonus: 400, LMRHistoryDiv: 8000,
		RazorMargin: 300, RazorDepth: 2,
		FutilityQuietBase: 150, FutilityQuietScale: 120, FutilityQuietDepth: 6,
		SEEPruneDepth: 6, SEEQuietScale: 25, SEECaptureScale: 100,
		IIRDepth: 4, CheckExtension: 1,
		ProbCutMargin: 200,
		QDeltaMargin:  200, QMaxDepth: 12,
		Eval: defaultEvalParams(),
	}
}

func defaultEvalParams() EvalParams {
	e := EvalParams{
		Material:   PieceValue,
		Hand:       [8]int{Pawn: 115, Lance: 330, Knight: 390, Silver: 560, Gold: 620, Bishop: 920, Rook: 1080},
		HandPawnsN: 3, HandPawnsV: 25,
		Tempo: 20, Shelter: 12, Mobility: 3,
		DangerScale: 3, DangerMax: 900,
		HandDanger: [8]int{Pawn: 1, Lance: 1, Knight: 2, Silver: 3, Gold: 3, Bishop: 3, Rook: 4},
	}
	goldLike := [9]int{0, 70, 45, 20, 8, 0, 0, 0, 0}
	for _, pt := range []PieceType{Gold, ProPawn, ProLance, ProKnight, ProSilver} {
		e.AttackNear[pt] = goldLike
		e.DefendNear[pt] = [9]int{0, 55, 35, 10, 0, 0, -5, -10, -15}
	}
	e.AttackNear[Silver] = [9]int{0, 60, 40, 18, 6, 0, 0, 0, 0}
	e.DefendNear[Silver] = [9]int{0, 45, 30, 10, 0, 0, -5, -5, -5}
	e.AttackNear[Pawn] = [9]int{0, 25, 12, 4, 0, 0, 0, 0, 0}
	e.DefendNear[Pawn] = [9]int{0, 20, 12, 4, 0, 0, 0, 0, 0}
	e.AttackNear[Knight] = [9]int{0, 15, 35, 20, 5, 0, 0, 0, 0}
	e.DefendNear[Knight] = [9]int{0, 10, 10, 5, 0, 0, 0, 0, 0}
	e.AttackNear[Lance] = [9]int{0, 20, 15, 8, 4, 0, 0, 0, 0}
	e.DefendNear[Lance] = [9]int{0, 10, 5, 0, 0, 0, 0, 0, 0}
	e.AttackNear[Horse] = [9]int{0, 90, 65, 35, 15, 5, 0, 0, 0}
	e.DefendNear[Horse] = [9]int{0, 40, 30, 15, 5, 0, 0, 0, 0}
	e.AttackNear[Dragon] = [9]int{0, 100, 75, 40, 20, 8, 0, 0, 0}
	e.DefendNear[Dragon] = [9]int{0, 20, 15, 10, 0, 0, 0, 0, 0}
	e.AttackNear[Bishop] = [9]int{0, 30, 20, 12, 6, 0, 0, 0, 0}
	e.AttackNear[Rook] = [9]int{0, 40, 30, 18, 10, 4, 0, 0, 0}

	e.Rank[Pawn] = [10]int{0, 0, 40, 25, 12, 5, 0, 0, 0, 0}
	e.Rank[Lance] = [10]int{0, 0, 0, 0, 0, 0, 0, 0, 5, 10}
	e.Rank[Knight] = [10]int{0, 0, 0, 10, 15, 10, 5, 0, -5, -10}
	e.Rank[Silver] = [10]int{0, 0, 15, 10, 10, 5, 5, 5, 0, -10}
	e.Rank[Gold] = [10]int{0, 0, 0, 0, 0, 0, 5, 10, 10, 0}
	e.Rank[King] = [10]int{0, -150, -120, -90, -60, -40, -25, -10, 10, 20}
	for pt := ProPawn; pt <= ProSilver; pt++ {
		e.Rank[pt] = [10]int{0, 15, 15, 10, 5, 0, 0, 0, 0, 0}
	}
	return e
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
