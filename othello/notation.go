package othello

import (
	"fmt"
	"strings"

	"bitban/bitboard"
)

// MoveName formats a move: "A1".."H8" for squares, "PA" for a pass, "??"
// for anything else.
func MoveName(sq int) string {
	if sq == PassMove {
		return "PA"
	}
	return bitboard.SquareName(sq)
}

// ParseMove reads a move: a square "A1".."H8" in either case, or a pass as
// "PA" or "pass" (any case). It returns the square or PassMove.
func ParseMove(s string) (int, error) {
	t := strings.TrimSpace(s)
	if strings.EqualFold(t, "pa") || strings.EqualFold(t, "pass") {
		return PassMove, nil
	}
	sq, err := bitboard.ParseSquare(t)
	if err != nil {
		return 0, fmt.Errorf("move %q: want A1..H8 (either case) or PA/pass", s)
	}
	return sq, nil
}

// TranscriptError reports an illegal or unreadable move of a transcript.
type TranscriptError struct {
	Ply    int    // 1-based number of the move in the transcript (passes written out included)
	Offset int    // byte offset of the move in the input
	Move   string // the move as written
	Err    error
}

func (e *TranscriptError) Error() string {
	return fmt.Sprintf("transcript ply %d (offset %d): %v", e.Ply, e.Offset, e.Err)
}

func (e *TranscriptError) Unwrap() error { return e.Err }

// ParseTranscript plays a transcript such as "f5d6c3d3c4" from pos. Moves are
// two characters each, in either case, optionally separated by spaces or
// commas; passes may be written "pa"
// or "pass" or left out: when the side to move has no legal move and the
// opponent has, its pass is played before the next move. The moves returned
// include every pass (written or implied), so replaying them with
// Position.Play reproduces the final position.
func ParseTranscript(pos Position, s string) (Position, []int, error) {
	var moves []int
	ply := 0
	i := 0
	for {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == ',' || s[i] == '\n' || s[i] == '\r') {
			i++
		}
		if i >= len(s) {
			break
		}
		ply++
		start := i
		var tok string
		switch {
		case len(s)-i >= 4 && strings.EqualFold(s[i:i+4], "pass"):
			tok = s[i : i+4]
		case len(s)-i >= 2:
			tok = s[i : i+2]
		default:
			tok = s[i:]
		}
		i += len(tok)
		sq, err := ParseMove(tok)
		if err != nil {
			return pos, moves, &TranscriptError{ply, start, tok, err}
		}
		if sq != PassMove && pos.MustPass() {
			pos = pos.Play(PassMove)
			moves = append(moves, PassMove)
		}
		next, err := pos.PlayMove(sq)
		if err != nil {
			return pos, moves, &TranscriptError{ply, start, tok, err}
		}
		pos = next
		moves = append(moves, sq)
	}
	return pos, moves, nil
}

// FormatTranscript writes moves as a transcript in lower case ("f5d6c3"),
// leaving passes out (they are implied when reading back).
func FormatTranscript(moves []int) string {
	var b strings.Builder
	for _, m := range moves {
		if m == PassMove {
			continue
		}
		b.WriteString(strings.ToLower(MoveName(m)))
	}
	return b.String()
}
