/** Toasts: error ("Uh Oh") and success ("Yay!"), each hidden after 5 s. */
import { atom } from "nanostores";
import { UI } from "../core/plans";

export type ToastKind = "error" | "success";
export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  message: string;
}

export const TOAST_TITLES: Record<ToastKind, string> = { error: "Uh Oh", success: "Yay!" };

export const $toasts = atom<Toast[]>([]);
let nextId = 1;

export function dismissToast(id: number) {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

export function showToast(kind: ToastKind, message: string): number {
  const toast = { id: nextId++, kind, title: TOAST_TITLES[kind], message };
  $toasts.set([...$toasts.get(), toast]);
  setTimeout(() => dismissToast(toast.id), UI.toastMs);
  return toast.id;
}
