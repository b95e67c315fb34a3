package eval

import (
	_ "embed"
	"encoding/json"
	"math"

	"bitban/renju"
)

// Params are the values of the evaluation: the window weights, the values
// of the line levels and point classes, and the leaf's terms. The search's
// Params (package renju/search) embed them, so a Params JSON file holds
// both in one object; the trainer fits them (Weights, SetWeights).
type Params struct {
	// WindowWeight[k] is the static value of one open window of five
	// points (no opponent stone, on the board) holding k stones of a
	// colour: the evaluation is the sum over every window of both sides.
	WindowWeight [6]int32

	// Leaf scoring, side to move's view: Tempo for having the move;
	// ThreatLeaf for a quiet leaf where we can make a straight four (not
	// proven, so below the proven range) plus 1/8 of the static score;
	// ThreatPenalty when the opponent can make a straight four and we have
	// no four; per point where a side makes a three or a four (at most 6
	// counted): OwnThree, OwnFour, OppThree, OppFour.
	// FourThreeLeaf (0: off) scores a quiet leaf where we can make a four
	// and an open three at once and the opponent has no four.
	Tempo, ThreatLeaf, ThreatPenalty     int32
	FourThreeLeaf                        int32
	OwnThree, OwnFour, OppThree, OppFour int32

	// The pattern evaluation: every empty point adds, for each colour, the
	// values of its four line levels (none, closed/open one, two, three,
	// four, five; renju.Level) and of its class (class.go), from the Move
	// tables for the side to move and the Wait tables for the other side.
	LevelMove, LevelWait [renju.NumLevels]int32
	ClassMove, ClassWait [NumClasses]int32
	// PointMove and PointWait add a value per multiset of the four
	// levels (multiset.go): the trained pattern table (zero: none).
	PointMove, PointWait [NumLevelMultisets]int32

	// Shift: the leaf divides the sum of the terms above (all but the
	// capped counts OwnThree..OppFour) by 2^Shift, so that trained
	// weights can be stored in fine units (a value rounded per point
	// would otherwise bias a sum over two hundred points).
	Shift uint
}

// HandParams are the hand-set values the trained ones replaced: window
// weights, the leaf's threat terms and capped counts, no pattern table.
func HandParams() Params {
	return Params{
		WindowWeight: [6]int32{0, 1, 6, 40, 180, 0},

		Tempo: 20, ThreatLeaf: 20000, ThreatPenalty: 300, FourThreeLeaf: 15000,
		OwnThree: 30, OwnFour: 15, OppThree: 20, OppFour: 10,
	}
}

// DefaultParams are the values the engine plays with: HandParams with the
// trained weights of zz_weights.json over them (how they were trained:
// the README's renju section).
func DefaultParams() Params { return trained }

// trainedWeights are the fitted weights (a JSON object of Params fields);
// trained is HandParams with them applied, read once.
//
//go:embed zz_weights.json
var trainedWeights []byte

var trained = withWeights("zz_weights.json", trainedWeights)

// GomokuParams are the values for freestyle and standard gomoku:
// HandParams with the weights of zz_weights_gomoku.json, fitted the same
// way to freestyle positions (the README's renju section).
func GomokuParams() Params { return trainedGomoku }

//go:embed zz_weights_gomoku.json
var gomokuWeights []byte

var trainedGomoku = withWeights("zz_weights_gomoku.json", gomokuWeights)

// withWeights is HandParams with the JSON object of Params fields w
// (the built-in file name) applied.
func withWeights(name string, w []byte) Params {
	p := HandParams()
	if err := json.Unmarshal(w, &p); err != nil {
		panic("renju/eval: " + name + ": " + err.Error()) // the file is built in; any test fails
	}
	return p
}

// SetShift stores p's weights in 1/2^shift units (Shift) without
// changing the leaf's score; the capped count terms, which the leaf does
// not divide, keep their values.
func (p *Params) SetShift(shift uint) {
	w := Weights(p)
	f := math.Ldexp(1, int(shift)-int(p.Shift))
	for j := range w {
		w[j] *= f
	}
	own := [4]int32{p.OwnThree, p.OwnFour, p.OppThree, p.OppFour}
	SetWeights(p, &w)
	p.OwnThree, p.OwnFour, p.OppThree, p.OppFour = own[0], own[1], own[2], own[3]
	p.Shift = shift
}
