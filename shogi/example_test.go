package shogi_test

import (
	"fmt"

	"bitban/shogi"
)

func ExamplePerft() {
	p := shogi.NewStartPosition()
	for depth := 1; depth <= 3; depth++ {
		fmt.Println(depth, shogi.Perft(p, depth))
	}
	// Output:
	// 1 30
	// 2 900
	// 3 25470
}

func ExamplePosition_ParseUSIMove() {
	p, err := shogi.ParseSFEN("startpos")
	if err != nil {
		panic(err)
	}
	for _, s := range []string{"7g7f", "3c3d", "8h2b+"} {
		m, err := p.ParseUSIMove(s)
		if err != nil {
			panic(err)
		}
		fmt.Println(m.USI(), p.KIF(m))
		p.DoMove(m)
	}
	fmt.Println(p.SFEN())
	_, err = p.ParseUSIMove("P*5e")
	fmt.Println(err)
	// Output:
	// 7g7f ７六歩(77)
	// 3c3d ３四歩(33)
	// 8h2b+ ２二角成(88)
	// lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4
	// move "P*5e": illegal move: white has no pawn in hand
}
