package search

import (
	"context"
	"testing"
	"time"

	"bitban/engine"
	"bitban/shogi"
)

// A position of a game against YaneuraOu (the twenty-first session's 1 s
// match, game 43, white to move) where most moves let Black mate by checks:
// the search without root mate searches plays one of them (6g7g in the
// game, 4i4h here), Black then mates in 11.
const rootMateGame = "l2g3nl/3sk1+N2/+P1pppps1p/3b5/4P4/1p1P1KPR1/2Ng1PN1P/5S3/L2G1+b2L w RG4Ps2p 62"

// rootMateAfter is rootMateGame after 4i4h (the horse takes the silver):
// Black to move mates in 11.
func rootMateAfter(t *testing.T) string {
	t.Helper()
	p, _ := shogi.ParseSFEN(rootMateGame)
	m, err := p.ParseUSIMove("4i4h")
	if err != nil {
		t.Fatal(err)
	}
	p.DoMove(m)
	return p.SFEN()
}

// TestProve: the first proof of every stored problem up to 11 plies is a
// mate against every defence (each move legal, each attacker move a
// check, the defender mated at the end), no shorter than the shortest
// mate with every interposition counted; positions without a mate are
// disproved; a small node budget answers MateUnknown.
func TestProve(t *testing.T) {
	ms := NewMateSolver(8)
	for _, pr := range loadMateProblems(t) {
		if pr.counted > 11 {
			continue
		}
		p, err := shogi.ParseSFEN(pr.sfen)
		if err != nil {
			t.Fatal(err)
		}
		var st engine.Stopper
		st.Start(30*time.Second, 0)
		line, status := ms.Prove(p, &st)
		if p.SFEN() != mustSFEN(t, pr.sfen) {
			t.Fatalf("Prove changed the position %s -> %s", pr.sfen, p.SFEN())
		}
		if pr.length == 0 {
			if status != MateNone {
				t.Errorf("%s: %v %v, want no mate", pr.sfen, status, movesUSI(line))
			}
			continue
		}
		if status != MateFound || len(line) < pr.counted || len(line)%2 == 0 {
			t.Errorf("%s: %v in %d (%v), want a mate of at least %d plies", pr.sfen, status, len(line), movesUSI(line), pr.counted)
			continue
		}
		checkMateLine(t, pr.sfen, line)
	}
	// The longest problem (29 plies) within 1,024 nodes (the solver looks
	// at its budget every 1,024).
	long := loadMateProblems(t)[0]
	for _, pr := range loadMateProblems(t) {
		if pr.counted > long.counted {
			long = pr
		}
	}
	p, _ := shogi.ParseSFEN(long.sfen)
	var st engine.Stopper
	st.Start(0, 1000)
	if line, status := ms.Prove(p, &st); status != MateUnknown {
		t.Errorf("1,000 nodes for a mate in %d: %v %v, want %v", long.length, status, movesUSI(line), MateUnknown)
	}
}

func mustSFEN(t *testing.T, sfen string) string {
	t.Helper()
	p, err := shogi.ParseSFEN(sfen)
	if err != nil {
		t.Fatal(err)
	}
	return p.SFEN()
}

// rootMateSearch searches sfen to depth with root mate searches of 8,000
// nodes and returns the searcher, to look at its root moves.
func rootMateSearch(t *testing.T, sfen string, depth, threads int) (*Searcher, engine.Result[shogi.Move]) {
	t.Helper()
	p, err := shogi.ParseSFEN(sfen)
	if err != nil {
		t.Fatal(err)
	}
	s := NewSearcher(16)
	s.Params.RootMateNodes = 8000
	res := s.Search(context.Background(), p, engine.Request[shogi.Move]{Limits: engine.Limits{Depth: depth, Threads: threads}})
	if p.SFEN() != mustSFEN(t, sfen) {
		t.Fatalf("search changed the position: %s", p.SFEN())
	}
	return s, res
}

