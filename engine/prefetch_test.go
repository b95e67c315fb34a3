package engine

import (
	"testing"
	"unsafe"
)

// TestPrefetchLeavesMemory: a prefetch is only a hint; prefetching every
// cache line of a table, its first and last byte included, changes
// nothing in it.
func TestPrefetchLeavesMemory(t *testing.T) {
	table := make([]uint64, 1<<12)
	for i := range table {
		table[i] = uint64(i) * 0x9e3779b97f4a7c15
	}
	for i := 0; i < len(table); i += 8 {
		Prefetch(unsafe.Pointer(&table[i]))
	}
	Prefetch(unsafe.Pointer(&table[len(table)-1]))
	for i := range table {
		if table[i] != uint64(i)*0x9e3779b97f4a7c15 {
			t.Fatalf("entry %d changed by a prefetch", i)
		}
	}
}

// BenchmarkTableProbe: random probes of a 64 MB table, without and with
// the bucket prefetched one probe ahead (what the searches do: the child's
// bucket is requested while the move is made).
func BenchmarkTableProbe(b *testing.B) {
	table := make([]uint64, 8<<20)
	key := func(i uint64) uint64 { return (i * 0x9e3779b97f4a7c15) >> 44 << 3 } // the first word of a 64-byte bucket
	for _, ahead := range []bool{false, true} {
		name := "plain"
		if ahead {
			name = "prefetched"
		}
		b.Run(name, func(b *testing.B) {
			var sum uint64
			for i := 0; i < b.N; i++ {
				if ahead {
					Prefetch(unsafe.Pointer(&table[key(uint64(i+1))]))
				}
				for j := 0; j < 20; j++ { // the work between the request and the probe
					sum += sum>>3 + uint64(j)
				}
				sum += table[key(uint64(i))]
			}
			if sum == 1 {
				b.Log(sum)
			}
		})
	}
}
