/** Pause and play for a looping demo video (moving content longer than 5 s needs a way to stop it: WCAG 2.2.2). */
export default function MediaToggle({ paused, label, onToggle }: { paused: boolean; label: string; onToggle: () => void }) {
  return (
    <button type="button" className="media-toggle" aria-label={`${paused ? "Play" : "Pause"} the ${label}`} onClick={onToggle}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path fill="currentColor" d={paused ? PLAY : PAUSE} />
      </svg>
    </button>
  );
}

export const PLAY = "M8 5.5v13l11-6.5z";
export const PAUSE = "M7 5h3.5v14H7zm6.5 0H17v14h-3.5z";
