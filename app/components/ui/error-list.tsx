/** The messages of one field (or of the whole form), tied to it by `id` for aria-describedby. */
export function ErrorList({ id, errors }: { id?: string; errors?: ReadonlyArray<string> | null }) {
  const messages = errors?.filter(Boolean) ?? [];
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="field-error grid gap-0.5">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
