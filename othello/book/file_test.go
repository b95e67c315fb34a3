package book

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"maps"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"bitban/othello"
)

// sampleBook is a book of n random positions, some moves exact.
func sampleBook(n int, seed uint64) *Book {
	rng := rand.New(rand.NewPCG(seed, 7))
	bk := New()
	bk.Note = "test book: " + strings.Repeat("é", 3)
	for bk.Len() < n {
		b, ok := randomBoard(rng, rng.IntN(30))
		if !ok {
			continue
		}
		for m := b.Moves(); m != 0; m &= m - 1 {
			if rng.IntN(2) == 0 || m&(m-1) == 0 {
				bk.Add(b, Move{Square: bits.TrailingZeros64(m), Score: rng.IntN(129) - 64, Depth: rng.IntN(61), Exact: rng.IntN(5) == 0})
			}
		}
	}
	return bk
}

// sameBook compares two books entry by entry.
func sameBook(t *testing.T, got, want *Book) {
	t.Helper()
	if got.Note != want.Note || got.Len() != want.Len() {
		t.Fatalf("note %q / %d positions, want %q / %d", got.Note, got.Len(), want.Note, want.Len())
	}
	for k, ms := range want.entries {
		if !slices.Equal(got.entries[k], ms) {
			t.Fatalf("%v: %v, want %v", k, got.entries[k], ms)
		}
	}
}

func TestFileRoundTrip(t *testing.T) {
	bk := sampleBook(300, 1)
	var plain, zipped bytes.Buffer
	if err := bk.Write(&plain); err != nil {
		t.Fatal(err)
	}
	if err := bk.WriteGzip(&zipped); err != nil {
		t.Fatal(err)
	}
	if want := headerSize + len(bk.Note) + bk.Len()*entryHead + bk.Moves()*moveSize; plain.Len() != want {
		t.Errorf("file of %d bytes, want %d", plain.Len(), want)
	}
	for _, data := range [][]byte{plain.Bytes(), zipped.Bytes()} {
		got, err := Read(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		sameBook(t, got, bk)
	}
	empty, err := Read(bytes.NewReader(mustEncode(t, New())))
	if err != nil || empty.Len() != 0 {
		t.Fatalf("empty book: %v, %d positions", err, empty.Len())
	}
}

func mustEncode(t *testing.T, bk *Book) []byte {
	t.Helper()
	data, err := bk.encode()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// resum puts the right checksum back into a changed file.
func resum(data []byte) []byte {
	binary.LittleEndian.PutUint32(data[20:], crc32.ChecksumIEEE(data[headerSize:]))
	return data
}

// TestReadDamaged: every kind of damage is an error that says what and
// where; none panics.
func TestReadDamaged(t *testing.T) {
	bk := New()
	bk.Note = "ab"
	bk.Add(othello.Start(), Move{Square: 37, Score: 1, Depth: 14})          // F5
	bk.Add(othello.Start(), Move{Square: 44, Score: 1, Depth: 14})          // E6
	bk.Add(othello.Start().Play(37), Move{Square: 43, Score: 0, Depth: 14}) // D6
	good := mustEncode(t, bk)
	first := headerSize + 2 // the first position
	keys := slices.SortedFunc(maps.Keys(bk.entries), func(x, y othello.Board) int {
		if less(x, y) {
			return -1
		}
		return 1
	})
	second := first + entryHead + len(bk.entries[keys[0]])*moveSize
	edit := func(f func(d []byte) []byte) []byte { return f(slices.Clone(good)) }
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "byte 0: the header is cut short"},
		{"short", good[:10], "byte 10: the header is cut short"},
		{"short, foreign", []byte("PK\x03\x04abcdefgh"), "byte 0: not a bitban Othello book"},
		{"short header", good[:20], "byte 20: the header is cut short"},
		{"magic", edit(func(d []byte) []byte { d[0] = 'X'; return d }), "byte 0: not a bitban Othello book"},
		{"version", edit(func(d []byte) []byte { d[8] = 2; return d }), "byte 8: version 2"},
		{"note length", edit(func(d []byte) []byte { d[10], d[11] = 0xff, 0xff; return d }), "byte 10: note of 65535 bytes"},
		{"note utf-8", edit(func(d []byte) []byte { d[headerSize] = 0xff; return resum(d) }), "the note is not UTF-8"},
		{"positions", edit(func(d []byte) []byte { d[12] = 9; return d }), "byte 12: 9 positions cannot fit"},
		{"too few moves", edit(func(d []byte) []byte { d[16] = 1; return d }), "byte 16: 1 moves do not fit 2 positions"},
		{"too many moves", edit(func(d []byte) []byte { d[16] = 4; return d }), "byte 16: 4 moves do not fit 2 positions in the file's 69 bytes"},
		{"more moves", edit(func(d []byte) []byte { d[16] = 2; return d }), "more moves than the header's 2"},
		{"cut", good[:len(good)-1], "byte 16: 3 moves do not fit"},
		{"trailing", append(slices.Clone(good), 0), "1 bytes after the last position"},
		{"checksum", edit(func(d []byte) []byte { d[len(d)-2]++; return d }), "byte 20: checksum mismatch"},
		{"overlap", edit(func(d []byte) []byte { d[first+8+3] |= d[first+3]; d[first+8+4] |= d[first+4]; return d }), "position 1): the two sides' discs overlap"},
		{"not normal", edit(func(d []byte) []byte { swapSides(d, first); return d }), "not in its normal orientation"},
		{"no move", edit(func(d []byte) []byte { d[first+16] = 0; return d }), "position 1): no move"},
		{"more moves than legal", edit(func(d []byte) []byte { d[first+16] = 9; return d }), "(position 1): 9 moves, the position has"},
		{"illegal", edit(func(d []byte) []byte { d[first+17] = 0; return d }), "move 0 is not a legal square"},
		{"square", edit(func(d []byte) []byte { d[first+17] = 200; return d }), "move 200 is not a legal square"},
		{"score", edit(func(d []byte) []byte { d[first+18] = 100; return d }), "score 100 is not -64..64"},
		{"depth", edit(func(d []byte) []byte { d[first+19] = 61; return d }), "depth 61 is not 0..60"},
		{"order", edit(func(d []byte) []byte { swapEntries(d, first, second); return d }), "position 2): positions out of order"},
		{"gzip", []byte{0x1f, 0x8b, 8, 0, 1, 2}, "book: gzip"},
	}
	for _, c := range cases {
		got, err := Read(bytes.NewReader(c.data))
		if err == nil {
			t.Errorf("%s: read %d positions, want an error", c.name, got.Len())
			continue
		}
		if !strings.HasPrefix(err.Error(), "book: ") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %q, want %q", c.name, err, c.want)
		}
		var fe *FormatError
		if c.name != "gzip" && !errors.As(err, &fe) {
			t.Errorf("%s: %T is not a *FormatError", c.name, err)
		}
	}
	if len(good) <= second {
		t.Fatal("the sample has one position only")
	}
}

