package nboard

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bitban/othello"
	"bitban/othello/book"
)

// testBook is a book of the start position with two of its four moves,
// F5 (+3, depth 14) the best, and F5's position with D6 exact.
func testBook(t *testing.T) *book.Book {
	t.Helper()
	bk := book.New()
	for _, a := range []struct {
		line, move string
		m          book.Move
	}{
		{"", "F5", book.Move{Score: 3, Depth: 14}},
		{"", "D3", book.Move{Score: 1, Depth: 12}},
		{"f5", "D6", book.Move{Score: -3, Exact: true}},
	} {
		p, _, err := othello.ParseTranscript(othello.StartPosition(), a.line)
		if err != nil {
			t.Fatal(err)
		}
		if a.m.Square, err = othello.ParseMove(a.move); err != nil {
			t.Fatal(err)
		}
		if err := bk.Add(p.Board, a.m); err != nil {
			t.Fatal(err)
		}
	}
	return bk
}

// TestNBoardBookGo: with a book that holds the start position, go there
// answers the book move at once even at depth 60, with its book score;
// with --no-book the same go searches.
func TestNBoardBookGo(t *testing.T) {
	path := filepath.Join(t.TempDir(), "test.book")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := testBook(t).Write(f); err != nil {
		t.Fatal(err)
	}
	f.Close()
	s := start(t, "--book", path)
	s.send("nboard 2")
	s.expect("set myname")
	s.send("set depth 60") // a search would not end
	s.send("set game (;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *];)")
	t0 := time.Now()
	s.send("go")
	if l := s.expect("status book move"); l != "status book move F5 3.00" {
		t.Errorf("status %q", l)
	}
	if l := s.expect("=== "); !strings.HasPrefix(l, "=== F5/3.00/") {
		t.Fatalf("book answer %q, want F5 at +3", l)
	}
	if d := time.Since(t0); d > 5*time.Second {
		t.Errorf("the book move took %v", d)
	}
	// Out of the book (after F5 D6 C3), go searches.
	s.send("set depth 2")
	s.send("set game (;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[D6]B[C3];)")
	s.send("go")
	s.expect("status thinking")
	s.expect("=== ")

	off := start(t, "--no-book")
	off.send("set depth 2")
	off.send("go")
	off.expect("status thinking")
	if l := off.expect("=== "); strings.Contains(strings.Join(off.seen, "\n"), "book") {
		t.Errorf("--no-book played from a book: %q", l)
	}
}

// TestNBoardBookHint: hint lists the book moves as book lines (their
// depth, 100% when exact, the PV along the book: D3 leads to an image
// of F5's position), then searches the
// moves the book leaves out for the other hints.
func TestNBoardBookHint(t *testing.T) {
	var out bytes.Buffer
	e := New(&out, Options{Depth: 2, TTMB: 1, Book: testBook(t)})
	e.Handle("hint 3")
	e.Handle("ping 1")
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	var got []string
	for _, l := range lines {
		if strings.HasPrefix(l, "book ") || strings.HasPrefix(l, "search ") {
			got = append(got, l)
		}
	}
	if len(got) < 3 || got[0] != "book F5D6 3.00 0 14" || got[1] != "book D3C5 1.00 0 12" {
		t.Fatalf("hints %q", got)
	}
	for _, l := range got[2:] {
		f := strings.Fields(l)
		if f[0] != "search" || len(f) != 5 || !strings.HasPrefix(f[1], "C4") && !strings.HasPrefix(f[1], "E6") {
			t.Errorf("search hint %q: want one of the moves out of the book (C4, E6)", l)
		}
	}
	out.Reset()
	e.Handle("move F5")
	e.Handle("hint 2")
	e.Handle("ping 2")
	if !strings.Contains(out.String(), "book D6 -3.00 0 100%\n") {
		t.Errorf("exact book hint: %q", out.String())
	}
}
