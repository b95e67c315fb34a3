// The page's texts in English and Japanese. Every visible string the page
// writes goes through t(key, params); the static page marks its texts with
// data-i18n (text), data-i18n-title (title) and data-i18n-aria
// (aria-label), which translatePage fills. The language is kept in local
// storage like the other settings; a first visit takes the browser's
// (ja → Japanese, else English). Texts the server composes (results,
// notes, scores) are translated by serverText where it knows their form;
// the server's error messages stay English.

// MESSAGES: key → [English, Japanese]. One entry a line in exactly this
// form (the Go test i18n_test.go reads the table from this file).
export const MESSAGES = {
  'lang.label': ['Language', '言語'],
  'header.game': ['Game', 'ゲーム'],
  'game.othello': ['Othello', 'オセロ'],
  'game.shogi': ['Shogi', '将棋'],
  'game.renju': ['Renju', '連珠'],
  'game.standard': ['Gomoku (exactly five)', '五目並べ（五連のみ勝ち）'],
  'game.freestyle': ['Gomoku (five or more)', '五目並べ（長連も勝ち）'],
  'player.human': ['Human', '人間'],
  'player.engine': ['Engine', 'エンジン'],
  'header.engine': ['Engine', 'エンジン'],
  'header.engine.title': ['the engine\'s time per move (in a game without a clock) and per analysis', 'エンジンの1手あたりの思考時間（持ち時間なしの対局）と検討の時間'],
  'time.s': ['{n} s', '{n}秒'],
  'time.depth': ['depth {n}', '深さ{n}'],
  'new.button': ['New game…', '新規対局…'],
  'new.title': ['start a game: its clock and the engine\'s strength', '対局を始める：持ち時間とエンジンの強さ'],
  'board.aria': ['board', '盤'],
  'board.othello': ['Othello board', 'オセロ盤'],
  'board.shogi': ['Shogi board', '将棋盤'],
  'board.renju': ['Renju board', '連珠盤'],
  'side.black': ['Black', '黒'],
  'side.white': ['White', '白'],
  'side.sente': ['Sente ☗', '☗先手'],
  'side.gote': ['Gote ☖', '☖後手'],
  'clock.aria': ['{side}\'s clock', '{side}の時計'],
  'clock.time': ['time', '時間切れ'],
  'clock.byoyomi': ['byoyomi', '秒読み'],
  'clock.plus': ['+{s}s', '+{s}秒'],
  'ed.palette': ['piece to place', '置く駒・石'],
  'ed.turn': ['To move', '手番'],
  'ed.clear': ['Clear board', '盤面クリア'],
  'ed.start': ['Start position', '初期局面'],
  'ed.done': ['Done', '完了'],
  'common.cancel': ['Cancel', 'キャンセル'],
  'ed.help.shogi': ['SFEN: the board (rank a first, file 9 first; upper case Sente, + promoted), b or w to move, the hands (2P, - for none), the move number.', 'SFEN：盤面（一段目から、9筋から。大文字が先手、+ は成駒）、手番 b か w、持ち駒（2P など、なしは -）、手数。'],
  'ed.help.othello': ['OBF: 64 squares A1..H8 (X black, O white, - empty), a space, X or O to move.', 'OBF：A1〜H8 の64マス（X 黒、O 白、- 空き）、空白、手番 X か O。'],
  'ed.help.renju': ['15 rows from the top separated by / (X black, O white, . empty), a space, X or O to move; or a move sequence.', '上の行から15行を / で区切る（X 黒、O 白、. 空き）、空白、手番 X か O。または着手の列。'],
  'ed.sente': ['Sente {code} ({piece})', '先手 {piece}（{code}）'],
  'ed.gote': ['Gote {code} ({piece})', '後手 {piece}（{code}）'],
  'ed.err.text': ['The board cannot show this text ({why}); Done sends it as it is.', 'この文字列は盤に表示できません（{why}）。「完了」でそのまま送ります。'],
  'ed.black': ['black', '黒'],
  'ed.white': ['white', '白'],
  'ed.empty': ['empty (remove)', '空き（取り除く）'],
  'ed.hand': ['{mark} hand', '{mark} 持ち駒'],
  'ed.editing': ['Editing: choose a piece, click squares, then Done', '編集中：駒か石を選んでマスをクリックし、最後に「完了」'],
  'ed.err.squares': ['{n} squares, want {want}', '{n}マスあります（{want}マス必要）'],
  'ed.err.square': ['unknown square {c}', '不明なマス {c}'],
  'ed.err.sfen': ['want board, side and hands', '盤面・手番・持ち駒が必要です'],
  'nav.first': ['first position', '最初の局面'],
  'nav.back': ['back', '1手戻る'],
  'nav.forward': ['forward', '1手進む'],
  'nav.last': ['last position', '最後の局面'],
  'nav.undo': ['Undo', '待った'],
  'nav.undo.title': ['take back the last move', '最後の手を取り消す'],
  'nav.flip': ['Flip board', '反転'],
  'nav.flip.title': ['turn the board around', '盤の向きを逆にする'],
  'nav.edit': ['Edit', '編集'],
  'nav.edit.title': ['set up a position: place and remove pieces, then Done', '局面を作る：駒や石を置いて取り除き、最後に「完了」'],
  'nav.import': ['Import…', '棋譜読込…'],
  'nav.import.title': ['read a game record: paste it, choose a file, or drop the file on the board', '棋譜を読み込む：貼り付け、ファイルの選択、または盤へのドロップ'],
  'nav.export': ['Export', '棋譜出力'],
  'nav.export.title': ['download the game as a record file', '対局を棋譜ファイルとしてダウンロード'],
  'eng.go': ['Engine move', 'エンジンの着手'],
  'eng.go.title': ['the engine plays a move for the side to move', '手番の側の手をエンジンが指す'],
  'eng.analyse': ['Analyse', '検討'],
  'eng.analyse.title': ['analyse the position shown without playing', '表示中の局面を指さずに検討する'],
  'eng.game': ['Analyse game', '棋譜解析'],
  'eng.game.title': ['evaluate every position of the game (the graph) and mark the moves that lost much', '全局面の評価値を求め（グラフ）、評価を大きく損した手に印を付ける'],
  'eng.stop': ['Stop', '停止'],
  'eng.stop.title': ['stop the engine (an engine move is played at once)', 'エンジンを止める（エンジンの手番ならすぐに指す）'],
  'tool.solve': ['Solve exactly', '完全読み'],
  'tool.mate': ['Find mate', '詰み探索'],
  'tool.vcf': ['Find VCF', 'VCF探索'],
  'set.summary': ['Analysis settings', '検討の設定'],
  'set.lines': ['Lines', '候補手数'],
  'set.lines.title': ['multi-PV: the best moves shown with their own lines', 'マルチPV：上位の手をそれぞれの読み筋とともに表示'],
  'set.threads': ['Threads', 'スレッド数'],
  'set.threads.title': ['search threads (default: every CPU of the server)', '探索スレッド数（既定：サーバーの全CPU）'],
  'set.hash': ['Hash MB', 'ハッシュ MB'],
  'set.hash.title': ['the engine\'s table memory', 'エンジンの置換表のメモリ'],
  'set.book': ['Opening book', '定石'],
  'set.book.title': ['Othello: a game move in a position of the opening book plays the book\'s move at once', 'オセロ：定石の局面ではエンジンが定石の手をすぐに打つ'],
  'set.per': ['Per position', '1局面あたり'],
  'set.per.title': ['time per position of Analyse game', '棋譜解析の1局面あたりの時間'],
  'an.eval': ['Eval', '評価値'],
  'an.depth': ['Depth', '深さ'],
  'an.nps': ['Nodes/s', '局面/秒'],
  'an.time': ['Time', '時間'],
  'an.pv': ['PV', '読み筋'],
  'an.lines.aria': ['the engine\'s lines, best first (click one to show it on the board)', 'エンジンの読み筋、最善から順に（クリックで盤に表示）'],
  'an.graph.aria': ['evaluation graph', '評価値グラフ'],
  'an.thinking': ['thinking…', '思考中…'],
  'an.analysing': ['analysing…', '解析中…'],
  'an.progress': ['analysing {i}/{n}', '解析中 {i}/{n}'],
  'an.summary': ['{done} of {total} positions evaluated, {marked} moves marked', '{total}局面中{done}局面を評価、{marked}手に印'],
  'an.summary1': ['{done} of {total} positions evaluated, 1 move marked', '{total}局面中{done}局面を評価、1手に印'],
  'an.stopped': ['analysis stopped: {what}', '解析を停止：{what}'],
  'an.done': ['game analysed: {what}', '棋譜解析完了：{what}'],
  'an.played': ['engine played {move}', 'エンジンの着手 {move}'],
  'an.best': ['best {move}', '最善手 {move}'],
  'an.stoppedTag': [' (stopped)', '（停止）'],
  'an.stop': ['stopped', '停止しました'],
  'an.imported': ['imported {n} moves', '{n}手を読み込みました'],
  'an.importedVars': ['imported {n} moves and {v} variations', '{n}手と変化{v}個を読み込みました'],
  'an.setUp': ['position set up', '局面を設定しました'],
  'var.promote': ['Promote', '本譜にする'],
  'var.promote.title': ['make the variation shown the main line (the game; a clock goes back to where the lines part, as after an undo, and the promoted moves are charged at once)', '表示中の変化を本譜にする（時計は待ったと同じく分岐点まで戻り、本譜になった手の時間はまとめて消費される）'],
  'var.delete': ['Delete', '削除'],
  'var.delete.title': ['delete the variation\'s moves from the one shown', '表示中の手から先の変化を削除'],
  'var.keys': ['keys: ← → along the line, ↑ ↓ between variations, Home / End; right-click a variation\'s move for more', 'キー：← → で手順を移動、↑ ↓ で変化を切替、Home / End。変化の手を右クリックでメニュー'],
  'var.main': ['main line', '本譜'],
  'var.from': ['variation from move {n}', '{n}手目からの変化'],
  'var.at': ['variations at move {n}', '{n}手目の変化'],
  'var.moves.aria': ['moves: the main line, variations indented under the move they replace', '指し手：本譜と、置き換える手の下に字下げした変化'],
  'vm.show': ['Show', '表示'],
  'vm.promote': ['Promote to main line', '本譜にする'],
  'vm.delete': ['Delete from this move', 'この手以降を削除'],
  'vm.deleteAll': ['Delete the variation', 'この変化を削除'],
  'io.summary': ['Position in / out', '局面の入出力'],
  'io.load': ['Set up', '局面を設定'],
  'io.game': ['Game', '棋譜'],
  'io.copy': ['Copy', 'コピー'],
  'io.position': ['Position', '局面'],
  'io.startpos': ['(start position)', '（初期局面）'],
  'help.othello': ['An OBF line (64 squares X/O/- from A1 to H8, a space, the side to move X or O), optionally followed by "moves f5d6...", or a transcript from the start position such as f5d6c3d3c4.', 'OBF の1行（A1〜H8 の64マスを X/O/- で、空白、手番 X か O）、続けて "moves f5d6..." も可。または初期局面からの棋譜（例 f5d6c3d3c4）。'],
  'help.shogi': ['An SFEN ("startpos", "sfen <board> <side> <hands> [ply]" or the bare SFEN), optionally followed by "moves 7g7f 3c3d ..." in USI notation.', 'SFEN（"startpos"、"sfen <盤面> <手番> <持ち駒> [手数]" または SFEN のみ）、続けて USI 形式の "moves 7g7f 3c3d ..." も可。'],
  'help.renju': ['A move sequence from the empty board, such as "h8 h9 i9 g7" (spaces or commas between moves), or a set-up board (15 rows separated by /, X O and ., then X or O to move) optionally followed by "moves h8 ...".', '空の盤からの着手の列（例 "h8 h9 i9 g7"、区切りは空白かカンマ）、または盤面（/ で区切った15行、X O と .、続けて手番 X か O）、続けて "moves h8 ..." も可。'],
  'st.toMove': ['{side} to move', '{side}の手番'],
  'st.check': [' — check', '（王手）'],
  'st.at': [' (move {ply} of {n})', '（{n}手中{ply}手目）'],
  'st.atVar': [' (move {ply} of {n} in a variation)', '（変化 {n}手中{ply}手目）'],
  'st.discs': [' · discs {black} {b} – {w} {white}', ' · 石数 {black} {b} – {w} {white}'],
  'err.gone': ['The game #{id} is no longer on the server (it was dropped after a restart or a long time unused); this is a new game.', '対局 #{id} はもうサーバーにありません（再起動または長く使われなかったため削除されました）。新しい対局を始めました。'],
  'imp.title': ['Import a game record', '棋譜の読み込み'],
  'imp.format': ['Format', '形式'],
  'imp.ok': ['Import', '読み込む'],
  'imp.detect': ['Detect', '自動判別'],
  'imp.help': ['Paste a {formats} record, or choose a file (or drop it on the board).', '{formats} の棋譜を貼り付けるか、ファイルを選んでください（盤へのドロップも可）。'],
  'imp.varsKIF': ['KIF carries variations (変化) both ways; KI2 and CSA only the main line.', 'KIFは変化も読み書きします。KI2とCSAは本譜のみです。'],
  'imp.varsOthello': ['A transcript carries variations, one whole line from the start a line after the main line; GGF only the main line.', 'トランスクリプトは変化も扱います（本譜の後に、初手からの手順を1行ずつ）。GGFは本譜のみです。'],
  'imp.varsRenju': ['Renju records carry only the main line.', '連珠の棋譜は本譜のみです。'],
  'imp.tooBig': ['{name}: {size} bytes, more than the {max} an import takes', '{name}：{size}バイト、読み込める上限 {max} バイトを超えています'],
  'fmt.transcript': ['Transcript', 'トランスクリプト'],
  'fmt.psq': ['PSQ (Gomocup)', 'PSQ（Gomocup）'],
  'fmt.text': ['Text record', 'テキスト棋譜'],
  'exp.noRenju': ['No renju record holds a set-up board: copy the game under Position in / out.', '連珠の棋譜形式は配置した盤面を保存できません：「局面の入出力」から対局をコピーしてください。'],
  'ng.title': ['New game', '新規対局'],
  'ng.clock': ['Clock', '持ち時間'],
  'ng.none': ['No clock', 'なし'],
  'ng.sudden': ['Sudden death', '切れ負け'],
  'ng.fischer': ['Fischer (increment)', 'フィッシャー（加算）'],
  'ng.byoyomi': ['Byoyomi', '秒読み'],
  'ng.preset': ['Preset', 'プリセット'],
  'ng.p.blitz': ['3 min + 2 s', '3分 + 2秒'],
  'ng.p.rapid': ['10 min + 5 s', '10分 + 5秒'],
  'ng.p.sudden': ['5 min sudden death', '5分切れ負け'],
  'ng.p.shogi': ['10 min, then 30 s byoyomi', '10分、以後30秒の秒読み'],
  'ng.p.byoyomi': ['30 s byoyomi', '秒読み30秒'],
  'ng.main': ['Main time', '持ち時間'],
  'ng.min': ['min', '分'],
  'ng.inc': ['Increment', '加算'],
  'ng.sec': ['s', '秒'],
  'ng.byo': ['Byoyomi', '秒読み'],
  'ng.opening': ['Opening', '開局規定'],
  'ng.opening.title': ['the opening rule of renju and gomoku: with Swap2 the Black player chosen at the top of the page opens (three stones), the White player answers; the colours are chosen in the opening', '連珠・五目並べの開局規定：Swap2 ではページ上部の黒の対局者が仮先（3石を置く）、白の対局者が仮後となり、石の色は開局で決まります'],
  'ng.opening.none': ['none (Black starts)', 'なし（黒から打つ）'],
  'ng.opening.swap2': ['Swap2', 'Swap2（スワップ2）'],
  'ng.engine': ['Engine', 'エンジン'],
  'sw.opener': ['Opener', '仮先'],
  'sw.responder': ['Responder', '仮後'],
  'sw.as': ['{who} ({side})', '{who}（{side}）'],
  'sw.st.place_three': ['Swap2: the opener places three stones (black, white, black)', 'Swap2：仮先が3石（黒・白・黒）を置きます'],
  'sw.st.answer_three': ['Swap2: the responder takes black, takes white, or places two more stones', 'Swap2：仮後が黒を持つか、白を持つか、さらに2石を置くかを選びます'],
  'sw.st.answer_five': ['Swap2: the opener chooses the colour', 'Swap2：仮先が石の色を選びます'],
  'sw.click': ['Click {n} points on the board: {colours} ({k} chosen; a second click takes a stone back).', '盤上の{n}点をクリックしてください：{colours}（{k}点選択済み。もう一度クリックで取り消し）。'],
  'sw.click1': ['Click the point of {colours} on the board (a second click takes it back).', '{colours}を打つ点を盤上でクリックしてください（もう一度クリックで取り消し）。'],
  'sw.c.three': ['black, white, black', '黒・白・黒'],
  'sw.c.two': ['white, then black', '白、次に黒'],
  'sw.c.white': ['White\'s stone', '白石'],
  'sw.choose3': ['Choose: take black (the opener plays White\'s stone), take white and play its stone, or place two more stones and let the opener choose.', '選んでください：黒を持つ（仮先が白石を打つ）、白を持って白石を打つ、またはさらに2石を置いて仮先に選ばせる。'],
  'sw.choose5': ['Choose your colour: black (the responder plays White\'s stone), or white and play its stone.', '石の色を選んでください：黒（仮後が白石を打つ）、または白を持って白石を打つ。'],
  'sw.takeBlack': ['Take black', '黒を持つ'],
  'sw.takeWhite': ['Take white and play stone {n}', '白を持ち{n}石目を打つ'],
  'sw.placeTwo': ['Place two more stones', 'さらに2石を置く'],
  'sw.confirm': ['Place the stones', '石を置く'],
  'sw.back': ['Back', '戻る'],
  'sw.did.place_three': ['the engine placed three stones: {stones}', 'エンジンが3石を置きました：{stones}'],
  'sw.did.place_two': ['the engine placed two more stones: {stones}', 'エンジンがさらに2石を置きました：{stones}'],
  'sw.did.take_black': ['the engine took black', 'エンジンは黒を持ちました'],
  'sw.did.take_white': ['the engine took white and played {stones}', 'エンジンは白を持ち{stones}に打ちました'],
  'sw.noUndo': ['The Swap2 opening\'s stones cannot be taken back; start a new game for another opening.', 'Swap2 の開局の石は戻せません。別の開局は新規対局で始めてください。'],
  'ng.engine.title': ['the engine\'s strength when it plays a side (analysis is always at full strength)', '対局するときのエンジンの強さ（検討は常に最強）'],
  'ng.full': ['full strength', '最強'],
  'ng.level1': ['level 1 (weakest)', 'レベル1（最弱）'],
  'ng.level': ['level {n}', 'レベル{n}'],
  'ng.help': ['The game and who plays each side are chosen at the top of the page. The clock of the side to move starts at once.', 'ゲームと対局者はページ上部で選びます。手番の側の時計はすぐに動き始めます。'],
  'ng.start': ['Start', '開始'],
  'ng.err.main': ['Main time: want a number of minutes, 0 or more.', '持ち時間：0以上の分数を入れてください。'],
  'ng.err.inc': ['Increment: want a number of seconds, 0 or more.', '加算：0以上の秒数を入れてください。'],
  'ng.err.byo': ['Byoyomi: want a number of seconds.', '秒読み：秒数を入れてください。'],
  'ng.d.sudden': ['{main} sudden death', '{main}切れ負け'],
  'ng.d.fischer': ['Fischer {main} + {inc}', 'フィッシャー {main} + {inc}'],
  'ng.d.mainByo': ['{main} + byoyomi {byo}', '{main} + 秒読み{byo}'],
  'ng.d.byo': ['byoyomi {byo}', '秒読み{byo}'],
  'ng.d.level': ['engine level {n}', 'エンジン レベル{n}'],
  'span.s': ['{s} s', '{s}秒'],
  'span.min': ['{m} min', '{m}分'],
  'span.minS': ['{m} min {s} s', '{m}分{s}秒'],
  'promo.ask': ['Promote?', '成りますか？'],
  'srv.discs': ['{1} wins {2}-{3}', '{1}の勝ち {2}-{3}'],
  'srv.drawDiscs': ['Draw {1}-{2}', '引き分け {1}-{2}'],
  'srv.five': ['{1} wins (five in a row)', '{1}の勝ち（五連）'],
  'srv.full': ['Draw: no point left to play', '引き分け：打てる点がありません'],
  'srv.mate': ['{1} wins (checkmate)', '{1}の勝ち（詰み）'],
  'srv.noMove': ['{1} wins (no legal move)', '{1}の勝ち（指せる手なし）'],
  'srv.perpetual': ['{1} wins (perpetual check by {2})', '{1}の勝ち（{2}の連続王手の千日手）'],
  'srv.sennichite': ['Draw by repetition (sennichite)', '千日手（引き分け）'],
  'srv.time': ['{1} wins ({2} lost on time)', '{1}の勝ち（{2}の時間切れ）'],
  'srv.exactWin': ['exact: {1} wins by {2} with {3}', '完全読み：{1}が{3}で{2}石差の勝ち'],
  'srv.exactLoss': ['exact: {1} loses by {2} (best {3})', '完全読み：{1}が{2}石差の負け（最善 {3}）'],
  'srv.exactDraw': ['exact: draw with {1}', '完全読み：{1}で引き分け'],
  'srv.exactOver': ['exact: the game is over', '完全読み：終局しています'],
  'srv.notSolved': ['not solved within {1} ({2} empties)', '{1}以内に解けませんでした（空き{2}マス）'],
  'srv.vcfFound': ['VCF found for {1}: {2}', '{1}のVCF（四追い勝ち）：{2}'],
  'srv.vcfUnknown': ['no VCF found for {1} within the time limit (not proved either way)', '制限時間内に{1}のVCFは見つかりませんでした（有無は未証明）'],
  'srv.noVcf': ['{1} has no VCF', '{1}にVCFはありません'],
  'srv.vcfScore': ['{1} wins by VCF in {2}', '{1}がVCF {2}手で勝ち'],
  'srv.mates': ['{1} mates in {2}: {3}', '{1}の{2}手詰：{3}'],
  'srv.noMate': ['no mate: {1} has no forced mate by checks', '詰みなし：{1}に王手の連続で詰む手順はありません'],
  'srv.mateUnknown': ['no mate found within {1} (not proved either way)', '{1}以内に詰みは見つかりませんでした（有無は未証明）'],
  'srv.over': ['the game is over', '終局しています'],
  'srv.wins': ['{1} wins: {2}', '{1}の勝ち：{2}'],
  'srv.mateIn': ['mate in {1}', '{1}手詰'],
  'srv.matedIn': ['mated in {1}', '{1}手で詰まされる'],
  'srv.winIn': ['win in {1}', '{1}手で勝ち'],
  'srv.lossIn': ['loss in {1}', '{1}手で負け'],
  'srv.exactScore': ['{1} (exact)', '{1}（完全読み）'],
  'srv.bookScore': ['{1} (book)', '{1}（定石）'],
  'srv.bookMove': ['book move {1}', '定石手 {1}'],
  'srv.notPlayed': ['not played: {1}', '指されませんでした：{1}'],
  'srv.overBecause': ['the game is over: {1}', '終局しています：{1}'],
  'srv.forbidden': ['move {1}: forbidden for Black ({2})', '{1}は黒の禁手です（{2}）'],
  'srv.doubleThree': ['double-three', '三三'],
  'srv.doubleFour': ['double-four', '四四'],
  'srv.overline': ['overline', '長連'],
  'srv.sente': ['Sente', '先手'],
  'srv.gote': ['Gote', '後手'],
  'srv.noneCanMove': ['neither side can move: the game is over ({1})', '両者とも打てません：終局（{1}）'],
};

