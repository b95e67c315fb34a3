package main

import "bitban/bitboard"

// Rows of the bitboard core in `bitban bench`: each does a fixed number of
// calls over pseudo-random boards (xorshift, so the workload is the same on
// every run) and counts one operation per call.

var benchSink uint64

func init() {
	registerBench(
		benchRow{Game: "bitboard", Name: "line extract (4 dirs)", Unit: "ops", Run: func(quick bool) (uint64, error) {
			n := benchCount(quick)
			x := uint64(0x9E3779B97F4A7C15)
			var acc uint64
			for i := uint64(0); i < n; i++ {
				x ^= x << 13
				x ^= x >> 7
				x ^= x << 17
				sq := int(i & 63)
				acc += uint64(bitboard.ExtractLine(x, sq, bitboard.Rank) ^ bitboard.ExtractLine(x, sq, bitboard.File) ^
					bitboard.ExtractLine(x, sq, bitboard.Diagonal) ^ bitboard.ExtractLine(x, sq, bitboard.AntiDiagonal))
			}
			benchSink += acc
			return 4 * n, nil
		}},
		benchRow{Game: "bitboard", Name: "line insert (4 dirs)", Unit: "ops", Run: func(quick bool) (uint64, error) {
			n := benchCount(quick)
			var acc uint64
			for i := uint64(0); i < n; i++ {
				v, sq := uint8(i*37), int(i&63)
				acc += bitboard.InsertLine(v, sq, bitboard.Rank) ^ bitboard.InsertLine(v, sq, bitboard.File) ^
					bitboard.InsertLine(v, sq, bitboard.Diagonal) ^ bitboard.InsertLine(v, sq, bitboard.AntiDiagonal)
			}
			benchSink += acc
			return 4 * n, nil
		}},
		benchRow{Game: "bitboard", Name: "Kogge-Stone fill (8 dirs)", Unit: "ops", Run: func(quick bool) (uint64, error) {
			n := benchCount(quick)
			x := uint64(0x2545F4914F6CDD1D)
			var acc uint64
			for i := uint64(0); i < n; i++ {
				x ^= x << 13
				x ^= x >> 7
				x ^= x << 17
				gen, pro := x&(x>>17), x>>3
				acc ^= bitboard.FillN(gen, pro) ^ bitboard.FillS(gen, pro) ^ bitboard.FillE(gen, pro) ^ bitboard.FillW(gen, pro) ^
					bitboard.FillNE(gen, pro) ^ bitboard.FillNW(gen, pro) ^ bitboard.FillSE(gen, pro) ^ bitboard.FillSW(gen, pro)
			}
			benchSink += acc
			return 8 * n, nil
		}},
		benchRow{Game: "bitboard", Name: "between+line lookup", Unit: "ops", Run: func(quick bool) (uint64, error) {
			n := benchCount(quick)
			var acc uint64
			for i := uint64(0); i < n; i++ {
				acc += bitboard.Between[i&63][(i*7)&63] | bitboard.Line[(i*3)&63][(i*5)&63]
			}
			benchSink += acc
			return 2 * n, nil
		}},
	)
}

func benchCount(quick bool) uint64 {
	if quick {
		return 2_000_000
	}
	return 100_000_000
}
