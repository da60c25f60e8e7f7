import { go } from "../../lib/routes";
import MessageForm from "./MessageForm";

export default function ContactForm() {
  return (
    <MessageForm
      kind="contact"
      required
      labels={{ name: "FULL NAME", email: "EMAIL", mainText: "CONTENT", submit: "Send message" }}
      onSent={() => go("/thank-you")}
    />
  );
}
