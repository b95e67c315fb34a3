package eval

import (
	_ "embed"
	"encoding/json"
	"fmt"

	"bitban/shogi"
)

// The default king-relative weights (Params.KingRel), fitted by
// `bitban shogi train` and shipped with the code.
//
// Format of kingrel_default.json: a JSON object whose one field
// "KingRel" is the array [2][15][9][17] of Params.KingRel (the same
// field and layout a --params file sets under "Eval"): [0] seen from the
// piece's own king, [1] from the enemy king; then the piece type (0 and
// King unused), the file distance 0..8, and the rank difference from the
// owner's view plus 8. Values are centipawns within ±2000.
//
// Recipe (forty-eighth session): 525,191 quiet positions of 16,401
// self-play games at 5,000 nodes a move from random 16-ply openings,
// `bitban shogi data --nodes 5000 --opening-plies 16 --workers 1
// --params testdata/shogi/no-kingrel.params.json` (the terms at zero, as
// the defaults had them then; one worker makes the games the same on any
// host) with --seed 101 --games 8339 and --seed 202 --games 8083, of
// whose output the first 265,653 and 259,538 lines, then `bitban shogi train
// --lambda 0.5 --l2 0 --epochs 400 --params
// testdata/shogi/no-kingrel.params.json` on both files (the fit starts
// from zero weights; without --params it would start from these): the
// target mixes the 5k-node search score and the game's result half and
// half. The run gives this file's weights exactly. README: "King-relative
// terms fitted at scale".
//
//go:embed kingrel_default.json
var kingRelDefaultJSON []byte

// defaultKingRel is kingrel_default.json read once; DefaultParams copies it.
var defaultKingRel = mustKingRel(kingRelDefaultJSON)

// mustKingRel reads a king-relative weights file (the format above). The
// file is part of the build, so a bad one is a build error: it panics
// (TestDefaultKingRel reads it too).
func mustKingRel(data []byte) [2][shogi.NumPieceTypes][9][17]int16 {
	kr, err := parseKingRel(data)
	if err != nil {
		panic(fmt.Sprintf("shogi/eval: kingrel_default.json: %v", err))
	}
	return kr
}

// parseKingRel reads a king-relative weights file: the "KingRel" array,
// each value within ±2000.
func parseKingRel(data []byte) (kr [2][shogi.NumPieceTypes][9][17]int16, err error) {
	var f struct {
		KingRel *[2][shogi.NumPieceTypes][9][17]int16
	}
	if err := json.Unmarshal(data, &f); err != nil {
		return kr, err
	}
	if f.KingRel == nil {
		return kr, fmt.Errorf(`no "KingRel" array`)
	}
	for i, byKing := range f.KingRel {
		for pt, byType := range byKing {
			for df, byFile := range byType {
				for dr, w := range byFile {
					if w < -2000 || w > 2000 {
						return kr, fmt.Errorf("KingRel[%d][%d][%d][%d] = %d: want -2000..2000", i, pt, df, dr, w)
					}
				}
			}
		}
	}
	return *f.KingRel, nil
}
