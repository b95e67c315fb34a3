package main

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"os"

	"bitban/othello/eval"
)

// A samples file keeps the labelled positions of a run (-save), so that
// other fits can be tried on them without playing and labelling again
// (-fit). Format: the magic line, then per position the game's index
// (uint32), the side to move's and the opponent's discs (uint64 each) and
// the label in discs (float32 bits), all little-endian. The game index
// decides the held-out part (every 20th game), as in Train.
const samplesMagic = "bitban-othello-samples-1\n"

// heldOut reports whether game g's positions are held out of the fit to
// report its error: one game in twenty, in Train and in -fit alike.
func heldOut(g int) bool { return g%20 == 19 }

// maxLabel bounds a label read back: a search's score is an evaluation,
// which can pass the 64 discs of a real result, but not by this much.
const maxLabel = 1000

// samplesRecord is the size of one position's record.
const samplesRecord = 4 + 8 + 8 + 4

// writeSamples writes the games' positions to the file name.
func writeSamples(name string, games [][]eval.Sample) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	w.WriteString(samplesMagic)
	var rec [samplesRecord]byte
	for g, gs := range games {
		for _, s := range gs {
			binary.LittleEndian.PutUint32(rec[0:], uint32(g))
			binary.LittleEndian.PutUint64(rec[4:], s.P)
			binary.LittleEndian.PutUint64(rec[12:], s.O)
			binary.LittleEndian.PutUint32(rec[20:], math.Float32bits(s.Label))
			w.Write(rec[:])
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// readSamples reads a samples file and returns its positions split into
// training and held-out ones.
func readSamples(name string) (train, valid []eval.Sample, err error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	return parseSamples(bufio.NewReader(f), name)
}

// parseSamples reads the samples file name's contents from r.
func parseSamples(r io.Reader, name string) (train, valid []eval.Sample, err error) {
	magic := make([]byte, len(samplesMagic))
	if _, err := io.ReadFull(r, magic); err != nil || string(magic) != samplesMagic {
		return nil, nil, fmt.Errorf("%s: not a samples file (no %q line)", name, samplesMagic[:len(samplesMagic)-1])
	}
	var rec [samplesRecord]byte
	for n := 0; ; n++ {
		if _, err := io.ReadFull(r, rec[:]); err == io.EOF {
			return train, valid, nil
		} else if err != nil {
			return nil, nil, fmt.Errorf("%s: record %d: truncated", name, n+1)
		}
		g := binary.LittleEndian.Uint32(rec[0:])
		s := eval.Sample{
			P:     binary.LittleEndian.Uint64(rec[4:]),
			O:     binary.LittleEndian.Uint64(rec[12:]),
			Label: math.Float32frombits(binary.LittleEndian.Uint32(rec[20:])),
		}
		if s.P&s.O != 0 || math.IsNaN(float64(s.Label)) || math.Abs(float64(s.Label)) > maxLabel {
			return nil, nil, fmt.Errorf("%s: record %d: not a position with a label within ±%d", name, n+1, maxLabel)
		}
		if heldOut(int(g)) {
			valid = append(valid, s)
		} else {
			train = append(train, s)
		}
	}
}
