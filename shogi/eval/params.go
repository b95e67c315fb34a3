package eval

import (
	"bitban/shogi"
)

// Params are the weights of the hand-written evaluation (eval.go).
// Arrays indexed by piece type use the PieceType order (Pawn = 1 ...
// Dragon = 14); distance tables by king distance 0..8; rank tables by the
// rank seen from the piece's owner (1 the far rank, 9 its back rank).
type Params struct {
	Material   [shogi.NumPieceTypes]int // a piece on the board
	Hand       [8]int                   // a piece in hand (Pawn .. Gold)
	HandPawnsN int                      // pawns in hand beyond this many count less
	HandPawnsV int                      // ... by this much each
	Tempo      int                      // bonus of the side to move
	Shelter    int                      // per own piece next to the own king
	Mobility   int                      // per square a rook, bishop, dragon or horse attacks
	// DangerScale*n^2, at most DangerMax, is the penalty for n danger units
	// around a king: enemy pieces near it, droppable pieces in the enemy's
	// hand (HandDanger per kind, up to two of a kind), less the shelter.
	// Defaults: DangerScale 1, DangerMax 1200 (the match that set the
	// scale is in the README, "A third of the king danger").
	DangerScale int
	DangerMax   int
	HandDanger  [8]int
	// DangerMover: the danger penalty of the side to move's own king is
	// cut by this many percent (negative: raised), since that side can
	// answer the threats before the enemy carries them out; 0 scores both
	// kings alike. 30 by default: against YaneuraOu at 1 s it won 45 of 96
	// games where 0 won 33 of the same 96 (README, "King danger of the
	// side to move").
	DangerMover int
	// DangerEnemy: the danger penalty of the engine's opponent's king is
	// cut by this many percent, where the evaluator knows which colour the
	// engine plays (Evaluator.ForEngine; the search sets it from the root).
	// The engine then keeps respecting the threats to its own king while it
	// counts less on its attacks: in games lost to YaneuraOu the positions
	// bitban rated +600 and more drew most of that score from the danger
	// around the enemy king (README). 0 by default: both kings alike.
	DangerEnemy int
	// KingZoneAttack more danger units for each square next to a king
	// the enemy's pieces attack, and KingZoneWeak more again where no
	// piece of the king's side but the king defends it (2 and 2 by
	// default; 0 and 0 skip the attack maps).
	KingZoneAttack int
	KingZoneWeak   int
	// KingTrapped more danger units, when the enemy attacks a square next
	// to a king, for each of the two escapes it lacks (squares next to it
	// neither its own pieces hold nor the enemy attacks); 0 by default.
	KingTrapped int
	// KingDropCheck more danger units for each empty square next to a
	// king where a piece in the enemy's hand (a lance, silver, gold,
	// bishop or rook) would give check and only the king could take it
	// back, but not safely: the enemy attacks the square and no other
	// piece of the king's side does. 0 by default.
	KingDropCheck int
	// HangFirst and HangSecond: percent of what the dearest and the
	// second-dearest piece of the side to move would cost, among those the
	// enemy attacks and could win (undefended, or attacked by a cheaper
	// piece), charged to the side to move (hanging.go). 0 and 0 by
	// default: the attack maps are not computed.
	HangFirst, HangSecond int
	// AttackNear: a piece's value by its distance to the enemy king
	// (DefendNear: to its own king). The attack tables are twice the
	// weights before the forty-third session: against YaneuraOu at 400k
	// nodes each that gained +6.5 ± 9.2 points a game over 200 paired
	// games, and +5.7 ± 12.0 over 88 at 1 s (README, "The attack terms
	// doubled").
	AttackNear [shogi.NumPieceTypes][9]int
	DefendNear [shogi.NumPieceTypes][9]int // by distance to the own king
	Rank       [shogi.NumPieceTypes][10]int
	// KingRel are king-relative piece-square values, fitted by `bitban
	// shogi train`: [0] the piece's place seen from its own king, [1]
	// from the enemy king, by piece type, file distance (0..8) and rank
	// difference from the owner's view (+8: 0..16, below 8 the piece
	// stands in front of that king). See kingRelIndex. The defaults are
	// the fit of kingrel_default.json (its recipe is in
	// kingrel_default.go; README, "King-relative terms fitted at scale").
	KingRel [2][shogi.NumPieceTypes][9][17]int16
}

