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

// AttackMaps returns color c's threat maps and every square its pieces
// attack, its rooks', dragons' and king's too: what an evaluation needs to
// tell which enemy pieces stand attacked and which of them are defended.
func (p *Position) AttackMaps(c Color) (t Threats, all Bitboard) {
	c &= 1
	t = p.Threats(c)
	all = t[ThreatByBishop]
	occ := p.bb[bbAll]
	for b := p.bb[bbRD].And(p.color[c]); b.NonZero(); {
		s := b.PopLSB()
		all = all.Or(RookAttacks(s, occ))
		if p.board[s].Type() == Dragon {
			all = all.Or(kingAttacks[s])
		}
	}
	if k := p.KingSquare(c); k != NoSquare {
		all = all.Or(kingAttacks[k])
	}
	return t, all
}

// kingBox[s] holds the squares from which a stepping piece (a pawn,
// knight, silver or gold-mover, or the king step of a horse or dragon) of
// either colour can attack a square next to s: within two files and three
// ranks of s.
var kingBox [sqTableLen]Bitboard

func init() {
	for s := 0; s < 81; s++ {
		for x := 0; x < 81; x++ {
			df, dr := x/9-s/9, x%9-s%9
			if max(df, -df) <= 2 && max(dr, -dr) <= 3 {
				kingBox[s] = kingBox[s].With(Square(x))
			}
			if max(df, -df) <= 1 || max(df, -df) <= 2 && max(dr, -dr) <= 3 {
				zoneStepsDeps[s] = zoneStepsDeps[s].With(Square(x))
			}
		}
	}
}

// lanceReach[c][s] holds where a lance of colour c must stand for its
// ray to reach a square next to s; KingZoneSteps looks only at the lances
// there.
var lanceReach [2][sqTableLen]Bitboard

// initZoneReach fills lanceReach from the ray tables (attacks.go's init
// calls it once they are made).
func initZoneReach() {
	for s := Square(0); s < 81; s++ {
		zone := kingAttacks[s]
		for x := Square(0); x < 81; x++ {
			for c := Black; c <= White; c++ {
				if lanceRay[c][x].And(zone).NonZero() {
					lanceReach[c][s] = lanceReach[c][s].With(x)
				}
			}
		}
	}
}

// zoneSteps[pc][x] is what piece pc on x attacks by its steps: a
// pawn's, knight's, silver's and gold-like piece's moves, a horse's or
// dragon's one-square moves; nothing for a lance, bishop, rook or king
// (the sliders' rays are added apart, and kings are left out).
var zoneSteps [32][sqTableLen]Bitboard

// initZoneSteps fills zoneSteps from the attack tables (attacks.go's init
// calls it once they are made).
func initZoneSteps() {
	for c := Black; c <= White; c++ {
		for pt := Pawn; pt < NumPieceTypes; pt++ {
			pc := NewPiece(c, pt)
			for x := Square(0); x < 81; x++ {
				switch pt {
				case Lance, Bishop, Rook, King:
				case Horse, Dragon:
					zoneSteps[pc][x] = kingAttacks[x]
				default:
					zoneSteps[pc][x] = Attacks(c, pt, x, Bitboard{})
				}
			}
		}
	}
}

// KingZoneAttacks returns the squares next to s that color c's pieces
// other than its king attack (KingZoneAttacksBoth's entry of c).
func (p *Position) KingZoneAttacks(c Color, s Square) Bitboard {
	return p.KingZoneAttacksBoth(s)[c&1]
}

// KingZoneAttacksBoth returns, by colour, the squares next to s that each
// side's pieces other than its king attack, for an evaluation that looks
// at the squares around a king: the stepping pieces and lances near s
// (KingZoneSteps) with every slider's attacks (SliderAttacks). An
// evaluation that has the sliders' attacks already calls
// KingZoneAttacksWith.
func (p *Position) KingZoneAttacksBoth(s Square) [2]Bitboard {
	sliders := p.SliderAttacks()
	return p.KingZoneAttacksWith(s, &sliders)
}

