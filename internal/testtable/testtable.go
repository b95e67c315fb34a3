// Package testtable reads the '|'-separated data files of testdata (the
// shogi mate problems) for the tests of several packages.
package testtable

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// Row is one data line: its line number and its fields, trimmed.
type Row struct {
	Line   int
	Fields []string
}

// Read reads the data lines of the file at path (blank lines and '#'
// comments skipped), each with exactly nFields fields; a missing file or a
// line with another count fails the test, naming the line.
func Read(t testing.TB, path string, nFields int) []Row {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []Row
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		parts := strings.Split(text, "|")
		if len(parts) != nFields {
			t.Fatalf("%s:%d: want %d fields separated by '|', got %d", path, n, nFields, len(parts))
		}
		for i := range parts {
			parts[i] = strings.TrimSpace(parts[i])
		}
		out = append(out, Row{n, parts})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
