package search

import (
	"testing"
	"time"

	"bitban/engine"
	"bitban/renju"
	"bitban/renju/eval"
)

// TestStaticPruningNeedsQuiet: the static pruning applies only at
// null-window nodes within its depth where the opponent has no winning
// threat, and then uses the leaf's score.
func TestStaticPruningNeedsQuiet(t *testing.T) {
	th := renjuThread(12, func(p *Params) { p.RFPDepth, p.RFPMargin = 3, 100 })

	// Black H8 I9 J10 and White's scattered stones: White to move, Black has
	// an open three (a straight four to make next): not quiet for White.
	th.setup(boardFromMoves(t, 15, renju.Renju, "H8A1I9A15J10"))
	if _, quiet := th.staticForPruning(2, 0, 1, 0); quiet {
		t.Error("quiet although the opponent has an open three")
	}
	// A quiet position: the pruning applies within its depth and window.
	th.setup(boardFromMoves(t, 15, renju.Renju, "H8H9"))
	static, quiet := th.staticForPruning(2, 0, 1, 0)
	if !quiet {
		t.Fatal("a two-stone position is not quiet")
	}
	if want := th.quietLeaf(th.countInfo()); static != want {
		t.Errorf("static score %d, the leaf says %d", static, want)
	}
	if _, quiet := th.staticForPruning(4, 0, 1, 0); quiet {
		t.Error("pruned beyond RFPDepth")
	}
	if _, quiet := th.staticForPruning(2, 0, 10, 0); quiet {
		t.Error("pruned at a node with an open window")
	}
	if _, quiet := th.staticForPruning(2, scoreMate, scoreMate+1, 0); quiet {
		t.Error("pruned against a proven score")
	}
}

// TestLeafVCF: with LeafVCFNodes set, a leaf where the side to move wins
// by fours scores as a proven win; without, it has only its static score.
func TestLeafVCF(t *testing.T) {
	found := 0
	for _, p := range loadMintaka(t) {
		b, _ := p.board(t)
		for _, nodes := range []uint64{0, 5_000_000} {
			th := renjuThread(14, func(p *Params) { p.LeafVCFNodes = nodes })
			th.setup(b)
			sc := th.negamax(0, 1, -scoreInf, scoreInf)
			switch {
			case nodes == 0 && sc > scoreMate:
				t.Errorf("%s: a proven win %d without the leaf probe", p.ID, sc)
			case nodes > 0 && sc <= scoreMate:
				t.Errorf("%s: leaf score %d, want the VCF's win", p.ID, sc)
			case nodes > 0:
				found++
			}
		}
	}
	if found == 0 {
		t.Fatal("no puzzle checked")
	}
}

// TestPrunedSearchPlaysLegally: with every pruning of Params switched on,
// quick games under each rule stay legal and the engine still takes an
// immediate win and blocks a four.
func TestPrunedSearchPlaysLegally(t *testing.T) {
	p := DefaultParams()
	p.RFPDepth, p.RFPMargin = 3, 300
	p.FutilityDepth, p.FutilityMargin = 2, 200
	p.RazorDepth, p.RazorMargin, p.RazorFours = 2, 300, true
	p.FailHighReduce, p.FailHighMargin, p.FailHighPerPly = 1, 0, 20
	p.TrivialDepth = 4
	p.LeafVCFNodes = 100
	p.LMRLog = 1.6
	p.LMRExemptOwn, p.LMRExemptOpp = eval.ClassFour, eval.ClassFour
	p.WidthPerDepth = 2
	p.NotImprovingQuarters = 2
	p.QFours, p.QPlainFours = 4, 2
	p.WinPointAnswers = true
	p.BeyondWidth = 2
	p.SingularDepth, p.SingularMargin = 4, 4
	for _, c := range []struct {
		moves string
		want  string
	}{
		{"H8H9I8I9J8J9K8A1", "G8L8"}, // Black makes five
		{"H8G8I8H9J8I9K8", "L8"},     // White blocks Black's four
	} {
		b := boardFromMoves(t, 15, renju.Freestyle, c.moves)
		s := NewSearcher(16)
		s.Params = p
		r := search(s, b, engine.Limits{MoveTime: 200 * time.Millisecond})
		if got := b.PointName(r.Best); len(got) == 0 || !containsName(c.want, got) {
			t.Errorf("%s: played %s, want one of %s", c.moves, got, c.want)
		}
	}
	for rule := renju.Rule(0); rule < 3; rule++ {
		b, _ := renju.NewBoard(15, rule)
		s := NewSearcher(16)
		s.Params = p
		for ply := 0; ply < 40 && b.Winner() == renju.Empty; ply++ {
			r := search(s, b, engine.Limits{Depth: 6})
			if r.Best == renju.NoPoint || !b.Legal(r.Best, b.SideToMove()) {
				t.Fatalf("rule %v ply %d: illegal move %v", rule, ply, r.Best)
			}
			b.Place(r.Best)
		}
	}
}

