package search

import (
	"context"
	"fmt"
	"math/rand/v2"

	"bitban/engine"
	"bitban/shogi"
)

// OpeningOptions say how GenerateOpenings builds a set of balanced
// openings for engine matches: random but reasonable moves (each ply one
// of the MultiPV best at PickDepth within PickMargin of the best), then a
// check at CheckDepth that neither side is better by more than MaxScore.
type OpeningOptions struct {
	Count      int    // openings wanted
	Plies      int    // moves of each opening
	PickDepth  int    // search depth of the move choice
	PickLines  int    // candidates per ply (MultiPV)
	PickMargin int    // centipawns behind the best a candidate may be
	CheckDepth int    // depth of the balance check
	MaxScore   int    // |score| at CheckDepth must not exceed this
	Seed       uint64 // the random choices; the same seed, the same set
	MaxTries   int    // give up after this many candidate openings (0: 20*Count)
	Progress   func(n, tried int)
}

// DefaultOpeningOptions are 16-ply openings within 150 cp at depth 8.
func DefaultOpeningOptions() OpeningOptions {
	return OpeningOptions{Count: 100, Plies: 16, PickDepth: 5, PickLines: 4, PickMargin: 60,
		CheckDepth: 8, MaxScore: 150, Seed: 1}
}

// GenerateOpenings returns o.Count distinct openings as USI move lists
// from the initial position, each with its score at o.CheckDepth (for the
// side to move at the end). It stops early when ctx is cancelled.
func GenerateOpenings(ctx context.Context, o OpeningOptions) ([][]shogi.Move, []int, error) {
	if o.Count < 1 || o.Plies < 1 || o.PickDepth < 1 || o.PickLines < 1 || o.CheckDepth < 1 {
		return nil, nil, fmt.Errorf("openings: count, plies, depths and lines must be positive")
	}
	tries := o.MaxTries
	if tries <= 0 {
		tries = 20 * o.Count
	}
	rng := rand.New(rand.NewPCG(o.Seed, 0x0b17ba4))
	s := NewSearcher(16)
	seen := map[uint64]bool{}
	var lines [][]shogi.Move
	var scores []int
	for tried := 0; len(lines) < o.Count && tried < tries && ctx.Err() == nil; tried++ {
		moves, ok := randomLine(ctx, s, rng, o)
		if !ok {
			continue
		}
		p := shogi.NewStartPosition()
		for _, m := range moves {
			p.DoMove(m)
		}
		if seen[p.Key()] {
			continue
		}
		r := s.Search(ctx, p, engine.Request[shogi.Move]{Limits: engine.Limits{Depth: o.CheckDepth, Threads: 1}})
		if r.Score.Kind != engine.ScoreValue || r.Score.Value > o.MaxScore || r.Score.Value < -o.MaxScore {
			continue
		}
		seen[p.Key()] = true
		lines = append(lines, moves)
		scores = append(scores, r.Score.Value)
		if o.Progress != nil {
			o.Progress(len(lines), tried+1)
		}
	}
	if len(lines) < o.Count && ctx.Err() == nil {
		return lines, scores, fmt.Errorf("openings: only %d balanced openings in %d tries (raise --max-score or lower --plies)", len(lines), tries)
	}
	return lines, scores, ctx.Err()
}

// randomLine plays o.Plies moves, each picked at random among the best
// lines at o.PickDepth within o.PickMargin of the best. ok is false when
// the game ends early.
func randomLine(ctx context.Context, s *Searcher, rng *rand.Rand, o OpeningOptions) ([]shogi.Move, bool) {
	p := shogi.NewStartPosition()
	var moves []shogi.Move
	for range o.Plies {
		r := s.Search(ctx, p, engine.Request[shogi.Move]{Limits: engine.Limits{Depth: o.PickDepth, MultiPV: o.PickLines, Threads: 1}})
		if !r.HasBest || r.Score.Kind != engine.ScoreValue {
			return nil, false
		}
		cands := []shogi.Move{r.Best}
		for _, l := range r.Lines[min(1, len(r.Lines)):] {
			if len(l.PV) > 0 && l.Score.Kind == engine.ScoreValue && l.Score.Value >= r.Score.Value-o.PickMargin {
				cands = append(cands, l.PV[0])
			}
		}
		m := cands[rng.IntN(len(cands))]
		p.DoMove(m)
		moves = append(moves, m)
	}
	return moves, true
}
