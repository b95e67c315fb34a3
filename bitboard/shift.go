package bitboard

// Shifts with edge masks (seeds 002 and 004) on the 8x8 board.
//
// A shift by +-1 column would carry a disc from file H to file A of the next
// rank (or back); masking the file that would wrap before shifting stops it.
// Shifts along ranks (+-8) fall off the word by themselves.

const (
	// NotFileA and NotFileH are the edge masks of the East/West shifts.
	NotFileA = 0xfefefefefefefefe
	NotFileH = 0x7f7f7f7f7f7f7f7f
	// Inner is the seed 004's 0x7e7e7e7e7e7e7e7e: files B-G, the squares a
	// horizontal or diagonal run may cross without wrapping.
	Inner = 0x7e7e7e7e7e7e7e7e
)

// ShiftN moves every bit one rank toward rank 8.
func ShiftN(b uint64) uint64 { return b << 8 }

// ShiftS moves every bit one rank toward rank 1.
func ShiftS(b uint64) uint64 { return b >> 8 }

// ShiftE moves every bit one file toward file H; file H falls off.
func ShiftE(b uint64) uint64 { return (b & NotFileH) << 1 }

// ShiftW moves every bit one file toward file A; file A falls off.
func ShiftW(b uint64) uint64 { return (b & NotFileA) >> 1 }

// ShiftNE moves every bit one step north-east.
func ShiftNE(b uint64) uint64 { return (b & NotFileH) << 9 }

// ShiftNW moves every bit one step north-west.
func ShiftNW(b uint64) uint64 { return (b & NotFileA) << 7 }

// ShiftSE moves every bit one step south-east.
func ShiftSE(b uint64) uint64 { return (b & NotFileH) >> 7 }

// ShiftSW moves every bit one step south-west.
func ShiftSW(b uint64) uint64 { return (b & NotFileA) >> 9 }

// Shift moves every bit one step in direction d without wrapping.
func Shift(b uint64, d Dir) uint64 {
	switch d & 7 {
	case East:
		return ShiftE(b)
	case NorthEast:
		return ShiftNE(b)
	case North:
		return ShiftN(b)
	case NorthWest:
		return ShiftNW(b)
	case West:
		return ShiftW(b)
	case SouthWest:
		return ShiftSW(b)
	case South:
		return ShiftS(b)
	}
	return ShiftSE(b)
}

// Kogge-Stone occluded fills: FillX(gen, pro) returns gen plus every square
// reached from it by sliding in direction X through the squares of pro (the
// propagator), in three doubling steps instead of up to seven single shifts.
// With gen = own discs and pro = opponent discs, ShiftX(FillX(gen, pro)) & empty
// are the Othello moves that flip along X.

// FillN is the occluded fill toward rank 8.
func FillN(gen, pro uint64) uint64 {
	gen |= pro & (gen << 8)
	pro &= pro << 8
	gen |= pro & (gen << 16)
	pro &= pro << 16
	gen |= pro & (gen << 32)
	return gen
}

// FillS is the occluded fill toward rank 1.
func FillS(gen, pro uint64) uint64 {
	gen |= pro & (gen >> 8)
	pro &= pro >> 8
	gen |= pro & (gen >> 16)
	pro &= pro >> 16
	gen |= pro & (gen >> 32)
	return gen
}

// FillE is the occluded fill toward file H.
func FillE(gen, pro uint64) uint64 {
	pro &= NotFileA
	gen |= pro & (gen << 1)
	pro &= pro << 1
	gen |= pro & (gen << 2)
	pro &= pro << 2
	gen |= pro & (gen << 4)
	return gen
}

// FillW is the occluded fill toward file A.
func FillW(gen, pro uint64) uint64 {
	pro &= NotFileH
	gen |= pro & (gen >> 1)
	pro &= pro >> 1
	gen |= pro & (gen >> 2)
	pro &= pro >> 2
	gen |= pro & (gen >> 4)
	return gen
}

// FillNE is the occluded fill toward H8.
func FillNE(gen, pro uint64) uint64 {
	pro &= NotFileA
	gen |= pro & (gen << 9)
	pro &= pro << 9
	gen |= pro & (gen << 18)
	pro &= pro << 18
	gen |= pro & (gen << 36)
	return gen
}

// FillNW is the occluded fill toward A8.
func FillNW(gen, pro uint64) uint64 {
	pro &= NotFileH
	gen |= pro & (gen << 7)
	pro &= pro << 7
	gen |= pro & (gen << 14)
	pro &= pro << 14
	gen |= pro & (gen << 28)
	return gen
}

// FillSE is the occluded fill toward H1.
func FillSE(gen, pro uint64) uint64 {
	pro &= NotFileA
	gen |= pro & (gen >> 7)
	pro &= pro >> 7
	gen |= pro & (gen >> 14)
	pro &= pro >> 14
	gen |= pro & (gen >> 28)
	return gen
}

// FillSW is the occluded fill toward A1.
func FillSW(gen, pro uint64) uint64 {
	pro &= NotFileH
	gen |= pro & (gen >> 9)
	pro &= pro >> 9
	gen |= pro & (gen >> 18)
	pro &= pro >> 18
	gen |= pro & (gen >> 36)
	return gen
}

// Fill is the occluded fill in direction d.
func Fill(gen, pro uint64, d Dir) uint64 {
	switch d & 7 {
	case East:
		return FillE(gen, pro)
	case NorthEast:
		return FillNE(gen, pro)
	case North:
		return FillN(gen, pro)
	case NorthWest:
		return FillNW(gen, pro)
	case West:
		return FillW(gen, pro)
	case SouthWest:
		return FillSW(gen, pro)
	case South:
		return FillS(gen, pro)
	}
	return FillSE(gen, pro)
}
