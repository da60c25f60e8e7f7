// @ts-check
/**
 * A screen recorder for scripted demos in Playwright: every step of the script (a pointer moving to a
 * button, a click, a scroll, a wait for the answer) is captured as screenshots, each kept for as long as
 * it would show at `FPS` frames a second. The pointer is drawn by the recorder (headless Chromium paints
 * none); the page underneath gets the real mouse moves and clicks, so hover styles and click handlers are
 * the real ones.
 */
import { linkSync, mkdirSync } from "node:fs";
import { join } from "node:path";

export const FPS = 25;

/** An arrow pointer and the ring a click leaves, drawn above everything and never hit by the mouse. */
const POINTER = `
  const root = document.createElement("div");
  root.id = "demo-pointer";
  root.setAttribute("aria-hidden", "true");
  root.style.cssText = "position:fixed;left:0;top:0;z-index:2147483647;pointer-events:none;will-change:transform";
  root.innerHTML = '<div id="demo-ring" style="position:absolute;left:-18px;top:-18px;width:36px;height:36px;border-radius:50%;background:rgb(10 102 194 / 28%);transform:scale(0);opacity:0"></div>'
    + '<svg width="22" height="26" viewBox="0 0 22 26" style="position:absolute;left:-2px;top:-1px;filter:drop-shadow(0 1px 2px rgb(0 0 0 / 35%))"><path d="M2 1.5v19.2l5-4.6 3.3 7.6 3.6-1.6-3.3-7.4h6.9z" fill="#fff" stroke="#111" stroke-width="1.5" stroke-linejoin="round"/></svg>';
  document.documentElement.append(root);
`;

/**
 * Scroll positions are multiples of this many CSS pixels: shot at 2x and scaled to the clip's width
 * (1100 of 1760), a step of 4 moves the picture by 5 whole pixels, which the encoder follows cheaply;
 * fractional moves re-draw every glyph and cost a key frame's worth of bytes each.
 */
const SCROLL_STEP = 4;
const snap = (/** @type {number} */ y) => Math.round(y / SCROLL_STEP) * SCROLL_STEP;

/** easeInOutCubic: pointer moves and scrolls start and end gently, as a hand does. */
const ease = (/** @type {number} */ t) => (t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2);

export class Recorder {
  /**
   * @param {import("@playwright/test").Page} page
   * @param {string} dir where the screenshots go
   */
  constructor(page, dir) {
    this.page = page;
    this.dir = dir;
    /** @type {string[]} one entry per video frame: the screenshot shown then */
    this.frames = [];
    /** @type {Record<string, number>} named frame indexes (e.g. where the poster is) */
    this.marks = {};
    this.shots = 0;
    this.x = 0;
    this.y = 0;
    mkdirSync(dir, { recursive: true });
  }

  /** Draws the pointer at (x, y) of the viewport. */
  async showPointer(/** @type {number} */ x, /** @type {number} */ y) {
    await this.page.evaluate(POINTER);
    await this.pointTo(x, y);
  }

  async pointTo(/** @type {number} */ x, /** @type {number} */ y) {
    this.x = x;
    this.y = y;
    await this.page.mouse.move(x, y);
    await this.page.evaluate(
      ([px, py]) => {
        const pointer = document.getElementById("demo-pointer");
        if (pointer) pointer.style.transform = `translate(${px}px, ${py}px)`;
      },
      [x, y],
    );
  }

  async setPointerVisible(/** @type {boolean} */ visible) {
    await this.page.evaluate((v) => {
      const pointer = document.getElementById("demo-pointer");
      if (pointer) pointer.style.display = v ? "" : "none";
    }, visible);
  }

  /** One screenshot, shown for `frames` frames. */
  async shoot(frames = 1) {
    const path = join(this.dir, `shot-${String(this.shots++).padStart(5, "0")}.png`);
    await this.page.screenshot({ path, caret: "initial" });
    for (let i = 0; i < frames; i++) this.frames.push(path);
    return path;
  }

  /** The page as it is now, kept on screen for `seconds`. */
  async hold(/** @type {number} */ seconds) {
    await this.shoot(Math.max(1, Math.round(seconds * FPS)));
  }

  mark(/** @type {string} */ name) {
    this.marks[name] = this.frames.length;
  }

  /** The pointer glides to (x, y) of the viewport. */
  async moveTo(/** @type {number} */ x, /** @type {number} */ y, seconds = 0.7) {
    const [x0, y0] = [this.x, this.y];
    const steps = Math.max(1, Math.round(seconds * FPS));
    for (let i = 1; i <= steps; i++) {
      const t = ease(i / steps);
      await this.pointTo(x0 + (x - x0) * t, y0 + (y - y0) * t);
      await this.shoot();
    }
  }

  /** The pointer glides to a point inside `locator` (by default its centre). */
  async moveToElement(/** @type {import("@playwright/test").Locator} */ locator, seconds = 0.7, at = { x: 0.5, y: 0.5 }) {
    const box = await locator.boundingBox();
    if (!box) throw new Error(`nothing to point at: ${locator}`);
    await this.moveTo(box.x + box.width * at.x, box.y + box.height * at.y, seconds);
  }

