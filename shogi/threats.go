package shogi

// Threat maps for move ordering: the squares a side attacks with its
// cheaper pieces, so that a search can try first the moves that take a
// dearer piece out of such an attack and last those that put one into it.

// Threat levels: each map holds the squares attacked by the pieces of its
// class and of every cheaper class.
const (
	ThreatByPawn   = iota // pawns
	ThreatByMinor         // and lances and knights
	ThreatByGold          // and silvers and the pieces that move like a gold
	ThreatByBishop        // and bishops and horses
	NumThreatLevels
)

// Threats is a side's threat maps, indexed by threat level.
type Threats [NumThreatLevels]Bitboard

// threatLevel[pt] is the level of the map a piece of type pt should not
// stand on (the attacks of every cheaper class), -1 for pawns and kings.
var threatLevel = [NumPieceTypes]int8{
	NoPieceType: -1, Pawn: -1, King: -1,
	Lance: ThreatByPawn, Knight: ThreatByPawn,
	Silver: ThreatByMinor, Gold: ThreatByMinor,
	ProPawn: ThreatByMinor, ProLance: ThreatByMinor, ProKnight: ThreatByMinor, ProSilver: ThreatByMinor,
	Bishop: ThreatByGold, Horse: ThreatByGold,
	Rook: ThreatByBishop, Dragon: ThreatByBishop,
}

// ThreatLevel returns the threat level whose map a piece of type pt
// should not stand on, or -1 for pawns and kings (nothing is cheaper than
// a pawn; a king never stands attacked).
func ThreatLevel(pt PieceType) int { return int(threatLevel[pt&15]) }

// Threats returns the threat maps of color c's pieces in the position as
// it is.
func (p *Position) Threats(c Color) (t Threats) {
	c &= 1
	occ := p.bb[bbAll]
	mine := p.color[c]
	pawns := p.bb[Pawn].And(mine)
	if c == Black {
		t[ThreatByPawn] = pawns.ShiftNorth()
	} else {
		t[ThreatByPawn] = pawns.ShiftSouth()
	}
	a := t[ThreatByPawn]
	for b := p.bb[Lance].And(mine); b.NonZero(); {
		a = a.Or(LanceAttacks(c, b.PopLSB(), occ))
	}
	for b := p.bb[Knight].And(mine); b.NonZero(); {
		a = a.Or(knightAttacks[c][b.PopLSB()])
	}
	t[ThreatByMinor] = a
	for b := p.bb[Silver].And(mine); b.NonZero(); {
		a = a.Or(silverAttacks[c][b.PopLSB()])
	}
	for b := p.bb[bbGolds].And(mine); b.NonZero(); {
		a = a.Or(goldAttacks[c][b.PopLSB()])
	}
	t[ThreatByGold] = a
	for b := p.bb[bbBH].And(mine); b.NonZero(); {
		s := b.PopLSB()
		a = a.Or(BishopAttacks(s, occ))
		if p.board[s].Type() == Horse {
			a = a.Or(kingAttacks[s])
		}
	}
	t[ThreatByBishop] = a
	return t
}

// Attacks returns the squares color c's pieces other than its king attack
// in the position as it is: the last threat map with the rooks' and
// dragons' attacks added.
func (p *Position) Attacks(c Color) Bitboard {
	c &= 1
	occ := p.bb[bbAll]
	a := p.Threats(c)[ThreatByBishop]
	for b := p.bb[bbRD].And(p.color[c]); b.NonZero(); {
		s := b.PopLSB()
		a = a.Or(RookAttacks(s, occ))
		if p.board[s].Type() == Dragon {
			a = a.Or(kingAttacks[s])
		}
	}
	return a
}