// TestRootMateRefutes: with root mate searches the game position above
// settles the moves that let Black mate as mated, each with a real mating
// line, and answers with a move after which the solver finds no mate;
// with two threads too (the helpers' lines must not bring a settled move
// back).
func TestRootMateRefutes(t *testing.T) {
	for _, threads := range []int{1, 2} {
		s, res := rootMateSearch(t, rootMateGame, 9, threads)
		settled := 0
		for _, rm := range s.workers[0].rms {
			if rm.settled >= 0 {
				continue
			}
			settled++
			if rm.line[0] != rm.move || rm.settled != -MateValue+len(rm.line) {
				t.Errorf("%v settled at %d with line %v", rm.move, rm.settled, movesUSI(rm.line))
			}
			p, _ := shogi.ParseSFEN(rootMateGame)
			p.DoMove(rm.move)
			checkMateLine(t, p.SFEN(), rm.line[1:])
			if rm.move == res.Best {
				t.Errorf("threads %d: answered %v, settled as mated", threads, res.Best)
			}
		}
		if settled == 0 {
			t.Errorf("threads %d: no root move settled as mated", threads)
		}
		p, _ := shogi.ParseSFEN(rootMateGame)
		p.DoMove(res.Best)
		ms := NewMateSolver(16)
		var st engine.Stopper
		st.Start(0, 200000)
		if line, status := ms.Prove(p, &st); status == MateFound {
			t.Errorf("threads %d: answered %v, after which Black mates: %v", threads, res.Best, movesUSI(line))
		}
	}
}

// TestRootMateOwn: a mate in 11 by checks that a depth-2 search cannot
// see is settled before the first iteration: the answer is its first
// move, with its mate score and line.
func TestRootMateOwn(t *testing.T) {
	after := rootMateAfter(t)
	_, res := rootMateSearch(t, after, 2, 1)
	if !res.Exact || res.Score.Kind != engine.ScoreMate || res.Score.Value != len(res.PV) {
		t.Fatalf("score %+v with line %v, want a mate in %d", res.Score, movesUSI(res.PV), len(res.PV))
	}
	checkMateLine(t, after, res.PV)
	if res.Best != res.PV[0] {
		t.Errorf("answered %v, line starts %v", res.Best, res.PV[0])
	}
}

// TestKeepMatedLast: an interrupted iteration whose first move was just
// settled as mated, before any other move completed, answers with the
// first move it did not reach (in the previous order; one a root mate
// search cleared before the others) and the last completed iteration's
// score; a move proven to mate stays first, and so does a searched move
// that outscores the settled one.
func TestKeepMatedLast(t *testing.T) {
	mv := func(i int) shogi.Move { return shogi.Move(100 + i) }
	mated := -MateValue + 9
	w := &worker{completedScore: 140}
	rms := []rootMove{{move: mv(0), score: mated, settled: mated}, {move: mv(1), score: -infScore}, {move: mv(2), score: -infScore}}
	w.keepMatedLast(rms)
	if rms[0].move != mv(1) || rms[0].score != 140 || rms[1].move != mv(0) || rms[2].move != mv(2) {
		t.Errorf("order %v %v %v, first scores %d: want the first unreached move on top with 140", rms[0].move, rms[1].move, rms[2].move, rms[0].score)
	}
	if len(rms[0].pv) != 1 || rms[0].pv[0] != mv(1) {
		t.Errorf("line %v, want the move alone", rms[0].pv)
	}
	w.completedScore = -MateValue + 20
	rms = []rootMove{{move: mv(0), score: mated, settled: mated}, {move: mv(1), score: mated - 2, settled: mated - 2}, {move: mv(2), score: -infScore}}
	w.keepMatedLast(rms)
	if rms[0].move != mv(2) || rms[0].score != 0 {
		t.Errorf("first %v scoring %d: want the unsettled move, scored 0 when the last iteration saw a mate", rms[0].move, rms[0].score)
	}
	w.completedScore = 55
	rms = []rootMove{{move: mv(0), score: mated, settled: mated}, {move: mv(1), score: -infScore}, {move: mv(2), score: -infScore, checked: true}}
	w.keepMatedLast(rms)
	if rms[0].move != mv(2) || rms[0].score != 55 || rms[1].move != mv(0) || rms[2].move != mv(1) {
		t.Errorf("order %v %v %v, first scores %d: want the cleared move on top with 55", rms[0].move, rms[1].move, rms[2].move, rms[0].score)
	}
	for _, rms := range [][]rootMove{
		{{move: mv(0), score: MateValue - 5, settled: MateValue - 5}, {move: mv(1), score: -infScore}},
		{{move: mv(0), score: 30}, {move: mv(1), score: mated, settled: mated}},
	} {
		first := rms[0].move
		w.keepMatedLast(rms)
		if rms[0].move != first {
			t.Errorf("first %v moved for %v", first, rms[0].move)
		}
	}
}
