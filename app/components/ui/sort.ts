/** The sort a loader reads from a DataTable's URL (`?sort=<key>&dir=asc|desc`); null when none or unknown. */
export function sortFromUrl<Key extends string>(
  url: URL,
  allowed: ReadonlyArray<Key>,
): { by: Key; dir: 'asc' | 'desc' } | null {
  const sort = url.searchParams.get('sort');
  const by = allowed.find((key) => key === sort);
  return by ? { by, dir: url.searchParams.get('dir') === 'desc' ? 'desc' : 'asc' } : null;
}
