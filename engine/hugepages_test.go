package engine

import "testing"

// TestAdviseHugePages: the advice leaves the table usable, whatever the
// kernel says (empty and odd-sized slices included).
func TestAdviseHugePages(t *testing.T) {
	AdviseHugePages([]uint64(nil))
	s := make([]struct{ a, b uint64 }, 1<<18+3)
	AdviseHugePages(s)
	for i := range s {
		s[i].a = uint64(i)
	}
	if s[len(s)-1].a != uint64(len(s)-1) {
		t.Fatal("table not writable after the advice")
	}
}
