/**
 * A field's own message, right under it (issue 25). The field names this element's id in its
 * `aria-describedby` (see `describedBy`) and sets `aria-invalid`, so a screen reader reads the
 * message with the field when the focus lands there.
 */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}

/** The `aria-describedby` of a field from the ids of its hint and message; unset when none is shown. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
