// learn.html: the Learn mode (a course of lessons for each game, each step a position and a
// task done on the board) and the Puzzles mode (positions from real and computer play where
// one line wins, with a Glicko-2 rating kept in the browser). The address says what is open:
// learn.html?variant=russian&mode=lessons&lesson=kings&step=2, learn.html?puzzle=ID,
// learn.html?variant=english&mode=puzzles&daily. This page owns its state; the board and the
// panels are drawn from it by render().

import { Engine, type GameState, type VariantInfo } from "../engine/engine.js";
import { Computer } from "../engine/computer.js";
import { keepLang, pageLang, pageTranslator, startLanguage, t, type Key } from "../i18n/index.js";
import { capitalise, errorText, sideName, variantName } from "../i18n/words.js";
import { BoardView } from "../board/view.js";
import { dragCallbacks, PlayController, type Played } from "../play/play.js";
import { loadCourse, loadPuzzles, puzzleGame, textIn, type Course, type Puzzle, type Step } from "./data.js";
import { lessonsDone, markStep, puzzleRating, recordPuzzle } from "./ratings.js";
import { dailyIndex, judgeStep, PuzzleRun, REPLY_MS, WRONG_SHOWN_MS, type StepMiss } from "./solve.js";
import { byId } from "../page/dom.js";
import "../site/offline.js";

type Mode = "lessons" | "puzzles";

/** How deep the refutation of a wrong move in a puzzle is searched. */
const REFUTATION_DEPTH = 8;

class LearnPage {
  readonly #engine: Engine;
  readonly #view: BoardView;
  #variant: VariantInfo;
  #mode: Mode = "lessons";
  /** Changes with each game or mode opened: an answer for an older one is dropped. */
  #ticket = 0;
  #busy = false;
  // lessons
  #course: Course | null = null;
  #lesson = 0;
  #step = 0;
  #lessonPlay: PlayController | null = null;
  #stepDone = false;
  #lessonFeedback = "";
  // puzzles
  #puzzles: Puzzle[] = [];
  #run: PuzzleRun | null = null;
  #puzzleFeedback = "";
  #daily = false;
  #computer: Computer | null = null;

