package web

import (
	"fmt"
	"strings"
	"testing"
)

// The shape of web/testdata/records/shogi-variations.kif's tree as shape
// writes it, the main line shown at its end.
const kifTreeShape = "7g7f 3c3d 2g2f (6g6f 8c8d (8b4b 3i4h (4i5h)) 7i6h) (5g5f) 8c8d 2f2e (6i7h) 8d8e; line 7g7f 3c3d 2g2f 8c8d 2f2e 8d8e @6"

// TestImportKIFVariations imports a KIF with nested variations: the tree
// has them, the KIF export writes them as 変化 blocks, and importing the
// export gives the same tree. KI2 and CSA exports keep the main line.
func TestImportKIFVariations(t *testing.T) {
	s := testServer(t, nil)
	id := str(create(t, s, "shogi", "", ""), "id")
	st := stateOf(t, mustCode(t, importRecord(t, s, id, "", readTestRecord(t, "shogi-variations.kif")), 200))
	if got := shape(st); got != kifTreeShape {
		t.Fatalf("imported tree\n got %s\nwant %s", got, kifTreeShape)
	}
	if len(st.Variations) == 0 || len(st.Variations[0].Labels) != 3 || st.Variations[0].Labels[0] != "６六歩(67)" {
		t.Errorf("variation labels %+v", st.Variations)
	}
	kif := export(t, s, "shogi", id, "kif", "kif")
	for _, want := range []string{"\n変化：5手\n   5 ７八金(69)\n", "\n変化：4手\n   4 ４二飛(82)\n", "\n変化：3手\n   3 ５六歩(57)\n"} {
		if !strings.Contains(kif, want) {
			t.Errorf("the export lacks %q:\n%s", want, kif)
		}
	}
	for _, f := range []string{"ki2", "csa"} {
		if out := export(t, s, "shogi", id, f, f); strings.Contains(out, "変化") || strings.Contains(out, "5i5h") {
			t.Errorf("%s export with variations:\n%s", f, out)
		}
	}
	// The round trip, into another game.
	id2 := str(create(t, s, "shogi", "", ""), "id")
	back := stateOf(t, mustCode(t, importRecord(t, s, id2, "kif", kif), 200))
	if got := shape(back); got != kifTreeShape {
		t.Errorf("tree after the round trip\n got %s\nwant %s\n%s", got, kifTreeShape, kif)
	}
}

// TestExportKIFVariationAtEnd: a variation from the game's last position
// (one that stayed after an undo) is exported as the block of the next
// move and read back as one there.
func TestExportKIFVariationAtEnd(t *testing.T) {
	s := testServer(t, nil)
	id := str(create(t, s, "shogi", "", "startpos moves 7g7f 3c3d 2g2f"), "id")
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", moveBody("6g6f", "7g7f 3c3d")), 200)
	st := stateOf(t, mustCode(t, call(t, s, "POST", "/api/games/"+id+"/undo", `{"plies":1}`), 200))
	const want = "7g7f 3c3d | (6g6f); line 7g7f 3c3d @2"
	if got := shape(st); got != want {
		t.Fatalf("tree %s, want %s", got, want)
	}
	kif := export(t, s, "shogi", id, "kif", "kif")
	if !strings.Contains(kif, "\n変化：3手\n   3 ６六歩(67)\n") {
		t.Errorf("the export lacks the variation:\n%s", kif)
	}
	back := stateOf(t, mustCode(t, importRecord(t, s, id, "kif", kif), 200))
	if got := shape(back); got != want {
		t.Errorf("after the round trip %s, want %s\n%s", got, want, kif)
	}
}

// TestImportKIFVariationErrors: a variation block that does not read
// answers 400 naming its line, and the game stays as it was.
func TestImportKIFVariationErrors(t *testing.T) {
	s := testServer(t, nil)
	id := str(create(t, s, "shogi", "", "startpos moves 2g2f"), "id")
	head := "手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n"
	for _, c := range []struct{ text, want string }{
		{head + "\n変化：4手\n   4 ８四歩(83)\n", "KIF line 5"},
		{head + "\n変化：2手\n   2 ７六歩(77)\n", "KIF line 6"},
	} {
		a := mustCode(t, importRecord(t, s, id, "kif", c.text), 400)
		if !strings.Contains(a.raw, c.want) {
			t.Errorf("%q: %s, want %q", c.text[len(head):], a.raw, c.want)
		}
	}
	if got := strs(mustCode(t, call(t, s, "GET", "/api/games/"+id, ""), 200), "moves"); len(got) != 1 {
		t.Errorf("the game changed: %v", got)
	}
}

