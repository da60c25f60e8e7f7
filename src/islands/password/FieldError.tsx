/**
 * A refusal shown on the field it is about (a new password too common, too short): right under the
 * input, announced when it appears, and named by the input's aria-describedby (see describedBy).
 */
export default function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="banner banner-error" role="alert">
      {message}
    </p>
  );
}

/** The input's attributes that tie it to its hint and, while there is one, to its FieldError. */
export function describedBy(hintId: string, errorId: string, message: string | null) {
  return message ? { "aria-invalid": true, "aria-describedby": `${errorId} ${hintId}` } : { "aria-describedby": hintId };
}
