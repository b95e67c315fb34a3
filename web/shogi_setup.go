package web

import (
	"fmt"
	"strings"

	"bitban/shogi"
)

// setup reads an SFEN ("startpos", "sfen ...", the bare SFEN) with the
// package's strict checks: two pawns on a file, a piece that cannot move,
// more pieces of a kind than the set has (hands counted), the side not to
// move in check, two kings; and CheckGamePosition: the side not to move
// must have a king (a tsume's attacker, to move, may have none).
func (shogiAdapter) setup(rule, text string) (string, string, error) {
	text = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(text), "position "))
	if text == "" {
		return "", "", fmt.Errorf("sfen: empty position")
	}
	if strings.Contains(text, "moves") {
		return "", "", fmt.Errorf("sfen: a setup is a position without moves (Position in reads moves)")
	}
	p, err := shogi.ParseSFEN(text)
	if err != nil {
		return "", "", err
	}
	if err := p.CheckGamePosition(); err != nil {
		return "", "", fmt.Errorf("%v", err)
	}
	start := p.SFEN()
	if start == shogi.StartSFEN {
		start = ""
	}
	note := ""
	if v := (&shogiBoard{p: p}).view(); v.Over {
		note = "the game is over: " + v.Result
	}
	return start, note, nil
}
