package main

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bitban/othello/eval"
)

// TestSamplesRoundTrip: a samples file gives back its positions, every
// 20th game held out, and a damaged file is refused with its name and the
// record at fault.
func TestSamplesRoundTrip(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "s.bin")
	var games [][]eval.Sample
	for g := 0; g < 41; g++ {
		games = append(games, []eval.Sample{
			{P: uint64(g) << 1, O: 1, Label: float32(g%7) - 3},
			{P: 1 << 40, O: uint64(g) << 2, Label: -1.5},
		})
	}
	if err := writeSamples(name, games); err != nil {
		t.Fatal(err)
	}
	train, valid, err := readSamples(name)
	if err != nil {
		t.Fatal(err)
	}
	if len(train) != 78 || len(valid) != 4 {
		t.Fatalf("%d training and %d held-out positions, want 78 and 4", len(train), len(valid))
	}
	if valid[0] != games[19][0] || valid[3] != games[39][1] || train[0] != games[0][0] {
		t.Fatalf("positions changed on the way: %+v %+v %+v", valid[0], valid[3], train[0])
	}
	data, _ := os.ReadFile(name)
	for _, c := range []struct{ data, want string }{
		{"not samples", "not a samples file"},
		{string(data[:len(data)-3]), "record 82: truncated"},
		{string(data[:len(samplesMagic)]) + string(make([]byte, 20)) + "\x00\x00\xc0\x7f", "record 1: not a position"},
	} {
		bad := filepath.Join(dir, "bad.bin")
		os.WriteFile(bad, []byte(c.data), 0o644)
		_, _, err := readSamples(bad)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "bad.bin") {
			t.Fatalf("damaged file: %v, want an error naming the file and %q", err, c.want)
		}
	}
}

// FuzzParseSamples: any bytes give positions or an error naming the file,
// never a panic, and every position read has disjoint discs and a label
// within the bound.
func FuzzParseSamples(f *testing.F) {
	f.Add([]byte(samplesMagic))
	f.Add([]byte(samplesMagic + strings.Repeat("\x01", samplesRecord)))
	f.Add([]byte("bitban"))
	f.Fuzz(func(t *testing.T, data []byte) {
		train, valid, err := parseSamples(bytes.NewReader(data), "f.bin")
		if err != nil {
			if !strings.Contains(err.Error(), "f.bin") {
				t.Fatalf("error without the file's name: %v", err)
			}
			return
		}
		for _, s := range append(train, valid...) {
			if s.P&s.O != 0 || math.Abs(float64(s.Label)) > maxLabel {
				t.Fatalf("accepted %+v", s)
			}
		}
	})
}
