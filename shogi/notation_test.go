package shogi

import (
	"errors"
	"strings"
	"testing"
)

func TestSFENRoundTrip(t *testing.T) {
	for _, c := range loadPerft(t) {
		p, err := ParseSFENRelaxed(c.SFEN)
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		out := p.SFEN()
		q, err := ParseSFENRelaxed(out)
		if err != nil {
			t.Fatalf("%s: reparse %q: %v", c.Name, out, err)
		}
		if q.SFEN() != out || q.Key() != p.Key() {
			t.Fatalf("%s: round trip %q -> %q", c.Name, out, q.SFEN())
		}
		// The board and side fields come back verbatim; hands may be
		// reordered into the canonical R B G S N L P order.
		if f, g := strings.Fields(c.SFEN), strings.Fields(out); f[0] != g[0] || f[1] != g[1] || f[3] != g[3] {
			t.Fatalf("%s: %q formatted as %q", c.Name, c.SFEN, out)
		}
	}
	p, err := ParseSFEN("startpos")
	if err != nil || p.SFEN() != StartSFEN {
		t.Fatalf("startpos: %v %v", p, err)
	}
	if p, err := ParseSFEN("sfen " + StartSFEN); err != nil || p.SFEN() != StartSFEN {
		t.Fatalf("sfen prefix: %v", err)
	}
	if p, err := ParseSFEN("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -"); err != nil || p.Ply() != 1 {
		t.Fatalf("missing move number: %v", err)
	}
	p, err = ParseSFEN("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1")
	if err != nil {
		t.Fatal(err)
	}
	if got := p.SFEN(); got != "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1" {
		t.Fatalf("hand order: %s", got)
	}
	if p.Hand(White).Count(Pawn) != 5 || p.Hand(Black).Count(Rook) != 1 || p.SideToMove() != White {
		t.Fatal("hands or side wrong")
	}
	// Mate problems leave out the attacker's king.
	if _, err := ParseSFEN("8k/9/9/9/9/9/9/9/9 b G 1"); err != nil {
		t.Fatalf("position without Black's king: %v", err)
	}
}

