package shogi

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
	"time"

	"bitban/engine"
)

// matchGame plays one game between two time settings from p (which it
// consumes). It returns +1 if the player with time[0] wins, -1 if it loses,
// 0 for a draw, and how the game ended.
func matchGame(p *Position, first Color, times [2]time.Duration, ss [2]*Searcher) (int, string) {
	var buf [MaxMoves]Move
	bad := [2]int{}
	for ply := 0; ply < 300; ply++ {
		side := p.SideToMove()
		who := 0 // index of the player to move
		if side != first {
			who = 1
		}
		if len(p.Generate(buf[:0])) == 0 {
			return map[int]int{0: -1, 1: 1}[who], "mate"
		}
		if p.RepetitionCount() >= 4 {
			switch p.Repetition(1 << 20) {
			case RepWin:
				return map[int]int{0: 1, 1: -1}[who], "perpetual check"
			case RepLoss:
				return map[int]int{0: -1, 1: 1}[who], "perpetual check"
			}
			return 0, "repetition"
		}
		if p.CanDeclareWin() {
			return map[int]int{0: 1, 1: -1}[who], "declaration"
		}
		var st engine.Stopper
		st.Start(times[who], 0)
		res := ss[who].Search(p, SearchLimits{Stop: &st, SoftDone: func() bool { return st.Elapsed() > times[who]/2 }})
		if res.Score < -2500 {
			bad[who]++
			if bad[who] >= 3 {
				return map[int]int{0: -1, 1: 1}[who], "resign"
			}
		} else {
			bad[who] = 0
		}
		p.DoMove(res.Best)
	}
	return 0, "move limit"
}

// TestMatch plays a short match between two time settings of the engine
// (BITBAN_MATCH=games, for example 16; BITBAN_MATCH_MS=fast,slow in ms,
// default 50,200; BITBAN_MATCH_SEED picks other openings). Each random opening is played twice with colors swapped.
// The log calls the second value's player "slow" whatever the values are.
func TestMatch(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("BITBAN_MATCH"))
	if games <= 0 {
		t.Skip("set BITBAN_MATCH=<games> to play a match between two time settings")
	}
	fast, slow := 50*time.Millisecond, 200*time.Millisecond
	if v := os.Getenv("BITBAN_MATCH_MS"); v != "" {
		var a, b int
		if _, err := fmt.Sscanf(v, "%d,%d", &a, &b); err == nil {
			fast, slow = time.Duration(a)*time.Millisecond, time.Duration(b)*time.Millisecond
		}
	}
	seed, _ := strconv.Atoi(os.Getenv("BITBAN_MATCH_SEED"))
	r := rand.New(rand.NewPCG(1, uint64(2+seed)))
	var w, d, l int
	var opening []Move
	for g := 0; g < games; g++ {
		p := NewStartPosition()
		if g%2 == 0 {
			// A new opening: 4 random legal plies.
			opening = opening[:0]
			var buf [MaxMoves]Move
			for i := 0; i < 4; i++ {
				ms := p.Generate(buf[:0])
				m := ms[r.IntN(len(ms))]
				opening = append(opening, m)
				p.DoMove(m)
			}
		} else {
			for _, m := range opening {
				p.DoMove(m)
			}
		}
		// The slow player takes Black in even games, White in odd ones.
		first := Black
		if g%2 == 1 {
			first = White
		}
		ss := [2]*Searcher{NewSearcher(16), NewSearcher(16)}
		// BITBAN_MATCH_NOASP=1: the second player searches the root with a
		// full window (to compare aspiration windows at equal time).
		ss[1].noAspiration = os.Getenv("BITBAN_MATCH_NOASP") != ""
		res, how := matchGame(p, first, [2]time.Duration{slow, fast}, ss)
		switch res {
		case 1:
			w++
		case 0:
			d++
		default:
			l++
		}
		t.Logf("game %d: slow (%v) as %v: %+d by %s after %d plies", g+1, slow, first, res, how, p.Ply())
	}
	t.Logf("match %v vs %v: slow wins %d, draws %d, losses %d", slow, fast, w, d, l)
}
