import { useStore } from "@nanostores/react";
import { $toasts, dismissToast } from "../../stores/toasts";

/** Renders the toasts of the shared store; polite for success, assertive for errors. */
export default function Toaster() {
  const toasts = useStore($toasts);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`} role={toast.kind === "error" ? "alert" : "status"}>
          <strong className="toast-title">{toast.title}</strong>
          <p>{toast.message}</p>
          <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