func TestSFENErrors(t *testing.T) {
	for _, c := range []struct {
		sfen string
		want error
	}{
		{"", ErrSFENFields},
		{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL", ErrSFENFields},
		{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1", ErrRankCount},
		{"lnsgkgsnl/1r5b/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", ErrRankLength},
		{"lnsgkgsnl/1r5b11/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", ErrRankLength},
		{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLL b - 1", ErrRankLength},
		{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1", ErrUnknownPiece},
		{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNS+GKGSNL b - 1", ErrBadPromotion},
		{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSG+KGSNL b - 1", ErrBadPromotion},
		{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R+/LNSGKGSNL b - 1", ErrBadPromotion},
		{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b P 1", ErrTooManyPieces},
		{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b B 1", ErrTooManyPieces},
		{"4k4/9/9/9/9/9/9/9/4K4 b 19P 1", ErrTooManyPieces},
		{"4k4/9/9/9/9/9/9/9/4K4 b 3R 1", ErrTooManyPieces},
		{"4k4/9/9/9/9/9/9/9/4K4 b 5g 1", ErrTooManyPieces},
		{"P3k4/9/9/9/9/9/9/9/4K4 b - 1", ErrDeadPiece},
		{"4k4/9/9/9/9/9/9/9/l3K4 b - 1", ErrDeadPiece},
		{"4k4/N8/9/9/9/9/9/9/4K4 b - 1", ErrDeadPiece},
		{"4k4/9/9/9/9/9/9/n8/4K4 b - 1", ErrDeadPiece},
		{"4k4/9/4P4/9/9/9/4P4/9/4K4 b - 1", ErrNifu},
		{"4k4/9/9/9/9/9/9/9/4K4 x - 1", ErrBadSide},
		{"4k4/9/9/9/9/9/9/9/4K4 b K 1", ErrBadHand},
		{"4k4/9/9/9/9/9/9/9/4K4 b 2 1", ErrUnexpectedHandCnt},
		{"4k4/9/9/9/9/9/9/9/4K4 b 0P 1", ErrBadHand},
		{"4k4/9/9/9/9/9/9/9/4K4 b PP 1", ErrBadHand},
		{"4k4/9/9/9/9/9/9/9/4K4 b - 0", ErrBadMoveNumber},
		{"4k4/9/9/9/9/9/9/9/4K4 b - x", ErrBadMoveNumber},
		{"4k4/4R4/9/9/9/9/9/9/4K4 b - 1", ErrOpponentInCheck},
		{"4k4/9/9/9/9/9/9/9/3KK4 b - 1", ErrTooManyKings},
	} {
		_, err := ParseSFEN(c.sfen)
		if !errors.Is(err, c.want) {
			t.Errorf("ParseSFEN(%q) = %v, want %v", c.sfen, err, c.want)
		}
	}
	// The side to move may be in check.
	if _, err := ParseSFEN("4k4/4R4/9/9/9/9/9/9/4K4 w - 1"); err != nil {
		t.Errorf("side to move in check: %v", err)
	}
}

func TestUSIMoves(t *testing.T) {
	p := NewStartPosition()
	for _, c := range []struct {
		usi  string
		kif  string
		from string
	}{
		{"7g7f", "７六歩(77)", ""},
		{"3c3d", "３四歩(33)", ""},
		{"8h2b+", "２二角成(88)", ""},
		{"3a2b", "同　銀(31)", ""},
		{"B*4e", "４五角打", ""},
	} {
		m, err := p.ParseUSIMove(c.usi)
		if err != nil {
			t.Fatalf("%s: %v", c.usi, err)
		}
		if m.USI() != c.usi {
			t.Fatalf("USI() = %s, want %s", m.USI(), c.usi)
		}
		if got := p.KIF(m); got != c.kif {
			t.Fatalf("KIF(%s) = %s, want %s", c.usi, got, c.kif)
		}
		p.DoMove(m)
	}
	if got := p.SFEN(); got != "lnsgkg1nl/1r5s1/pppppp1pp/6p2/5B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL w b 6" {
		t.Fatalf("after the moves: %s", got)
	}
	// A non-promotion in the zone is written 不成.
	q, _ := ParseSFEN("4k4/9/9/9/9/2B6/9/9/4K4 b - 1")
	m, err := q.ParseUSIMove("7f3b")
	if err != nil || q.KIF(m) != "３二角不成(76)" {
		t.Fatalf("不成: %v %q", err, q.KIF(m))
	}
	for _, c := range []struct {
		usi  string
		want error
		why  string
	}{
		{"", ErrMoveSyntax, ""},
		{"7g7", ErrMoveSyntax, ""},
		{"7g7f=", ErrMoveSyntax, ""},
		{"7g7g", ErrMoveSyntax, ""},
		{"0g7f", ErrMoveSyntax, ""},
		{"7G7F", ErrMoveSyntax, ""},
		{"K*5e", ErrMoveSyntax, ""},
		{"p*5e", ErrMoveSyntax, ""},
		{"P*5e+", ErrMoveSyntax, ""},
		{"P*5j", ErrMoveSyntax, ""},
		{"5e5d", ErrIllegalMove, "no piece"},
		{"3c3d", ErrIllegalMove, "not black's"},
		{"7g7e", ErrIllegalMove, "cannot reach"},
		{"7g7f+", ErrIllegalMove, "outside the promotion zone"},
		{"5i6i", ErrIllegalMove, "own piece"},
		{"P*5e", ErrIllegalMove, "no pawn in hand"},
	} {
		_, err := NewStartPosition().ParseUSIMove(c.usi)
		if !errors.Is(err, c.want) || !strings.Contains(err.Error(), c.why) {
			t.Errorf("ParseUSIMove(%q) = %v, want %v (%s)", c.usi, err, c.want, c.why)
		}
	}
	// Drop rules explained.
	u, _ := ParseSFEN("7lk/9/8S/9/9/9/9/7L1/8K b P 1")
	if _, err := u.ParseUSIMove("P*1b"); !errors.Is(err, ErrIllegalMove) || !strings.Contains(err.Error(), "uchifuzume") {
		t.Errorf("uchifuzume: %v", err)
	}
	n, _ := ParseSFEN("4k4/9/9/9/9/9/4P4/9/4K4 b P 1")
	if _, err := n.ParseUSIMove("P*5e"); !errors.Is(err, ErrIllegalMove) || !strings.Contains(err.Error(), "nifu") {
		t.Errorf("nifu: %v", err)
	}
	if _, err := n.ParseUSIMove("P*4a"); !errors.Is(err, ErrIllegalMove) || !strings.Contains(err.Error(), "never move") {
		t.Errorf("dead drop: %v", err)
	}
	if !n.IsLegal(mustMove(t, n, "P*4e")) || n.IsLegal(NewDrop(Pawn, 40)) {
		t.Error("IsLegal")
	}
	if MoveNone.USI() != "none" {
		t.Error("MoveNone")
	}
}

func mustMove(t *testing.T, p *Position, s string) Move {
	t.Helper()
	m, err := p.ParseUSIMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// FuzzParseSFEN: no input panics; what parses formats to text that parses to
// the same position.
func FuzzParseSFEN(f *testing.F) {
	f.Add(StartSFEN)
	f.Add("startpos")
	f.Add("8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124")
	f.Add("9/9/9/3k5/9/5K3/9/9/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1")
	f.Add("4k4/9/9/9/9/9/9/9/4K4 b 18P 1")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseSFEN(s)
		if err != nil {
			// The relaxed parser must not panic either, and what it takes
			// must be a working position.
			if p, err = ParseSFENRelaxed(s); err != nil {
				return
			}
		}
		out := p.SFEN()
		q, err := ParseSFENRelaxed(out)
		if err != nil {
			t.Fatalf("%q formats as %q which does not parse: %v", s, out, err)
		}
		if q.SFEN() != out || q.Key() != p.Key() {
			t.Fatalf("%q: round trip differs", s)
		}
		var buf [MaxMoves]Move
		for _, m := range p.Generate(buf[:0]) {
			p.DoMove(m)
			p.UndoMove(m)
		}
		if p.SFEN() != out {
			t.Fatalf("%q: make/unmake changed the position", s)
		}
	})
}

// FuzzParseUSIMove: no input panics; a parsed move is legal and formats
// back to the same text.
func FuzzParseUSIMove(f *testing.F) {
	for _, s := range []string{"7g7f", "8h2b+", "P*5e", "2h2c+", "5i5h", "", "7g7", "K*5e", "9a9b"} {
		f.Add(StartSFEN, s)
	}
	f.Add("8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124", "S*9b")
	f.Fuzz(func(t *testing.T, sfen, s string) {
		p, err := ParseSFEN(sfen)
		if err != nil {
			return
		}
		m, err := p.ParseUSIMove(s)
		if err != nil {
			return
		}
		if m.USI() != s {
			t.Fatalf("%q parsed as %s", s, m.USI())
		}
		if !p.IsLegal(m) {
			t.Fatalf("%q parsed to an illegal move", s)
		}
		_ = p.KIF(m)
		p.DoMove(m)
		p.UndoMove(m)
	})
}

func TestRelaxedSFENLimits(t *testing.T) {
	// A relaxed position may hold more pieces than a game has, up to what
	// a hand can count; make and unmake keep the key right.
	p, err := ParseSFENRelaxed("4k4/9/9/9/9/9/9/9/4K4 b 31P3R7G 1")
	if err != nil {
		t.Fatal(err)
	}
	if p.Hand(Black).Count(Pawn) != 31 || p.Hand(Black).Count(Rook) != 3 || p.Hand(Black).Count(Gold) != 7 {
		t.Fatalf("hand %s", p.SFEN())
	}
	checkConsistency(t, p)
	var buf [MaxMoves]Move
	for _, m := range p.Generate(buf[:0]) {
		p.DoMove(m)
		checkConsistency(t, p)
		p.UndoMove(m)
	}
	for _, bad := range []string{"4k4/9/9/9/9/9/9/9/4K4 b 32P 1", "4k4/9/9/9/9/9/9/9/4K4 b 4R 1", "4k4/9/9/9/9/9/9/9/4K4 b 8G 1"} {
		if _, err := ParseSFENRelaxed(bad); !errors.Is(err, ErrTooManyPieces) && !errors.Is(err, ErrBadHand) {
			t.Errorf("ParseSFENRelaxed(%q) = %v", bad, err)
		}
	}
}

func TestKIFOfGarbageMoveDoesNotPanic(t *testing.T) {
	p := NewStartPosition()
	for _, m := range []Move{Move(0xFFFFFFFF), Move(127), Move(127 << 7), NewDrop(King, 40), NewDrop(PieceType(15), 3)} {
		_ = p.KIF(m)
		_ = m.USI()
	}
}
