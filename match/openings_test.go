package match

import (
	"strings"
	"testing"

	"bitban/othello"
)

func TestBuiltinOpenings(t *testing.T) {
	for game, want := range map[string]int{"shogi": 16, "othello": 24, "renju": 26, "gomoku": 26, "standard": 26} {
		ops, err := BuiltinOpenings(game)
		if err != nil {
			t.Fatalf("%s: %v", game, err)
		}
		if len(ops) != want {
			t.Errorf("%s: %d openings, want %d", game, len(ops), want)
		}
		seen := map[string]bool{}
		for _, op := range ops {
			if seen[op.Text] {
				t.Errorf("%s: line %d repeats %q", game, op.Line, op.Text)
			}
			seen[op.Text] = true
		}
	}
}

func TestParseOpeningForms(t *testing.T) {
	for _, c := range []struct{ game, line string }{
		{"shogi", "startpos moves 7g7f 3c3d"},
		{"shogi", "position startpos"},
		{"shogi", "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 2g2f"},
		{"shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
		{"shogi", "7g7f 3c3d"},
		{"othello", "f5d6c3d3c4"},
		{"othello", "F5 D6 C3"},
		{"othello", "---------------------------OX------XO--------------------------- X"},
		{"renju", "h8 h9 j10"},
		{"renju", "H8H9J10"},
		{"renju", "7,7 7,6 9,5"},
		{"renju", "7,7; 7,6"},
		{"gomoku", "size=19 j10 j11"},
	} {
		if _, err := ParseOpening(c.game, c.line); err != nil {
			t.Errorf("%s %q: %v", c.game, c.line, err)
		}
	}
}

// A bad line is an error that names the line and says what is wrong.
func TestBadOpeningsFile(t *testing.T) {
	for _, c := range []struct{ game, file, want string }{
		{"shogi", "# comment\n7g7f 3c3d\n\n7g7f 7g7f\n", "openings line 4: move 2"},
		{"othello", "f5d6\nf5f5\n", "openings line 2"},
		{"othello", "---------------------------OX------XO--------------------------- Q\n", "openings line 1: obf"},
		{"renju", "h8 h9\nh8 h8\n", "openings line 2: opening move 2 H8: move on an occupied point"},
		{"renju", "i8 a1 j8 a3 h7 o1 h6 o15 h8\n", "openings line 1: opening move 9 H8: forbidden point"},
		{"renju", "h8 z99\n", "openings line 1"},
		{"renju", "7,7 99,1\n", "openings line 1: move 2"},
		{"gomoku", "h8 a1 i8 a2 j8 a3 k8 a4 l8\n", "openings line 1: opening move 9 L8: five"},
		{"shogi", "# only comments\n", "no opening"},
	} {
		_, err := ReadOpenings(strings.NewReader(c.file), c.game)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %q: error %v, want %q", c.game, c.file, err, c.want)
		}
	}
}

func fuzzOpening(f *testing.F, game string, seeds ...string) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		op, err := ParseOpening(game, s)
		if err != nil {
			return
		}
		// A parsed opening starts a game.
		if _, err := newReferee(game, op, 0); err != nil {
			t.Fatalf("%q parsed but does not start a game: %v", s, err)
		}
	})
}

func FuzzShogiOpening(f *testing.F) {
	fuzzOpening(f, "shogi", "7g7f 3c3d", "startpos moves 2g2f", "sfen 4k4/9/9/9/9/9/9/9/4K4 b - 1 moves 5i5h", "P*5e")
}

func FuzzOthelloOpening(f *testing.F) {
	fuzzOpening(f, "othello", "f5d6c3", "---------------------------OX------XO--------------------------- X", "f5 pass")
}

func FuzzRenjuOpening(f *testing.F) {
	fuzzOpening(f, "renju", "h8 h9 j10", "7,7 7,6", "size=9 e5", "i8 a1 j8 a3 h7 o1 h6 o15")
}

// TestOthelloLine: an Othello opening's moves played from its start give
// the position the transcript reaches and the moves' squares.
func TestOthelloLine(t *testing.T) {
	op, err := ParseOpening("othello", "f5d6c3")
	if err != nil {
		t.Fatal(err)
	}
	pos, moves, err := op.OthelloLine()
	if err != nil {
		t.Fatal(err)
	}
	want, mvs, err := othello.ParseTranscript(othello.StartPosition(), "f5d6c3")
	if err != nil {
		t.Fatal(err)
	}
	if pos != want || len(moves) != 3 || moves[0] != mvs[0] || moves[2] != mvs[2] {
		t.Fatalf("position %v moves %v, want %v %v", pos, moves, want, mvs)
	}
}
