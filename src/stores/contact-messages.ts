/** Contact and feedback submissions, stored in PocketBase's `messages` collection. */
import { validateMessage, type MessageKind } from "../core/contact-messages";
import { pb } from "../lib/pocketbase";

export interface MessageFields {
  name: string;
  email: string;
  mainText: string;
}

/** Throws an Error with a readable message when the input is not acceptable or the server refuses it. */
export async function sendMessage(kind: MessageKind, fields: MessageFields) {
  const problem = validateMessage({ kind, ...fields });
  if (problem) throw new Error(problem);
  await pb.collection("messages").create({ kind, ...fields });
}
