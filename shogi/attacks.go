package shogi

import (
	"math/bits"

	"bitban/bitboard"
)

// Attack tables.
//
// Step pieces use tables built at start-up by shifting a one-square board
// with the edge-masked shifts of bitboard (seed 002). Sliding pieces:
//
//   - along a file (lance, the file part of rook and dragon) by borrow tricks
//     on the one word that holds the file: the first blocker toward higher
//     squares is the lowest set bit (x ^ (x-1)), toward lower squares the
//     highest (a leading-zero count); no table is needed;
//   - along a rank and the diagonals (rook, bishop) by magic multiplication:
//     the relevant occupancy (the line without its edge squares) lies in
//     files 2-8, whose bits in Lo (bits 9..62) and Hi (bits 0..8) never
//     overlap, so Lo|Hi of the masked occupancy is a lossless 64-bit key,
//     hashed by a multiplication into a dense table.

// sqTableLen is the length of the tables indexed by a Square: 256, so that
// indexing with a Square (a uint8) needs no bounds check. Only the first 81
// entries are used, so the rest never takes cache space.
const sqTableLen = 256

// Forward is the direction a side's pawns move: North (toward rank a) for
// Black, South for White.
var forwardDir = [2]bitboard.Dir{bitboard.North, bitboard.South}

var (
	pawnAttacks   [2][sqTableLen]Bitboard
	knightAttacks [2][sqTableLen]Bitboard
	silverAttacks [2][sqTableLen]Bitboard
	goldAttacks   [2][sqTableLen]Bitboard
	kingAttacks   [sqTableLen]Bitboard
	// lanceRay[c][s] is the empty-board lance attack of color c from s.
	lanceRay [2][sqTableLen]Bitboard
	// bishopRay / rookRay are the empty-board attacks.
	bishopRay [sqTableLen]Bitboard
	rookRay   [sqTableLen]Bitboard
	// queenRay is bishopRay | rookRay: every line through the square.
	queenRay [sqTableLen]Bitboard
)

// magic hashes the relevant occupancy of one square's lines to an index.
type magic struct {
	mask   Bitboard
	mul    uint64
	shift  uint8
	offset uint32
}

func (m *magic) index(occ Bitboard) uint32 {
	return uint32(((occ.Lo&m.mask.Lo)|(occ.Hi&m.mask.Hi))*m.mul>>m.shift) + m.offset
}

var (
	bishopMagics   [sqTableLen]magic
	rookRankMagics [sqTableLen]magic
	bishopTable    []Bitboard
	rookRankTable  []Bitboard
)

// PawnAttacks returns the square a pawn of color c on s attacks.
func PawnAttacks(c Color, s Square) Bitboard { return pawnAttacks[c&1][s] }

// KnightAttacks returns the squares a knight of color c on s attacks.
func KnightAttacks(c Color, s Square) Bitboard { return knightAttacks[c&1][s] }

// SilverAttacks returns the squares a silver of color c on s attacks.
func SilverAttacks(c Color, s Square) Bitboard { return silverAttacks[c&1][s] }

// GoldAttacks returns the squares a gold (or a piece that moves like one) of
// color c on s attacks.
func GoldAttacks(c Color, s Square) Bitboard { return goldAttacks[c&1][s] }

// KingAttacks returns the eight (or fewer) squares around s.
func KingAttacks(s Square) Bitboard { return kingAttacks[s] }

// LanceAttacks returns the squares a lance of color c on s attacks with the
// board occupied by occ (the first blocker included).
func LanceAttacks(c Color, s Square, occ Bitboard) Bitboard {
	if c == Black {
		return lanceAttacksBlack(s, occ)
	}
	return lanceAttacksWhite(s, occ)
}

// lanceAttacksBlack: toward lower squares, up to the highest blocker. The
// bit 0 sentinel (below every ray) makes an empty ray give the whole mask.
func lanceAttacksBlack(s Square, occ Bitboard) Bitboard {
	m := lanceRay[Black][s]
	lo := occ.Lo&m.Lo | 1
	hi := occ.Hi&m.Hi | 1
	return Bitboard{Lo: m.Lo & (^uint64(0) << (63 - bits.LeadingZeros64(lo))), Hi: m.Hi & (^uint64(0) << (63 - bits.LeadingZeros64(hi)))}
}