func DefaultParams() Params {
	e := Params{
		Material:   shogi.PieceValue,
		Hand:       [8]int{shogi.Pawn: 115, shogi.Lance: 330, shogi.Knight: 390, shogi.Silver: 560, shogi.Gold: 620, shogi.Bishop: 920, shogi.Rook: 1080},
		HandPawnsN: 3, HandPawnsV: 25,
		Tempo: 20, Shelter: 12, Mobility: 3,
		DangerScale: 1, DangerMax: 1200, DangerMover: 30,
		KingZoneAttack: 2, KingZoneWeak: 2,
		HandDanger: [8]int{shogi.Pawn: 1, shogi.Lance: 1, shogi.Knight: 2, shogi.Silver: 3, shogi.Gold: 3, shogi.Bishop: 3, shogi.Rook: 4},
	}
	goldLike := [9]int{0, 140, 90, 40, 16, 0, 0, 0, 0}
	for _, pt := range []shogi.PieceType{shogi.Gold, shogi.ProPawn, shogi.ProLance, shogi.ProKnight, shogi.ProSilver} {
		e.AttackNear[pt] = goldLike
		e.DefendNear[pt] = [9]int{0, 55, 35, 10, 0, 0, -5, -10, -15}
	}
	e.AttackNear[shogi.Silver] = [9]int{0, 120, 80, 36, 12, 0, 0, 0, 0}
	e.DefendNear[shogi.Silver] = [9]int{0, 45, 30, 10, 0, 0, -5, -5, -5}
	e.AttackNear[shogi.Pawn] = [9]int{0, 50, 24, 8, 0, 0, 0, 0, 0}
	e.DefendNear[shogi.Pawn] = [9]int{0, 20, 12, 4, 0, 0, 0, 0, 0}
	e.AttackNear[shogi.Knight] = [9]int{0, 30, 70, 40, 10, 0, 0, 0, 0}
	e.DefendNear[shogi.Knight] = [9]int{0, 10, 10, 5, 0, 0, 0, 0, 0}
	e.AttackNear[shogi.Lance] = [9]int{0, 40, 30, 16, 8, 0, 0, 0, 0}
	e.DefendNear[shogi.Lance] = [9]int{0, 10, 5, 0, 0, 0, 0, 0, 0}
	e.AttackNear[shogi.Horse] = [9]int{0, 180, 130, 70, 30, 10, 0, 0, 0}
	e.DefendNear[shogi.Horse] = [9]int{0, 40, 30, 15, 5, 0, 0, 0, 0}
	e.AttackNear[shogi.Dragon] = [9]int{0, 200, 150, 80, 40, 16, 0, 0, 0}
	e.DefendNear[shogi.Dragon] = [9]int{0, 20, 15, 10, 0, 0, 0, 0, 0}
	e.AttackNear[shogi.Bishop] = [9]int{0, 60, 40, 24, 12, 0, 0, 0, 0}
	e.AttackNear[shogi.Rook] = [9]int{0, 80, 60, 36, 20, 8, 0, 0, 0}

	e.Rank[shogi.Pawn] = [10]int{0, 0, 40, 25, 12, 5, 0, 0, 0, 0}
	e.Rank[shogi.Lance] = [10]int{0, 0, 0, 0, 0, 0, 0, 0, 5, 10}
	e.Rank[shogi.Knight] = [10]int{0, 0, 0, 10, 15, 10, 5, 0, -5, -10}
	e.Rank[shogi.Silver] = [10]int{0, 0, 15, 10, 10, 5, 5, 5, 0, -10}
	e.Rank[shogi.Gold] = [10]int{0, 0, 0, 0, 0, 0, 5, 10, 10, 0}
	e.Rank[shogi.King] = [10]int{0, -150, -120, -90, -60, -40, -25, -10, 10, 20}
	for pt := shogi.ProPawn; pt <= shogi.ProSilver; pt++ {
		e.Rank[pt] = [10]int{0, 15, 15, 10, 5, 0, 0, 0, 0, 0}
	}
	e.KingRel = defaultKingRel
	return e
}
