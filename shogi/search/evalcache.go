package search

// evalCache remembers the static scores of the positions a worker scored
// last, by key: the evaluation's last step (the pieces in hand, the
// sliders' mobility, the attacks around both kings) is most of a leaf's
// cost, and iterative deepening and transpositions score the same
// positions again. Each worker has its own, so no locking is needed.
//
// An entry packs the key's high 48 bits with the 16-bit score; the low 16
// bits of the key pick the entry, so a hit has matched every bit of the
// key. An empty entry (0) matches only a key whose high 48 bits are zero.
type evalCache [evalCacheSize]uint64

const (
	evalCacheBits = 16
	evalCacheSize = 1 << evalCacheBits
)

// get returns the score cached for key.
func (c *evalCache) get(key uint64) (int, bool) {
	e := c[key&(evalCacheSize-1)]
	if (e^key)>>evalCacheBits != 0 {
		return 0, false
	}
	return int(int16(uint16(e))), true
}

// put caches v, a static score within ±evalLimit (it fits 16 bits), for
// key.
func (c *evalCache) put(key uint64, v int) {
	c[key&(evalCacheSize-1)] = key>>evalCacheBits<<evalCacheBits | uint64(uint16(int16(v)))
}
