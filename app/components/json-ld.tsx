import { useRootData } from '../lib/root-data.ts';

/** Structured data for search engines; `<` is escaped so the JSON cannot close the script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const { nonce } = useRootData();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from our own data, < escaped
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