// SERVER_FORMS are the server's sentences this page translates: a pattern
// and the key of its template ({1}, {2}, ... are the pattern's groups,
// themselves translated: side names, nested sentences).
const SERVER_FORMS = [
  [/^(\w+) wins (\d+)-(\d+)$/, 'srv.discs'],
  [/^Draw (\d+)-(\d+)$/, 'srv.drawDiscs'],
  [/^(\w+) wins \(five in a row\)$/, 'srv.five'],
  [/^Draw: no point left to play$/, 'srv.full'],
  [/^(\w+) wins \(checkmate\)$/, 'srv.mate'],
  [/^(\w+) wins \(no legal move\)$/, 'srv.noMove'],
  [/^(\w+) wins \(perpetual check by (\w+)\)$/, 'srv.perpetual'],
  [/^Draw by repetition \(sennichite\)$/, 'srv.sennichite'],
  [/^(\w+) wins \((\w+) lost on time\)$/, 'srv.time'],
  [/^exact: (\w+) wins by (\d+) with (\S+)$/, 'srv.exactWin'],
  [/^exact: (\w+) loses by (\d+) \(best (\S+)\)$/, 'srv.exactLoss'],
  [/^exact: draw with (\S+)$/, 'srv.exactDraw'],
  [/^exact: the game is over$/, 'srv.exactOver'],
  [/^not solved within (\S+) \((\d+) empties\)$/, 'srv.notSolved'],
  [/^VCF found for (\w+): (.+)$/, 'srv.vcfFound'],
  [/^no VCF found for (\w+) within the time limit \(not proved either way\)$/, 'srv.vcfUnknown'],
  [/^(\w+) has no VCF$/, 'srv.noVcf'],
  [/^(\w+) wins by VCF in (\d+)$/, 'srv.vcfScore'],
  [/^(\w+) mates in (\d+): (.+)$/, 'srv.mates'],
  [/^no mate: (\w+) has no forced mate by checks$/, 'srv.noMate'],
  [/^no mate found within (\S+) \(not proved either way\)$/, 'srv.mateUnknown'],
  [/^the game is over$/, 'srv.over'],
  [/^(\w+) wins: (.+)$/, 'srv.wins'],
  [/^mate in (\d+)$/, 'srv.mateIn'],
  [/^mated in (\d+)$/, 'srv.matedIn'],
  [/^win in (\d+)$/, 'srv.winIn'],
  [/^loss in (\d+)$/, 'srv.lossIn'],
  [/^([+-]\d+) \(exact\)$/, 'srv.exactScore'],
  [/^([+-]\d+) \(book\)$/, 'srv.bookScore'],
  [/^book move (\S+)$/, 'srv.bookMove'],
  [/^not played: (.+)$/, 'srv.notPlayed'],
  [/^the game is over: (.+)$/, 'srv.overBecause'],
  [/^neither side can move: the game is over \((.+)\)$/, 'srv.noneCanMove'],
  [/^move (\S+): forbidden for Black \((.+)\)$/, 'srv.forbidden'],
];

