package shogi

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"bitban/bitboard"
)

// A slow, obviously-correct reference move generator: it reads only the
// mailbox (PieceOn) and the hands, moves pieces by their definitions square
// by square, and tests legality by making the move and asking "is my king
// attacked?" with an attack test of its own. The drop rules are checked
// literally (uchifuzume by trying every reply).

type step struct{ df, dr int } // file and rank deltas for Black (forward = rank - 1)

var (
	refGold   = []step{{0, -1}, {-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {0, 1}}
	refSilver = []step{{0, -1}, {-1, -1}, {1, -1}, {-1, 1}, {1, 1}}
	refKing   = []step{{0, -1}, {-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {0, 1}, {-1, 1}, {1, 1}}
	refOrtho  = []step{{0, -1}, {0, 1}, {-1, 0}, {1, 0}}
	refDiag   = []step{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}}
)

// refMoves returns the piece's steps and slides (Black's view).
func refMoves(pt PieceType) (steps, slides []step) {
	switch pt {
	case Pawn:
		return []step{{0, -1}}, nil
	case Lance:
		return nil, []step{{0, -1}}
	case Knight:
		return []step{{-1, -2}, {1, -2}}, nil
	case Silver:
		return refSilver, nil
	case Gold, ProPawn, ProLance, ProKnight, ProSilver:
		return refGold, nil
	case King:
		return refKing, nil
	case Bishop:
		return nil, refDiag
	case Rook:
		return nil, refOrtho
	case Horse:
		return refOrtho, refDiag
	case Dragon:
		return refDiag, refOrtho
	}
	return nil, nil
}

// refTargets lists the squares the piece on s reaches (empty or occupied).
func refTargets(p *Position, s Square) []Square {
	pc := p.PieceOn(s)
	steps, slides := refMoves(pc.Type())
	sign := 1
	if pc.Color() == White {
		sign = -1
	}
	var out []Square
	f0, r0 := s.File(), s.Rank()
	for _, st := range steps {
		f, r := f0+st.df*sign, r0+st.dr*sign
		if f >= 1 && f <= 9 && r >= 1 && r <= 9 {
			out = append(out, bitboard.NewSquare81(f, r))
		}
	}
	for _, st := range slides {
		for f, r := f0+st.df*sign, r0+st.dr*sign; f >= 1 && f <= 9 && r >= 1 && r <= 9; f, r = f+st.df*sign, r+st.dr*sign {
			t := bitboard.NewSquare81(f, r)
			out = append(out, t)
			if p.PieceOn(t) != NoPiece {
				break
			}
		}
	}
	return out
}

func refAttacked(p *Position, s Square, by Color) bool {
	for from := Square(0); from < 81; from++ {
		pc := p.PieceOn(from)
		if pc == NoPiece || pc.Color() != by {
			continue
		}
		if slices.Contains(refTargets(p, from), s) {
			return true
		}
	}
	return false
}

func refKingSquare(p *Position, c Color) Square {
	for s := Square(0); s < 81; s++ {
		if p.PieceOn(s) == NewPiece(c, King) {
			return s
		}
	}
	return NoSquare
}

// refRelRank is the rank as seen by c (1 = c's farthest rank).
func refRelRank(c Color, s Square) int {
	if c == White {
		return 10 - s.Rank()
	}
	return s.Rank()
}

func refDead(c Color, pt PieceType, s Square) bool {
	r := refRelRank(c, s)
	return (pt == Pawn || pt == Lance) && r == 1 || pt == Knight && r <= 2
}

// refLegal returns the legal moves, sorted. checkUchifuzume false skips the
// pawn-drop-mate rule (used only to count replies to a pawn drop, where no
// pawn drop can answer the check anyway).
func refLegal(p *Position, checkUchifuzume bool) []Move {
	us := p.SideToMove()
	var cand []Move
	for from := Square(0); from < 81; from++ {
		pc := p.PieceOn(from)
		if pc == NoPiece || pc.Color() != us {
			continue
		}
		pt := pc.Type()
		for _, to := range refTargets(p, from) {
			if t := p.PieceOn(to); t != NoPiece && t.Color() == us {
				continue
			}
			if pt.CanPromote() && (refRelRank(us, from) <= 3 || refRelRank(us, to) <= 3) {
				cand = append(cand, NewMove(from, to, pt, true))
			}
			if !refDead(us, pt, to) {
				cand = append(cand, NewMove(from, to, pt, false))
			}
		}
	}
	for pt := Pawn; pt <= Gold; pt++ {
		if p.Hand(us).Count(pt) == 0 {
			continue
		}
	squares:
		for to := Square(0); to < 81; to++ {
			if p.PieceOn(to) != NoPiece || refDead(us, pt, to) {
				continue
			}
			if pt == Pawn {
				for r := 1; r <= 9; r++ {
					if p.PieceOn(bitboard.NewSquare81(to.File(), r)) == NewPiece(us, Pawn) {
						continue squares
					}
				}
			}
			cand = append(cand, NewDrop(pt, to))
		}
	}
	var legal []Move
	for _, m := range cand {
		p.DoMove(m)
		ok := true
		if k := refKingSquare(p, us); k != NoSquare && refAttacked(p, k, us.Opp()) {
			ok = false
		}
		if ok && checkUchifuzume && m.IsDrop() && m.DropType() == Pawn {
			if ek := refKingSquare(p, us.Opp()); ek != NoSquare && refAttacked(p, ek, us) && len(refLegal(p, false)) == 0 {
				ok = false
			}
		}
		p.UndoMove(m)
		if ok {
			legal = append(legal, m)
		}
	}
	slices.Sort(legal)
	return legal
}

// checkConsistency compares the incremental state with a recomputation from
// the mailbox: bitboards, kings, keys, checkers.
func checkConsistency(t *testing.T, p *Position) {
	t.Helper()
	var q Position
	q.king = [2]Square{NoSquare, NoSquare}
	for s := Square(0); s < 81; s++ {
		if pc := p.PieceOn(s); pc != NoPiece {
			q.board[s] = pc
			q.toggle(pc, s)
			if pc.Type() == King {
				q.king[pc.Color()] = s
			}
		}
	}
	if q.bb != p.bb || q.color != p.color || q.king != p.king {
		t.Fatalf("%s: bitboards differ from the mailbox", p.SFEN())
	}
	bk, hk := p.computeKeys()
	if bk != p.st().boardKey || hk != p.st().handKey {
		t.Fatalf("%s: incremental key differs from a recomputation", p.SFEN())
	}
	var want Bitboard
	if k := refKingSquare(p, p.SideToMove()); k != NoSquare {
		for s := Square(0); s < 81; s++ {
			if pc := p.PieceOn(s); pc != NoPiece && pc.Color() != p.SideToMove() && slices.Contains(refTargets(p, s), k) {
				want = want.With(s)
			}
		}
	}
	if p.Checkers() != want {
		t.Fatalf("%s: checkers\n%vwant\n%v", p.SFEN(), p.Checkers(), want)
	}
}

func sorted(ms []Move) []Move {
	out := slices.Clone(ms)
	slices.Sort(out)
	return out
}

func diffMoves(got, want []Move) string {
	var extra, missing []string
	for _, m := range got {
		if !slices.Contains(want, m) {
			extra = append(extra, m.USI())
		}
	}
	for _, m := range want {
		if !slices.Contains(got, m) {
			missing = append(missing, m.USI())
		}
	}
	return fmt.Sprintf("extra %v missing %v (got %d want %d)", extra, missing, len(got), len(want))
}

// checkQuiescence checks that GenerateQuiescence gives the moves of
// GenerateCaptures in the same order, but out of check without the
// promotions of lances, knights and silvers that capture nothing.
func checkQuiescence(t *testing.T, p *Position) {
	t.Helper()
	var want []Move
	for _, m := range p.GenerateCaptures(nil) {
		minor := m.PieceType() == Lance || m.PieceType() == Knight || m.PieceType() == Silver
		if p.InCheck() || p.IsCapture(m) || !minor {
			want = append(want, m)
		}
	}
	if got := p.GenerateQuiescence(nil); !slices.Equal(got, want) {
		t.Fatalf("%s: GenerateQuiescence %v, want %v", p.SFEN(), got, want)
	}
}

// compareWithReference checks Generate, the generators by kind and
// GivesCheck against the reference in one position.
func compareWithReference(t *testing.T, p *Position) []Move {
	t.Helper()
	checkConsistency(t, p)
	want := refLegal(p, true)
	var buf [MaxMoves]Move
	got := sorted(p.Generate(buf[:0]))
	if !slices.Equal(got, want) {
		t.Fatalf("%s: Generate: %s", p.SFEN(), diffMoves(got, want))
	}
	checkQuiescence(t, p)
	caps := sorted(p.GenerateCaptures(nil))
	quiets := sorted(p.GenerateQuiets(nil))
	union := sorted(append(slices.Clone(caps), quiets...))
	if !slices.Equal(union, want) {
		t.Fatalf("%s: captures+quiets: %s", p.SFEN(), diffMoves(union, want))
	}
	for _, m := range caps {
		if !p.isTactical(m) {
			t.Fatalf("%s: %s is in captures but is quiet", p.SFEN(), m)
		}
	}
	for _, m := range quiets {
		if p.isTactical(m) {
			t.Fatalf("%s: %s is in quiets but captures or promotes", p.SFEN(), m)
		}
	}
	ev := sorted(p.GenerateEvasions(nil))
	if p.InCheck() && !slices.Equal(ev, want) || !p.InCheck() && len(ev) != 0 {
		t.Fatalf("%s: evasions: %s", p.SFEN(), diffMoves(ev, want))
	}
	checks := sorted(p.GenerateChecks(nil))
	var wantChecks []Move
	for _, m := range want {
		us := p.SideToMove()
		p.DoMove(m)
		if k := refKingSquare(p, us.Opp()); k != NoSquare && refAttacked(p, k, us) {
			wantChecks = append(wantChecks, m)
		}
		p.UndoMove(m)
	}
	if !slices.Equal(checks, wantChecks) {
		t.Fatalf("%s: checks: %s", p.SFEN(), diffMoves(checks, wantChecks))
	}
	compareThreats(t, p)
	return want
}

// refThreatClass is the threat level a piece of type pt adds its attacks
// to (its class by value), written out apart from the package's table.
func refThreatClass(pt PieceType) int {
	switch pt {
	case Pawn:
		return ThreatByPawn
	case Lance, Knight:
		return ThreatByMinor
	case Silver, Gold, ProPawn, ProLance, ProKnight, ProSilver:
		return ThreatByGold
	case Bishop, Horse:
		return ThreatByBishop
	}
	return NumThreatLevels // rooks, dragons and kings are in no map
}

// compareThreats checks both sides' threat maps, and their attacks next
// to every square (KingZoneAttacks), against the reference's attacks,
// piece by piece.
func compareThreats(t *testing.T, p *Position) {
	t.Helper()
	for _, c := range []Color{Black, White} {
		var want Threats
		for from := Square(0); from < 81; from++ {
			pc := p.PieceOn(from)
			if pc == NoPiece || pc.Color() != c {
				continue
			}
			for level := refThreatClass(pc.Type()); level < NumThreatLevels; level++ {
				for _, s := range refTargets(p, from) {
					want[level] = want[level].With(s)
				}
			}
		}
		if got := p.Threats(c); got != want {
			t.Fatalf("%s: threats of %v: got %v, want %v", p.SFEN(), c, got, want)
		}
		var all, withKing Bitboard
		for from := Square(0); from < 81; from++ {
			if pc := p.PieceOn(from); pc != NoPiece && pc.Color() == c {
				for _, s := range refTargets(p, from) {
					withKing = withKing.With(s)
					if pc.Type() != King {
						all = all.With(s)
					}
				}
			}
		}
		if gotT, gotAll := p.AttackMaps(c); gotT != want || gotAll != withKing {
			t.Fatalf("%s: attack maps of %v: got %v, want %v", p.SFEN(), c, gotAll, withKing)
		}
		sliders := p.SliderAttacks()
		for s := Square(0); s < 81; s++ {
			want := all.And(KingAttacks(s))
			if got := p.KingZoneAttacksBoth(s)[c]; got != want {
				t.Fatalf("%s: attacks of %v next to %v: got %v, want %v", p.SFEN(), c, s, got, want)
			}
			if got := p.KingZoneAttacksWith(s, &sliders)[c]; got != want {
				t.Fatalf("%s: attacks of %v next to %v with the sliders' attacks: got %v, want %v", p.SFEN(), c, s, got, want)
			}
		}
	}
}

// playouts walks random games from the position, checking every position
// on the way; moves are drawn with a bias toward captures, checks and
// drops so that hands fill up and checks happen.
func playouts(t *testing.T, start *Position, r *rand.Rand, games, plies int) int {
	n := 0
	for g := 0; g < games; g++ {
		p := start.Clone()
		var made []Move
		for ply := 0; ply < plies; ply++ {
			moves := compareWithReference(t, p)
			checkKeyAfter(t, p, moves)
			n++
			if len(moves) == 0 {
				break
			}
			m := moves[r.IntN(len(moves))]
			if r.IntN(2) == 0 {
				var pref []Move
				for _, x := range moves {
					if p.IsCapture(x) || x.IsDrop() || p.GivesCheck(x) {
						pref = append(pref, x)
					}
				}
				if len(pref) > 0 {
					m = pref[r.IntN(len(pref))]
				}
			}
			p.DoMove(m)
			made = append(made, m)
		}
		for i := len(made) - 1; i >= 0; i-- {
			p.UndoMove(made[i])
		}
		if p.Key() != start.Key() || p.SFEN() != start.SFEN() {
			t.Fatal("undoing a playout did not restore the position")
		}
	}
	return n
}

// checkKeyAfter compares KeyAfter, and the key DoMove keeps, with the key
// computed from scratch after the move, and GivesCheckWith (DropGivesCheck
// for drops) with the check the move makes, for every legal move of p.
func checkKeyAfter(t *testing.T, p *Position, moves []Move) {
	t.Helper()
	ci := p.NewCheckInfo()
	for _, m := range moves {
		gives := p.GivesCheckWith(m, &ci)
		if m.IsDrop() && ci.DropGivesCheck(m) != gives {
			t.Fatalf("%s: %v: DropGivesCheck %v, GivesCheckWith %v", p.SFEN(), m, !gives, gives)
		}
		after := p.KeyAfter(m)
		p.DoMove(m)
		kept := p.Key()
		b, h := p.computeKeys()
		checks := p.InCheck()
		p.UndoMove(m)
		if checks != gives {
			t.Fatalf("%s: %v: GivesCheckWith %v, in check after the move %v", p.SFEN(), m, gives, checks)
		}
		if after != b^h || kept != b^h {
			t.Fatalf("%s: %v: KeyAfter %x, DoMove's key %x, from scratch %x", p.SFEN(), m, after, kept, b^h)
		}
	}
}

func TestDifferentialAgainstReference(t *testing.T) {
	r := rand.New(rand.NewPCG(2026, 5))
	games, plies := 12, 120
	if *longTests {
		games, plies = 100, 200
	}
	total := 0
	starts := []string{StartSFEN}
	for _, c := range loadPerft(t) {
		starts = append(starts, c.SFEN)
	}
	for _, s := range starts {
		p, err := ParseSFENRelaxed(s)
		if err != nil {
			t.Fatal(err)
		}
		total += playouts(t, p, r, games, plies)
	}
	t.Logf("%d positions compared with the reference generator", total)
}

func TestNullMoveAndClone(t *testing.T) {
	p, err := ParseSFEN("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1")
	if err != nil {
		t.Fatal(err)
	}
	key, sfen := p.Key(), p.SFEN()
	q := p.Clone()
	p.DoNullMove()
	if p.SideToMove() != Black || p.Key() == key || p.Key()&1 != 0 {
		t.Fatal("null move did not pass the turn")
	}
	// After the null move the position is the same board with Black to
	// move: compare with a parse of that.
	want, err := ParseSFEN(strings.Replace(sfen, " w ", " b ", 1))
	if err != nil {
		t.Fatal(err)
	}
	if p.Key() != want.Key() || p.Checkers() != want.Checkers() {
		t.Fatal("null move position differs from the parsed one")
	}
	compareWithReference(t, p)
	p.UndoNullMove()
	if p.Key() != key || p.SFEN() != sfen {
		t.Fatal("UndoNullMove did not restore the position")
	}
	// The clone is independent.
	var buf [MaxMoves]Move
	m := q.Generate(buf[:0])[0]
	q.DoMove(m)
	if p.Key() != key || q.LastMove() != m || q.GamePly() != 1 || p.GamePly() != 0 {
		t.Fatal("Clone shares state")
	}
}