// swapSides swaps the player's and the opponent's discs of the position
// at off.
func swapSides(d []byte, off int) {
	p := slices.Clone(d[off : off+8])
	copy(d[off:], d[off+8:off+16])
	copy(d[off+8:], p)
}

// swapEntries swaps the first two positions (first one's bytes before
// second's) when both have one move.
func swapEntries(d []byte, first, second int) {
	a := slices.Clone(d[first:second])
	b := slices.Clone(d[second:])
	copy(d[first:], b)
	copy(d[first+len(b):], a)
}

// FuzzReadBook: no input makes Read panic; an error says "book: ...";
// what is read writes back to a file that reads the same.
func FuzzReadBook(f *testing.F) {
	small := New()
	small.Add(othello.Start(), Move{Square: 37, Score: 0, Depth: 14})
	small.Add(othello.Start().Play(37), Move{Square: 29, Score: -1, Exact: true})
	for _, bk := range []*Book{New(), small, sampleBook(5, 2)} {
		var plain, zipped bytes.Buffer
		bk.Write(&plain)
		bk.WriteGzip(&zipped)
		f.Add(plain.Bytes())
		f.Add(zipped.Bytes())
	}
	f.Add([]byte(magic))
	f.Fuzz(func(t *testing.T, data []byte) {
		bk, err := Read(bytes.NewReader(data))
		if err != nil {
			if !strings.HasPrefix(err.Error(), "book: ") {
				t.Fatalf("error %q does not start with book:", err)
			}
			return
		}
		var out bytes.Buffer
		if err := bk.Write(&out); err != nil {
			t.Fatal(err)
		}
		again, err := Read(&out)
		if err != nil {
			t.Fatalf("written back: %v", err)
		}
		sameBook(t, again, bk)
		for k := range bk.entries {
			if _, err := bk.Lookup(k); !err {
				t.Fatalf("%v not found", k)
			}
		}
	})
}

// BenchmarkReadBook reads a gzip-compressed book of 100,000 random
// positions with three moves each (the file format's load time).
func BenchmarkReadBook(b *testing.B) {
	bk := New()
	rng := rand.New(rand.NewPCG(9, 9))
	for bk.Len() < 100000 {
		bd, ok := randomBoard(rng, 4+rng.IntN(20))
		for m, n := bd.Moves(), 0; ok && m != 0 && n < 3; m, n = m&(m-1), n+1 {
			bk.Add(bd, Move{Square: bits.TrailingZeros64(m), Score: rng.IntN(20) - 10, Depth: 16})
		}
	}
	var zipped bytes.Buffer
	if err := bk.WriteGzip(&zipped); err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(zipped.Len()), "bytes")
	for b.Loop() {
		if _, err := Read(bytes.NewReader(zipped.Bytes())); err != nil {
			b.Fatal(err)
		}
	}
}
