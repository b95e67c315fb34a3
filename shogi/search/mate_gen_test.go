package search

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"bitban/engine"
	"bitban/shogi"
)

// refMateWithin is the brute-force reference for the mate solver, written
// without df-pn, GenerateChecks or GivesCheck: every legal move is made and
// kept as a check if the defender is then in check. It reports whether the
// side to move mates within n plies (n odd) against every defence. A move
// that repeats a position of the line is not a way to mate (nor a defence
// that loses). memo caches (position, n, drop square) results, but only
// those whose subtree met no repetition: a result that depended on the
// path is not reused elsewhere.
//
// conv applies the tsume convention on useless interpositions, restated
// here from its definition rather than taken from mate_muda.go: when the
// defender answers a check by a single distant slider with a drop strictly
// between the two (the test's own between), and the attacker takes the
// dropped piece with a check after which the defender has no legal move to
// that square, the drop and the capture together cost no plies, and the
// mate must go on without the captured piece (it goes back to the
// defender's hand, keys recomputed from scratch). Without conv every ply
// counts.
func refMateWithin(p *shogi.Position, n int, conv bool, memo map[[3]uint64]bool) bool {
	v, _ := refAttack(p, n, shogi.NoSquare, conv, memo)
	return v
}

// refAttack: the attacker mates within n plies; x is the square of the
// line drop the defender just played (NoSquare: none), whose free capture
// leaves the defender the n+1 plies it had before the drop.
func refAttack(p *shogi.Position, n int, x shogi.Square, conv bool, memo map[[3]uint64]bool) (res, pathDep bool) {
	if n < 1 && x == shogi.NoSquare {
		return false, false
	}
	k := [3]uint64{p.Key(), uint64(n + 1), uint64(x)}
	if v, ok := memo[k]; ok {
		return v, false
	}
	var buf [shogi.MaxMoves]shogi.Move
	moves := p.Generate(buf[:0])
	// Two passes, the captures on x first: the same answer, found sooner.
	for i := 0; i < 2*len(moves) && !res; i++ {
		m := moves[i%len(moves)]
		if (i < len(moves)) != (x != shogi.NoSquare && m.To() == x) {
			continue
		}
		p.DoMove(m)
		if p.InCheck() {
			left := n - 1
			free := x != shogi.NoSquare && !m.IsDrop() && m.To() == x && refNoRecapture(p, x)
			if free {
				left = n + 1
				// Mate on without the captured piece: back to the
				// defender's hand, as if it had never been dropped.
				// (GiveBackCapture is checked against keys from scratch
				// by the shogi package's TestGiveBackCapture.)
				p.GiveBackCapture()
			}
			switch {
			case left < 0:
			case p.Repetition(maxMatePly) != shogi.RepNone:
				pathDep = true
			default:
				ok, dep := refDefend(p, left, conv, memo)
				pathDep = pathDep || dep
				res = ok
			}
			if free {
				p.TakeBackCapture()
			}
		}
		p.UndoMove(m)
	}
	if !pathDep {
		memo[k] = res
	}
	return res, pathDep
}

// refNoRecapture: the side to move has no legal move to x.
func refNoRecapture(p *shogi.Position, x shogi.Square) bool {
	var buf [shogi.MaxMoves]shogi.Move
	for _, r := range p.Generate(buf[:0]) {
		if r.To() == x {
			return false
		}
	}
	return true
}

// refDefend: the defender (in check) is mated within n plies whatever it
// plays.
func refDefend(p *shogi.Position, n int, conv bool, memo map[[3]uint64]bool) (res, pathDep bool) {
	var buf [shogi.MaxMoves]shogi.Move
	moves := p.Generate(buf[:0])
	if len(moves) == 0 {
		return true, false
	}
	// Two passes, the board moves first: when the defender escapes, it
	// usually does without a drop, and the drops are the costly subtrees.
	ch := p.Checkers()
	for i := range 2 * len(moves) {
		m := moves[i%len(moves)]
		if (i < len(moves)) == m.IsDrop() {
			continue
		}
		x := shogi.NoSquare
		if conv && m.IsDrop() && ch.PopCount() == 1 && between(ch.LSB(), p.KingSquare(p.SideToMove()), m.To()) {
			x = m.To()
		}
		if n < 2 && x == shogi.NoSquare {
			return false, pathDep
		}
		p.DoMove(m)
		ok := false
		if p.Repetition(maxMatePly) != shogi.RepNone {
			pathDep = true
		} else {
			var dep bool
			ok, dep = refAttack(p, n-1, x, conv, memo)
			pathDep = pathDep || dep
		}
		p.UndoMove(m)
		if !ok {
			return false, pathDep
		}
	}
	return true, pathDep
}

