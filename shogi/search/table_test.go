package search

import (
	"testing"

	"bitban/internal/testtable"
	"bitban/shogi"
)

// Helpers for the tests that read the mate problems of testdata/shogi/mate
// (the file reader is internal/testtable, shared with package shogi).

// readTable reads the data lines of testdata/shogi/mate/name, each with
// exactly nFields fields.
func readTable(t testing.TB, name string, nFields int) []testtable.Row {
	return testtable.Read(t, "../../testdata/shogi/mate/"+name, nFields)
}

// parseLine converts USI moves, played from p, into moves; p is unchanged.
func parseLine(t *testing.T, p *shogi.Position, usi []string) []shogi.Move {
	t.Helper()
	q := p.Clone()
	var line []shogi.Move
	for i, s := range usi {
		m, err := q.ParseUSIMove(s)
		if err != nil || !q.IsLegal(m) {
			t.Fatalf("%s: published move %d %q is not legal (%v)", p.SFEN(), i+1, s, err)
		}
		q.DoMove(m)
		line = append(line, m)
	}
	return line
}
