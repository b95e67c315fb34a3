// Command pbrain-bitban is bitban's renju/gomoku engine as a Gomocup brain:
// tournament managers and GUIs (Piskvork, Yixin-Board) look for programs
// named pbrain-*. It is the same engine as `bitban renju gomocup`.
package main

import (
	"fmt"
	"os"
	"time"

	"bitban/renju/gomocup"
)

// version is overridden at link time with -ldflags "-X main.version=...".
var version = "0.1.0-dev"

func main() {
	s := gomocup.NewSession(gomocup.NewBrain(20), os.Stdout, gomocup.Options{
		About:       gomocup.About{Name: "bitban", Version: version, Author: "bitban authors", Country: "-"},
		DefaultTurn: 5 * time.Second,
	})
	if err := s.Run(os.Stdin); err != nil {
		fmt.Fprintln(os.Stderr, "pbrain-bitban:", err)
		os.Exit(1)
	}
}