// refMateLength returns the shortest forced mate length up to maxLen
// plies, or 0 if there is none that short; conv: with the convention on
// useless interpositions (see refMateWithin).
func refMateLength(p *shogi.Position, maxLen int, conv bool) int {
	memo := map[[3]uint64]bool{}
	for n := 1; n <= maxLen; n += 2 {
		if refMateWithin(p, n, conv, memo) {
			return n
		}
	}
	return 0
}

// randomTsume builds a random tsume-like position: White's king near the
// top edge with a few defenders, Black's attackers near it, a few pieces in
// Black's hand and the rest of the pieces in White's hand; no Black king.
func randomTsume(r *rand.Rand) string {
	var board [10][10]string // [file][rank]
	left := map[byte]int{'R': 2, 'B': 2, 'G': 4, 'S': 4, 'N': 4, 'L': 4, 'P': 18}
	kf, kr := 1+r.IntN(9), 1+r.IntN(3)
	board[kf][kr] = "k"
	near := func(d int) (int, int, bool) {
		f, rk := kf+r.IntN(2*d+1)-d, kr+r.IntN(2*d+1)-d
		if f < 1 || f > 9 || rk < 1 || rk > 9 || board[f][rk] != "" {
			return 0, 0, false
		}
		return f, rk, true
	}
	pawnFile := map[string]bool{}
	take := func(letter byte) bool {
		if left[letter] == 0 {
			return false
		}
		left[letter]--
		return true
	}
	for i := r.IntN(4); i > 0; i-- {
		f, rk, ok := near(2)
		t := "GSPLN"[r.IntN(5)]
		if !ok || !take(t) {
			continue
		}
		if (t == 'P' || t == 'L') && rk == 9 || t == 'N' && rk >= 8 || t == 'P' && pawnFile["w"+fmt.Sprint(f)] {
			left[t]++
			continue
		}
		if t == 'P' {
			pawnFile["w"+fmt.Sprint(f)] = true
		}
		board[f][rk] = strings.ToLower(string(t))
	}
	for i := 1 + r.IntN(3); i > 0; i-- {
		f, rk, ok := near(3)
		t := "RBGSNLP+R+B+P"[r.IntN(10)]
		if !ok || !take(t) {
			continue
		}
		promo := r.IntN(4) == 0 && t != 'G'
		if (t == 'P' || t == 'L') && rk == 1 || t == 'N' && rk <= 2 || t == 'P' && pawnFile["b"+fmt.Sprint(f)] {
			left[t]++
			continue
		}
		if t == 'P' && !promo {
			pawnFile["b"+fmt.Sprint(f)] = true
		}
		s := string(t)
		if promo {
			s = "+" + s
		}
		board[f][rk] = s
	}
	hand := ""
	for i := 1 + r.IntN(3); i > 0; i-- {
		t := "RBGSNLP"[r.IntN(7)]
		if take(t) {
			hand += string(t)
		}
	}
	for _, t := range "RBGSNLP" {
		if n := left[byte(t)]; n > 0 {
			if n > 1 {
				hand += fmt.Sprint(n)
			}
			hand += strings.ToLower(string(t))
		}
	}
	var rows []string
	for rk := 1; rk <= 9; rk++ {
		row, empty := "", 0
		for f := 9; f >= 1; f-- {
			if board[f][rk] == "" {
				empty++
				continue
			}
			if empty > 0 {
				row += fmt.Sprint(empty)
				empty = 0
			}
			row += board[f][rk]
		}
		if empty > 0 {
			row += fmt.Sprint(empty)
		}
		rows = append(rows, row)
	}
	return strings.Join(rows, "/") + " b " + hand + " 1"
}

// TestGenerateMateProblems prints random tsume positions by solution
// length (go test ./shogi -run TestGenerateMateProblems -args -genmate):
// how testdata/shogi/mate/problems.txt was made. Each printed length is
// confirmed by the brute-force reference.
func TestGenerateMateProblems(t *testing.T) {
	if !*genMate {
		t.Skip("run with -args -genmate to generate mate problems")
	}
	r := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7))
	ms := NewMateSolver(32)
	found := map[int]int{}
	for i := 0; i < 200000 && found[15]+found[17]+found[19]+found[21] < 4; i++ {
		sfen := randomTsume(r)
		p, err := shogi.ParseSFEN(sfen)
		if err != nil {
			continue
		}
		var st engine.Stopper
		st.Start(3*time.Second, 0)
		line, status := ms.Solve(p, &st)
		if status != MateFound {
			continue
		}
		n := len(line)
		if found[n] >= 2 {
			continue
		}
		check := refMateLength(p, n, true)
		counted := refMateLength(p, n+10, false) // 0: longer still
		found[n]++
		fmt.Printf("%s | %d | %d | %s (reference: %d)\n", sfen, n, counted, movesUSI(line), check)
	}
}

func movesUSI(ms []shogi.Move) string {
	var s []string
	for _, m := range ms {
		s = append(s, m.USI())
	}
	return strings.Join(s, " ")
}