// lanceAttacksWhite: toward higher squares, up to the lowest blocker
// (x ^ (x-1) keeps the bits up to the lowest set one).
func lanceAttacksWhite(s Square, occ Bitboard) Bitboard {
	m := lanceRay[White][s]
	lo := occ.Lo & m.Lo
	hi := occ.Hi & m.Hi
	return Bitboard{Lo: m.Lo & (lo ^ (lo - 1)), Hi: m.Hi & (hi ^ (hi - 1))}
}

// fileAttacks returns the rook attacks along the file of s: both lance
// directions.
func fileAttacks(s Square, occ Bitboard) Bitboard {
	down := lanceRay[White][s]
	up := lanceRay[Black][s]
	dl := occ.Lo & down.Lo
	dh := occ.Hi & down.Hi
	ul := occ.Lo&up.Lo | 1
	uh := occ.Hi&up.Hi | 1
	return Bitboard{
		Lo: down.Lo&(dl^(dl-1)) | up.Lo&(^uint64(0)<<(63-bits.LeadingZeros64(ul))),
		Hi: down.Hi&(dh^(dh-1)) | up.Hi&(^uint64(0)<<(63-bits.LeadingZeros64(uh))),
	}
}

// BishopAttacks returns the squares a bishop on s attacks with occupancy occ.
func BishopAttacks(s Square, occ Bitboard) Bitboard {
	m := &bishopMagics[s]
	return bishopTable[m.index(occ)]
}

// RookAttacks returns the squares a rook on s attacks with occupancy occ.
func RookAttacks(s Square, occ Bitboard) Bitboard {
	m := &rookRankMagics[s]
	return rookRankTable[m.index(occ)].Or(fileAttacks(s, occ))
}

// HorseAttacks returns the attacks of a promoted bishop.
func HorseAttacks(s Square, occ Bitboard) Bitboard { return BishopAttacks(s, occ).Or(kingAttacks[s]) }

// DragonAttacks returns the attacks of a promoted rook.
func DragonAttacks(s Square, occ Bitboard) Bitboard { return RookAttacks(s, occ).Or(kingAttacks[s]) }

// Attacks returns the squares a piece of color c and type pt on s attacks.
func Attacks(c Color, pt PieceType, s Square, occ Bitboard) Bitboard {
	switch pt {
	case Pawn:
		return pawnAttacks[c&1][s]
	case Lance:
		return LanceAttacks(c, s, occ)
	case Knight:
		return knightAttacks[c&1][s]
	case Silver:
		return silverAttacks[c&1][s]
	case Gold, ProPawn, ProLance, ProKnight, ProSilver:
		return goldAttacks[c&1][s]
	case Bishop:
		return BishopAttacks(s, occ)
	case Rook:
		return RookAttacks(s, occ)
	case King:
		return kingAttacks[s]
	case Horse:
		return HorseAttacks(s, occ)
	case Dragon:
		return DragonAttacks(s, occ)
	}
	return Bitboard{}
}

// slideAttacks is the slow reference: slide from s in each direction of dirs
// until (and including) the first occupied square.
func slideAttacks(s Square, occ Bitboard, dirs []bitboard.Dir) Bitboard {
	var att Bitboard
	for _, d := range dirs {
		b := bitboard.Bit81(s)
		for {
			b = b.Shift(d)
			if b.IsZero() {
				break
			}
			att = att.Or(b)
			if b.And(occ).NonZero() {
				break
			}
		}
	}
	return att
}

var (
	bishopDirs = []bitboard.Dir{bitboard.NorthEast, bitboard.NorthWest, bitboard.SouthEast, bitboard.SouthWest}
	rankDirs   = []bitboard.Dir{bitboard.East, bitboard.West}
)

func init() {
	for s := Square(0); s < bitboard.NumSquares81; s++ {
		b := bitboard.Bit81(s)
		for c := Black; c <= White; c++ {
			fwd, back := b.ShiftNorth, b.ShiftSouth
			if c == White {
				fwd, back = back, fwd
			}
			f := fwd()
			pawnAttacks[c][s] = f
			knightAttacks[c][s] = f.ShiftNorth().ShiftEast().Or(f.ShiftNorth().ShiftWest())
			if c == White {
				knightAttacks[c][s] = f.ShiftSouth().ShiftEast().Or(f.ShiftSouth().ShiftWest())
			}
			diagF := f.ShiftEast().Or(f.ShiftWest())
			bk := back()
			diagB := bk.ShiftEast().Or(bk.ShiftWest())
			side := b.ShiftEast().Or(b.ShiftWest())
			silverAttacks[c][s] = f.Or(diagF).Or(diagB)
			goldAttacks[c][s] = f.Or(diagF).Or(side).Or(bk)
			lanceRay[c][s] = bitboard.Ray81[forwardDir[c]][s]
		}
		kingAttacks[s] = silverAttacks[Black][s].Or(goldAttacks[Black][s])
		bishopRay[s] = slideAttacks(s, Bitboard{}, bishopDirs)
		rookRay[s] = slideAttacks(s, Bitboard{}, []bitboard.Dir{bitboard.North, bitboard.South, bitboard.East, bitboard.West})
		queenRay[s] = rookRay[s].Or(bishopRay[s])
	}
	initZoneReach()
	initZoneSteps()
	// Zero multipliers only while zz_magics.go is being regenerated from
	// scratch; the tables stay empty then.
	if bishopMagicMul[0] != 0 {
		initMagics()
	}
}