// TestLMRExemptions: moves that only take away the opponent's point of an
// open three are reduced once LMRExemptOpp rises above the open three, and
// a search to the same depth then takes fewer nodes.
func TestLMRExemptions(t *testing.T) {
	nodes := func(p Params) uint64 {
		var n uint64
		for _, moves := range []string{"H8H7I6G8", "H8I9G10H10I10G8"} {
			s := NewSearcher(16)
			s.Params = p
			n += search(s, boardFromMoves(t, 15, renju.Renju, moves), engine.Limits{Depth: 9}).Nodes
		}
		return n
	}
	p := DefaultParams()
	// The reductions alone: no moves past the width, no extension (both
	// change which nodes the reductions meet).
	p.BeyondWidth, p.SingularDepth = 0, 0
	all := nodes(p)
	p.LMRExemptOpp = eval.ClassDoubleThree
	fewer := nodes(p)
	t.Logf("depth 9 on two openings: %d nodes with the blocks of threes exempt, %d with them reduced", all, fewer)
	if fewer >= all {
		t.Errorf("depth 9 with blocks of threes reduced: %d nodes, with them exempt %d", fewer, all)
	}
}

// TestWidthPerDepth: with WidthPerDepth the nodes with depth left search
// more of their moves, so the same depth takes more nodes, and the
// search still finds the win of TestSearchTactics' first position.
func TestWidthPerDepth(t *testing.T) {
	nodes := func(wpd int) uint64 {
		s := NewSearcher(16)
		s.Params.WidthPerDepth = wpd
		return search(s, boardFromMoves(t, 15, renju.Renju, "H8H7I6G8"), engine.Limits{Depth: 7}).Nodes
	}
	if fixed, wider := nodes(0), nodes(2); wider <= fixed {
		t.Errorf("depth 7: %d nodes with 2 more moves a ply of depth, %d with a fixed width", wider, fixed)
	}
}

// containsName reports whether the concatenated point names list holds
// name as one of its points.
func containsName(list, name string) bool {
	pts, err := renju.ParseMoves(list, 15)
	if err != nil {
		return false
	}
	for _, p := range pts {
		if renju.FormatPoint(p, 15) == name {
			return true
		}
	}
	return false
}

// TestQFours: with the quiescence of fours a leaf sees a win by fours
// within its reach (mintaka's first VCF puzzle, five fours) and scores
// a position without fours as the static leaf does; without it the same
// leaf has only its static score.
func TestQFours(t *testing.T) {
	p := loadMintaka(t)[0]
	b, _ := p.board(t)
	leaf := func(q int, b *renju.Board) (sc, static int32) {
		s := NewSearcher(14)
		s.Params.QFours, s.Params.QPlainFours = q, q
		s.buildTables(b.Rule())
		th := s.threads[0]
		th.setup(b)
		th.iterDepth = maxPly // no other thread completes this "iteration"
		return th.negamax(0, 1, -scoreInf, scoreInf), th.quietLeaf(th.countInfo())
	}
	if sc, _ := leaf(6, b); sc <= scoreMate {
		t.Errorf("%s: leaf score %d with 6 fours, want a win", p.ID, sc)
	}
	if sc, static := leaf(0, b); sc != static {
		t.Errorf("%s: leaf score %d without the quiescence, want the static %d", p.ID, sc, static)
	}
	quiet := boardFromMoves(t, 15, renju.Renju, "H8H9I8")
	if sc, static := leaf(6, quiet); sc != static {
		t.Errorf("no fours: leaf score %d, want the static %d", sc, static)
	}
}

// TestNotImprovingNarrows: narrowing the nodes whose static score has not
// improved over two plies takes a search to the same depth in fewer
// nodes.
func TestNotImprovingNarrows(t *testing.T) {
	nodes := func(q int) uint64 {
		var n uint64
		for _, moves := range []string{"H8H7I6G8", "H8I9G10H10I10G8"} {
			s := NewSearcher(16)
			s.Params.NotImprovingQuarters = q
			// The narrowing alone: with BeyondWidth the moves it cuts are
			// searched reduced, and the singular extension deepens lines.
			s.Params.BeyondWidth, s.Params.SingularDepth = 0, 0
			n += search(s, boardFromMoves(t, 15, renju.Renju, moves), engine.Limits{Depth: 9}).Nodes
		}
		return n
	}
	all, half := nodes(4), nodes(2)
	t.Logf("depth 9 on two openings: %d nodes, %d with the width halved where the static score does not improve", all, half)
	if half >= all {
		t.Errorf("narrowed: %d nodes, not fewer than %d", half, all)
	}
}