  /** A real click where the pointer is, with a ring that grows and fades. */
  async click() {
    await this.page.mouse.down();
    await this.ring(0.55, 1);
    await this.shoot(2);
    await this.page.mouse.up();
    for (const [scale, opacity] of /** @type {[number, number][]} */ ([
      [0.9, 0.8],
      [1.2, 0.5],
      [1.4, 0.2],
      [1.5, 0],
    ])) {
      await this.ring(scale, opacity);
      await this.shoot();
    }
  }

  async ring(/** @type {number} */ scale, /** @type {number} */ opacity) {
    await this.page.evaluate(
      ([s, o]) => {
        const ring = document.getElementById("demo-ring");
        if (ring) Object.assign(ring.style, { transform: `scale(${s})`, opacity: String(o) });
      },
      [scale, opacity],
    );
  }

  /** Types `text` a character at a time, at about 14 characters a second. */
  async type(/** @type {string} */ text) {
    for (const char of text) {
      await this.page.keyboard.type(char);
      await this.shoot(2);
    }
  }

  /** The page scrolls smoothly to `top`. */
  async scrollTo(/** @type {number} */ top, seconds = 0.6) {
    const from = await this.page.evaluate(() => window.scrollY);
    const steps = Math.max(1, Math.round(seconds * FPS));
    for (let i = 1; i <= steps; i++) {
      const y = snap(from + (top - from) * ease(i / steps));
      await this.page.evaluate((to) => window.scrollTo({ top: to, behavior: "instant" }), y);
      await this.shoot();
    }
  }

  /** Scrolls so that `locator`'s bottom edge sits `margin` pixels above the bottom of the viewport (never above its top). */
  async scrollIntoView(
    /** @type {import("@playwright/test").Locator} */ locator,
    { margin = 24, top = null, seconds = 0.6 } = /** @type {{ margin?: number, top?: number | null, seconds?: number }} */ ({}),
  ) {
    const box = await locator.boundingBox();
    if (!box) throw new Error(`nothing to scroll to: ${locator}`);
    const { scrollY, height } = await this.page.evaluate(() => ({ scrollY: window.scrollY, height: window.innerHeight }));
    const target = top === null ? scrollY + box.y + box.height + margin - height : scrollY + box.y - top;
    await this.scrollTo(Math.max(0, target), seconds);
  }

  /**
   * Keeps shooting until `done()` holds, each screenshot kept for as long as it really showed divided by
   * `speed` (a spinner turns, an answer streams in at `speed` times its real pace), then at least
   * `minSeconds` in all. With `follow`, the page scrolls along as that element moves down (an answer
   * growing above it), keeping its bottom `margin` pixels above the bottom of the viewport.
   * @param {() => Promise<boolean>} done
   * @param {{ minSeconds?: number, speed?: number, follow?: import("@playwright/test").Locator | null, margin?: number, timeoutMs?: number }} [o]
   */
  async recordUntil(done, o = {}) {
    const { minSeconds = 0, speed = 1, follow = null, margin = 14, timeoutMs = 30_000 } = o;
    const started = Date.now();
    let last = started;
    let frames = 0;
    for (;;) {
      if (follow) await this.keepInView(follow, margin);
      if (await done()) break;
      if (Date.now() - started > timeoutMs) throw new Error("the page did not get there in time");
      const path = await this.shoot(0);
      const now = Date.now();
      const n = Math.max(1, Math.round(((now - last) / 1000 / speed) * FPS));
      for (let i = 0; i < n; i++) this.frames.push(path);
      frames += n;
      last = now;
    }
    // the state it got to, for the rest of `minSeconds` (at least a frame)
    await this.shoot(Math.max(1, Math.round(minSeconds * FPS) - frames));
  }

  /** Scrolls down, at once, just enough that `locator`'s bottom is `margin` pixels above the viewport's. */
  async keepInView(/** @type {import("@playwright/test").Locator} */ locator, margin = 14) {
    const box = await locator.boundingBox();
    if (!box) return;
    const below = box.y + box.height + margin - (this.page.viewportSize()?.height ?? 0);
    if (below <= 0) return;
    await this.page.evaluate(
      (by) => window.scrollTo({ top: window.scrollY + by, behavior: "instant" }),
      Math.ceil(below / SCROLL_STEP) * SCROLL_STEP,
    );
  }

  /**
   * The frames in the order the loop plays them: from the mark `start` to the end, `fade` (frames
   * blending the last into the first, made by the caller), then from the beginning up to `start`.
   * @param {string} start
   * @param {string[]} fade
   */
  loopFrom(start, fade) {
    const at = this.marks[start];
    if (at === undefined) throw new Error(`no mark "${start}"`);
    return [...this.frames.slice(at), ...fade, ...this.frames.slice(0, at)];
  }
}

/** Writes `frames` as a numbered sequence (hard links: a held frame costs no disk) for ffmpeg. */
export function writeSequence(/** @type {string[]} */ frames, /** @type {string} */ dir) {
  mkdirSync(dir, { recursive: true });
  frames.forEach((frame, i) => linkSync(frame, join(dir, `${String(i).padStart(5, "0")}.png`)));
  return join(dir, "%05d.png");
}
