package eval

import (
	"fmt"
	"strings"
	"testing"

	"bitban/shogi"
)

// evalPositions are the middle games of the search tests.
var evalPositions = []string{
	// Yagura-like middle game.
	"ln1g3nl/1r1sgkb2/p1pppsppp/1p3p3/9/2P1P4/PPSP1PPPP/1BG1GS1R1/LN2K2NL b - 17",
	// The well-known perft positions "matsuri", "peeper-2" and "peeper-4"
	// (../shared/testdata/shogi/perft.json): sharp middle games.
	"l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
	"l7l/3s5/prnp2kp1/2p1Gppnp/1P7/PnPP1P3/3BP2PP/1S1G5/LN1K1G1+rL b SBG3ps 91",
	"8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
}

// flipSFEN returns the position seen from the other side: the board turned
// by 180 degrees, colors and hands swapped, the other side to move.
func flipSFEN(p *shogi.Position) string {
	var rows []string
	for r := 9; r >= 1; r-- {
		row, empty := "", 0
		for f := 1; f <= 9; f++ {
			pc := p.PieceOn(shogi.Square((f-1)*9 + r - 1))
			if pc == shogi.NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				row += fmt.Sprint(empty)
				empty = 0
			}
			row += shogi.NewPiece(pc.Color().Opp(), pc.Type()).String()
		}
		if empty > 0 {
			row += fmt.Sprint(empty)
		}
		rows = append(rows, row)
	}
	f := strings.Fields(p.SFEN())
	hands := f[2]
	swapped := ""
	for _, c := range hands {
		switch {
		case c >= 'A' && c <= 'Z':
			swapped += string(c + 32)
		case c >= 'a' && c <= 'z':
			swapped += string(c - 32)
		default:
			swapped += string(c)
		}
	}
	side := "w"
	if p.SideToMove() == shogi.White {
		side = "b"
	}
	return strings.Join(rows, "/") + " " + side + " " + swapped + " 1"
}

// TestEvaluateSymmetric checks that the evaluation does not depend on which
// color plays which side: a position and its flip score the same for the
// side to move, on positions of random games.
func TestEvaluateSymmetric(t *testing.T) {
	forGamePositions(t, func(p *shogi.Position) {
		q, err := shogi.ParseSFENRelaxed(flipSFEN(p))
		if err != nil {
			t.Fatalf("flip of %s: %v", p.SFEN(), err)
		}
		if a, b := Evaluate(p), Evaluate(q); a != b {
			t.Fatalf("eval %d of %s but %d of its flip %s", a, p.SFEN(), b, q.SFEN())
		}
	})
}

// forGamePositions calls f on every position of a fixed pseudo-random
// game of up to 120 plies from the start and from each of evalPositions.
func forGamePositions(t *testing.T, f func(p *shogi.Position)) {
	t.Helper()
	for _, start := range append([]string{shogi.StartSFEN}, evalPositions...) {
		p, err := shogi.ParseSFEN(start)
		if err != nil {
			t.Fatal(err)
		}
		var buf [shogi.MaxMoves]shogi.Move
		for ply := 0; ply < 120; ply++ {
			f(p)
			moves := p.Generate(buf[:0])
			if len(moves) == 0 {
				break
			}
			p.DoMove(moves[(ply*7919+13)%len(moves)])
		}
	}
}

// TestEvaluatorMatchesEvaluateWith: the evaluator, which skips the
// king-relative terms when they are zero, scores every position of
// random games as EvaluateWith does, with the default weights, with
// other king-relative weights and with none.
func TestEvaluatorMatchesEvaluateWith(t *testing.T) {
	withKingRel := DefaultParams()
	for pt := range withKingRel.KingRel[0] {
		for df := range 9 {
			for dr := range 17 {
				withKingRel.KingRel[0][pt][df][dr] = int16((pt*31+df*7+dr*3)%41 - 20)
				withKingRel.KingRel[1][pt][df][dr] = int16((pt*17+df*11+dr*5)%37 - 18)
			}
		}
	}
	defaults, noKingRel := DefaultParams(), DefaultParams()
	noKingRel.KingRel = [2][shogi.NumPieceTypes][9][17]int16{}
	for _, e := range []*Params{&defaults, &withKingRel, &noKingRel} {
		ev := NewEvaluator(e)
		forGamePositions(t, func(p *shogi.Position) {
			if a, b := ev.Evaluate(p), EvaluateWith(p, e); a != b {
				t.Fatalf("evaluator %d, EvaluateWith %d on %s", a, b, p.SFEN())
			}
		})
	}
	if !NewEvaluator(&withKingRel).kingRel || !NewEvaluator(&defaults).kingRel || NewEvaluator(&noKingRel).kingRel {
		t.Error("the evaluator does not see whether the king-relative terms are set")
	}
}