  constructor(engine: Engine, variant: VariantInfo) {
    // the drag callbacks' getters read the controller of the moment
    const page = this;
    this.#engine = engine;
    this.#variant = variant;
    const board = byId("board", HTMLDivElement);
    this.#view = new BoardView(board, {
      onSquare: (name) => this.#onSquare(name),
      onBackground: () => {
        if (this.#play()?.deselect()) this.render();
      },
      ...dragCallbacks(
        { get prefix() { return page.#play()?.prefix ?? []; }, get selected() { return page.#play()?.selected ?? null; } },
        () => this.#canMove(),
        (name) => this.#onSquare(name),
        () => this.render(),
      ),
    });
    const button = (id: string, run: () => void) => byId(id, HTMLButtonElement).addEventListener("click", run);
    button("tab-lessons", () => void this.open(this.#variant, "lessons"));
    button("tab-puzzles", () => void this.open(this.#variant, "puzzles"));
    button("lesson-previous", () => this.#goStep(-1));
    button("lesson-next", () => this.#goStep(1));
    button("lesson-again", () => this.#openStep(this.#lesson, this.#step));
    button("puzzle-next", () => this.#nextPuzzle());
    button("puzzle-daily", () => this.#dailyPuzzle());
    button("puzzle-retry", () => this.#retry());
    button("puzzle-solution", () => this.#showSolution());
    button("puzzle-link", () => void this.#copyLink());
    for (const tab of document.querySelectorAll<HTMLButtonElement>("[role=tab]")) {
      tab.addEventListener("keydown", (e) => {
        if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
        e.preventDefault();
        const other = tab.id === "tab-lessons" ? "tab-puzzles" : "tab-lessons";
        byId(other, HTMLButtonElement).click();
        byId(other, HTMLButtonElement).focus();
      });
    }
  }

  /** The controller of the board shown. */
  #play(): PlayController | null {
    return this.#mode === "lessons" ? this.#lessonPlay : (this.#run?.play ?? null);
  }

  #canMove(): boolean {
    if (this.#busy) return false;
    if (this.#mode === "lessons") return this.#lessonPlay !== null && !this.#stepDone;
    return this.#run?.solverToMove ?? false;
  }

  /** Opens a game in a mode; `at` says which lesson and step, or which puzzle. */
  async open(variant: VariantInfo, mode: Mode, at: { lesson?: string; step?: number; puzzle?: string; daily?: boolean } = {}): Promise<void> {
    const ticket = ++this.#ticket;
    this.#variant = variant;
    this.#mode = mode;
    this.#busy = false;
    this.#error(null);
    try {
      if (mode === "lessons") {
        const course = this.#course?.variant === variant.id ? this.#course : await loadCourse(variant.id);
        if (ticket !== this.#ticket) return;
        this.#course = course;
        const done = lessonsDone(variant.id);
        let li = course.lessons.findIndex((l) => l.id === at.lesson);
        if (li < 0) {
          // the first lesson not finished
          li = course.lessons.findIndex((l) => (done[l.id]?.length ?? 0) < l.steps.length);
          if (li < 0) li = 0;
        }
        const lesson = course.lessons[li];
        const si = at.step !== undefined && lesson !== undefined && at.step >= 1 && at.step <= lesson.steps.length ? at.step - 1 : Math.max(0, lesson?.steps.findIndex((_, i) => !(done[lesson.id] ?? []).includes(i)) ?? 0);
        this.#openStep(li, si);
      } else {
        const puzzles = this.#puzzles[0] !== undefined && puzzleGame(this.#puzzles[0].id) === variant.id ? this.#puzzles : await loadPuzzles(variant.id);
        if (ticket !== this.#ticket) return;
        this.#puzzles = puzzles;
        const wanted = at.puzzle === undefined ? undefined : puzzles.find((p) => p.id === at.puzzle);
        if (at.puzzle !== undefined && wanted === undefined) this.#error(t("puzzle.none", { id: at.puzzle }));
        if (wanted !== undefined) this.#startPuzzle(wanted, false);
        else if (at.daily === true) this.#dailyPuzzle();
        else this.#nextPuzzle();
      }
    } catch (e) {
      if (ticket !== this.#ticket) return;
      this.#error(t("learn-page.failed", { error: errorText(pageTranslator(), e) }));
      this.render();
    }
  }

  // ---- lessons --------------------------------------------------------------------------

  #currentStep(): Step | null {
    return this.#course?.lessons[this.#lesson]?.steps[this.#step] ?? null;
  }

  #openStep(li: number, si: number): void {
    const step = this.#course?.lessons[li]?.steps[si];
    if (step === undefined) return;
    this.#lesson = li;
    this.#step = si;
    this.#stepDone = false;
    this.#lessonFeedback = "";
    this.#busy = false;
    try {
      const game = this.#engine.newGame(this.#variant.id, step.fen);
      if (this.#lessonPlay === null) this.#lessonPlay = new PlayController(game);
      else this.#lessonPlay.replace(game);
    } catch (e) {
      this.#error(t("learn-page.failed", { error: errorText(pageTranslator(), e) }));
    }
    this.render();
  }

  #goStep(by: number): void {
    const course = this.#course;
    if (course === null) return;
    let li = this.#lesson;
    let si = this.#step + by;
    const lesson = course.lessons[li];
    if (lesson !== undefined && si >= lesson.steps.length) {
      li++;
      si = 0;
    } else if (si < 0) {
      li--;
      si = (course.lessons[li]?.steps.length ?? 1) - 1;
    }
    if (li < 0 || li >= course.lessons.length) return;
    this.#openStep(li, si);
  }

  #lessonMove(name: string): void {
    const play = this.#lessonPlay;
    const step = this.#currentStep();
    const lesson = this.#course?.lessons[this.#lesson];
    if (play === null || step === null || lesson === undefined) return;
    const r = play.click(name);
    if (r.kind !== "played") {
      this.#lessonFeedback = play.message ?? "";
      this.render();
      return;
    }
    const miss = judgeStep(step, { text: r.text, path: r.played.move.path });
    if (miss === null) {
      this.#stepDone = true;
      markStep(this.#variant.id, lesson.id, this.#step);
      this.#lessonFeedback = step.done === null ? t("lesson.done") : `${t("lesson.done")} ${textIn(step.done, pageLang())}`;
      if (this.#isLastStep()) this.#lessonFeedback += ` ${t("lesson.course-done", { game: variantName(pageTranslator(), this.#variant) })}`;
      this.render(r.played);
      return;
    }
    this.#lessonFeedback = wrongText(miss, r.text);
    this.#busy = true;
    this.render(r.played);
    const ticket = this.#ticket;
    setTimeout(() => {
      if (ticket !== this.#ticket || this.#lessonPlay !== play) return;
      play.game.undo();
      play.refresh();
      this.#busy = false;
      this.render();
    }, WRONG_SHOWN_MS);
  }

  #isLastStep(): boolean {
    const c = this.#course;
    return c !== null && this.#lesson === c.lessons.length - 1 && this.#step === (c.lessons[this.#lesson]?.steps.length ?? 0) - 1;
  }

  // ---- puzzles --------------------------------------------------------------------------

  #startPuzzle(p: Puzzle, daily: boolean): void {
    this.#run = new PuzzleRun(this.#engine, this.#variant.id, p, pageTranslator());
    this.#daily = daily;
    this.#busy = false;
    this.#puzzleFeedback = t("puzzle.to-move", { side: capitalise(sideName(pageTranslator(), this.#variant.colorNames, this.#run.solver)) });
    this.render();
  }

  /** The puzzle not tried yet whose rating is nearest the player's. */
  #nextPuzzle(): void {
    if (this.#puzzles.length === 0) return;
    const mine = puzzleRating(this.#variant.id);
    const tried = new Set(mine.history.map((a) => a.id));
    const current = this.#run?.puzzle.id;
    const fresh = this.#puzzles.filter((p) => !tried.has(p.id) && p.id !== current);
    const pool = fresh.length > 0 ? fresh : this.#puzzles.filter((p) => p.id !== current);
    const best = pool.reduce<Puzzle | null>((b, p) => (b === null || Math.abs(p.rating - mine.rating) < Math.abs(b.rating - mine.rating) ? p : b), null);
    if (best !== null) this.#startPuzzle(best, false);
  }

  #dailyPuzzle(): void {
    const p = this.#puzzles[dailyIndex(new Date(), this.#puzzles.length)];
    if (p !== undefined) this.#startPuzzle(p, true);
  }

  #puzzleMove(name: string): void {
    const run = this.#run;
    if (run === null) return;
    const r = run.play.click(name);
    if (r.kind !== "played") {
      if (run.play.message !== null) this.#puzzleFeedback = run.play.message;
      this.render();
      return;
    }
    const j = run.judge(r.text);
    const tr = pageTranslator();
    if (j.kind === "right") {
      if (j.reply === null) {
        this.#finished(run);
        this.render(r.played);
        return;
      }
      this.#puzzleFeedback = t("puzzle.right-go-on");
      this.#busy = true;
      this.render(r.played);
      const ticket = this.#ticket;
      setTimeout(() => {
        if (ticket !== this.#ticket || this.#run !== run) return;
        const before = run.play.state;
        const done = run.reply();
        this.#busy = false;
        if (done !== null) this.#puzzleFeedback = t("puzzle.right", { side: capitalise(sideName(tr, this.#variant.colorNames, before.turn)), move: done.text });
        this.render(done?.played);
      }, REPLY_MS);
      return;
    }
    this.#count(run, false);
    this.#puzzleFeedback = t("puzzle.wrong-thinking", { move: r.text });
    this.#busy = true;
    this.render(r.played);
    void this.#refute(run, r.text);
  }

  /** Plays the engine's answer to a wrong move, and says it. */
  async #refute(run: PuzzleRun, wrong: string): Promise<void> {
    const state: GameState = run.play.state;
    let reply: string | null = null;
    if (state.result === null) {
      this.#computer ??= new Computer();
      const answer = await this.#computer.think({ variant: this.#variant.id, fen: state.fen, moves: [] }, { depth: REFUTATION_DEPTH, contempt: 0 }).result;
      if (this.#run !== run) return;
      const best = answer.ok ? answer.thought.best : null;
      const move = best === null ? undefined : run.play.state.moves.find((m) => m.text === best.text);
      if (move !== undefined) {
        const before = run.play.state;
        const done = run.play.play(move);
        if (done !== null) {
          reply = done.text;
          this.#busy = false;
          this.#puzzleFeedback = `${t("puzzle.wrong", { move: wrong, reply })} ${t("puzzle.missed")}`;
          this.render({ ...done.played, before });
          return;
        }
      }
    }
    this.#busy = false;
    this.#puzzleFeedback = `${t("puzzle.wrong-plain", { move: wrong })} ${t("puzzle.missed")}`;
    this.render();
  }

  /** The puzzle solved: counted (a first try only) and said. */
  #finished(run: PuzzleRun): void {
    const change = this.#count(run, !run.missed);
    this.#puzzleFeedback = run.missed ? t("puzzle.solved-late") : change === null ? t("puzzle.solved-again") : t("puzzle.solved", { change });
  }

  /** Records the first result of a puzzle; the rating's change as text, or null when it was counted before. */
  #count(run: PuzzleRun, solved: boolean): string | null {
    const before = puzzleRating(this.#variant.id);
    if (before.history.some((a) => a.id === run.puzzle.id)) return null;
    const after = recordPuzzle(this.#variant.id, run.puzzle.id, run.puzzle.rating, solved);
    const d = Math.round(after.rating) - Math.round(before.rating);
    return d >= 0 ? `+${d}` : `−${-d}`;
  }

  #retry(): void {
    const run = this.#run;
    if (run === null || this.#busy) return;
    run.takeBack();
    this.#puzzleFeedback = t("puzzle.to-move", { side: capitalise(sideName(pageTranslator(), this.#variant.colorNames, run.solver)) });
    this.render();
  }

  #showSolution(): void {
    const run = this.#run;
    if (run === null || this.#busy) return;
    if (!run.missed && !run.solved) this.#count(run, false);
    run.showSolution();
    this.#puzzleFeedback = t("puzzle.solution-shown", { moves: run.puzzle.solution.join(" ") });
    this.render();
  }

  #link(): string {
    const url = new URL("learn.html", location.href);
    if (this.#run !== null) url.searchParams.set("puzzle", this.#run.puzzle.id);
    return keepLang(url.href);
  }

  async #copyLink(): Promise<void> {
    const link = this.#link();
    try {
      await navigator.clipboard.writeText(link);
      this.#puzzleFeedback = t("puzzle.link-copied");
    } catch {
      this.#puzzleFeedback = link;
    }
    this.render();
  }

  // ---- both -----------------------------------------------------------------------------

  #onSquare(name: string): void {
    if (!this.#canMove()) return;
    if (this.#mode === "lessons") this.#lessonMove(name);
    else this.#puzzleMove(name);
  }

  #error(text: string | null): void {
    const el = byId("learn-error", HTMLParagraphElement);
    el.hidden = text === null;
    el.textContent = text ?? "";
  }

  /** Draws the board and the panels from the state; `played`: a move to animate. */
  render(played?: Played): void {
    const tr = pageTranslator();
    const lessons = this.#mode === "lessons";
    byId("lessons", HTMLElement).hidden = !lessons;
    byId("puzzles", HTMLElement).hidden = lessons;
    byId("tab-lessons", HTMLButtonElement).setAttribute("aria-selected", String(lessons));
    byId("tab-puzzles", HTMLButtonElement).setAttribute("aria-selected", String(!lessons));
    byId("tab-lessons", HTMLButtonElement).tabIndex = lessons ? 0 : -1;
    byId("tab-puzzles", HTMLButtonElement).tabIndex = lessons ? -1 : 0;
    const select = byId("learn-variant", HTMLSelectElement);
    if (select.value !== this.#variant.id) select.value = this.#variant.id;
    const play = this.#play();
    if (play !== null) {
      const flipped = !lessons && this.#run?.solver === "north";
      this.#view.render(play.board(this.#variant.colorNames, flipped, this.#canMove()), played);
    }
    if (lessons) this.#renderLessons();
    else this.#renderPuzzles();
    const game = variantName(tr, this.#variant);
    document.title = t(lessons ? "learn-page.lessons-title" : "learn-page.puzzles-title", { game });
    this.#keepAddress();
  }

  #renderLessons(): void {
    const course = this.#course;
    const lesson = course?.lessons[this.#lesson];
    const step = this.#currentStep();
    const lang = pageLang();
    byId("lesson-title", HTMLHeadingElement).textContent = lesson === undefined || course === null ? "" : t("lesson.heading", { number: this.#lesson + 1, n: course.lessons.length, title: textIn(lesson.title, lang) });
    byId("lesson-step", HTMLParagraphElement).textContent = lesson === undefined ? "" : t("lesson.step", { number: this.#step + 1, n: lesson.steps.length });
    byId("lesson-text", HTMLParagraphElement).textContent = step === null ? "" : textIn(step.text, lang);
    const feedback = byId("lesson-feedback", HTMLParagraphElement);
    feedback.textContent = this.#lessonFeedback;
    feedback.classList.toggle("learn-right", this.#stepDone);
    feedback.classList.toggle("learn-wrong", !this.#stepDone && this.#busy);
    byId("lesson-previous", HTMLButtonElement).disabled = this.#lesson === 0 && this.#step === 0;
    const next = byId("lesson-next", HTMLButtonElement);
    next.disabled = this.#isLastStep();
    next.classList.toggle("primary", this.#stepDone);
    const done = course === null ? {} : lessonsDone(course.variant);
    byId("lesson-list", HTMLOListElement).replaceChildren(
      ...(course?.lessons ?? []).map((l, i) => {
        const li = document.createElement("li");
        const b = document.createElement("button");
        b.type = "button";
        const n = done[l.id]?.length ?? 0;
        b.textContent = `${textIn(l.title, lang)} `;
        const count = document.createElement("span");
        count.className = n >= l.steps.length ? "lesson-count lesson-finished" : "lesson-count";
        count.textContent = n >= l.steps.length ? "✓" : `${n}/${l.steps.length}`;
        b.append(count);
        // the count said in full as the button's description (its name is what it shows)
        b.title = t("lesson.steps-done", { n, total: l.steps.length });
        if (i === this.#lesson) b.setAttribute("aria-current", "step");
        b.addEventListener("click", () => this.#openStep(i, 0));
        li.append(b);
        return li;
      }),
    );
  }

  #renderPuzzles(): void {
    const tr = pageTranslator();
    const run = this.#run;
    const mine = puzzleRating(this.#variant.id);
    byId("puzzle-rating", HTMLParagraphElement).textContent = t("puzzle.rating", { game: variantName(tr, this.#variant), rating: Math.round(mine.rating), rd: Math.round(mine.rd) });
    const p = run?.puzzle;
    byId("puzzle-title", HTMLHeadingElement).textContent = p === undefined ? "" : this.#daily ? t("puzzle.daily-title", { id: p.id, date: new Date().toLocaleDateString(pageLang()) }) : t("puzzle.heading", { id: p.id });
    const finished = run !== null && (run.solved || run.missed);
    const themes = p === undefined ? "" : tr.list(p.themes.map((th) => themeName(th)), "conjunction");
    // the puzzle's rating and themes once it is over (they would give it away before)
    byId("puzzle-about", HTMLParagraphElement).textContent = p !== undefined && finished ? t("puzzle.about", { rating: p.rating, themes: themes === "" ? "—" : themes }) : t("puzzle.count", { n: this.#puzzles.length });
    const status = byId("puzzle-status", HTMLParagraphElement);
    status.textContent = this.#puzzleFeedback;
    status.classList.toggle("learn-right", run?.solved === true && !run.missed);
    status.classList.toggle("learn-wrong", run?.missed === true && !run.solved);
    byId("puzzle-retry", HTMLButtonElement).disabled = run === null || this.#busy || run.play.state.history.length === 0;
    byId("puzzle-solution", HTMLButtonElement).disabled = run === null || this.#busy || run.solved;
    byId("puzzle-history", HTMLOListElement).replaceChildren(
      ...mine.history.slice(0, 10).map((a) => {
        const li = document.createElement("li");
        li.className = a.solved ? "learn-right" : "learn-wrong";
        const link = document.createElement("a");
        link.href = keepLang(`learn.html?puzzle=${encodeURIComponent(a.id)}`);
        link.textContent = a.id;
        li.append(a.solved ? "✓ " : "✗ ", link, ` ${t(a.solved ? "puzzle.history-solved" : "puzzle.history-missed", { rating: a.rating })}`);
        return li;
      }),
    );
  }

  /** The address says what is open, so that a reload or a link opens it again. */
  #keepAddress(): void {
    const url = new URL(location.href);
    for (const k of ["variant", "mode", "lesson", "step", "puzzle", "daily"]) url.searchParams.delete(k);
    if (this.#mode === "puzzles" && this.#run !== null) {
      url.searchParams.set("puzzle", this.#run.puzzle.id);
    } else {
      url.searchParams.set("variant", this.#variant.id);
      url.searchParams.set("mode", this.#mode);
      const lesson = this.#course?.lessons[this.#lesson];
      if (this.#mode === "lessons" && lesson !== undefined) {
        url.searchParams.set("lesson", lesson.id);
        url.searchParams.set("step", String(this.#step + 1));
      }
    }
    if (url.href !== location.href) history.replaceState(null, "", url.href);
  }
}

/** What a legal move that does not complete a step is told, by what it misses. */
const WRONG: Readonly<Record<StepMiss, Key>> = {
  squares: "lesson.wrong-squares",
  move: "lesson.wrong-move",
  capture: "lesson.wrong-capture",
  most: "lesson.wrong-most",
  crown: "lesson.wrong-crown",
  win: "lesson.wrong-win",
  "bear-off": "lesson.wrong-bear-off",
};

function wrongText(miss: StepMiss, move: string): string {
  return t(WRONG[miss], { move });
}

/** The puzzles' themes' names (an unknown one, from a newer file, as it is written). */
const THEMES: Readonly<Record<string, Key>> = {
  shot: "theme.shot",
  breakthrough: "theme.breakthrough",
  ending: "theme.ending",
  win: "theme.win",
  long: "theme.long",
};

function themeName(theme: string): string {
  const key = THEMES[theme];
  return key === undefined ? theme : t(key);
}

async function main(): Promise<void> {
  const engineLoading = Engine.load();
  engineLoading.catch(() => {});
  await startLanguage();
  for (const a of document.querySelectorAll<HTMLAnchorElement>("header nav a")) a.href = keepLang(a.getAttribute("href") ?? "");
  let engine: Engine;
  try {
    engine = await engineLoading;
  } catch (e) {
    const el = byId("learn-error", HTMLParagraphElement);
    el.hidden = false;
    el.textContent = t("learn-page.failed", { error: errorText(pageTranslator(), e) });
    return;
  }
  const q = new URLSearchParams(location.search);
  const puzzle = q.get("puzzle") ?? undefined;
  const fromPuzzle = puzzle === undefined ? null : puzzleGame(puzzle);
  const wanted = fromPuzzle ?? q.get("variant") ?? "english";
  const variant = engine.variant(wanted) ?? engine.variant("english");
  if (variant === undefined) return;
  const unknown = variant.id !== wanted;
  const mode: Mode = puzzle !== undefined || q.get("mode") === "puzzles" ? "puzzles" : "lessons";
  const select = byId("learn-variant", HTMLSelectElement);
  const tr = pageTranslator();
  select.replaceChildren(
    ...engine.variants().map((v) => {
      const o = document.createElement("option");
      o.value = v.id;
      o.textContent = variantName(tr, v);
      return o;
    }),
  );
  select.disabled = false;
  const page = new LearnPage(engine, variant);
  select.addEventListener("change", () => {
    const v = engine.variant(select.value);
    if (v !== undefined) void page.open(v, byId("tab-puzzles", HTMLButtonElement).getAttribute("aria-selected") === "true" ? "puzzles" : "lessons");
  });
  const stepText = q.get("step");
  await page.open(variant, mode, {
    lesson: q.get("lesson") ?? undefined,
    step: stepText === null ? undefined : Number(stepText),
    puzzle,
    daily: q.has("daily"),
  });
  if (unknown) {
    const el = byId("learn-error", HTMLParagraphElement);
    el.hidden = false;
    el.textContent = t("learn-page.unknown-game", { id: wanted, games: engine.variants().map((v) => v.id).join(", ") });
  }
  document.body.classList.add("ready");
}

void main();
