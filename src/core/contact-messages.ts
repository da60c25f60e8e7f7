/** Contact and feedback messages: the rules the site checks before sending and the server enforces. */

export type MessageKind = "contact" | "feedback";

export interface MessageInput {
  kind: string;
  name: string;
  email: string;
  mainText: string;
}

export const MESSAGE_LIMITS = { name: 200, email: 254, mainText: 5000 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Returns a sentence a user can read, or null when the message is acceptable. */
export function validateMessage(m: MessageInput): string | null {
  if (m.kind !== "contact" && m.kind !== "feedback") return "Unknown kind of message.";
  const name = m.name.trim();
  const email = m.email.trim();
  const text = m.mainText.trim();
  if (name.length > MESSAGE_LIMITS.name) return `The name must be at most ${MESSAGE_LIMITS.name} characters long.`;
  if (email.length > MESSAGE_LIMITS.email) return `The e-mail must be at most ${MESSAGE_LIMITS.email} characters long.`;
  if (text.length > MESSAGE_LIMITS.mainText) {
    return `The message must be at most ${MESSAGE_LIMITS.mainText} characters long.`;
  }
  if (email && !EMAIL.test(email)) return "Please enter a valid e-mail address.";
  if (m.kind === "contact") {
    if (!name) return "Please enter your full name.";
    if (!email) return "Please enter your e-mail address.";
    if (!text) return "Please write your message.";
  } else if (!name && !email && !text) {
    return "Please fill in at least one field before sending.";
  }
  return null;
}