// TestKingZones checks the king-zone danger units against a count square
// by square with the position's attackers (the king's own attack left out
// of the defence), the drop checks by dropping each piece in hand, and
// the escapes of an attacked king, on evalPositions and random games.
func TestKingZones(t *testing.T) {
	e := DefaultParams()
	e.KingZoneAttack, e.KingZoneWeak, e.KingTrapped, e.KingDropCheck = 2, 3, 5, 7
	var total, drops int
	check := func(p *shogi.Position) {
		var got [2]int
		sliders := p.SliderAttacks()
		var sum PieceSum
		kingZones(p, &e, &sum, &sliders, &got)
		for _, c := range []shogi.Color{shogi.Black, shogi.White} {
			want, n := slowKingZone(p, &e, c)
			if got[c] != want {
				t.Fatalf("%s: king zone of %v: %d units, want %d", p.SFEN(), c, got[c], want)
			}
			total += want
			drops += n
		}
	}
	for _, sfen := range evalPositions {
		p, err := shogi.ParseSFEN(sfen)
		if err != nil {
			t.Fatal(err)
		}
		check(p)
	}
	forGamePositions(t, check)
	if total == 0 || drops == 0 {
		t.Errorf("%d units, %d drop checks in all positions: the test checks too little", total, drops)
	}
}

// slowKingZone counts the king-zone units of c's king square by square,
// and how many drop checks it found.
func slowKingZone(p *shogi.Position, e *Params, c shogi.Color) (units, drops int) {
	occ := p.Occupied()
	k := p.KingSquare(c)
	attacked, escapes := false, 0
	for s := shogi.Square(0); s < 81; s++ {
		if !shogi.KingAttacks(k).Has(s) {
			continue
		}
		if !p.AttackersTo(s, c.Opp(), occ).AndNot(p.PiecesOf(c.Opp(), shogi.King)).NonZero() {
			if pc := p.PieceOn(s); pc == shogi.NoPiece || pc.Color() != c {
				escapes++
			}
			continue
		}
		attacked = true
		units += e.KingZoneAttack
		if p.AttackersTo(s, c, occ).AndNot(p.PiecesOf(c, shogi.King)).NonZero() {
			continue
		}
		units += e.KingZoneWeak
		if p.PieceOn(s) != shogi.NoPiece {
			continue
		}
		for _, pt := range []shogi.PieceType{shogi.Lance, shogi.Silver, shogi.Gold, shogi.Bishop, shogi.Rook} {
			if p.Hand(c.Opp()).Has(pt) && shogi.Attacks(c.Opp(), pt, s, occ.With(s)).Has(k) {
				units += e.KingDropCheck
				drops++
				break
			}
		}
	}
	if attacked && escapes < 2 {
		units += e.KingTrapped * (2 - escapes)
	}
	return units, drops
}

// TestDangerMover: DangerMover cuts the danger penalty of the side to
// move's own king by its percentage and leaves the enemy king's alone:
// with 100 the mover's penalty is gone (the score rises by it over the
// score with 0 and stays above the score without any danger by the enemy's
// penalty), with 50 half of it is; a position and its colour flip still
// score alike.
func TestDangerMover(t *testing.T) {
	base, none, all, half := DefaultParams(), DefaultParams(), DefaultParams(), DefaultParams()
	base.DangerMover, none.DangerScale = 0, 0
	all.DangerMover, half.DangerMover = 100, 50
	moverHit := 0
	forGamePositions(t, func(p *shogi.Position) {
		d, z, a, h := EvaluateWith(p, &base), EvaluateWith(p, &none), EvaluateWith(p, &all), EvaluateWith(p, &half)
		own, enemy := a-d, a-z
		if own < 0 || enemy < 0 {
			t.Fatalf("%s: mover's penalty %d, enemy's %d: negative", p.SFEN(), own, enemy)
		}
		if want := d + own*50/100; h != want {
			t.Fatalf("%s: DangerMover 50 scores %d, want %d (0 gives %d, mover's penalty %d)", p.SFEN(), h, want, d, own)
		}
		if own > 0 {
			moverHit++
		}
		sameOnFlip(t, p, &half, h, "DangerMover 50")
	})
	if moverHit == 0 {
		t.Error("no position has a danger penalty for the side to move: the test checks nothing")
	}
}

