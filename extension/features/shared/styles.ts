/** The helper's styles, inside its shadow root: LinkedIn's CSS cannot reach in, ours cannot leak out. */
export const HELPER_CSS = `
:host { all: initial; display: block; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #10213a; }
* { box-sizing: border-box; }
.nl-trigger { display: inline-flex; align-items: center; gap: 6px; margin: 6px 0; padding: 6px 12px; border: 1px solid #0a66c2;
  border-radius: 999px; background: #fff; color: #0a66c2; font: 600 13px/1 system-ui, sans-serif; cursor: pointer; }
.nl-trigger:hover { background: #e8f1fb; }
.nl-trigger[aria-expanded="true"] { background: #0a66c2; color: #fff; }
.nl-trigger[aria-disabled="true"], .nl-secondary[aria-disabled="true"] { opacity: 0.6; cursor: not-allowed; }
:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
.nl-panel { margin: 6px 0 10px; padding: 12px; border: 1px solid #dce3ec; border-radius: 12px; background: #fff;
  box-shadow: 0 6px 20px rgb(16 33 58 / 10%); max-width: 560px; }
.nl-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 8px; }
.nl-brand { font-weight: 800; color: #0a66c2; }
.nl-close { border: 0; background: none; font-size: 18px; cursor: pointer; color: #52627a; }
.nl-row { display: flex; flex-wrap: wrap; gap: 6px; margin-bottom: 8px; }
.nl-chip { border: 1px solid #b9c4d3; border-radius: 999px; background: #fff; padding: 4px 10px; font: inherit; font-size: 13px; cursor: pointer; color: #10213a; }
.nl-chip[aria-pressed="true"], .nl-chip[aria-checked="true"] { background: #0a66c2; border-color: #0a66c2; color: #fff; }
.nl-primary { border: 0; border-radius: 999px; background: #0a66c2; color: #fff; padding: 6px 14px; font: 600 13px/1.2 system-ui, sans-serif; cursor: pointer; }
.nl-primary:disabled { opacity: 0.6; cursor: progress; }
.nl-secondary { border: 1px solid #0a66c2; border-radius: 999px; background: #fff; color: #0a66c2; padding: 4px 12px; font: 600 12px/1.2 system-ui, sans-serif; cursor: pointer; }
.nl-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.nl-count { margin: 4px 0 0; font-size: 12px; color: #56687a; }
.nl-count[data-over] { color: #b24020; font-weight: 600; }
.nl-suggestion { border: 1px solid #dce3ec; border-radius: 10px; padding: 10px; white-space: pre-wrap; }
.nl-suggestion-actions { display: flex; gap: 6px; margin-top: 8px; }
.nl-tell { position: relative; }
.nl-tell mark { background: none; color: inherit; text-decoration: underline wavy #c2410c; text-decoration-skip-ink: none;
  text-underline-offset: 3px; border-radius: 3px; cursor: help; }
.nl-tell mark:hover, .nl-tell mark:focus-visible { background: #fff4e5; }
.nl-tip { display: none; position: absolute; left: 0; top: 100%; z-index: 2; width: max-content; max-width: 260px; padding: 6px 8px;
  border-radius: 8px; background: #10213a; color: #fff; font: 12px/1.4 system-ui, sans-serif; white-space: normal;
  box-shadow: 0 4px 12px rgb(16 33 58 / 25%); }
.nl-tell:hover .nl-tip, .nl-tell:focus-within .nl-tip { display: block; }
.nl-tip-reason::before { content: attr(data-reason); }
.nl-tell-remove { display: block; margin-top: 6px; border: 1px solid #fff; border-radius: 999px; background: none; color: #fff;
  padding: 2px 10px; font: 600 12px/1.3 system-ui, sans-serif; cursor: pointer; }
.nl-tell-remove::before { content: attr(data-label); }
.nl-tell-remove:hover { background: #fff; color: #10213a; }
.nl-status { color: #52627a; margin: 6px 0; }
.nl-error { color: #b42318; background: #fef3f2; border-radius: 8px; padding: 8px; margin: 6px 0; }
.nl-lock { background: #f4f7fb; border-radius: 8px; padding: 10px; margin: 6px 0; }
.nl-followup { display: flex; gap: 6px; margin-top: 10px; }
.nl-followup input { flex: 1; min-width: 0; padding: 6px 10px; border: 1px solid #98a6b9; border-radius: 999px; font: inherit; }
.nl-spinner { display: inline-block; width: 14px; height: 14px; border: 2px solid #e8f1fb; border-top-color: #0a66c2; border-radius: 50%;
  animation: nl-spin 0.8s linear infinite; vertical-align: -2px; margin-right: 6px; }
@keyframes nl-spin { to { transform: rotate(360deg); } }
.nl-cursor { display: inline-block; width: 7px; height: 1em; margin-left: 2px; vertical-align: -2px; background: #0a66c2;
  animation: nl-blink 1s steps(2, start) infinite; }
@keyframes nl-blink { to { visibility: hidden; } }
@media (prefers-reduced-motion: reduce) { .nl-cursor { animation: none; } }
.nl-disclosure { background: #f4f7fb; border-radius: 8px; padding: 10px; margin: 6px 0; }
.nl-disclosure p, .nl-disclosure ul { margin: 0 0 8px; }
.nl-disclosure ul { padding-left: 20px; }
.nl-disclosure-change { color: #7a4b00; background: #fff8e6; border-radius: 6px; padding: 6px 8px; }
.nl-sent { margin-top: 8px; }
.nl-sent summary { cursor: pointer; color: #0a66c2; font-weight: 600; font-size: 13px; }
.nl-sent pre { max-height: 240px; overflow: auto; margin: 6px 0 0; padding: 8px; background: #f4f7fb; border-radius: 8px;
  font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; white-space: pre-wrap; word-break: break-word; }
.nl-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
`;
