import { useDocumentFacts } from '../app/document-context';
import { serializeJson } from '../../lib/serialize-json';

/**
 * Structured data for search engines (schema.org; src/lib/structured-data.ts builds it on the server).
 * In the browser `data` is null and the element empty: hydration keeps the JSON the server wrote, and
 * a page reached by client navigation needs none (crawlers load pages whole). The JSON is escaped like
 * the boot payload, so a product name containing `</script>` cannot end the element; the nonce
 * satisfies the CSP.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | null }) {
  const { nonce } = useDocumentFacts();
  const json = import.meta.env.SSR && data ? serializeJson({ '@context': 'https://schema.org', ...data }) : '';
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialized by serializeJson, which escapes <, > and & so the JSON cannot close the script
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
