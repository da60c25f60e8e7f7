const STEPS = ["Sign up", "About you", "Verify your email"] as const;

/** The 3-step indicator of the sign-up flow. */
export default function Steps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className="steps" aria-label="Sign-up progress">
      {STEPS.map((label, index) => {
        const n = index + 1;
        const state = n < current ? "done" : n === current ? "current" : "todo";
        return (
          <li key={label} className={`step step-${state}`} aria-current={n === current ? "step" : undefined}>
            <span className="step-number" aria-hidden="true">
              {n}
            </span>
            <span>
              <span className="visually-hidden">Step {n}: </span>
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
