package eval

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"bitban/shogi"
)

// The default king-relative weights (Params.KingRel), fitted by
// `bitban shogi train` and shipped with the code.
//
// Format of kingrel_default.json: a JSON object with "Format"
// "bitban-shogi-kingrel", "Version" 1 and "KingRel", the array
// [2][15][9][17] of Params.KingRel (the same field and layout a --params
// file sets under "Eval"): [0] seen from the piece's own king, [1] from
// the enemy king; then the piece type (0 and King unused), the file
// distance 0..8, and the rank difference from the owner's view plus 8.
// Values are centipawns within ±2000. A new layout gets a new version.
//
// Recipe (forty-eighth session): 525,191 quiet positions of 16,401
// self-play games at 5,000 nodes a move from random 16-ply openings,
// `bitban shogi data --nodes 5000 --opening-plies 16 --workers 1
// --params testdata/shogi/no-kingrel.params.json` (the terms at zero, as
// the defaults had them then; one worker makes the games the same on any
// host) with --seed 101 --games 8339 and --seed 202 --games 8083, of
// whose output the first 265,653 and 259,538 lines, then `bitban shogi train
// --lambda 0.5 --l2 0 --epochs 400 --params
// testdata/shogi/no-kingrel.params.json --weights-out
// kingrel_default.json` on both files (the fit starts from zero weights;
// without --params it would start from these): the target mixes the
// 5k-node search score and the game's result half and half. The run
// writes this file byte for byte. README: "King-relative terms fitted at
// scale".
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

// kingRelFormat and kingRelVersion name the layout of the weights file.
const (
	kingRelFormat  = "bitban-shogi-kingrel"
	kingRelVersion = 1
)

// parseKingRel reads a king-relative weights file: its format and
// version, and the "KingRel" array, each value within ±kingRelMax.
func parseKingRel(data []byte) (kr [2][shogi.NumPieceTypes][9][17]int16, err error) {
	var f struct {
		Format  string
		Version int
		KingRel *[2][shogi.NumPieceTypes][9][17]int16
	}
	if err := json.Unmarshal(data, &f); err != nil {
		return kr, err
	}
	if f.Format != kingRelFormat || f.Version != kingRelVersion {
		return kr, fmt.Errorf("format %q version %d: want %q version %d", f.Format, f.Version, kingRelFormat, kingRelVersion)
	}
	if f.KingRel == nil {
		return kr, fmt.Errorf(`no "KingRel" array`)
	}
	for i, byKing := range f.KingRel {
		for pt, byType := range byKing {
			for df, byFile := range byType {
				for dr, w := range byFile {
					if w < -kingRelMax || w > kingRelMax {
						return kr, fmt.Errorf("KingRel[%d][%d][%d][%d] = %d: want -%d..%d", i, pt, df, dr, w, kingRelMax, kingRelMax)
					}
				}
			}
		}
	}
	return *f.KingRel, nil
}

// MarshalKingRel is the king-relative weights kr as a weights file in
// the format above, laid out as kingrel_default.json is (one line per
// file distance), so that the shipped file is what `bitban shogi train
// --weights-out` writes for its weights.
func MarshalKingRel(kr *[2][shogi.NumPieceTypes][9][17]int16) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "{\"Format\": %q, \"Version\": %d,\n \"KingRel\": [\n", kingRelFormat, kingRelVersion)
	for i := range kr {
		b.WriteString(" [\n")
		for pt := range kr[i] {
			for df := range kr[i][pt] {
				if df == 0 {
					b.WriteString("  [")
				} else {
					b.WriteString(",\n   ")
				}
				b.WriteByte('[')
				for dr, v := range kr[i][pt][df] {
					if dr > 0 {
						b.WriteByte(',')
					}
					b.WriteString(strconv.Itoa(int(v)))
				}
				b.WriteByte(']')
			}
			b.WriteByte(']')
			if pt < len(kr[i])-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString(" ]")
		if i == 0 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("]}\n")
	return []byte(b.String())
}