// KingZoneStepsDeps returns the squares KingZoneSteps(s) reads: those
// from which a stepping piece reaches a square next to s (kingBox), and
// those of the lances' files that reach them (where a lance stands or a
// piece blocks it).
func KingZoneStepsDeps(s Square) Bitboard { return zoneStepsDeps[s%81] }

// zoneStepsDeps[s] is KingZoneStepsDeps(s): kingBox[s] and the whole of
// the files next to s and its own (where the lances that reach the zone
// stand and are blocked).
var zoneStepsDeps [81]Bitboard

// KingZoneAttacksStepsWith is KingZoneAttacksWith given steps, the value
// of KingZoneSteps(s).
func KingZoneAttacksStepsWith(s Square, steps, sliders *[2]Bitboard) [2]Bitboard {
	zone := kingAttacks[s]
	return [2]Bitboard{steps[Black].Or(sliders[Black]).And(zone), steps[White].Or(sliders[White]).And(zone)}
}

// KingZoneAttacksWith is KingZoneAttacksBoth for an evaluation that has
// the sliders' attacks at hand already (for their mobility): sliders[c]
// is the union of the attacks of color c's bishops and rooks and of the
// bishop and rook part of its horses and dragons, as SliderAttacks gives
// it. The sliders then cost an AND instead of their own lookups.
func (p *Position) KingZoneAttacksWith(s Square, sliders *[2]Bitboard) [2]Bitboard {
	steps := p.KingZoneSteps(s)
	return KingZoneAttacksStepsWith(s, &steps, sliders)
}

// SliderAttacks returns, by colour, the union of the squares the bishops
// and rooks attack, with the bishop and rook part of the horses and
// dragons (their one-square steps left out), as KingZoneAttacksWith takes
// them.
func (p *Position) SliderAttacks() [2]Bitboard {
	occ := p.bb[bbAll]
	var a [2]Bitboard
	for b := p.bb[bbBH]; b.NonZero(); {
		x := b.PopLSB()
		c := p.board[x].Color()
		a[c] = a[c].Or(BishopAttacks(x, occ))
	}
	for b := p.bb[bbRD]; b.NonZero(); {
		x := b.PopLSB()
		c := p.board[x].Color()
		a[c] = a[c].Or(RookAttacks(x, occ))
	}
	return a
}

// KingZoneSteps returns, by colour, what the stepping pieces near s and
// the lances that reach the squares next to s attack (not masked to the
// zone): KingZoneAttacksBoth without the bishops and rooks. It depends
// only on the squares of KingZoneStepsDeps(s): a move that neither leaves
// nor reaches one of them keeps it.
func (p *Position) KingZoneSteps(s Square) [2]Bitboard {
	occ := p.bb[bbAll]
	black, white := p.color[Black], p.color[White]
	// The pieces near s that step: the pawns by a shift, the others
	// by table (lances and kings left out; a bishop or rook there adds
	// nothing).
	box := kingBox[s]
	pawns := p.bb[Pawn].And(box)
	a0, a1 := pawns.And(black).ShiftNorth(), pawns.And(white).ShiftSouth()
	steppers := occ.AndNot(p.bb[Pawn]).AndNot(p.bb[Lance]).AndNot(p.bb[King]).And(box)
	for b := steppers.And(black); b.NonZero(); {
		x := b.PopLSB()
		a0 = a0.Or(zoneSteps[p.board[x]&31][x])
	}
	for b := steppers.And(white); b.NonZero(); {
		x := b.PopLSB()
		a1 = a1.Or(zoneSteps[p.board[x]&31][x])
	}
	lances := p.bb[Lance]
	for b := lances.And(black).And(lanceReach[Black][s]); b.NonZero(); {
		a0 = a0.Or(lanceAttacksBlack(b.PopLSB(), occ))
	}
	for b := lances.And(white).And(lanceReach[White][s]); b.NonZero(); {
		a1 = a1.Or(lanceAttacksWhite(b.PopLSB(), occ))
	}
	return [2]Bitboard{a0, a1}
}
