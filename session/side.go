package session

// Sides are numbered as in engine.Outcome: 0 is the first player (Black,
// shogi's sente), 1 the second (White, gote).
const (
	NoSide = -1 // no side: a stopped clock, no loss on time
	Black  = 0
	White  = 1
)

// SideNames are the sides' names in the web API and the terminal.
var SideNames = [2]string{"black", "white"}

// SideIndex is the side of a name ("black", "white"); NoSide else.
func SideIndex(name string) int {
	for i, n := range SideNames {
		if n == name {
			return i
		}
	}
	return NoSide
}

// SideName is the name of a side, "" for NoSide.
func SideName(side int) string {
	if side == NoSide {
		return ""
	}
	return SideNames[side]
}
