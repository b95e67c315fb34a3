package search

import "math/bits"

func bitsTZ(m uint64) int { return bits.TrailingZeros64(m) }
