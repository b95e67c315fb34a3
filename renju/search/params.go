package search

import "bitban/renju/eval"

// Params are the tuning values of the search and its evaluation. A
// Searcher copies DefaultParams when it is made; tests and tuning runs
// build their own value (engine.LoadParams reads one from JSON, missing
// fields keeping the defaults) and set Searcher.Params between searches.
type Params struct {
	// The evaluation's values (window weights, line levels, point
	// classes, the leaf's terms). Embedded: its fields are Params fields,
	// in Go and in JSON.
	eval.Params

	// GomokuEval, when set, is the evaluation under the freestyle and
	// standard rules (default: eval.GomokuParams, fitted to freestyle
	// positions; the embedded values were fitted to renju positions
	// only); nil: the embedded values serve every rule.
	GomokuEval *eval.Params

	// Swap2GomokuEval, when set, replaces GomokuEval in the Swap2
	// decisions (DecideSwap2) under freestyle and standard (default:
	// eval.HandParams). The fitted gomoku weights play better from
	// balanced openings but misjudge lopsided three-stone ones: they rate
	// H8 H9 J8 at +45 for White, where Rapfi gives Black about +190.
	Swap2GomokuEval *eval.Params

	// Width is the number of best-ordered moves searched at a node more
	// than NearRootPlies from the root, NearRootWidth nearer the root.
	Width, NearRootWidth int
	NearRootPlies        int
	// WidthPerDepth widens both by this many moves a ply of depth left
	// (0: a fixed width): the deeper the search below a node, the more of
	// its moves it looks at, so that more time can find what a fixed
	// width cuts at every depth.
	WidthPerDepth int
	// NotImprovingQuarters narrows the width at null-window nodes with no
	// threat to answer whose static score is not above the one two plies
	// before (the same side to move), to this many quarters of it (4: no
	// narrowing).
	NotImprovingQuarters int
	// BeyondWidth (0: none): the moves past the width are not skipped but
	// searched this many plies shallower (or by their late-move reduction
	// if it is larger), where that leaves at least one ply, and again at
	// full depth when they beat alpha: more time reaches the moves a fixed
	// width never searches.
	BeyondWidth int

	// ThreatExtend: the answers to an opponent's open three cost no depth
	// when there are at most this many of them (0: never), as the block of
	// a four costs none; a threat sequence of n attacker moves then needs
	// about n plies instead of 2n.
	ThreatExtend int

	// ThreatLineAnswers: where the opponent has an open three (a point
	// where it makes a straight four), the moves searched are our fours
	// and the points where the opponent makes a four in the line
	// direction of such a straight four (the blocks of the three, near
	// and far); off: the points where it makes a four in any line, which
	// crowd the width with moves that leave the three open.
	ThreatLineAnswers bool

	// WinPointAnswers: at a node where the opponent has no open three but
	// a point where it would make a four-three or two fours (a win by
	// fours), only our fours and the moves that spoil that point are
	// searched (winpoint.go), as the answers to an open three are; off:
	// every candidate, up to the width.
	WinPointAnswers bool

	// Static pruning at null-window nodes where the opponent has no
	// winning threat to play (no point where it makes a double three, a
	// four-three, a straight four or a five):
	// with depth at most RFPDepth (0: none) the node returns its static
	// score when that beats beta by RFPMargin per ply of depth; with depth
	// at most FutilityDepth (0: none) and the static score plus
	// FutilityMargin per ply at or below alpha, the moves that neither
	// make nor block a three are skipped after the first.
	// With depth at most RazorDepth (0: none), no four to play and the
	// static score plus RazorMargin per ply at or below alpha, the node
	// returns its static score.
	RFPDepth, FutilityDepth, RazorDepth    int
	RFPMargin, FutilityMargin, RazorMargin int32
	// RazorFours: where the razoring's margin holds but the side to move
	// has a four to play, the node is the quiescence of fours instead of a
	// full search (qFours: the static score, or a four, plain ones
	// included, answered by its block; fours beyond that as QFours
	// allows), as Rapfi razors into its VCF search; off: such a node is
	// not razored.
	RazorFours bool

	// FailHighReduce (0: none): at a null-window node where the opponent
	// has no winning threat to play and the static score beats beta by
	// FailHighMargin plus FailHighPerPly a ply of depth (the node will
	// likely fail high), the moves that make no four are searched this
	// many plies shallower, re-searches included.
	FailHighReduce                 int
	FailHighMargin, FailHighPerPly int32

	// TrivialDepth (0: none): at depths below it, after the first move,
	// the moves on points where neither colour makes an open two or more
	// (both classes ClassNone) are skipped while some move searched does
	// not lose.
	TrivialDepth int

	// SingularDepth (0: none): from this depth, the table's move is
	// searched a ply deeper when it is singular: the other moves, searched
	// without it to half the depth, all stay below its stored lower bound
	// less SingularMargin a ply of depth; if that reduced bound beats beta
	// anyway, the node is cut with it.
	SingularDepth  int
	SingularMargin int32

	// KillerBonus is the move-ordering bonus of a killer move; HistoryShift
	// scales the history counters down before they are added; DefenceQuarters
	// weighs the opponent's shapes on a point (blocking value) in quarters
	// of our own.
	KillerBonus     int32
	HistoryShift    uint
	DefenceQuarters int32
	// HistoryMax (0: unbounded) bounds the history counters: a cut's
	// bonus (depth², at most HistoryMax) moves a counter h by
	// bonus - h·bonus/HistoryMax, so that it stays within HistoryMax
	// whatever the time a move is given. Unbounded, the counters add up
	// over the whole game (cleared by NewGame only) and outgrow the
	// shapes' order values (TestHistoryGrowsOverAGame).
	HistoryMax int32

	// Late-move reductions: from depth LMRMinDepth (0: none), the moves
	// after the first LMRMinMove that make and block less than a three are
	// searched one ply shallower, two from the LMRLateMove-th, and again at
	// full depth when they beat alpha.
	LMRMinDepth, LMRMinMove, LMRLateMove int
	// LMRLog, when above 0, replaces the one or two plies of those
	// reductions by ln(depth) x ln(move number) / LMRLog plies (at least
	// one): the later and the deeper, the more.
	LMRLog float64
	// LMRExemptOwn and LMRExemptOpp exempt a move from the reductions when
	// the mover's class of its point (what the stone makes) is at least
	// LMRExemptOwn, or the opponent's class there (what the stone takes
	// away) at least LMRExemptOpp. Default: an open three either way.
	LMRExemptOwn, LMRExemptOpp eval.Class

	// OrderValue weighs, in sixteenths, the point values of the evaluation
	// (the mover's value of the point plus the opponent's) in the move
	// order, besides the shapes, killers and history.
	OrderValue int32

	// Policy (nil: none) is a move policy fitted to a stronger engine's
	// choices (bitban renju policy); its scores, weighted by PolicyOrder in
	// sixteenths (0: not used), join the move order beside the shapes.
	Policy      *eval.Policy
	PolicyOrder int32

	// RootLMR applies the late-move reductions at the root too.
	// Aspiration is the half-width of the root window around the last
	// iteration's score from depth 4 (0: the full window); a fail widens it
	// fourfold.
	RootLMR    bool
	Aspiration int32

	// TreeVCFNodes is the node budget of the VCF probe at inner nodes (depth
	// 2 or more, with a four to play): it finds the short wins by fours that
	// the width-limited search could miss.
	TreeVCFNodes uint64
	// LeafVCFNodes (0: none) is the budget of the same probe at the leaves
	// (depth 0 or below) where the side to move has a four to play: a win
	// by fours beyond the horizon scores as the win it is.
	LeafVCFNodes uint64
	// QFours (0: none) is the quiescence of fours at the leaves: up to
	// this many fours of the side to move beyond the horizon, each
	// answered by its block, with the static score as the alternative at
	// every step; plain fours (a four and nothing else) only in the first
	// QPlainFours of them, the others being fours that make more.
	QFours, QPlainFours int
	// LeafThreatVCF (0: none) is the node budget of a VCF search at the
	// quiet leaves that get a threat bonus (a straight four or a
	// four-three to play): a win scores as proven, a refutation drops the
	// bonus.
	LeafThreatVCF uint64

	// In-tree VCT probes: at plies 1..TreeVCTPly (0: none) with depth
	// TreeVCTMinDepth or more left, a VCT of up to TreeVCTDepth attacker
	// threats and TreeVCTNodes nodes for the side to move.
	TreeVCTPly, TreeVCTMinDepth, TreeVCTDepth int
	TreeVCTNodes                              uint64

	// Root probes before the tree, each on 1/part of the soft time (or the
	// node budget without a clock): our VCF, our VCT (up to VCTDepth
	// attacker moves), the opponent's VCF if we passed, and per candidate
	// (at most DefenceMoves of them) the opponent's VCF after it.
	// With OppVCTPart > 0 the opponent's VCT if we passed is looked for
	// too (on 1/OppVCTPart of the time, OppVCTNodes nodes), and when it
	// exists the candidates are tested against it as against a VCF. A
	// part below 1 counts as 1: the whole budget.
	VCFPart, VCTPart, OppVCFPart, DefencePart int
	OppVCTPart                                int
	VCFNodes, VCTNodes, OppVCFNodes           uint64
	OppVCTNodes                               uint64
	DefenceNodes                              uint64
	VCTDepth, DefenceMoves                    int

	// The check of the chosen move (check.go; CheckMoves 0: off): after
	// the deepening, the move to play is made and the opponent's VCF and
	// VCT (up to VCTDepth threats) are looked for, at most CheckNodes
	// nodes each; when one wins, the next root moves of the last
	// iteration's order are checked the same way, up to CheckMoves moves
	// in all, and the first that survives is played. The checks together
	// take at most 1/CheckPart of the soft time, never past the hard limit
	// (CheckNodes 0: VCTNodes; a node-limited search gives each at most
	// 1/CheckPart of its nodes).
	CheckMoves, CheckPart int
	CheckNodes            uint64

	// HelperAhead is how many plies the odd Lazy SMP helpers search ahead
	// of the main thread's iteration (the even ones search with it).
	HelperAhead int

	// IterationShare stops the iterative deepening once this fraction of
	// the soft time has passed (the next iteration would take longer than
	// what is left).
	IterationShare float64
}

