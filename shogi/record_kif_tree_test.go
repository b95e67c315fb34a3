package shogi

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// kifWithVariations is a KIF as Kifu for Windows writes one: the main line,
// then its variations from the latest branch point back, each followed by
// its own. The block at move 5 after the one at move 4 is a variation of
// that variation; the last block (move 3) is a second choice beside the
// first block at move 3.
const kifWithVariations = `手合割：平手
先手：a
後手：b
手数----指手---------消費時間--
   1 ７六歩(77)   ( 0:01/00:00:01)
   2 ３四歩(33)   ( 0:02/00:00:02)
   3 ２六歩(27)   ( 0:03/00:00:04)+
   4 ８四歩(83)   ( 0:04/00:00:06)
   5 ２五歩(26)   ( 0:05/00:00:09)+
   6 ８五歩(84)   ( 0:06/00:00:12)
   7 投了
まで6手で後手の勝ち

変化：5手
   5 ７八金(69)   ( 0:10/00:00:14)
*gold first

変化：3手
   3 ６六歩(67)   ( 0:07/00:00:08)+
   4 ８四歩(83)   ( 0:01/00:00:03)+
   5 ６八銀(79)   ( 0:01/00:00:09)

変化：4手
*a comment before the move
   4 ４二飛(82)   ( 0:01/00:00:03)
   5 ４八銀(39)   ( 0:01/00:00:09)+
   6 中断

変化：5手
   5 ５八金(49)

変化：3手
   3 ５六歩(57)
`

// treeText writes variations as "ply:[moves {nested}]", with "(End)" for
// an ending, for comparisons.
func treeText(vars []Variation) string {
	var parts []string
	for _, v := range vars {
		var ms []string
		for _, m := range v.Moves {
			ms = append(ms, m.USI())
		}
		s := fmt.Sprintf("%d:[%s", v.Ply, strings.Join(ms, " "))
		if v.End != EndNone {
			s += " (" + v.End.String() + ")"
		}
		if len(v.Variations) > 0 {
			s += " {" + treeText(v.Variations) + "}"
		}
		parts = append(parts, s+"]")
	}
	return strings.Join(parts, " ")
}

func TestParseKIFTree(t *testing.T) {
	r, err := ParseKIFTree(kifWithVariations)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Moves) != 6 || r.End != EndResign || r.Black != "a" {
		t.Fatalf("main line: %d moves, end %v, black %q", len(r.Moves), r.End, r.Black)
	}
	want := "2:[6g6f 8c8d 7i6h {3:[8b4b 3i4h (中断) {4:[4i5h]}]}] 2:[5g5f] 4:[6i7h]"
	if got := treeText(r.Variations); got != want {
		t.Errorf("variations\n got %s\nwant %s", got, want)
	}
	first := r.Variations[0]
	if !reflect.DeepEqual(first.Seconds, []int{7, 1, 1}) || r.Variations[1].Seconds != nil {
		t.Errorf("seconds %v and %v", first.Seconds, r.Variations[1].Seconds)
	}
	if c := r.Variations[2].Comments[5]; c != "gold first" {
		t.Errorf("comment after the variation's move 5: %q", c)
	}
	if c := first.Variations[0].Comments[3]; c != "a comment before the move" {
		t.Errorf("comment before the nested variation's move: %q", c)
	}
	// The main-line parser reads the same main line and no variation.
	main, err := ParseKIF(kifWithVariations)
	if err != nil || !reflect.DeepEqual(main.Moves, r.Moves) || main.Variations != nil {
		t.Errorf("ParseKIF: %v, %d moves, %d variations", err, len(main.Moves), len(main.Variations))
	}
}

