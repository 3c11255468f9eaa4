// The page's script: it builds the board from the data that the Go package embedded,
// animates the tour (watch mode) and lets a person build one (try mode). One path
// structure serves both modes: the squares shown, in order, and for each square the
// move at which it was visited. Every change goes through push and pop (O(1) each) and
// then refresh (O(1) but for a redraw of the canvas after a pop), so that a 200×200
// board plays as smoothly as 8×8.
(function () {
	"use strict";
	var D = JSON.parse(document.getElementById("tour-data").textContent);
	var R = D.rows, C = D.cols, N = R * C;
	// The knight's moves: the one move table of the page.
	var MOVES = [[-2, -1], [-2, 1], [-1, -2], [-1, 2], [1, -2], [1, 2], [2, -1], [2, 1]];
	// Moves per second for the speed control's positions 0..10.
	var SPEEDS = [1, 2, 3, 5, 8, 12, 20, 40, 100, 300, 1000];

	var board = document.querySelector("[data-board]");
	var frame = board.parentElement;
	var view = document.querySelector("[data-view]");
	var overview = document.querySelector("[data-overview]");
	var legendEl = document.querySelector("[data-legend]");
	var titleEl = document.querySelector("[data-title]");
	var statusEl = document.querySelector("[data-status]");
	var helpEl = document.querySelector("[data-help]");
	var speedEl = document.querySelector('[data-control="speed"]');
	var speedText = document.querySelector("[data-speed]");
	var ctl = {};
	document.querySelectorAll("[data-control]").forEach(function (e) { ctl[e.getAttribute("data-control")] = e; });
	var act = {};
	document.querySelectorAll("[data-action]").forEach(function (e) { act[e.getAttribute("data-action")] = e; });

	// Geometry: the whole board is at most 640 px and fits the width of the window, 4 to
	// 64 px a square (SQ, set by fit). Where that is less than a person can click (BIG
	// boards), try mode and stepping zoom in: ZOOM px a square in a view that follows the
	// knight, with the whole board as an overview.
	var SQ = 0, ZOOM = 32, BIG = false;
	var zoomed = false, fitWidth = 0;
	board.style.setProperty("--rows", R);
	board.style.setProperty("--cols", C);

	function rowOf(s) { return Math.floor((s - 1) / C); }
	function colOf(s) { return (s - 1) % C; }
	// name returns the name of square s as the page shows it: chess notation (file
	// letter, rank counted from the bottom row) or the square's number.
	function name(s) {
		if (D.algebraic) {
			return String.fromCharCode(97 + colOf(s)) + (R - rowOf(s));
		}
		return "square " + s;
	}
	// label is the accessible name of square s, visited at move k (0: not visited):
	// "a8, square 1, move 1" in chess notation, "square 1, move 1" without.
	function label(s, k) {
		return (D.algebraic ? name(s) + ", " : "") + "square " + s + (k ? ", move " + k : "");
	}
	// neighbours returns the squares a knight's move from s.
	function neighbours(s) {
		var r = rowOf(s), c = colOf(s), out = [];
		for (var i = 0; i < MOVES.length; i++) {
			var rr = r + MOVES[i][0], cc = c + MOVES[i][1];
			if (rr >= 0 && rr < R && cc >= 0 && cc < C) {
				out.push(rr * C + cc + 1);
			}
		}
		return out;
	}
	// knight says whether a and b are a knight's move apart: dr² + dc² = 5.
	function knight(a, b) {
		var dr = rowOf(a) - rowOf(b), dc = colOf(a) - colOf(b);
		return dr * dr + dc * dc === 5;
	}

	// The squares and the coordinates.
	var cells = new Array(N + 1);
	var frag = document.createDocumentFragment();
	for (var s = 1; s <= N; s++) {
		var e = document.createElement("div");
		e.setAttribute("data-square", s);
		e.setAttribute("role", "button");
		e.setAttribute("aria-label", label(s, 0));
		e.tabIndex = -1;
		if ((rowOf(s) + colOf(s)) % 2 === 1) {
			e.className = "d";
		}
		cells[s] = e;
		frag.appendChild(e);
	}
	// The path is drawn on one canvas, SQ units a square, that the style stretches over
	// the board, zoomed in or not.
	var canvas = document.createElement("canvas");
	board.appendChild(canvas);
	var g = canvas.getContext("2d");

	var ranks = document.querySelector("[data-ranks]"), files = document.querySelector("[data-files]");
	(function labels() {
		for (var r = 0; r < R; r++) {
			ranks.appendChild(document.createElement("span"));
		}
		for (var c = 0; c < C; c++) {
			files.appendChild(document.createElement("span"));
		}
		ranks.style.marginTop = "2px";
		files.style.marginLeft = "2px";
		ranks.title = D.algebraic ? "Ranks" : "The number of the first square of each row";
		files.title = D.algebraic ? "Files" : "Columns: a square's number is its row's number plus its column minus 1";
	})();
	// layout sizes the board, its labels and its numbers for sq px a square (the whole
	// board, or zoomed in); below 18 px there is no room for numbers or the knight.
	function layout() {
		var sq = zoomed ? ZOOM : SQ, small = sq < 18, every = Math.ceil(16 / sq);
		board.style.setProperty("--sq", sq + "px");
		frame.style.setProperty("--num", Math.max(9, Math.floor(sq * 0.36)) + "px");
		frame.style.setProperty("--label", Math.max(9, Math.min(14, Math.floor(sq * 0.4))) + "px");
		ranks.style.gridTemplateRows = "repeat(" + R + ", " + sq + "px)";
		files.style.gridTemplateColumns = "repeat(" + C + ", " + sq + "px)";
		for (var r = 0; r < R; r++) {
			ranks.children[r].textContent = r % every !== 0 ? "" : D.algebraic ? String(R - r) : String(r * C + 1);
		}
		for (var c = 0; c < C; c++) {
			files.children[c].textContent = c % every !== 0 ? "" : D.algebraic ? String.fromCharCode(97 + c) : String(c + 1);
		}
		board.classList.toggle("small", small);
		board.classList.toggle("zoomed", zoomed);
		view.classList.toggle("zoom", zoomed);
		overview.hidden = !zoomed;
		ctl.numbers.disabled = small;
		ctl.numbers.parentElement.title = small ? "The squares are too small for numbers on this board" : "";
	}

	// fit gives the squares the width of the window, up to 640 px for the board (at load,
	// and when the window's width changes). Where the window may be too narrow (less
	// than 160 px to spare for the margins, the labels and a scroll bar), it lays the
	// board out, measures what the labels and borders take and shares the rest among the
	// columns. The canvas follows, to be redrawn.
	function fit() {
		var cap = Math.max(4, Math.min(64, Math.floor(640 / Math.max(R, C)))), was = zoomed, dpr = window.devicePixelRatio || 1;
		fitWidth = window.innerWidth;
		zoomed = false;
		SQ = cap;
		layout();
		var sq = C * cap + 160 <= fitWidth ? cap :
			Math.max(4, Math.min(cap, Math.floor((view.clientWidth - frame.offsetWidth + C * cap) / C)));
		if (sq !== SQ) {
			SQ = sq;
			layout();
		}
		BIG = SQ < 24;
		if (was && BIG) {
			zoomed = true;
			layout();
		}
		canvas.width = Math.round(C * SQ * dpr);
		canvas.height = Math.round(R * SQ * dpr);
		g.scale(dpr, dpr);
		g.lineCap = "round";
		g.lineJoin = "round";
		dirty = true;
	}

	// The path shown: path[0..len-1], and at[s] = the move (1-based) at which s was
	// visited, 0 if it was not.
	var path = new Int32Array(N), len = 0, at = new Int32Array(N + 1);
	var dirty = false; // the canvas must be redrawn (after a pop, or at a new size)
	var marked = [];   // the squares marked as candidates, with hints
	var cur = 0, first = 0; // the squares holding the current and the start marks

	function center(s) { return [colOf(s) * SQ + SQ / 2, rowOf(s) * SQ + SQ / 2]; }
	function segment(a, b) {
		var p = center(a), q = center(b);
		g.strokeStyle = "#1d4ed8";
		g.lineWidth = Math.max(1, SQ * 0.05);
		g.setLineDash([]);
		g.beginPath();
		g.moveTo(p[0], p[1]);
		g.lineTo(q[0], q[1]);
		g.stroke();
	}
	function redraw() {
		g.clearRect(0, 0, C * SQ, R * SQ);
		if (len > 1) {
			g.strokeStyle = "#1d4ed8";
			g.lineWidth = Math.max(1, SQ * 0.05);
			g.setLineDash([]);
			g.beginPath();
			var p = center(path[0]);
			g.moveTo(p[0], p[1]);
			for (var i = 1; i < len; i++) {
				p = center(path[i]);
				g.lineTo(p[0], p[1]);
			}
			g.stroke();
		}
		dirty = false;
	}
	// drawOverview draws the whole board small, while zoomed in: the path, the knight and
	// the part of the board in view. It costs O(moves shown).
	function drawOverview() {
		var px = Math.max(1, Math.floor(240 / Math.max(R, C))), o = overview.getContext("2d");
		overview.width = C * px;
		overview.height = R * px;
		o.fillStyle = "#f0d9b5";
		o.fillRect(0, 0, C * px, R * px);
		o.fillStyle = "#1d4ed8";
		for (var i = 0; i < len; i++) {
			o.fillRect(colOf(path[i]) * px, rowOf(path[i]) * px, px, px);
		}
		if (cur) {
			o.fillStyle = "#dc2626";
			o.fillRect(colOf(cur) * px - px, rowOf(cur) * px - px, 3 * px, 3 * px);
		}
		o.strokeStyle = "#111";
		o.lineWidth = 1;
		o.strokeRect(view.scrollLeft / ZOOM * px + 0.5, view.scrollTop / ZOOM * px + 0.5, view.clientWidth / ZOOM * px, view.clientHeight / ZOOM * px);
	}
	// setZoom zooms in (on BIG boards) or out.
	function setZoom(on) {
		if (!BIG || zoomed === on) {
			return;
		}
		zoomed = on;
		layout();
	}
	// follow scrolls the zoomed view to keep square s in its middle.
	function follow(s) {
		view.scrollLeft = colOf(s) * ZOOM + ZOOM / 2 - view.clientWidth / 2;
		view.scrollTop = rowOf(s) * ZOOM + ZOOM / 2 - view.clientHeight / 2;
	}
	// closes says whether the path shown is a closed tour.
	function closes() { return len === N && N > 1 && knight(path[N - 1], path[0]); }
	function drawClosing() {
		var p = center(path[N - 1]), q = center(path[0]);
		g.strokeStyle = "#dc2626";
		g.lineWidth = Math.max(1, SQ * 0.06);
		g.setLineDash([Math.max(2, SQ * 0.15), Math.max(2, SQ * 0.12)]);
		g.beginPath();
		g.moveTo(p[0], p[1]);
		g.lineTo(q[0], q[1]);
		g.stroke();
		g.setLineDash([]);
	}
	// setNumber shows move number k on square s (0: none), and names the square so; on
	// squares too small for it the style hides the number.
	function setNumber(s, k) {
		cells[s].setAttribute("aria-label", label(s, k));
		var b = cells[s].querySelector("b");
		if (k === 0) {
			if (b) {
				b.remove();
			}
			return;
		}
		if (!b) {
			b = document.createElement("b");
			cells[s].insertBefore(b, cells[s].firstChild);
		}
		b.textContent = k;
	}
	function push(s) {
		path[len++] = s;
		at[s] = len;
		cells[s].classList.add("v");
		setNumber(s, len);
		if (len > 1 && !dirty) {
			segment(path[len - 2], s);
		}
	}
	function pop() {
		var s = path[--len];
		at[s] = 0;
		cells[s].classList.remove("v");
		setNumber(s, 0);
		dirty = true;
	}
	function clearPath() {
		while (len > 0) {
			pop();
		}
	}
	function unmark() {
		for (var i = 0; i < marked.length; i++) {
			cells[marked[i]].classList.remove("l");
			var h = cells[marked[i]].querySelector("i");
			if (h) {
				h.remove();
			}
		}
		marked = [];
	}
	// candidates returns the unvisited squares a knight's move from the last square.
	function candidates() {
		if (len === 0) {
			return [];
		}
		return neighbours(path[len - 1]).filter(function (t) { return at[t] === 0; });
	}
	// onward returns the number of unvisited squares a knight's move from s:
	// Warnsdorff's rule moves to the candidate with the fewest.
	function onward(s) {
		return neighbours(s).filter(function (t) { return at[t] === 0; }).length;
	}

	// The state besides the path.
	var mode = "watch";
	var tour = D.tour, from = D.start; // watch mode: the tour shown and its start
	var playing = false, lastTime = 0, due = 0;

	function verdict() {
		if (mode !== "try" || len === 0) {
			return "";
		}
		if (len === N) {
			return closes() ? "closed" : "tour";
		}
		return candidates().length === 0 ? "stuck" : "";
	}

	// refresh brings everything but the path in line with it: the marks, the canvas,
	// the data attributes, the buttons and the status line.
	function refresh() {
		if (dirty) {
			redraw();
		}
		if (cur) {
			cells[cur].classList.remove("c");
		}
		if (first) {
			cells[first].classList.remove("s");
		}
		cur = len > 0 ? path[len - 1] : 0;
		first = len > 0 ? path[0] : 0;
		if (first) {
			cells[first].classList.add("s");
		}
		if (cur) {
			cells[cur].classList.add("c");
		}
		if (closes()) {
			drawClosing();
		}
		unmark();
		var hints = ctl.hints.checked;
		if (mode === "try" || hints) {
			var cs = len < N ? candidates() : [];
			for (var i = 0; i < cs.length; i++) {
				cells[cs[i]].classList.add("l");
				if (hints) {
					var h = document.createElement("i");
					h.textContent = onward(cs[i]);
					cells[cs[i]].appendChild(h);
				}
			}
			marked = cs;
		}
		var v = verdict();
		board.setAttribute("data-step", len);
		board.setAttribute("data-verdict", v);
		board.setAttribute("data-mode", mode);
		var watching = mode === "watch";
		var hasTour = watching && tour !== null;
		act.first.disabled = !hasTour || len <= 1;
		act.back.disabled = !hasTour || len <= 1;
		act.step.disabled = !hasTour || len >= N;
		act.last.disabled = !hasTour || len >= N;
		act.play.disabled = !playable() || playing;
		act.pause.disabled = !playing;
		act.undo.disabled = watching || len === 0;
		act.watch.disabled = watching;
		// Hints are drawn where the squares have room for them.
		var drawn = hints && !board.classList.contains("small");
		legendEl.hidden = !drawn;
		if (zoomed) {
			follow(focusSq && mode === "try" && len === 0 ? focusSq : cur || focusSq);
			drawOverview();
		}
		say(v, drawn);
	}

	function say(v, hints) {
		var text = "", cls = "";
		if (mode === "watch") {
			var kind = D.closed ? "closed tour" : "tour";
			if (tour === null) {
				text = "No " + (D.closed ? "closed" : "open") + " tour from " + name(from) + " on this board" +
					(D.noTour && D.noTour[from] ? ": " + D.noTour[from] : "") + ". " + starts();
				cls = "bad";
			} else if (len < N) {
				text = "Move " + len + " of " + N + ": the knight is on " + name(cur) + ".";
				if (marked.length > 0) {
					text += " Next it goes to " + name(tour[len]) + "; marked: the squares it could go to" + (hints ? ", with their onward moves." : ".");
				}
			} else {
				text = "Move " + N + " of " + N + ": the tour is complete, and " +
					(closes() ? "closed: the last square is a knight's move from the first (the dashed line)." :
						"open: the last square is not a knight's move from the first.");
				cls = "good";
			}
		} else if (len === 0) {
			text = "Try it: pick any square (click it, or Enter on it) to place the knight there.";
		} else if (v === "stuck") {
			text = "Stuck on " + name(cur) + " after " + len + " of " + N + " squares: no unvisited square is a knight's move away. Undo, or press Try it yourself to start again.";
			cls = "bad";
		} else if (v === "tour") {
			text = "A complete tour! All " + N + " squares, open: the last square is not a knight's move from the first." +
				(D.closed ? " A closed tour was asked for." : "");
			cls = "good";
		} else if (v === "closed") {
			text = "A closed tour! All " + N + " squares, and the last square is a knight's move from the first.";
			cls = "good";
		} else {
			text = "Square " + len + " of " + N + ": the knight is on " + name(cur) + ". Click a marked square" +
				(hints ? " (the number: its onward moves; Warnsdorff's rule takes the smallest)." : ".");
		}
		statusEl.textContent = text;
		statusEl.className = "status " + cls;
	}

	// starts names the squares from which tours of the kind asked for do start (the
	// squares without a reason in D.noTour): all of them up to 12, else the first 12.
	function starts() {
		var ok = [];
		for (var s = 1; s <= N; s++) {
			if (!(D.noTour && D.noTour[s])) {
				ok.push(s);
			}
		}
		if (ok.length === 0) {
			return "No square of this board starts one.";
		}
		var shown = ok.slice(0, 12).map(name).join(", ");
		return (ok.length === 1 ? "One square starts one: " : ok.length + " squares start one: ") + shown +
			(ok.length > 12 ? " and " + (ok.length - 12) + " more." : ".") +
			(ok.length === 1 ? " It is ringed on the board." : " They are ringed on the board.") +
			(D.tours ? " Pick one to see its tour." : "");
	}
	// ringStarts rings on the board the squares from which tours of the kind asked for
	// start (on), or takes the rings off.
	function ringStarts(on) {
		for (var s = 1; s <= N; s++) {
			cells[s].classList.toggle("o", on && !(D.noTour && D.noTour[s]));
		}
	}

	// show makes the watch mode show the first k squares of the tour.
	function show(k) {
		if (tour === null) {
			k = 1;
		}
		k = Math.max(1, Math.min(N, k));
		while (len > k) {
			pop();
		}
		if (len === 0) {
			push(tour === null ? from : tour[0]);
		}
		while (len < k) {
			push(tour[len]);
		}
		refresh();
	}

	function watch(start, t) {
		stop();
		setZoom(false);
		mode = "watch";
		board.classList.remove("try");
		from = start;
		tour = t;
		ringStarts(t === null);
		var kind = D.closed ? "closed knight's tour" : "knight's tour";
		var heading = (t === null ? "No " + kind : kind.charAt(0).toUpperCase() + kind.slice(1)) + " on " + R + "×" + C + " from " + name(start);
		titleEl.textContent = heading;
		document.title = heading;
		clearPath();
		show(1);
		help();
	}

	function help() {
		var h, board = " On the board (Tab to it), the arrow keys move from square to square and Enter or Space picks one.";
		if (mode === "try") {
			h = "Try mode: pick any square to start, then one of the marked squares each move (a knight's move to a square not yet visited). " +
				"Undo (Backspace) takes a move back. Warnsdorff hints show, on each marked square, how many onward moves it would leave." + board;
		} else if (D.tours) {
			h = "Pick any square to see the tour from it. Keys: space plays and pauses, ← and → step, Home and End jump." + board;
		} else if (D.tour === null) {
			h = "No tour starts on " + name(D.start) + ", so this page holds none to watch; Try it yourself works all the same." + board;
		} else {
			h = "This page holds the tour from " + name(D.start) + ". Keys: space plays and pauses, ← and → step, Home and End jump." + board;
		}
		helpEl.textContent = h;
	}

	function frameStep(time) {
		if (!playing) {
			return;
		}
		var dt = lastTime ? Math.min(250, time - lastTime) : 0;
		lastTime = time;
		due += dt * SPEEDS[+speedEl.value] / 1000;
		var k = Math.floor(due);
		if (k > 0) {
			due -= k;
			show(len + k);
		}
		if (len >= N) {
			stop();
			return;
		}
		requestAnimationFrame(frameStep);
	}
	// playable says whether there is a tour to play: watching, a tour, and more than one
	// square (on 1×1 the tour is complete when it starts).
	function playable() { return mode === "watch" && tour !== null && N > 1; }
	function play() {
		if (!playable() || playing) {
			return;
		}
		if (len >= N) {
			show(1);
		}
		setZoom(false);
		playing = true;
		lastTime = 0;
		due = 1; // the first move at once
		refresh();
		requestAnimationFrame(frameStep);
	}
	function stop() {
		if (playing) {
			playing = false;
			refresh();
		}
	}

	function enterTry() {
		stop();
		mode = "try";
		board.classList.add("try");
		ringStarts(false);
		clearPath();
		setZoom(true);
		refresh();
		help();
	}
	function tryClick(s) {
		if (len === N || at[s] !== 0 || (len > 0 && !knight(path[len - 1], s))) {
			return; // a visited square, or not a knight's move: nothing changes
		}
		push(s);
		refresh();
	}
	function undo() {
		if (mode === "try" && len > 0) {
			pop();
			refresh();
		}
	}

	var actions = {
		play: play,
		pause: stop,
		step: function () { if (mode === "watch") { stop(); setZoom(true); show(len + 1); } },
		back: function () { if (mode === "watch") { stop(); setZoom(true); show(len - 1); } },
		first: function () { if (mode === "watch") { stop(); show(1); } },
		last: function () { if (mode === "watch") { stop(); setZoom(false); show(N); } },
		"try": enterTry,
		undo: undo,
		watch: function () { watch(from, tour); }
	};
	Object.keys(act).forEach(function (k) {
		act[k].addEventListener("click", function () { actions[k](); });
	});
	// pick does what a click on square s does: in try mode the knight goes there, else
	// the page shows the tour from s (when it holds the tours from every square).
	function pick(s) {
		focusTo(s, false);
		if (mode === "try") {
			tryClick(s);
		} else if (D.tours) {
			watch(s, D.tours[s - 1]);
		}
	}
	// The board is one tab stop: the square focusSq (roving tabindex); the arrow keys
	// move it, Enter and Space pick it.
	var focusSq = D.start;
	function focusTo(s, focus) {
		cells[focusSq].tabIndex = -1;
		focusSq = s;
		cells[s].tabIndex = 0;
		if (focus) {
			if (zoomed) {
				follow(s);
				drawOverview();
			}
			cells[s].focus({preventScroll: zoomed});
		}
	}
	board.addEventListener("click", function (ev) {
		var s = +ev.target.getAttribute("data-square");
		if (s) {
			pick(s);
		}
	});
	board.addEventListener("keydown", function (ev) {
		var s = +ev.target.getAttribute("data-square");
		if (!s || ev.ctrlKey || ev.metaKey || ev.altKey) {
			return;
		}
		var r = rowOf(s), c = colOf(s), to = 0;
		switch (ev.key) {
		case "ArrowLeft": to = c > 0 ? s - 1 : s; break;
		case "ArrowRight": to = c < C - 1 ? s + 1 : s; break;
		case "ArrowUp": to = r > 0 ? s - C : s; break;
		case "ArrowDown": to = r < R - 1 ? s + C : s; break;
		case "Enter":
		case " ":
			ev.preventDefault();
			ev.stopPropagation();
			pick(s);
			cells[focusSq].focus({preventScroll: zoomed});
			return;
		default:
			return; // the page's keys (Home, End, Backspace) work here too
		}
		ev.preventDefault();
		ev.stopPropagation();
		focusTo(to, true);
	});
	board.addEventListener("mouseover", function (ev) {
		var s = +ev.target.getAttribute("data-square");
		if (s) {
			ev.target.title = name(s) + (at[s] ? ", move " + at[s] : "");
		}
	});
	function speedLabel() { speedText.textContent = SPEEDS[+speedEl.value] + " moves/s"; }
	speedEl.addEventListener("input", speedLabel);
	ctl.numbers.addEventListener("change", function () { board.classList.toggle("nonumbers", !ctl.numbers.checked); });
	ctl.coords.addEventListener("change", function () { frame.classList.toggle("nocoords", !ctl.coords.checked); });
	ctl.path.addEventListener("change", function () { board.classList.toggle("nopath", !ctl.path.checked); });
	ctl.hints.addEventListener("change", refresh);
	// The page's keys, wherever the focus is but on the board (which has its own) and on
	// what a key works itself: the speed slider's arrows, Home and End, a checkbox's
	// space. Space on a button plays and pauses, as the help line says (Enter presses it).
	document.addEventListener("keydown", function (ev) {
		var t = ev.target, tag = t.tagName;
		if (ev.ctrlKey || ev.metaKey || ev.altKey || (tag === "INPUT" && t.type === "range" && ev.key !== " ") ||
			(tag === "INPUT" && ev.key === " ")) {
			return;
		}
		var k = {" ": playing ? "pause" : "play", ArrowRight: "step", ArrowLeft: "back", Home: "first", End: "last", Backspace: "undo"}[ev.key];
		if (k) {
			ev.preventDefault();
			actions[k]();
		}
	});
	document.addEventListener("keyup", function (ev) {
		if (ev.key === " " && ev.target.tagName === "BUTTON") {
			ev.preventDefault(); // the key played or paused: the button is not pressed too
		}
	});

	window.addEventListener("resize", function () {
		if (window.innerWidth !== fitWidth) {
			fit();
			refresh();
		}
	});

	speedLabel();
	fit(); // before the squares go in: reading the window's width lays out only the rest
	board.insertBefore(frag, canvas);
	cells[focusSq].tabIndex = 0;
	watch(D.start, D.tour);
})();
