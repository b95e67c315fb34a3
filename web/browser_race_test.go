package web

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// holdEngineEvents is run in the page before its own scripts: it delays
// every "engine" event of the socket (a search starts or ends) by 400 ms,
// keeping their order, as a loaded machine may deliver them after the HTTP
// answer of a short search.
const holdEngineEvents = `(() => {
  const d = Object.getOwnPropertyDescriptor(WebSocket.prototype, 'onmessage');
  Object.defineProperty(WebSocket.prototype, 'onmessage', {
    set(h) {
      let last = 0;
      d.set.call(this, e => {
        if (JSON.parse(e.data).event !== 'engine') return h(e);
        last = Math.max(Date.now() + 400, last + 1);
        setTimeout(() => h(e), last - Date.now());
      });
    },
    get() { return d.get.call(this); },
  });
})()`

// TestBrowserLateStartEvent: a VCF is answered in milliseconds, and its
// search's start event may reach the page after the answer; the answer's
// note must stay (it was covered with "thinking…" before).
func TestBrowserLateStartEvent(t *testing.T) {
	ctx, base, _ := browser(t)
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument,
		page.AddScriptToEvaluateOnNewDocumentParams{Source: holdEngineEvents}); err != nil {
		t.Fatalf("holding the engine events: %v", err)
	}
	do(t, ctx, "open the page", chromedp.Navigate(base+"/?game=renju/renju&black=human&white=human"),
		chromedp.WaitVisible(chromedp.CSS(`#board [data-sq="h8"]`)))
	setUp(t, ctx, "I9H10H8E7D7E6G6I6H6C4D5G4H5H4F3I4G3J3I3H2")
	waitFor(t, ctx, "the puzzle", `document.querySelectorAll('#moves li').length === 20`, 5*time.Second)
	do(t, ctx, "find VCF", chromedp.Click(chromedp.ID("tool")))
	waitFor(t, ctx, "the VCF result", `document.getElementById('a-note').textContent.includes('VCF found')`, 60*time.Second)
	// The held start and end events arrive now.
	do(t, ctx, "wait for the held events", chromedp.Sleep(1200*time.Millisecond))
	if note := text(t, ctx, "a-note"); !strings.Contains(note, "VCF found") {
		t.Fatalf("after the search's late events the note is %q, want the VCF found", note)
	}
}
