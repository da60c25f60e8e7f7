/** Styles of the editors' tools, beside the shared helper styles in the same shadow root (../shared/styles.ts). */
export const EDITOR_CSS = `
.nl-editor-tools { display: flex; flex-direction: column; align-items: flex-start; }
.nl-diff { white-space: pre-wrap; border: 1px solid #dce3ec; border-radius: 10px; padding: 10px; margin: 0 0 8px; }
.nl-diff del { background: #fde8e8; color: #8a1c12; text-decoration: line-through; text-decoration-thickness: 2px; }
.nl-diff ins, .nl-changes ins { background: #e3f4e6; color: #0c5a1f; text-decoration: underline; text-decoration-thickness: 2px; }
.nl-changes del { color: #8a1c12; text-decoration: line-through; }
.nl-changes { margin: 0 0 8px; padding-left: 18px; display: grid; gap: 4px; }
.nl-warning { color: #7a4b00; background: #fff8e6; border-radius: 8px; padding: 8px; margin: 6px 0; }
.nl-notes { display: block; width: 100%; min-height: 90px; padding: 8px; border: 1px solid #98a6b9; border-radius: 8px; font: inherit; resize: vertical; margin: 4px 0 8px; }
.nl-label { font-weight: 600; font-size: 13px; }
.nl-pick { border: 0; margin: 0 0 8px; padding: 0; min-width: 0; }
.nl-pick legend { padding: 0; margin-bottom: 2px; }
.nl-choice { display: flex; align-items: baseline; gap: 6px; padding: 3px 0; font-size: 13px; cursor: pointer; }
`;