// TestDangerEnemy: an evaluator for the engine's colour cuts the danger
// penalty of the other king by DangerEnemy percent and leaves its own; an
// evaluator that does not know the engine's colour scores as without it.
func TestDangerEnemy(t *testing.T) {
	base, all, half := DefaultParams(), DefaultParams(), DefaultParams()
	all.DangerEnemy, half.DangerEnemy = 100, 50
	vb, va, vh := NewEvaluator(&base), NewEvaluator(&all), NewEvaluator(&half)
	hits := 0
	forGamePositions(t, func(p *shogi.Position) {
		d := vb.Evaluate(p)
		if got := vh.Evaluate(p); got != d {
			t.Fatalf("%s: DangerEnemy without ForEngine scores %d, want %d", p.SFEN(), got, d)
		}
		for _, engine := range []shogi.Color{shogi.Black, shogi.White} {
			a, h := va.ForEngine(engine).Evaluate(p), vh.ForEngine(engine).Evaluate(p)
			// The enemy's penalty counts for the side to move when the
			// enemy is to move (it raises the score when cut), else against.
			pen, sign := a-d, 1
			if engine == p.SideToMove() {
				pen, sign = d-a, -1
			}
			if pen < 0 {
				t.Fatalf("%s: engine %v: enemy's penalty %d: negative", p.SFEN(), engine, pen)
			}
			if want := d + sign*(pen*50/100); h != want {
				t.Fatalf("%s: engine %v: DangerEnemy 50 scores %d, want %d (0 gives %d, enemy's penalty %d)", p.SFEN(), engine, h, want, d, pen)
			}
			if got := vb.ForEngine(engine).Evaluate(p); got != d {
				t.Fatalf("%s: DangerEnemy 0 with ForEngine scores %d, want %d", p.SFEN(), got, d)
			}
			if pen > 0 {
				hits++
			}
		}
	})
	if hits == 0 {
		t.Error("no position has a danger penalty for the engine's opponent: the test checks nothing")
	}
}

// TestHanging: a White knight on 3f attacks Black's rook on 2h (nobody
// defends it: its whole swing, 950 + 1080) and gold on 4h (the king
// defends it; the knight is cheaper: the gold's swing less the knight's,
// 1180 - 740). HangFirst charges the first, HangSecond the second, only to
// the side to move; game positions and their colour flips score alike.
func TestHanging(t *testing.T) {
	const sfen = "4k4/9/9/9/9/6n2/9/5G1R1/4K4 %s - 1"
	base, first, second := DefaultParams(), DefaultParams(), DefaultParams()
	first.HangFirst, second.HangSecond = 100, 100
	for _, tc := range []struct {
		side          string
		first, second int
	}{{"b", 2030, 440}, {"w", 0, 0}} {
		p, err := shogi.ParseSFEN(fmt.Sprintf(sfen, tc.side))
		if err != nil {
			t.Fatal(err)
		}
		b := EvaluateWith(p, &base)
		if got := b - EvaluateWith(p, &first); got != tc.first {
			t.Errorf("%s to move: HangFirst 100 charges %d, want %d", tc.side, got, tc.first)
		}
		if got := b - EvaluateWith(p, &second); got != tc.second {
			t.Errorf("%s to move: HangSecond 100 charges %d, want %d", tc.side, got, tc.second)
		}
	}
	both := DefaultParams()
	both.HangFirst, both.HangSecond = 20, 60
	charged := 0
	forGamePositions(t, func(p *shogi.Position) {
		h := EvaluateWith(p, &both)
		if h < EvaluateWith(p, &base) {
			charged++
		}
		sameOnFlip(t, p, &both, h, "hanging pieces")
	})
	if charged == 0 {
		t.Error("no game position charges the side to move: the test checks nothing")
	}
}

// sameOnFlip fails the test unless p's colour flip scores score (p's own
// score with e) too.
func sameOnFlip(t *testing.T, p *shogi.Position, e *Params, score int, what string) {
	t.Helper()
	q, err := shogi.ParseSFENRelaxed(flipSFEN(p))
	if err != nil {
		t.Fatalf("flip of %s: %v", p.SFEN(), err)
	}
	if f := EvaluateWith(q, e); f != score {
		t.Fatalf("%s: %d on %s, %d on its flip", what, score, p.SFEN(), f)
	}
}