// TestLeafThreatChecked: a position of a game against Rapfi (1 s a move,
// Black to move; Rapfi rated it about even) where the search at depth 9
// scored Black's K8 at +15,038: a leaf with a four-three to play and no
// White four got the four-three bonus, but White's block of the four makes
// a four, so it does not win. With the leaves' threat bonuses checked by a
// VCF search (LeafThreatVCF) the score must be the evaluation's again. The
// unchecked score is only logged: later search changes no longer carry the
// bonus to the root of this position at depth 9.
func TestLeafThreatChecked(t *testing.T) {
	score := func(nodes uint64) engine.Score {
		s := NewSearcher(18)
		s.Params.LeafThreatVCF = nodes
		b := boardFromMoves(t, 15, renju.Renju, "H8I9H7H6I7G9G7F7I8J7G8F8J9G6")
		return search(s, b, engine.Limits{Depth: 9}).Score
	}
	bonus := int(eval.DefaultParams().FourThreeLeaf)
	if sc := score(0); sc.IsMate() || sc.Value < bonus/2 {
		t.Logf("unchecked: %v (the bonus no longer reaches the root here)", sc)
	}
	if sc := score(2000); sc.IsMate() || sc.Value >= bonus/2 {
		t.Errorf("checked leaves: %v, want an evaluation below the four-three bonus %d", sc, bonus)
	}
}

// TestFailHighReduction: the fail-high reduction applies at a null-window
// node whose static score beats beta by its margin, and not where the
// window is open, the score is short of the margin, or the opponent has a
// winning threat to play.
func TestFailHighReduction(t *testing.T) {
	th := renjuThread(12, func(p *Params) { p.FailHighReduce, p.FailHighMargin, p.FailHighPerPly = 1, 10, 5 })
	th.setup(boardFromMoves(t, 15, renju.Renju, "H8H9"))
	info := th.countInfo()
	static := th.quietLeaf(info)
	if r := th.failHighReduction(2, static-21, static-20, info); r != 1 {
		t.Errorf("static %d beats beta %d by the margin 20: reduction %d, want 1", static, static-20, r)
	}
	if r := th.failHighReduction(2, static-20, static-19, info); r != 0 {
		t.Errorf("static %d short of beta %d plus 20: reduction %d", static, static-19, r)
	}
	if r := th.failHighReduction(2, static-100, static-20, info); r != 0 {
		t.Errorf("open window: reduction %d", r)
	}
	// White to move while Black has an open three.
	th.setup(boardFromMoves(t, 15, renju.Renju, "H8A1I9A15J10"))
	info = th.countInfo()
	static = th.quietLeaf(info)
	if r := th.failHighReduction(2, static-1001, static-1000, info); r != 0 {
		t.Errorf("the opponent has an open three: reduction %d", r)
	}
}

// TestTrivialPoints: a point where neither colour makes an open two or
// more is trivial; one next to both colours' stones is not.
func TestTrivialPoints(t *testing.T) {
	th := renjuThread(12, nil)
	b := boardFromMoves(t, 15, renju.Renju, "H8H9")
	th.setup(b)
	for _, c := range []struct {
		name string
		want bool
	}{{"G11", true}, {"I9", false}, {"G10", false}} {
		ms, err := renju.ParseMoves(c.name, 15)
		if err != nil {
			t.Fatal(err)
		}
		if got := th.trivial(ms[0]); got != c.want {
			t.Errorf("%s: trivial %v, want %v", c.name, got, c.want)
		}
	}
}

