package search

import (
	"context"
	"fmt"
	"math/rand/v2"

	"bitban/engine"
	"bitban/renju"
)

// OpeningOptions say how GenerateOpenings builds balanced openings for
// engine matches: Black's first stone on the centre, then each stone one
// of the PickLines best moves at PickDepth within PickMargin of the best,
// kept when a CheckDepth search scores the end position within MaxScore
// and finds no proven result.
type OpeningOptions struct {
	Rule       renju.Rule
	Size       int
	Count      int    // openings wanted
	Stones     int    // stones of each opening, the centre one included
	PickDepth  int    // search depth of the move choice
	PickLines  int    // candidates per stone (multi-PV)
	PickMargin int    // how far behind the best a candidate may score
	CheckDepth int    // depth of the balance check
	MaxScore   int    // |score| at CheckDepth must not exceed this
	Seed       uint64 // the random choices; the same seed, the same set
	// Roots (none: the centre stone alone) are the lines the openings
	// grow from, taken in turn: each opening is one of them with stones
	// added up to Stones (a root of Stones or more stones is kept as it
	// is, once).
	Roots    [][]renju.Point
	MaxTries int // give up after this many candidate openings (0: 20*Count)
	Progress func(n, tried int)
}

// DefaultOpeningOptions are 6-stone renju openings on 15x15 within 120 at
// depth 6.
func DefaultOpeningOptions() OpeningOptions {
	return OpeningOptions{Rule: renju.Renju, Size: 15, Count: 100, Stones: 6, PickDepth: 4, PickLines: 5,
		PickMargin: 80, CheckDepth: 6, MaxScore: 200, Seed: 1}
}

// GenerateOpenings returns o.Count distinct openings (stones in order,
// Black first) with the score of each at o.CheckDepth for the side to
// move. It stops early when ctx is cancelled.
func GenerateOpenings(ctx context.Context, o OpeningOptions) ([][]renju.Point, []int, error) {
	if o.Count < 1 || o.Stones < 1 || o.PickDepth < 1 || o.PickLines < 1 || o.CheckDepth < 1 {
		return nil, nil, fmt.Errorf("openings: count, stones, depths and lines must be positive")
	}
	if o.Size < renju.MinSize || o.Size > renju.MaxSize || o.Stones > o.Size*o.Size/2 {
		return nil, nil, fmt.Errorf("openings: size must be %d..%d with room for the stones", renju.MinSize, renju.MaxSize)
	}
	tries := o.MaxTries
	if tries <= 0 {
		tries = 20 * o.Count
	}
	rng := rand.New(rand.NewPCG(o.Seed, 0x5e7a))
	s := NewSearcher(18)
	seen := map[uint64]bool{}
	var lines [][]renju.Point
	var scores []int
	for tried := 0; len(lines) < o.Count && tried < tries && ctx.Err() == nil; tried++ {
		var root []renju.Point
		if len(o.Roots) > 0 {
			root = o.Roots[tried%len(o.Roots)]
		}
		b, stones, ok := randomOpening(ctx, s, rng, o, root)
		if !ok || seen[b.Hash()] {
			continue
		}
		s.NewGame()
		r := s.Search(ctx, b, engine.Request[renju.Point]{Limits: engine.Limits{Depth: o.CheckDepth, Threads: 1}})
		if !r.HasBest || r.Score.IsMate() || r.Score.Value > o.MaxScore || r.Score.Value < -o.MaxScore {
			continue
		}
		seen[b.Hash()] = true
		lines = append(lines, stones)
		scores = append(scores, r.Score.Value)
		if o.Progress != nil {
			o.Progress(len(lines), tried+1)
		}
	}
	if len(lines) < o.Count && ctx.Err() == nil {
		return lines, scores, fmt.Errorf("openings: only %d balanced openings in %d tries (raise --max-score or lower --stones)", len(lines), tries)
	}
	return lines, scores, ctx.Err()
}

// randomOpening places o.Stones stones, the first on the centre (or the
// stones of root first), each later one picked at random among the best
// lines at o.PickDepth within o.PickMargin of the best. ok is false when a
// line ends in a proven result (the opening would be decided), the search
// finds no move or the root is not a legal line.
func randomOpening(ctx context.Context, s *Searcher, rng *rand.Rand, o OpeningOptions, root []renju.Point) (*renju.Board, []renju.Point, bool) {
	b, _ := renju.NewBoard(o.Size, o.Rule)
	if len(root) == 0 {
		root = []renju.Point{renju.Pt(o.Size/2, o.Size/2)}
	}
	stones := append([]renju.Point(nil), root...)
	if b.PlayMoves(stones) != nil || b.Winner() != renju.Empty {
		return nil, nil, false
	}
	for len(stones) < o.Stones {
		s.NewGame()
		r := s.Search(ctx, b, engine.Request[renju.Point]{Limits: engine.Limits{Depth: o.PickDepth, MultiPV: o.PickLines, Threads: 1}})
		if !r.HasBest || r.Score.IsMate() {
			return nil, nil, false
		}
		cands := []renju.Point{r.Best}
		for _, l := range r.Lines[min(1, len(r.Lines)):] {
			if len(l.PV) > 0 && !l.Score.IsMate() && l.Score.Value >= r.Score.Value-o.PickMargin {
				cands = append(cands, l.PV[0])
			}
		}
		p := cands[rng.IntN(len(cands))]
		if b.Place(p) != nil {
			return nil, nil, false
		}
		stones = append(stones, p)
	}
	return b, stones, true
}
