package search

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"bitban/engine"
	"bitban/shogi"
)

// TestRefutationStageOrder: the picker's refutation stage (the killers
// and the counter-move tried, when legal here, before the quiet moves are
// generated) yields the moves of the list picker (Params.KillersInList,
// the killers picked from the generated quiet moves by their ordering
// keys) in the same order, up to the order among moves of equal keys, on
// positions of random games with killers and counter-moves drawn from
// other positions (quiet moves, captures, illegal moves).
func TestRefutationStageOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	var pool []shogi.Move // moves of earlier positions
	var workers [2]*worker
	for i, inList := range []bool{false, true} {
		s := NewSearcher(1)
		s.Params.KillersInList = inList
		s.prepare(1)
		workers[i] = s.workers[0]
	}
	// The same random histories for both, so that few quiet moves tie.
	hist := rand.New(rand.NewPCG(9, 10))
	for c := range workers[0].history {
		for o := range workers[0].history[c] {
			for to := range workers[0].history[c][o] {
				v := int32(hist.IntN(32000) - 16000)
				workers[0].history[c][o][to], workers[1].history[c][o][to] = v, v
			}
		}
	}
	tried := 0
	for game := 0; game < 30; game++ {
		p := shogi.NewStartPosition()
		for ply := 0; ply < 100; ply++ {
			var buf [shogi.MaxMoves]shogi.Move
			legal := p.Generate(buf[:0])
			if len(legal) == 0 {
				break
			}
			pool = append(pool, legal[rng.IntN(len(legal))], legal[rng.IntN(len(legal))])
			if !p.InCheck() && len(pool) > 8 {
				refs := [3]shogi.Move{pool[rng.IntN(len(pool))], pool[rng.IntN(len(pool))], pool[rng.IntN(len(pool))]}
				tt := shogi.MoveNone
				if rng.IntN(2) == 0 {
					tt = legal[rng.IntN(len(legal))]
				}
				drop := -1 // pick every move
				if rng.IntN(2) == 0 {
					drop = rng.IntN(6) // prune the quiet moves after drop picks
				}
				tried += compareRefutationOrder(t, workers, p, refs, tt, legal, drop, rng.IntN(2) == 0)
			}
			p.DoMove(legal[rng.IntN(len(legal))])
		}
	}
	if tried < 100 {
		t.Fatalf("only %d killers or counter-moves were legal quiet moves where tried", tried)
	}
}

// compareRefutationOrder picks every move of p with both pickers (the
// workers of a searcher with the stage and of one without), with
// refs as the two killers and the counter-move of ply 5 and tt as the table
// move, and checks that their sequences of ordering keys match. With drop
// 0 or more, the quiet moves are pruned (dropPickerQuiets, keeping the
// checks with keepChecks) after drop moves were picked, and the pickers must
// still agree. It returns how many refutations were quiet moves of p.
func compareRefutationOrder(t *testing.T, workers [2]*worker, p *shogi.Position, refs [3]shogi.Move, tt shogi.Move, legal []shogi.Move, drop int, keepChecks bool) int {
	t.Helper()
	const ply = 5
	var seqs [2][]shogi.Move
	for i, w := range workers {
		w.killers[ply] = [2]shogi.Move{refs[0], refs[1]}
		w.played[ply-1] = shogi.NewMove(40, 41, shogi.Gold, false)
		w.counter[pieceTo(w.played[ply-1])] = refs[2]
		seqs[i] = pickDropping(w, p, tt, ply, drop, keepChecks)
	}
	if !sameMoves(seqs[0], seqs[1]) || drop < 0 && !sameMoves(seqs[0], legal) {
		t.Fatalf("%s: the pickers yield different moves (table move %v, refutations %v, drop after %d, keepChecks %v)\nstage %v\nlist  %v", p.SFEN(), tt, refs, drop, keepChecks, seqs[0], seqs[1])
	}
	// The ordering key of every move, as the list picker scores it.
	keys := map[shogi.Move]int32{}
	w := workers[1]
	all := slices.Clone(legal)
	w.scoreMoves(p, all, ply, 0, false)
	for i, m := range all {
		keys[m] = w.scores[ply][i]
	}
	for i := range seqs[0] {
		a, b := seqs[0][i], seqs[1][i]
		if i == 0 && a == tt {
			continue
		}
		if keys[a] != keys[b] {
			t.Fatalf("%s: move %d: stage picks %v (key %d), list picks %v (key %d)\nstage %v\nlist  %v",
				p.SFEN(), i+1, a, keys[a], b, keys[b], seqs[0], seqs[1])
		}
	}
	// The list picker tests the captures' SEE only when they come up
	// (captureKey, then nextGoodCapture) and still yields every move by
	// its full key (captureScore), the highest first.
	if drop < 0 {
		seq := seqs[1]
		if len(seq) > 0 && seq[0] == tt {
			seq = seq[1:]
		}
		for i := 1; i < len(seq); i++ {
			if keys[seq[i]] > keys[seq[i-1]] {
				t.Fatalf("%s: move %v (key %d) picked before %v (key %d)\nlist %v", p.SFEN(), seq[i-1], keys[seq[i-1]], seq[i], keys[seq[i]], seqs[1])
			}
		}
	}
	n := 0
	for _, m := range refs {
		if m != tt && p.LegalQuiet(m) {
			n++
		}
	}
	return n
}

// pickDropping returns every move the picker yields at ply, with table
// move tt; after drop picks (0 or more; -1: never) the quiet moves are
// pruned at once, as the search's late-move and futility pruning do, but
// for the checks with keepChecks.
func pickDropping(w *worker, p *shogi.Position, tt shogi.Move, ply, drop int, keepChecks bool) []shogi.Move {
	var pk picker
	inCheck := p.InCheck()
	w.ciReady[ply] = false
	w.startPicker(p, &pk, tt)
	var out []shogi.Move
	for {
		if len(out) == drop {
			w.dropPickerQuiets(p, &pk, ply, keepChecks)
		}
		m := w.nextMove(p, &pk, ply, inCheck)
		if m == shogi.MoveNone {
			return out
		}
		out = append(out, m)
	}
}

// BenchmarkRefutationStage reports the nodes a second of a depth-11 search
// of the middle-game positions with the refutation stage and with the
// killers picked from the generated list (the same tree).
func BenchmarkRefutationStage(b *testing.B) {
	for _, c := range []struct {
		name   string
		inList bool
	}{{"stage", false}, {"inlist", true}} {
		b.Run(c.name, func(b *testing.B) {
			var nodes uint64
			for b.Loop() {
				for _, sfen := range searchPositions {
					p, err := shogi.ParseSFEN(sfen)
					if err != nil {
						b.Fatal(err)
					}
					s := NewSearcher(16)
					s.Params.KillersInList = c.inList
					nodes += s.Search(context.Background(), p, engine.Request[shogi.Move]{Limits: engine.Limits{Depth: 11, Threads: 1}}).Nodes
				}
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}