// TestRazorFours: a node within the razoring's margin where the side to
// move has a four to play is, with RazorFours, the quiescence of fours
// (the same score, far fewer nodes than the search it replaces); without,
// it is searched.
func TestRazorFours(t *testing.T) {
	// Black H8 H9 H10 closed by White H11: Black, to move, has a four at
	// H7 and White no threat.
	b := boardFromMoves(t, 15, renju.Renju, "H8A1H9H11H10A15")
	const alpha = 3000
	run := func(razorFours bool, q bool) (int32, uint64) {
		th := renjuThread(12, func(p *Params) { p.RazorDepth, p.RazorMargin, p.RazorFours = 2, 40, razorFours })
		th.setup(b)
		if q {
			return th.qFours(0, 1, alpha, alpha+1, true), th.nodes
		}
		return th.negamax(2, 1, alpha, alpha+1), th.nodes
	}
	want, qNodes := run(true, true)
	got, nodes := run(true, false)
	if got != want || nodes != qNodes+1 {
		t.Errorf("razored into the fours: score %d in %d nodes, the quiescence %d in %d (+1)", got, nodes, want, qNodes)
	}
	if qNodes < 2 {
		t.Errorf("the quiescence searched %d nodes: the four was not played", qNodes)
	}
	if _, full := run(false, false); full <= nodes {
		t.Errorf("without RazorFours %d nodes, with %d: the node was not searched", full, nodes)
	}
}

// TestBeyondWidth: with BeyondWidth the moves past the width are searched
// (reduced) where the depth leaves them a ply: more nodes than the width
// alone at depth 6, the same at depth 2 where no reduced move would have a
// ply left; the move played stays legal.
func TestBeyondWidth(t *testing.T) {
	b := boardFromMoves(t, 15, renju.Renju, "H8H9I10J8I7G7H7H6F8")
	run := func(beyond, depth int) (uint64, renju.Point) {
		s := NewSearcher(16)
		s.Params.Width, s.Params.NearRootWidth, s.Params.WidthPerDepth = 2, 2, 0
		s.Params.BeyondWidth = beyond
		r := search(s, b, engine.Limits{Depth: depth})
		return r.Nodes, r.Best
	}
	narrow, _ := run(0, 6)
	wide, best := run(2, 6)
	if wide <= narrow {
		t.Errorf("depth 6: %d nodes with BeyondWidth 2, %d without: the moves past the width were not searched", wide, narrow)
	}
	if !b.Legal(best, b.SideToMove()) {
		t.Errorf("illegal move %v", best)
	}
	without, _ := run(0, 2)
	with, _ := run(2, 2)
	if with != without {
		t.Errorf("depth 2: %d nodes with BeyondWidth 2, %d without: the search changed although no reduced move has a ply left", with, without)
	}
}

// TestSingularLeavesTable: the singular test searches the node without
// its table move and stores nothing for it: the node's table entry is the
// same before and after, and the test extends or not without a cut when
// its bound is below beta.
func TestSingularLeavesTable(t *testing.T) {
	th := renjuThread(16, func(p *Params) { p.SingularDepth, p.SingularMargin = 4, 4 })
	th.setup(boardFromMoves(t, 15, renju.Renju, "H8H9I10J8I7G7H7H6F8"))
	th.iterDepth = maxPly // no iteration is done by another thread
	// A search to depth 5 fills the node's entry with a move and a bound.
	sc := th.negamax(5, 1, -scoreInf, scoreInf)
	key := th.key()
	slot := &th.sr.tt[key&th.sr.mask]
	k, before := slot.Load()
	if k != key {
		t.Fatalf("the search stored no entry for the node (score %d, %d nodes, aborted %v)", sc, th.nodes, th.aborted)
	}
	e := entryOf(before, 1)
	if e.move == renju.NoPoint || e.flag == ttUpper {
		t.Fatalf("entry %+v: want a move with a lower bound", e)
	}
	nodes := th.nodes
	ext, _, cut := th.singular(e, 6, 1, sc+1000, 0)
	if th.nodes == nodes {
		t.Error("the singular test searched nothing")
	}
	if _, after := slot.Load(); after != before {
		t.Errorf("the singular test changed the node's entry: %+v, then %+v", e, entryOf(after, 1))
	}
	if cut || ext < 0 || ext > 1 {
		t.Errorf("singular test against a beta far above: ext %d cut %v", ext, cut)
	}
	if th.excluded[1] != renju.NoPoint {
		t.Error("the excluded move is left set")
	}
	// Below SingularDepth no node is tested: a depth-3 search takes the
	// same nodes as with the extension off.
	nodes3 := func(singularDepth int) uint64 {
		th := renjuThread(16, func(p *Params) { p.SingularDepth, p.SingularMargin = singularDepth, 4 })
		th.setup(boardFromMoves(t, 15, renju.Renju, "H8H9I10J8I7G7H7H6F8"))
		th.iterDepth = maxPly
		th.negamax(3, 1, -scoreInf, scoreInf)
		return th.nodes
	}
	if on, off := nodes3(4), nodes3(0); on != off {
		t.Errorf("depth 3: %d nodes with SingularDepth 4, %d without: tested below SingularDepth", on, off)
	}
}
