package match

import (
	"strings"
	"testing"
	"time"
)

// The shogi records of a short game: CSA moves with piece codes and times,
// KIF moves in Japanese with the end.
func TestShogiRecords(t *testing.T) {
	op, err := ParseOpening("shogi", "7g7f 3c3d")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := newShogiGame(op, 0)
	for _, m := range []string{"8h2b+", "3a2b", "B*4e"} {
		if out := g.play(m); out != nil {
			t.Fatal(out)
		}
	}
	r := &GameRecord{Index: 0, First: "A", Second: "B", Result: "0-1", Reason: "resign", TimesMs: []int64{1500, 200, 900}, Start: time.Unix(0, 0)}
	csa := shogiCSA(g, r)
	for _, want := range []string{"N+A\n", "+7776FU\n", "-3334FU\n", "+8822UM\nT2\n", "-3122GI\nT1\n", "+0045KA\nT1\n", "%TORYO\n"} {
		if !strings.Contains(csa, want) {
			t.Errorf("CSA lacks %q:\n%s", want, csa)
		}
	}
	kif := shogiKIF(g, r)
	for _, want := range []string{"手合割：平手", "   3 ２二角成(88)   ( 0:02/00:00:02)", "   5 ４五角打", "   6 投了", "まで5手で後手の勝ち"} {
		if !strings.Contains(kif, want) {
			t.Errorf("KIF lacks %q:\n%s", want, kif)
		}
	}
}

// Referee details: perpetual check and sennichite, a false and a true
// declaration.
func TestShogiReferee(t *testing.T) {
	// Kings shuffle: the fourth occurrence is a draw.
	op, _ := ParseOpening("shogi", "sfen 4k4/9/9/9/9/9/9/9/4K4 b G2r2b3g4s4n4l18p 1")
	g, _ := newShogiGame(op, 0)
	var out *Outcome
	for i := 0; i < 12 && out == nil; i++ {
		out = g.play([]string{"5i4i", "5a4a", "4i5i", "4a5a"}[i%4])
	}
	if out == nil || out.Winner != -1 || !strings.HasPrefix(out.Reason, "sennichite") {
		t.Fatalf("repetition: %+v after %d moves", out, len(g.played))
	}
	// Checks by the rook every move: perpetual check loses for Black.
	op, err := ParseOpening("shogi", "sfen 4k4/9/9/9/9/9/9/9/K4R3 b r2b4g4s4n4l18p 1")
	if err != nil {
		t.Fatal(err)
	}
	g, _ = newShogiGame(op, 0)
	out = nil
	for i := 0; i < 16 && out == nil; i++ {
		out = g.play([]string{"4i5i", "5a4a", "5i4i", "4a5a"}[i%4])
	}
	if out == nil || out.Winner != 1 || !strings.HasPrefix(out.Reason, "perpetual") {
		t.Fatalf("perpetual check: %+v", out)
	}
	op, _ = ParseOpening("shogi", "startpos")
	g, _ = newShogiGame(op, 0)
	if out := g.play("win"); out == nil || out.Winner != 1 {
		t.Fatalf("false declaration: %+v", out)
	}
	// Black king in the camp with ten pieces and 28 points: a true one.
	op, err = ParseOpening("shogi", "sfen 1GGGK4/1SSSSPPP1/9/9/9/9/9/9/k8 b 2R2Bg4n4l15p 1")
	if err != nil {
		t.Fatal(err)
	}
	g, _ = newShogiGame(op, 0)
	if out := g.play("win"); out == nil || out.Winner != 0 || !strings.HasPrefix(out.Reason, "entering-king") {
		t.Fatalf("declaration: %+v", out)
	}
}

func TestOthelloAndRenjuRecords(t *testing.T) {
	op, _ := ParseOpening("othello", "f5d6")
	g, _ := newOthelloGame(op)
	g.play("C3")
	r := &GameRecord{First: "A", Second: "B", Result: "1-0", Reason: "time: answered", TimesMs: []int64{250}, Scores: []string{"1.50"}, Start: time.Unix(0, 0)}
	ggf := othelloGGF(g, r)
	for _, want := range []string{"PB[A]PW[B]RE[+64:t]", "B[F5]W[D6]B[C3/1.50/0.25]"} {
		if !strings.Contains(ggf, want) {
			t.Errorf("GGF lacks %q: %s", want, ggf)
		}
	}
	rop, _ := ParseOpening("renju", "h8 h9 h10")
	rg, _ := newRenjuGame("renju", rop)
	rg.play("6,5")
	txt := renjuText(rg, &GameRecord{First: "A", Second: "B", Result: "0-1", TimesMs: []int64{12}, Scores: []string{""}})
	for _, want := range []string{"rule renju", "moves h8h9h10g10", "  4 white g10 6,5 12 ms"} {
		if !strings.Contains(txt, want) {
			t.Errorf("renju record lacks %q:\n%s", want, txt)
		}
	}
}

// EngineOf names the engine by colour, whatever the opening's length;
// Plays knows both engines and no other.
func TestGameRecordEngineOf(t *testing.T) {
	r := GameRecord{First: "a", Second: "b"}
	if r.EngineOf(true) != "a" || r.EngineOf(false) != "b" {
		t.Errorf("EngineOf: Black %q, White %q; want a, b", r.EngineOf(true), r.EngineOf(false))
	}
	if !r.Plays("a") || !r.Plays("b") || r.Plays("c") || r.Plays("") {
		t.Error("Plays: want a and b only")
	}
}
