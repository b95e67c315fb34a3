package shogi

import (
	"math/rand/v2"
	"testing"
)

// TestGiveBackCapture: after a capture, giving the piece back keeps the
// incremental keys equal to keys computed from scratch, and taking it back
// then undoing the move restores the position exactly.
func TestGiveBackCapture(t *testing.T) {
	p, err := ParseSFEN("8k/6Gpp/R8/9/9/9/9/9/9 b r2b3g4s4n4l16p 1")
	if err != nil {
		t.Fatal(err)
	}
	before, key := p.SFEN(), p.Key()
	var buf, replies [MaxMoves]Move
	tested := 0
	for _, m := range p.Generate(buf[:0]) { // Black's rook to rank a, and others
		p.DoMove(m)
		for _, d := range p.Generate(replies[:0]) {
			if !d.IsDrop() || !p.InCheck() {
				continue
			}
			p.DoMove(d)
			var caps [MaxMoves]Move
			for _, c := range p.Generate(caps[:0]) {
				if c.IsDrop() || c.To() != d.To() {
					continue
				}
				p.DoMove(c)
				inHand := p.Hand(Black)
				p.GiveBackCapture()
				if b, h := p.computeKeys(); b^h != p.Key() {
					t.Fatalf("after %v %v %v: key %x, from scratch %x", m, d, c, p.Key(), b^h)
				}
				if p.Hand(White).Count(d.DropType()) != 1+p.Hand(White).Sub(d.DropType()).Count(d.DropType()) ||
					p.Hand(Black).Add(d.DropType()) != inHand {
					t.Fatalf("after %v %v %v: hands %08x %08x", m, d, c, uint32(p.Hand(Black)), uint32(p.Hand(White)))
				}
				p.TakeBackCapture()
				if b, h := p.computeKeys(); b^h != p.Key() || p.Hand(Black) != inHand {
					t.Fatalf("after %v %v %v: taking back broke the key or the hand", m, d, c)
				}
				p.UndoMove(c)
				tested++
			}
			p.UndoMove(d)
		}
		p.UndoMove(m)
	}
	if p.SFEN() != before || p.Key() != key {
		t.Errorf("position not restored: %s", p.SFEN())
	}
	if tested == 0 {
		t.Errorf("no capture of a dropped piece tested")
	}
}

// TestHandCovers checks the one-word hand comparison against the counts,
// kind by kind, on random hands (each count within its field).
func TestHandCovers(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	kinds := []PieceType{Pawn, Lance, Knight, Silver, Bishop, Rook, Gold}
	limit := map[PieceType]int{Pawn: 18, Lance: 4, Knight: 4, Silver: 4, Bishop: 2, Rook: 2, Gold: 4}
	random := func() Hand {
		var h Hand
		for _, k := range kinds {
			for n := r.IntN(limit[k] + 1); n > 0; n-- {
				h = h.Add(k)
			}
		}
		return h
	}
	for i := 0; i < 100000; i++ {
		a, b := random(), random()
		if i%3 == 0 {
			b = a // equal hands, and hands one piece apart
			if k := kinds[r.IntN(len(kinds))]; b.Has(k) {
				b = b.Sub(k)
			}
		}
		want := true
		for _, k := range kinds {
			if a.Count(k) < b.Count(k) {
				want = false
			}
		}
		if got := a.Covers(b); got != want {
			t.Fatalf("Hand(%08x).Covers(%08x) = %v, want %v", uint32(a), uint32(b), got, want)
		}
	}
}
