package main

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"bitban/engine"
	"bitban/shogi"
)

// `bitban shogi match`: self-play between two engine settings (threads,
// time per move, params file), the way to check that a change (more
// threads, new parameters) makes the engine stronger.
func init() { shogiGroup().AddCommand(newShogiMatchCmd()) }

// matchPlayer is one side of a match: its searcher and limits.
type matchPlayer struct {
	name string
	s    *shogi.Searcher
	lim  engine.Limits
}

func newShogiMatchCmd() *cobra.Command {
	var (
		games   int
		times   string
		threads string
		params  string
		seed    uint64
		hashMB  int
	)
	cmd := &cobra.Command{
		Use:   "match [--games N] [--time A,B] [--threads A,B] [--params A,B] [--seed S]",
		Short: "play engine settings A and B against each other (self-play)",
		Long: `match plays games between two settings of the engine, A and B: thinking
time per move (--time, seconds), search threads (--threads) and parameter
files (--params, "" for the defaults). Each opening (four random plies
from --seed) is played twice with the colours swapped. A game ends by
mate, repetition (perpetual check loses), the entering-king declaration,
a resignation (three moves in a row at -2500 cp or worse) or 300 plies
(a draw). It prints each game and A's score at the end.

The threads speed-up as strength: bitban shogi match --games 40 --time
0.5,0.5 --threads 2,1 (run under the heavy-measurement lock).`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			defer resetShogiFlags(cmd)
			ts, ths, ps := strings.Split(times, ","), strings.Split(threads, ","), strings.Split(params, ",")
			if games < 1 || len(ts) != 2 || len(ths) != 2 || len(ps) != 2 {
				return usagef("want --games >= 1 and two comma-separated values for --time, --threads and --params")
			}
			var players [2]matchPlayer
			for i := range players {
				sec, err1 := strconv.ParseFloat(ts[i], 64)
				n, err2 := strconv.Atoi(ths[i])
				if err1 != nil || err2 != nil || sec <= 0 || n < 1 || n > 256 {
					return usagef("--time must be > 0 seconds and --threads 1..256, got %q and %q", ts[i], ths[i])
				}
				s := shogi.NewSearcher(hashMB)
				if ps[i] != "" {
					if err := engine.LoadParams(ps[i], &s.Params); err != nil {
						return err
					}
				}
				lim := engine.Limits{MoveTime: time.Duration(sec * float64(time.Second)), Threads: n}
				players[i] = matchPlayer{name: string(rune('A' + i)), s: s, lim: lim}
			}
			return shogiMatch(cmd.Context(), cmd.OutOrStdout(), players, games, seed)
		},
	}
	cmd.Flags().IntVar(&games, "games", 10, "games to play (openings are played in pairs)")
	cmd.Flags().StringVar(&times, "time", "0.2,0.2", "seconds per move of A and B")
	cmd.Flags().StringVar(&threads, "threads", "1,1", "search threads of A and B")
	cmd.Flags().StringVar(&params, "params", ",", "params files of A and B (empty = defaults), e.g. tuned.json,")
	cmd.Flags().Uint64Var(&seed, "seed", 1, "seed of the random openings")
	cmd.Flags().IntVar(&hashMB, "hash", 32, "hash table megabytes of each player")
	return cmd
}

func shogiMatch(ctx context.Context, out io.Writer, players [2]matchPlayer, games int, seed uint64) error {
	r := rand.New(rand.NewPCG(seed, 0x5106))
	var opening []shogi.Move
	var wins, draws, losses int
	for g := 0; g < games && ctx.Err() == nil; g++ {
		p := shogi.NewStartPosition()
		if g%2 == 0 {
			opening = randomOpening(r, p, 4)
		} else {
			for _, m := range opening {
				p.DoMove(m)
			}
		}
		black := g % 2 // index of the player with Black: A, then B
		for _, pl := range players {
			pl.s.NewGame()
		}
		res, how := matchGame(ctx, p, players, black)
		switch res {
		case 1:
			wins++
		case 0:
			draws++
		default:
			losses++
		}
		fmt.Fprintf(out, "game %d: A as %s: %s by %s after %d plies (%s)\n", g+1, []string{"black", "white"}[black],
			map[int]string{1: "win", 0: "draw", -1: "loss"}[res], how, p.GamePly(), usiOpening(opening))
	}
	n := wins + draws + losses
	if n > 0 {
		fmt.Fprintf(out, "A %v vs B %v: A +%d =%d -%d, %.1f%%\n", describePlayer(players[0]), describePlayer(players[1]),
			wins, draws, losses, 100*(float64(wins)+float64(draws)/2)/float64(n))
	}
	return ctx.Err()
}

func describePlayer(p matchPlayer) string {
	return fmt.Sprintf("(%v/move, %d threads)", p.lim.MoveTime, p.lim.ThreadCount())
}

func randomOpening(r *rand.Rand, p *shogi.Position, plies int) []shogi.Move {
	var buf [shogi.MaxMoves]shogi.Move
	var line []shogi.Move
	for range plies {
		ms := p.Generate(buf[:0])
		m := ms[r.IntN(len(ms))]
		line = append(line, m)
		p.DoMove(m)
	}
	return line
}

func usiOpening(line []shogi.Move) string { return strings.Join(usiLine(line), " ") }

// matchMaxPlies ends a game as a draw.
const matchMaxPlies = 300

// matchGame plays p out; black is the index of the player with Black. It
// returns +1 when A wins, -1 when A loses, 0 for a draw, and how.
func matchGame(ctx context.Context, p *shogi.Position, players [2]matchPlayer, black int) (int, string) {
	var bad [2]int
	sign := func(who int) int { return 1 - 2*who } // +1 when who is A
	for p.GamePly() < matchMaxPlies && ctx.Err() == nil {
		who := black
		if p.SideToMove() == shogi.White {
			who = 1 - black
		}
		var buf [shogi.MaxMoves]shogi.Move
		if len(p.Generate(buf[:0])) == 0 {
			return -sign(who), "mate"
		}
		if p.RepetitionCount() >= 4 {
			switch p.Repetition(1 << 20) {
			case shogi.RepWin:
				return sign(who), "perpetual check"
			case shogi.RepLoss:
				return -sign(who), "perpetual check"
			}
			return 0, "repetition"
		}
		if p.CanDeclareWin() {
			return sign(who), "declaration"
		}
		pl := players[who]
		res := pl.s.Search(ctx, p, engine.Request[shogi.Move]{Limits: pl.lim})
		if !res.HasBest {
			return -sign(who), "mate"
		}
		if v := res.Score; (v.IsMate() && v.Value < 0) || (!v.IsMate() && v.Value <= -2500) {
			if bad[who]++; bad[who] >= 3 {
				return -sign(who), "resignation"
			}
		} else {
			bad[who] = 0
		}
		p.DoMove(res.Best)
	}
	return 0, "the move limit"
}