// DefaultParams are the values the engine plays with.
func DefaultParams() Params {
	return Params{
		Params:               eval.DefaultParams(),
		GomokuEval:           ptr(eval.GomokuParams()),
		Swap2GomokuEval:      ptr(eval.HandParams()),
		Width:                9,
		NearRootWidth:        16,
		NearRootPlies:        2,
		WidthPerDepth:        1,
		NotImprovingQuarters: 4,
		BeyondWidth:          3,
		SingularDepth:        6, SingularMargin: 4,

		KillerBonus:     300,
		HistoryShift:    4,
		DefenceQuarters: 3,

		LMRMinDepth: 3, LMRMinMove: 3, LMRLateMove: 8, RootLMR: true, Aspiration: 60,
		LMRExemptOwn: eval.ClassThree, LMRExemptOpp: eval.ClassThree,

		TreeVCFNodes: 400,
		TreeVCTPly:   0, TreeVCTMinDepth: 2, TreeVCTDepth: 5, TreeVCTNodes: 3000,

		VCFPart: 4, VCTPart: 4, OppVCFPart: 8, DefencePart: 40,
		OppVCTPart: 0, OppVCTNodes: 100_000,
		VCFNodes: 2_000_000, VCTNodes: 300_000, OppVCFNodes: 200_000,
		DefenceNodes: 50_000,
		VCTDepth:     6, DefenceMoves: 400,

		HelperAhead:    1,
		IterationShare: 0.5,
	}
}

func ptr[T any](v T) *T { return &v }
