/** A posted form's texts nested by their names: `contatto.email` → { contatto: { email } }. */
export type FormPayload = { [key: string]: FormValue };
type FormValue = string | FormValue[] | FormPayload | undefined;

/**
 * Reads a form as the JSON an API takes: dotted names are objects, `[n]` list items, and a
 * name posted more than once (a checkbox after its empty hidden value) is a list of its values.
 * Files are left out.
 */
export function formPayload(data: FormData): FormPayload {
  const root: FormPayload = {};
  for (const [name, value] of data) {
    if (typeof value !== 'string') continue;
    const keys = (name.match(/[^.[\]]+|\[\d+\]/g) ?? []).map((k) => (k.startsWith('[') ? Number(k.slice(1, -1)) : k));
    if (keys.length === 0) continue;
    // biome-ignore lint/suspicious/noExplicitAny: a walk through objects and lists built here, of FormValue
    let node: any = root;
    keys.forEach((key, i) => {
      const last = i === keys.length - 1;
      if (!last) {
        node[key] ??= typeof keys[i + 1] === 'number' ? [] : {};
        node = node[key];
      } else if (node[key] === undefined) node[key] = value;
      else node[key] = [node[key]].flat().concat(value);
    });
  }
  return root;
}
