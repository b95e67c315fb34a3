// Package match plays engine-against-engine matches of shogi (USI), Othello
// (NBoard) and renju/gomoku (Gomocup with the Yixin extensions), as
// cutechess-cli and fastchess do for chess: openings played twice with the
// colours swapped, a referee built on the project's own rules packages,
// clocks, records of every game, running statistics (W/D/L, Elo with a 95 %
// interval, pentanomial pairs) and a sequential probability ratio test that
// stops the match as soon as its answer is clear.
//
// Layout: proc.go runs one engine process and reads its lines with
// deadlines; usi.go, nboard.go and gomocup.go speak the three protocols;
// shogi_game.go, othello_game.go and renju_game.go referee the games;
// timecontrol.go parses and keeps clocks; openings.go reads the openings
// files; stats.go holds the arithmetic, compare.go the pairing of two
// runs; records.go writes CSA, KIF, GGF, renju and JSON records;
// runner.go schedules the games.
package match