// TestOthelloTranscriptVariations: the transcript export writes the main
// line and then each variation as a whole line from the start; importing
// it gives the same tree. GGF keeps the main line. A transcript broken
// over lines is still one game.
func TestOthelloTranscriptVariations(t *testing.T) {
	s := testServer(t, nil)
	id := str(create(t, s, "othello", "", "f5d6c3d3"), "id")
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", moveBody("c5", "f5 d6")), 200)
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", moveBody("b4", "f5 d6 c5")), 200)
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", moveBody("b5", "f5 d6 c5 b4")), 200)
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", moveBody("c3", "f5 d6 c5 b4")), 200)
	st := stateOf(t, mustCode(t, call(t, s, "POST", "/api/games/"+id+"/variations/show", pathBody("")), 200))
	want := "F5 D6 C3 (C5 B4 B5 (C3)) D3; line F5 D6 C3 D3 @0"
	if got := shape(st); got != want {
		t.Fatalf("tree %s, want %s", got, want)
	}
	want = strings.Replace(want, "@0", "@4", 1) // an import shows the main line's end
	text := export(t, s, "othello", id, "transcript", "txt")
	if text != "f5d6c3d3\nf5d6c5b4b5\nf5d6c5b4c3\n" {
		t.Errorf("transcript %q", text)
	}
	id2 := str(create(t, s, "othello", "", ""), "id")
	if got := shape(stateOf(t, mustCode(t, importRecord(t, s, id2, "", text), 200))); got != want {
		t.Errorf("imported %s, want %s", got, want)
	}
	if ggf := export(t, s, "othello", id, "ggf", "ggf"); strings.Contains(ggf, "C5") || !strings.Contains(ggf, "B[D3") && !strings.Contains(ggf, "W[D3") {
		t.Errorf("GGF %s", ggf)
	}
	game := readTestRecord(t, "othello-woc2007-final-1.txt")
	wrapped := game[:40] + "\n" + game[40:]
	if n := len(strs(mustCode(t, importRecord(t, s, id2, "transcript", wrapped), 200), "moves")); n != 60 {
		t.Errorf("a wrapped transcript: %d moves, want 60", n)
	}
	// Lines that are no game together nor each: the error of the whole.
	a := mustCode(t, importRecord(t, s, id2, "transcript", "f5d6\nzz\n"), 400)
	if !strings.Contains(a.raw, "transcript line 2") {
		t.Errorf("bad transcript: %s", a.raw)
	}
}

// TestVariationMarks: a variation's moves are judged from the evaluations
// of its positions as the main line's are (here set as analyses of those
// positions would leave them): Black's move 3 of the variation loses 8
// discs, a blunder; White's answer loses nothing. Without evaluations no
// move is marked.
func TestVariationMarks(t *testing.T) {
	s := testServer(t, nil)
	id := str(create(t, s, "othello", "", "f5d6c3d3"), "id")
	mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", moveBody("c5", "f5 d6")), 200)
	st := stateOf(t, mustCode(t, call(t, s, "POST", "/api/games/"+id+"/move", moveBody("b4", "f5 d6 c5")), 200))
	if st.Variations[0].Marks != nil {
		t.Errorf("marks without evaluations: %q", st.Variations[0].Marks)
	}
	s.mu.Lock()
	g := s.games[id]
	s.mu.Unlock()
	g.mu.Lock()
	at := func(path string, e float64) {
		nodes := g.tree.walk(strings.Fields(path))
		nodes[len(nodes)-1].eval = &e
	}
	at("F5 D6", 0)
	at("F5 D6 C5", -8)
	at("F5 D6 C5 B4", -8)
	g.mu.Unlock()
	st = stateOf(t, mustCode(t, call(t, s, "GET", "/api/games/"+id, ""), 200))
	if got := fmt.Sprintf("%q", st.Variations[0].Marks); got != `["??" ""]` {
		t.Errorf("variation marks %s, want Black's C5 a blunder", got)
	}
	if st.Marks != nil {
		t.Errorf("main-line marks %q: its evaluations are not known", st.Marks)
	}
}
