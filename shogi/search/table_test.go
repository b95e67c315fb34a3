package search

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"bitban/shogi"
)

// Helpers for the tests that read the mate problems of testdata/shogi/mate
// (a copy of the shogi package's table_test.go).

// tableRow is one data line of a '|'-separated file of testdata/shogi/mate:
// its line number and its fields, trimmed.
type tableRow struct {
	line   int
	fields []string
}

// readTable reads the data lines of testdata/shogi/mate/name (blank lines
// and '#' comments skipped), each with exactly nFields fields.
func readTable(t testing.TB, name string, nFields int) []tableRow {
	t.Helper()
	f, err := os.Open("../../testdata/shogi/mate/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []tableRow
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		parts := strings.Split(text, "|")
		if len(parts) != nFields {
			t.Fatalf("%s:%d: want %d fields separated by '|', got %d", name, n, nFields, len(parts))
		}
		for i := range parts {
			parts[i] = strings.TrimSpace(parts[i])
		}
		out = append(out, tableRow{n, parts})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
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
