package web

import (
	"fmt"
	"strings"

	"bitban/renju"
)

// Renju start positions. A game starts from the empty board (start "") or
// from a board set up in the editor, written as its 15 rows from the top
// separated by '/' ('X' black, 'O' white, '.' empty) and the side to move:
// "...............////... X". The package reads the rows (ParseRows) or the
// 225 characters in one piece (ParseFlat); the side defaults to the one the
// stone counts give (Black when equal).

// isRenjuBoard reports whether text is a board rather than a move
// sequence: a move names its row with digits, a board has none.
func isRenjuBoard(text string) bool {
	return strings.TrimSpace(text) != "" && !strings.ContainsAny(text, "0123456789")
}

// renjuSides are the words for the side to move after a board.
var renjuSides = map[string]renju.Color{
	"x": renju.Black, "b": renju.Black, "black": renju.Black,
	"o": renju.White, "w": renju.White, "white": renju.White,
}

// renjuParseBoard reads a board (rows or flat) and an optional side.
func renjuParseBoard(rule, text string) (*renju.Board, error) {
	r, err := renju.ParseRule(rule)
	if err != nil {
		return nil, err
	}
	fields := strings.FieldsFunc(text, func(c rune) bool { return c == '/' || c == ' ' || c == '\t' || c == '\n' || c == '\r' })
	side, hasSide := renju.Empty, false
	if n := len(fields); n > 1 {
		side, hasSide = renjuSides[strings.ToLower(fields[n-1])]
		if hasSide {
			fields = fields[:n-1]
		}
	}
	var b *renju.Board
	if len(fields) == 1 {
		b, err = renju.ParseFlat(fields[0], r)
	} else {
		b, err = renju.ParseRows(fields, r)
	}
	if err != nil {
		return nil, err
	}
	if b.Size() != renjuSize {
		return nil, fmt.Errorf("the board is %dx%d; the app plays on %dx%d", b.Size(), b.Size(), renjuSize, renjuSize)
	}
	if hasSide {
		b.SetSideToMove(side)
	}
	return b, nil
}

// renjuStartBoard reads a board that can start a game: one without a five
// (the game would be over before it starts). Black stones on forbidden
// shapes are a position like any other.
func renjuStartBoard(rule, text string) (*renju.Board, error) {
	b, err := renjuParseBoard(rule, text)
	if err != nil {
		return nil, err
	}
	if w := b.Winner(); w != renju.Empty {
		return nil, fmt.Errorf("%s already has five in a row (rule %s): the game would be over", capital(w.String()), b.Rule())
	}
	return b, nil
}

// renjuBoardText writes a board as its rows and the side to move.
func renjuBoardText(b *renju.Board) string {
	side := " X"
	if b.SideToMove() == renju.White {
		side = " O"
	}
	return strings.Join(b.Rows(), "/") + side
}

// renjuStartText writes a board as a start: "" for the empty board with
// Black to move, else its text.
func renjuStartText(b *renju.Board) string {
	if b.Stones() == 0 && b.SideToMove() == renju.Black {
		return ""
	}
	return renjuBoardText(b)
}

// setup reads a board (rows or flat, optionally the side to move) or a
// move sequence from the empty board, whose position becomes the start.
func (a renjuAdapter) setup(rule, text string) (string, string, error) {
	if indexFoldASCII(text, "moves") >= 0 {
		return "", "", fmt.Errorf("a setup is a position without moves (Position in reads moves)")
	}
	var b *renju.Board
	var err error
	if isRenjuBoard(text) {
		b, err = renjuStartBoard(rule, text)
	} else {
		b, err = renjuPlayed(a, rule, text)
	}
	if err != nil {
		return "", "", err
	}
	note := ""
	if v := (&renjuBoard{b: b, setUp: true}).view(); v.Over {
		note = "the game is over: " + v.Result
	}
	return renjuStartText(b), note, nil
}

// renjuPlayed is the board after a move sequence from the empty board,
// refused if it ends with a five.
func renjuPlayed(a renjuAdapter, rule, text string) (*renju.Board, error) {
	_, moves, err := a.parse(rule, text)
	if err != nil {
		return nil, err
	}
	b, err := renjuNew(rule)
	if err != nil {
		return nil, err
	}
	ps, _ := renju.ParseMoves(strings.Join(moves, " "), renjuSize)
	if err := b.PlayMoves(ps); err != nil {
		return nil, err
	}
	if w := b.Winner(); w != renju.Empty {
		return nil, fmt.Errorf("%s already has five in a row (rule %s): the game would be over", capital(w.String()), b.Rule())
	}
	return b, nil
}
