package shogi

import (
	_ "embed"
	"encoding/json"
	"fmt"
)

// The shipped king-relative weights (EvalParams.KingRel), fitted by
// `bitban shogi train` and embedded from weights/kingrel.json: a JSON
// object with the format version, a line saying how the weights were
// made, and KingRel as nested arrays [king][piece type][file
// distance][rank difference] of centipawns (see EvalParams.KingRel).

//go:embed weights/kingrel.json
var kingRelJSON []byte

// kingRelFile is the format of weights/kingrel.json.
type kingRelFile struct {
	Version int
	Source  string
	KingRel [2][pieceTypeNB][9][17]int16
}

// kingRelVersion is the format version this code reads.
const kingRelVersion = 1

// shippedKingRel are the embedded weights, read once.
var shippedKingRel = mustKingRel(kingRelJSON)

// mustKingRel reads the embedded weights; a bad file is a build defect.
func mustKingRel(b []byte) [2][pieceTypeNB][9][17]int16 {
	w, err := parseKingRel(b)
	if err != nil {
		panic(err)
	}
	return w
}

// parseKingRel reads a weights file of version kingRelVersion.
func parseKingRel(b []byte) ([2][pieceTypeNB][9][17]int16, error) {
	var f kingRelFile
	if err := json.Unmarshal(b, &f); err != nil {
		return f.KingRel, fmt.Errorf("king-relative weights: %v", err)
	}
	if f.Version != kingRelVersion {
		return f.KingRel, fmt.Errorf("king-relative weights: version %d, want %d", f.Version, kingRelVersion)
	}
	return f.KingRel, nil
}
