package search

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"

	"bitban/engine"
	"bitban/shogi"
	"bitban/shogi/eval"
)

// Training data from self-play: games played by the engine against itself
// at a fixed node count from randomised openings, every quiet position
// kept with the search's score and the game's result. A trainer fits the
// evaluation to these (TrainKingRel); both are seen from the side to move.

// DataOptions say how GenerateData plays.
type DataOptions struct {
	Games    int    // games to play
	Nodes    uint64 // search nodes per move
	Workers  int    // games played at once (one search thread each)
	HashMB   int    // table size of each worker
	Seed     uint64 // game i starts from the opening of seed and i
	Opening  OpeningOptions
	MaxPlies int // a game this long is a draw
	// Adjudicate: a score at least this far from 0 (or a mate) ends the
	// game for the side it favours.
	Adjudicate int
	Params     *Params // the searchers' parameters (nil: the defaults)
}

// DefaultDataOptions: 100 games at 10,000 nodes a move from 10-ply random
// openings picked at depth 3 among 4 lines within 80 cp.
func DefaultDataOptions() DataOptions {
	return DataOptions{Games: 100, Nodes: 10000, Workers: 1, HashMB: 16, Seed: 1,
		Opening:  OpeningOptions{Plies: 10, PickDepth: 3, PickLines: 4, PickMargin: 80},
		MaxPlies: 320, Adjudicate: 3000}
}

// GenerateData plays o.Games games and hands each finished game's samples
// to emit (one call per game, never two at once). progress, when not nil,
// is called after each game with the games done. It stops early when ctx
// is cancelled.
func GenerateData(ctx context.Context, o DataOptions, emit func(game int, samples []eval.DataSample) error, progress func(done int)) error {
	if o.Games < 1 || o.Nodes < 1 || o.Workers < 1 || o.MaxPlies < 1 || o.Adjudicate < 1 {
		return fmt.Errorf("data: games, nodes, workers, max plies and the adjudication score must be positive")
	}
	var next, done atomic.Int64
	var mu sync.Mutex
	var firstErr error
	var wg sync.WaitGroup
	for range o.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := NewSearcher(max(1, o.HashMB))
			if o.Params != nil {
				s.Params = *o.Params
			}
			for ctx.Err() == nil {
				i := int(next.Add(1) - 1)
				if i >= o.Games {
					return
				}
				samples := playDataGame(ctx, s, o, i)
				if ctx.Err() != nil {
					return
				}
				mu.Lock()
				if firstErr == nil {
					firstErr = emit(i, samples)
				}
				err := firstErr
				n := int(done.Add(1))
				if progress != nil && err == nil {
					progress(n)
				}
				mu.Unlock()
				if err != nil {
					return
				}
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return firstErr
	}
	return ctx.Err()
}

// playDataGame plays game i of o and returns its quiet positions.
func playDataGame(ctx context.Context, s *Searcher, o DataOptions, i int) []eval.DataSample {
	s.NewGame()
	rng := rand.New(rand.NewPCG(o.Seed, uint64(i)))
	opening, ok := randomLine(ctx, s, rng, o.Opening)
	if !ok {
		return nil
	}
	p := shogi.NewStartPosition()
	for _, m := range opening {
		p.DoMove(m)
	}
	var samples []eval.DataSample
	var sides []shogi.Color
	winner, decided := shogi.Black, false
	for ply := len(opening); ply < o.MaxPlies && ctx.Err() == nil; ply++ {
		if over, dec, w := dataGameOver(p); over {
			winner, decided = w, dec
			break
		}
		r := s.Search(ctx, p, engine.Request[shogi.Move]{Limits: engine.Limits{Nodes: o.Nodes, Threads: 1}})
		if !r.HasBest {
			winner, decided = p.SideToMove().Opp(), true
			break
		}
		sc := r.Score
		if sc.Kind == engine.ScoreMate || sc.Value >= o.Adjudicate || sc.Value <= -o.Adjudicate {
			winner, decided = p.SideToMove(), true
			if sc.Value < 0 {
				winner = p.SideToMove().Opp()
			}
			break
		}
		if p.Quiet() {
			samples = append(samples, eval.DataSample{SFEN: p.SFEN(), Score: sc.Value, Game: i})
			sides = append(sides, p.SideToMove())
		}
		p.DoMove(r.Best)
	}
	for j := range samples {
		switch {
		case !decided:
			samples[j].Result = 0.5
		case sides[j] == winner:
			samples[j].Result = 1
		}
	}
	return samples
}

// dataGameOver reports whether the game at p has ended, and whether and
// by whom it was won: no legal move, a declaration, a fourfold repetition
// (a draw, unless one side checked all along: perpetual check loses).
func dataGameOver(p *shogi.Position) (over, decided bool, winner shogi.Color) {
	var buf [shogi.MaxMoves]shogi.Move
	switch {
	case len(p.Generate(buf[:0])) == 0:
		return true, true, p.SideToMove().Opp()
	case p.CanDeclareWin():
		return true, true, p.SideToMove()
	case p.RepetitionCount() < 4:
		return false, false, p.SideToMove()
	}
	switch p.Repetition(p.GamePly() + 1) {
	case shogi.RepWin:
		return true, true, p.SideToMove()
	case shogi.RepLoss:
		return true, true, p.SideToMove().Opp()
	}
	return true, false, p.SideToMove()
}
