package bitboard

import "fmt"

// Square names on the 8x8 board: "A1".."H8" (file letter, rank digit).
const fileLetters = "ABCDEFGH"

// Sq returns the square index of file x (0 = A) and rank y (0 = rank 1).
func Sq(x, y int) int { return y*8 + x }

// SquareName formats an 8x8 square index as "A1".."H8" (upper case).
// Indices outside 0..63 format as "??" rather than panicking.
func SquareName(sq int) string {
	if sq < 0 || sq > 63 {
		return "??"
	}
	return string([]byte{fileLetters[sq%8], byte('1' + sq/8)})
}

// ParseSquare reads an 8x8 square name, case-insensitive ("a1", "H8").
func ParseSquare(s string) (int, error) {
	if len(s) != 2 {
		return 0, fmt.Errorf("square %q: want a file letter A-H and a rank digit 1-8, like D3", s)
	}
	f := s[0] | 0x20 // lower case for letters
	if f < 'a' || f > 'h' {
		return 0, fmt.Errorf("square %q: file %q is not a letter A-H", s, s[0])
	}
	if s[1] < '1' || s[1] > '8' {
		return 0, fmt.Errorf("square %q: rank %q is not a digit 1-8", s, s[1])
	}
	return Sq(int(f-'a'), int(s[1]-'1')), nil
}