// WORDS are the words inside the server's sentences: side names, the
// kinds of renju's forbidden points (禁手).
const WORDS = {
  black: 'side.black', Black: 'side.black', white: 'side.white', White: 'side.white',
  Sente: 'srv.sente', Gote: 'srv.gote',
  'double-three': 'srv.doubleThree', 'double-four': 'srv.doubleFour', overline: 'srv.overline',
};

export const LANGUAGES = ['en', 'ja'];
const STORE = 'bitban.lang';

let lang = 'en';
const listeners = [];

// t is the text of key in the page's language with {name} replaced by
// params.name; an unknown key is returned as it is (a test lists them).
export function t(key, params) {
  const m = MESSAGES[key];
  let s = m ? m[LANGUAGES.indexOf(lang)] ?? m[0] : key;
  if (params) s = s.replace(/\{(\w+)\}/g, (all, k) => (k in params ? String(params[k]) : all));
  return s;
}

// language is the page's language: 'en' or 'ja'.
export function language() { return lang; }

// serverText translates a sentence the server wrote (a result, a note, a
// score, the refusal of a forbidden point), when this page knows its form;
// otherwise (and in English) it is returned unchanged.
export function serverText(s) {
  if (!s || lang === 'en') return s;
  if (WORDS[s]) return t(WORDS[s]);
  for (const [re, key] of SERVER_FORMS) {
    const m = re.exec(s);
    if (!m) continue;
    const params = {};
    m.slice(1).forEach((g, i) => { params[i + 1] = serverText(g); });
    return t(key, params);
  }
  return s;
}

