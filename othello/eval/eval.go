package eval

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"sync"
)

// The pattern evaluation: per game phase, one weight per pattern index
// (pattern.go) plus weights for the mobility of both sides, the parity of
// the empties and a constant. Scores are in Scale units per disc, from
// the view of the side to move, estimating the final disc differential.
//
// The shipped weights (zz_eval_weights.gz) are produced by the project's
// own training run: `go run ./othello/cmd/train` (see train.go for the
// procedure: self-play games, positions labelled by the exact solver and by
// deeper searches, least squares fitted by gradient descent).

// Scale is the number of evaluation units per disc.
const Scale = 64

// NumPhases is the number of game phases with their own weights.
const NumPhases = 12

// Scalar features.
const (
	scalarMobility    = iota // moves of the side to move
	scalarOppMobility        // moves of the opponent
	scalarParity             // 1 when the number of empties is odd
	scalarBias               // constant
	numScalars
)

// PhaseOf returns the phase of a position with the given empties.
func PhaseOf(empties int) int {
	p := (60 - empties) / 5
	return max(0, min(p, NumPhases-1))
}

// Evaluator holds one set of weights.
type Evaluator struct {
	w [NumPhases][]int16
	s [NumPhases][numScalars]int32
}

// NewEvaluator returns an evaluator with all weights zero.
func NewEvaluator() *Evaluator {
	e := &Evaluator{}
	for p := range e.w {
		e.w[p] = make([]int16, phaseSize, phaseCap)
	}
	return e
}

//go:embed zz_eval_weights.gz
var embeddedWeights []byte

var (
	defaultEval     *Evaluator
	defaultEvalErr  error
	defaultEvalOnce sync.Once
)

// DefaultEvaluator returns the shipped trained weights (shared, read-only).
func DefaultEvaluator() *Evaluator {
	defaultEvalOnce.Do(func() {
		defaultEval, defaultEvalErr = ReadWeights(bytes.NewReader(embeddedWeights))
		if defaultEvalErr != nil {
			// The embedded file is part of the build; a broken one is a
			// build defect, caught by the tests.
			panic("othello: embedded weights: " + defaultEvalErr.Error())
		}
	})
	return defaultEval
}

// Eval returns the evaluation of (P, O) for P to move, in Scale units.
func (e *Evaluator) Eval(P, O uint64) int {
	var f Indices
	Features(P, O, &f)
	return e.EvalIndices(&f, P, O)
}

// weightsMagic starts a weights file.
const weightsMagic = "bitban-othello-eval-1\n"

// WriteWeights writes e gzip-compressed: the magic line, the phase count and
// size, then per phase the scalar weights (int32) and the pattern weights
// (int16), little-endian.
func (e *Evaluator) WriteWeights(w io.Writer) error {
	zw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	if _, err := io.WriteString(zw, weightsMagic); err != nil {
		return err
	}
	hdr := [2]uint32{NumPhases, uint32(phaseSize)}
	if err := binary.Write(zw, binary.LittleEndian, hdr); err != nil {
		return err
	}
	for p := 0; p < NumPhases; p++ {
		if err := binary.Write(zw, binary.LittleEndian, e.s[p]); err != nil {
			return err
		}
		if err := binary.Write(zw, binary.LittleEndian, e.w[p]); err != nil {
			return err
		}
	}
	return zw.Close()
}

// ReadWeights reads a file written by WriteWeights.
func ReadWeights(r io.Reader) (*Evaluator, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return nil, fmt.Errorf("eval weights: %v", err)
	}
	magic := make([]byte, len(weightsMagic))
	if _, err := io.ReadFull(zr, magic); err != nil || string(magic) != weightsMagic {
		return nil, errors.New("eval weights: not a bitban othello weights file")
	}
	var hdr [2]uint32
	if err := binary.Read(zr, binary.LittleEndian, &hdr); err != nil {
		return nil, fmt.Errorf("eval weights: header: %v", err)
	}
	if hdr[0] != NumPhases || hdr[1] != uint32(phaseSize) {
		return nil, fmt.Errorf("eval weights: %d phases of %d weights, want %d of %d", hdr[0], hdr[1], NumPhases, phaseSize)
	}
	e := NewEvaluator()
	for p := 0; p < NumPhases; p++ {
		if err := binary.Read(zr, binary.LittleEndian, &e.s[p]); err != nil {
			return nil, fmt.Errorf("eval weights: phase %d: %v", p, err)
		}
		if err := binary.Read(zr, binary.LittleEndian, e.w[p]); err != nil {
			return nil, fmt.Errorf("eval weights: phase %d: %v", p, err)
		}
	}
	return e, nil
}
