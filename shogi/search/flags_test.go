package search

import "flag"

// Test flags (after -args: go test ./shogi/search -args -long).
var (
	// longTests runs the long variants: every mate problem with the
	// brute-force confirmations (minutes).
	longTests = flag.Bool("long", false, "run the long variants of the mate tests (minutes)")
	// genMate prints random tsume problems by solution length, each
	// confirmed by the brute-force reference: how
	// testdata/shogi/mate/problems.txt was made.
	genMate = flag.Bool("genmate", false, "generate mate problems (prints them; minutes)")
)
