package web

import (
	"fmt"
	"net/http"
	"strings"

	"bitban/renju"
)

// Renju records: the renju package's plain text record ("rule renju size
// 15", then the moves) and Gomocup's PSQ.

func (renjuAdapter) formats() []string { return []string{"text", "psq"} }

func (renjuAdapter) detect(text string) string {
	first := strings.TrimSpace(strings.TrimPrefix(text, "\uFEFF"))
	if len(first) >= 9 && strings.EqualFold(first[:9], "Piskvorky") {
		return "psq"
	}
	return "text"
}

// readRecord parses the record and plays it under its rule (the text
// record's, else the game's), so that a forbidden move is reported with
// its line.
func (renjuAdapter) readRecord(rule, format, text string) (imported, error) {
	var rec renju.Record
	var err error
	switch format {
	case "text":
		rec, err = renju.ParseText(text)
	case "psq":
		rec, err = renju.ParsePSQ(text)
	default:
		err = fmt.Errorf("unknown format %q", format)
	}
	if err != nil {
		return imported{}, err
	}
	if rec.Size != renjuSize {
		return imported{}, fmt.Errorf("the record is %dx%d; the app plays on %dx%d", rec.Size, rec.Size, renjuSize, renjuSize)
	}
	in := imported{}
	if rec.HasRule {
		in.rule = rec.Rule.String()
		rule = in.rule
	}
	r, err := renju.ParseRule(rule)
	if err != nil {
		return imported{}, err
	}
	if _, err := rec.Play(r); err != nil {
		return imported{}, err
	}
	in.moves = pointNames(rec.Moves)
	return in, nil
}

// writeRecord writes the main line: neither format has variations.
func (renjuAdapter) writeRecord(rule, start string, moves []string, _ []Variation, format string) (string, error) {
	if start != "" {
		return "", errf(http.StatusBadRequest, "renju records hold moves from the empty board; this game starts from a set-up board (copy its position instead)")
	}
	r, err := renju.ParseRule(rule)
	if err != nil {
		return "", err
	}
	rec := renju.Record{Size: renjuSize, Rule: r, HasRule: true}
	for i, m := range moves {
		p, err := renju.ParsePoint(m, renjuSize)
		if err != nil {
			return "", fmt.Errorf("move %d: %v", i+1, err)
		}
		rec.Moves = append(rec.Moves, p)
	}
	switch format {
	case "text":
		return rec.Text(), nil
	case "psq":
		return rec.PSQ(), nil
	}
	return "", fmt.Errorf("unknown format %q", format)
}