// setupLanguage picks the language (kept, else the browser's), wires the
// selector and translates the page.
export function setupLanguage(select) {
  let saved = null;
  try { saved = localStorage.getItem(STORE); } catch (e) { /* private mode */ }
  const browser = (navigator.language || '').toLowerCase().startsWith('ja') ? 'ja' : 'en';
  lang = LANGUAGES.includes(saved) ? saved : browser;
  select.value = lang;
  select.addEventListener('change', () => setLanguage(select.value));
  translatePage();
}

// setLanguage switches the page to l, keeps the choice and tells the
// parts of the page that write texts themselves (onLanguage).
export function setLanguage(l) {
  if (!LANGUAGES.includes(l)) return;
  lang = l;
  try { localStorage.setItem(STORE, l); } catch (e) { /* private mode: not kept */ }
  translatePage();
  for (const f of listeners) f();
}

// onLanguage registers f, called after every change of language.
export function onLanguage(f) { listeners.push(f); }

// translatePage fills the marked texts, titles and labels of the page.
export function translatePage(root = document) {
  document.documentElement.lang = lang;
  for (const e of root.querySelectorAll('[data-i18n]')) e.textContent = t(e.dataset.i18n, paramsOf(e));
  for (const e of root.querySelectorAll('[data-i18n-title]')) e.title = t(e.dataset.i18nTitle);
  for (const e of root.querySelectorAll('[data-i18n-aria]')) e.setAttribute('aria-label', t(e.dataset.i18nAria));
}

// paramsOf reads an element's parameters: data-i18n-n="3" gives {n: 3}.
function paramsOf(e) {
  const out = {};
  for (const [k, v] of Object.entries(e.dataset)) {
    if (k.startsWith('i18n') && k.length > 4 && k !== 'i18nTitle' && k !== 'i18nAria') out[k[4].toLowerCase() + k.slice(5)] = v;
  }
  return out;
}