// edgeless returns the relevant-occupancy mask of the lines from s in dirs:
// the attacked squares of an empty board without the last square of each
// ray (a piece there can never block anything further).
func edgeless(s Square, dirs []bitboard.Dir) Bitboard {
	var m Bitboard
	for _, d := range dirs {
		ray := bitboard.Ray81[d][s]
		// The last square of the ray is the one whose next step leaves the
		// board.
		for r := ray; r.NonZero(); {
			t := r.PopLSB()
			if bitboard.Bit81(t).Shift(d).NonZero() {
				m = m.With(t)
			}
		}
	}
	return m
}

//go:generate go test -run TestMagicsUpToDate . -args -update-magics

// initMagics fills the slide tables from the multipliers in zz_magics.go
// (found once by findMagic; magics_gen_test.go checks and regenerates them) and checks each table
// slot: a wrong multiplier would be a harmful collision, reported loudly.
func initMagics() {
	bishopTable = fillMagics(&bishopMagics, bishopDirs, &bishopMagicMul)
	rookRankTable = fillMagics(&rookRankMagics, rankDirs, &rookRankMagicMul)
}

// magicSubsets returns every subset of the relevant occupancy of s (by the
// carry-rippler on the merged word) with its attacks by the slow slide.
func magicSubsets(s Square, dirs []bitboard.Dir) (mask Bitboard, occs, atts []Bitboard) {
	mask = edgeless(s, dirs)
	merged := mask.Lo | mask.Hi
	sub := uint64(0)
	for {
		occ := Bitboard{Lo: sub & mask.Lo, Hi: sub & mask.Hi}
		occs = append(occs, occ)
		atts = append(atts, slideAttacks(s, occ, dirs))
		sub = (sub - merged) & merged
		if sub == 0 {
			break
		}
	}
	return mask, occs, atts
}

func fillMagics(ms *[sqTableLen]magic, dirs []bitboard.Dir, muls *[bitboard.NumSquares81]uint64) []Bitboard {
	var table []Bitboard
	for s := Square(0); s < bitboard.NumSquares81; s++ {
		mask, occs, atts := magicSubsets(s, dirs)
		if mask.Lo&mask.Hi != 0 {
			panic("shogi: magic mask words overlap") // cannot happen: files 2-8 only
		}
		n := mask.PopCount()
		m := magic{mask: mask, mul: muls[s], shift: uint8(64 - n), offset: uint32(len(table))}
		table = append(table, make([]Bitboard, 1<<n)...)
		for i, occ := range occs {
			idx := m.index(occ)
			if table[idx].NonZero() && table[idx] != atts[i] {
				panic("shogi: bad magic multiplier for square " + s.String() + " (regenerate zz_magics.go)")
			}
			table[idx] = atts[i]
		}
		ms[s] = m
	}
	return table
}

// findMagic searches a multiplier for square s that maps every subset of its
// relevant occupancy to a slot without a harmful collision. next is a
// pseudo-random source. It is slow (seconds for all bishops), so it runs only
// when zz_magics.go is regenerated.
func findMagic(s Square, dirs []bitboard.Dir, next func() uint64) uint64 {
	mask, occs, atts := magicSubsets(s, dirs)
	n := mask.PopCount()
	used := make([]uint32, 1<<n)
	slot := make([]Bitboard, 1<<n)
	epoch := uint32(0)
	m := magic{mask: mask, shift: uint8(64 - n)}
	for {
		m.mul = next() & next() & next()
		epoch++
		ok := true
		for i, occ := range occs {
			idx := m.index(occ)
			if used[idx] == epoch {
				if slot[idx] != atts[i] {
					ok = false
					break
				}
				continue
			}
			used[idx] = epoch
			slot[idx] = atts[i]
		}
		if ok {
			return m.mul
		}
	}
}
