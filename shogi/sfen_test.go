package shogi

import "testing"

// TestSFENErrorMessages pins the full text of every SFEN error, strict and
// relaxed, so that restructuring the parser cannot change what a user reads.
// Each input has one fault; "" means no error.
func TestSFENErrorMessages(t *testing.T) {
	for _, c := range []struct{ sfen, strict, relaxed string }{
		{"", "sfen \"\": want 3 or 4 fields: board, side, hand[, move number] (got 0)", "sfen \"\": want 3 or 4 fields: board, side, hand[, move number] (got 0)"},
		{"a b c d e", "sfen \"a b c d e\": want 3 or 4 fields: board, side, hand[, move number] (got 5)", "sfen \"a b c d e\": want 3 or 4 fields: board, side, hand[, move number] (got 5)"},
		{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1", "sfen board \"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1\": the board must have 9 ranks separated by '/' (got 8)", "sfen board \"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1\": the board must have 9 ranks separated by '/' (got 8)"},
		{"lnsgkgsnl/1r5b/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "sfen rank 2 \"1r5b\": bad rank length (want 9 squares) (got 8)", "sfen rank 2 \"1r5b\": bad rank length (want 9 squares) (got 8)"},
		{"lnsgkgsnl/1r5b11/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "sfen rank 2 \"1r5b11\": bad rank length (want 9 squares): more than 9 squares", "sfen rank 2 \"1r5b11\": bad rank length (want 9 squares): more than 9 squares"},
		{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLL b - 1", "sfen rank 9 \"LNSGKGSNLL\": bad rank length (want 9 squares): more than 9 squares", "sfen rank 9 \"LNSGKGSNLL\": bad rank length (want 9 squares): more than 9 squares"},
		{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1", "sfen rank 9 \"LNSGKGSNX\": unknown piece letter 'X'", "sfen rank 9 \"LNSGKGSNX\": unknown piece letter 'X'"},
		{"4k4/9/9/9/9/9/9/9/+14K4 b - 1", "sfen rank 9 \"+14K4\": '+' on a piece that cannot promote: '+' before a digit", "sfen rank 9 \"+14K4\": '+' on a piece that cannot promote: '+' before a digit"},
		{"4k4/9/9/9/9/9/9/9/++P3K4 b - 1", "sfen rank 9 \"++P3K4\": '+' on a piece that cannot promote: '++'", "sfen rank 9 \"++P3K4\": '+' on a piece that cannot promote: '++'"},
		{"4k4/9/9/9/9/9/9/9/+G3K4 b - 1", "sfen rank 9 \"+G3K4\": '+' on a piece that cannot promote: +G", "sfen rank 9 \"+G3K4\": '+' on a piece that cannot promote: +G"},
		{"4k4/9/9/9/9/9/9/9/4K3+ b - 1", "sfen rank 9 \"4K3+\": '+' on a piece that cannot promote: '+' at the end of the rank", "sfen rank 9 \"4K3+\": '+' on a piece that cannot promote: '+' at the end of the rank"},
		{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b P 1", "sfen: more pieces of a kind than exist (board + hands): 19 pawns, at most 18", ""},
		{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b B 1", "sfen: more pieces of a kind than exist (board + hands): 3 bishops, at most 2", ""},
		{"bbb1k4/9/9/9/9/9/9/9/4K4 b - 1", "sfen: more pieces of a kind than exist (board + hands): 3 bishops, at most 2", ""},
		{"4k4/9/9/9/9/9/9/9/4K4 b 19P 1", "sfen hand \"19P\": more pieces of a kind than exist (board + hands): 19 pawns, at most 18", ""},
		{"P3k4/9/9/9/9/9/9/9/4K4 b - 1", "sfen: piece with no further move (pawn or lance on the last rank, knight on the last two): black pawn on its last rank on 9a", "sfen: piece with no further move (pawn or lance on the last rank, knight on the last two): black pawn on its last rank on 9a"},
		{"4k4/9/9/9/9/9/9/n8/4K4 b - 1", "sfen: piece with no further move (pawn or lance on the last rank, knight on the last two): white knight on its last two ranks on 9h", "sfen: piece with no further move (pawn or lance on the last rank, knight on the last two): white knight on its last two ranks on 9h"},
		{"4k4/9/4P4/9/9/9/4P4/9/4K4 b - 1", "sfen: two unpromoted pawns of one side on a file: black on file 5", "sfen: two unpromoted pawns of one side on a file: black on file 5"},
		{"4k4/9/4p4/9/9/9/4p4/9/4K4 b - 1", "sfen: two unpromoted pawns of one side on a file: white on file 5", "sfen: two unpromoted pawns of one side on a file: white on file 5"},
		{"4k4/9/9/9/9/9/9/9/4K4 x - 1", "sfen side \"x\": side to move must be 'b' or 'w'", "sfen side \"x\": side to move must be 'b' or 'w'"},
		{"4k4/9/9/9/9/9/9/9/4K4 b K 1", "sfen hand \"K\": bad pieces in hand: 'K' is not a piece that can be held", "sfen hand \"K\": bad pieces in hand: 'K' is not a piece that can be held"},
		{"4k4/9/9/9/9/9/9/9/4K4 b 2 1", "sfen hand \"2\": count without a piece in hand", "sfen hand \"2\": count without a piece in hand"},
		{"4k4/9/9/9/9/9/9/9/4K4 b 0P 1", "sfen hand \"0P\": bad pieces in hand: count at 1", "sfen hand \"0P\": bad pieces in hand: count at 1"},
		{"4k4/9/9/9/9/9/9/9/4K4 b PP 1", "sfen hand \"PP\": bad pieces in hand: 'P' listed twice", "sfen hand \"PP\": bad pieces in hand: 'P' listed twice"},
		{"4k4/9/9/9/9/9/9/9/4K4 b - 0", "sfen move number \"0\": move number must be a positive integer", "sfen move number \"0\": move number must be a positive integer"},
		{"4k4/9/9/9/9/9/9/9/4K4 b - x", "sfen move number \"x\": move number must be a positive integer", "sfen move number \"x\": move number must be a positive integer"},
		{"4k4/4R4/9/9/9/9/9/9/4K4 b - 1", "sfen: the side not to move is in check (white's king on 5a)", "sfen: the side not to move is in check (white's king on 5a)"},
		{"4k4/9/9/9/9/9/9/9/3KK4 b - 1", "sfen: more than one king of a side (black)", "sfen: more than one king of a side (black)"},
		{"bbbbk4/9/9/9/9/9/9/9/4K4 b - 1", "sfen: more pieces of a kind than exist (board + hands): 4 bishops, at most 2", "sfen: more pieces of a kind than exist (board + hands): 4 bishops, at most 3"},
		// With several faults, the first check in the parser's order wins.
		{"4k4/9/4P4/9/9/9/4P4/9/4K4 x K 0", "sfen: two unpromoted pawns of one side on a file: black on file 5", "sfen: two unpromoted pawns of one side on a file: black on file 5"},
		{"4k4/9/9/9/9/9/9/9/4K4 x K 0", "sfen side \"x\": side to move must be 'b' or 'w'", "sfen side \"x\": side to move must be 'b' or 'w'"},
		{"P3k4/9/9/9/9/9/9/9/3KK3X b - 1", "sfen: piece with no further move (pawn or lance on the last rank, knight on the last two): black pawn on its last rank on 9a", "sfen: piece with no further move (pawn or lance on the last rank, knight on the last two): black pawn on its last rank on 9a"},
	} {
		for _, v := range []struct {
			name  string
			parse func(string) (*Position, error)
			want  string
		}{{"ParseSFEN", ParseSFEN, c.strict}, {"ParseSFENRelaxed", ParseSFENRelaxed, c.relaxed}} {
			_, err := v.parse(c.sfen)
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != v.want {
				t.Errorf("%s(%q) = %q, want %q", v.name, c.sfen, got, v.want)
			}
		}
	}
}

// TestSetSFENErrorLeavesPosition checks that a failed SetSFEN leaves the
// position as it was, whichever step of the parse fails.
func TestSetSFENErrorLeavesPosition(t *testing.T) {
	for _, bad := range []string{
		"4k4/9/9/9/9/9/9/9/4K4X b - 1", // on the board
		"4k4/9/4P4/9/9/9/4P4/9/4K4 b - 1",
		"4k4/9/9/9/9/9/9/9/4K4 b PP 1", // in the hand
		"4k4/9/9/9/9/9/9/9/4K4 b - 0",  // the move number
		"4k4/4R4/9/9/9/9/9/9/4K4 b - 1",
	} {
		p := NewStartPosition()
		if err := p.SetSFEN(bad); err == nil {
			t.Fatalf("SetSFEN(%q) took it", bad)
		}
		if got := p.SFEN(); got != StartSFEN {
			t.Errorf("after SetSFEN(%q) failed the position is %s", bad, got)
		}
		checkConsistency(t, p)
	}
}