// TestKIFTreeRoundTrip writes the tree back: the blocks come in the order
// the parser needs, and reading them gives the same tree, times and
// comments.
func TestKIFTreeRoundTrip(t *testing.T) {
	r, err := ParseKIFTree(kifWithVariations)
	if err != nil {
		t.Fatal(err)
	}
	out := r.KIF()
	for _, s := range []string{"\n変化：5手\n   5 ７八金(69)", "\n変化：4手\n*a comment before the move\n   4 ４二飛(82)", "   6 中断\n"} {
		if !strings.Contains(out, s) {
			t.Errorf("the KIF lacks %q:\n%s", s, out)
		}
	}
	// Totals go on from the line left: move 3 of the first variation after
	// Black's 1 second for move 1.
	if !strings.Contains(out, "   3 ６六歩(67)   ( 0:07/00:00:08)") {
		t.Errorf("the variation's total time:\n%s", out)
	}
	back, err := ParseKIFTree(out)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !reflect.DeepEqual(back.Variations, r.Variations) || !reflect.DeepEqual(back.Moves, r.Moves) {
		t.Errorf("another tree after the round trip:\n got %s\nwant %s\n%s", treeText(back.Variations), treeText(r.Variations), out)
	}
}

// TestKIFTreeEndOfGame: a variation from the game's last position (after
// the last move, no ending line) is written as the block of the next move
// and read back; one that replaces the ending line (投了) too.
func TestKIFTreeEndOfGame(t *testing.T) {
	for _, text := range []string{
		"手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n\n変化：3手\n   3 ２六歩(27)\n",
		"手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 投了\n\n変化：3手\n   3 ２六歩(27)\n",
	} {
		r, err := ParseKIFTree(text)
		if err != nil {
			t.Fatal(err)
		}
		if got := treeText(r.Variations); got != "2:[2g2f]" {
			t.Errorf("variations %s", got)
		}
		back, err := ParseKIFTree(r.KIF())
		if err != nil || treeText(back.Variations) != "2:[2g2f]" {
			t.Errorf("round trip: %v %s\n%s", err, treeText(back.Variations), r.KIF())
		}
	}
}

func TestParseKIFTreeErrors(t *testing.T) {
	head := "手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n"
	for _, c := range []struct {
		text    string
		line    int
		want    string
		illegal bool
	}{
		{head + "変化：4手\n   4 ８四歩(83)\n", 4, "no line above reaches move 4", false},
		{head + "変化：x手\n", 4, "want 変化：N手", false},
		{head + "変化：0手\n", 4, "want 変化：N手", false},
		{head + "変化：2手\n   3 ８四歩(83)\n", 5, "move number 3, want 2", false},
		{head + "変化：2手\n   2 ７六歩(77)\n", 5, "illegal move", true},
		{head + "変化：2手\n\n変化：1手\n   1 ２六歩(27)\n", 4, "a variation without moves", false},
		{head + "変化：2手\n   2 ８四歩(83)\n先手：x\n", 6, "not a move, comment or ending", false},
		{head + "変化：2手\n   2 投了\n   3 ８四歩(83)\n", 6, "move number 3, want 2", false},
		{head + "変化：2手\n   2 ８四歩(83)\n   3 投了\n   4 ２六歩(27)\n", 7, "move number 4, want 3", false},
	} {
		_, err := ParseKIFTree(c.text)
		var re *RecordError
		if !errors.As(err, &re) || re.Line != c.line || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want line %d %q", c.text[len(head):], err, c.line, c.want)
			continue
		}
		if errors.Is(err, ErrIllegalMove) != c.illegal {
			t.Errorf("%q: illegal move %v, want %v", c.text[len(head):], errors.Is(err, ErrIllegalMove), c.illegal)
		}
	}
}

// FuzzParseKIFTree: no text makes the parser panic, and a tree it reads is
// written so that it reads back the same.
func FuzzParseKIFTree(f *testing.F) {
	f.Add(kifWithVariations)
	f.Add("手数----指手---------消費時間--\n   1 ７六歩(77)\n\n変化：2手\n   2 ３四歩(33)\n\n変化：1手\n   1 ２六歩(27)\n")
	f.Fuzz(func(t *testing.T, text string) {
		r, err := ParseKIFTree(text)
		if err != nil {
			return
		}
		out := r.KIF()
		back, err := ParseKIFTree(out)
		if err != nil {
			t.Fatalf("reparse: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(back.Moves, r.Moves) || treeText(back.Variations) != treeText(r.Variations) {
			t.Fatalf("reparse gives another tree:\n%s\n%s\n%s", treeText(r.Variations), treeText(back.Variations), out)
		}
	})
}
