package web

import (
	"fmt"
	"slices"
	"strings"

	"bitban/shogi"
)

// Shogi records: KIF, KI2 and CSA, read and written by the shogi package.
// KIF carries the game's variations (変化 blocks) both ways; KI2 and CSA the
// main line.

func (shogiAdapter) formats() []string { return []string{"kif", "ki2", "csa"} }

// detect looks for the first line only one format has: a numbered KIF move
// or its "手数----" table head, a KI2 move (▲, △), a CSA move or position
// line. Header lines (先手：..., comments) are shared and tell nothing.
func (shogiAdapter) detect(text string) string {
	for _, line := range strings.Split(strings.TrimPrefix(text, "\uFEFF"), "\n") {
		line = strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "手数----") || isKIFMoveLine(line):
			return "kif"
		case strings.HasPrefix(line, "▲") || strings.HasPrefix(line, "△") || strings.HasPrefix(line, "☗") || strings.HasPrefix(line, "☖"):
			return "ki2"
		case isCSALine(line):
			return "csa"
		}
	}
	return ""
}

// isKIFMoveLine reports whether a line starts with a move number and then
// a move ("1 ７六歩(77)").
func isKIFMoveLine(line string) bool {
	n := 0
	for n < len(line) && line[n] >= '0' && line[n] <= '9' {
		n++
	}
	return n > 0 && n < len(line) && line[n] == ' ' && strings.TrimSpace(line[n:]) != ""
}

// isCSALine reports whether a line is a CSA version, position or move line
// ("V2.2", "PI", "P1-KY...", "+7776FU").
func isCSALine(line string) bool {
	if strings.HasPrefix(line, "V2") || strings.HasPrefix(line, "PI") || strings.HasPrefix(line, "N+") || strings.HasPrefix(line, "N-") {
		return true
	}
	if len(line) >= 2 && line[0] == 'P' && (line[1] >= '1' && line[1] <= '9' || line[1] == '+' || line[1] == '-') {
		return true
	}
	if len(line) >= 7 && (line[0] == '+' || line[0] == '-') {
		for i := 1; i <= 4; i++ {
			if line[i] < '0' || line[i] > '9' {
				return false
			}
		}
		return true
	}
	return false
}

// readRecord parses the record; its parsers name the line of an error
// ("KIF line 12: ...") and only return legal moves.
func (shogiAdapter) readRecord(rule, format, text string) (imported, error) {
	parse := map[string]func(string) (shogi.Record, error){"kif": shogi.ParseKIFTree, "ki2": shogi.ParseKI2, "csa": shogi.ParseCSA}[format]
	if parse == nil {
		return imported{}, fmt.Errorf("unknown format %q", format)
	}
	rec, err := parse(text)
	if err != nil {
		return imported{}, err
	}
	p, err := rec.StartPosition()
	if err != nil {
		return imported{}, err
	}
	if err := p.CheckGamePosition(); err != nil {
		return imported{}, fmt.Errorf("start position: %v", err)
	}
	in := imported{start: p.SFEN()}
	if in.start == shogi.StartSFEN {
		in.start = ""
	}
	in.moves = usiMoves(rec.Moves)
	in.lines = shogiLines(in.moves, rec.Variations)
	return in, nil
}

func usiMoves(moves []shogi.Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.USI()
	}
	return out
}

// shogiLines returns a record's variations that leave a line (its moves
// from the start: line), and theirs, as whole lines from the start.
func shogiLines(line []string, vars []shogi.Variation) [][]string {
	var out [][]string
	for _, v := range vars {
		path := append(slices.Clone(line[:min(v.Ply, len(line))]), usiMoves(v.Moves)...)
		out = append(out, path)
		out = append(out, shogiLines(path, v.Variations)...)
	}
	return out
}

// shogiVariations turns the tree's variations that leave a line (its moves
// from the start: line) into the shogi package's, with 詰み where a
// variation ends in mate.
func shogiVariations(start *shogi.Position, line []string, vars []Variation) ([]shogi.Variation, error) {
	var out []shogi.Variation
	for _, v := range vars {
		if v.Ply > len(line) {
			return nil, fmt.Errorf("a variation from move %d of a line of %d moves", v.Ply+1, len(line))
		}
		path := append(slices.Clone(line[:v.Ply]), v.Moves...)
		p := start.Clone()
		sv := shogi.Variation{Ply: v.Ply}
		for i, s := range path {
			m, err := p.ParseUSIMove(s)
			if err != nil {
				return nil, fmt.Errorf("variation from move %d, move %d: %v", v.Ply+1, i+1, err)
			}
			if i >= v.Ply {
				sv.Moves = append(sv.Moves, m)
			}
			p.DoMove(m)
		}
		var buf [shogi.MaxMoves]shogi.Move
		if p.InCheck() && len(p.Generate(buf[:0])) == 0 {
			sv.End = shogi.EndMate
		}
		kids, err := shogiVariations(start, path, v.Variations)
		if err != nil {
			return nil, err
		}
		sv.Variations = kids
		out = append(out, sv)
	}
	return out, nil
}

// writeRecord writes the game with the ending the server sees (mate,
// repetition) and, in KIF, its variations; the players are not known.
func (a shogiAdapter) writeRecord(rule, start string, moves []string, vars []Variation, format string) (string, error) {
	b, err := a.newBoard(rule, start)
	if err != nil {
		return "", err
	}
	sb := b.(*shogiBoard)
	rec := shogi.Record{Start: start}
	for i, s := range moves {
		m, err := sb.p.ParseUSIMove(s)
		if err != nil {
			return "", fmt.Errorf("move %d: %v", i+1, err)
		}
		rec.Moves = append(rec.Moves, m)
		sb.p.DoMove(m)
		sb.moves++
	}
	var buf [shogi.MaxMoves]shogi.Move
	switch {
	case sb.p.InCheck() && len(sb.p.Generate(buf[:0])) == 0:
		rec.End = shogi.EndMate
	case sb.view().Winner == "draw":
		rec.End = shogi.EndRepetition
	}
	switch format {
	case "kif":
		first, err := rec.StartPosition()
		if err != nil {
			return "", err
		}
		if rec.Variations, err = shogiVariations(first, moves, vars); err != nil {
			return "", err
		}
		return rec.KIF(), nil
	case "ki2":
		return rec.KI2(), nil
	case "csa":
		return rec.CSA(), nil
	}
	return "", fmt.Errorf("unknown format %q", format)
}
