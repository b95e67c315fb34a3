package web

import (
	"fmt"
	"strings"

	"bitban/othello"
)

// setup reads an OBF line: 64 squares A1..H8 and the side to move. Any
// arrangement is a position; one where neither side can move is a game
// already over, and one where the side to move must pass is allowed too:
// the note says so.
func (othelloAdapter) setup(rule, text string) (string, string, error) {
	text = strings.TrimSpace(text)
	if indexFoldASCII(text, "moves") >= 0 {
		return "", "", fmt.Errorf("obf: a setup is a position without moves (Position in reads moves)")
	}
	if !isOBFBoard(text) {
		return "", "", fmt.Errorf("obf: want 64 squares A1..H8 (X black, O white, - empty), a space and the side to move (X or O)")
	}
	o, err := othello.ParseOBF(text)
	if err != nil {
		return "", "", err
	}
	if len(o.Scores) > 0 {
		return "", "", fmt.Errorf("obf: move annotations are not a position (remove the part after ';')")
	}
	start := othello.FormatOBF(o.Position)
	if start == othello.FormatOBF(othello.StartPosition()) {
		start = ""
	}
	v := (&othelloBoard{pos: o.Position, last: -1}).view()
	note := ""
	switch {
	case v.Over:
		note = "neither side can move: the game is over (" + v.Result + ")"
	case o.Position.MustPass():
		note = fmt.Sprintf("%s has no move and must pass", capital(v.Turn))
	}
	return start, note, nil
}
