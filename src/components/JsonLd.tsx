import { useDocumentFacts } from '../app/document-context';
import { serializeJson } from '../lib/serialize-json';

/**
 * Structured data for search engines (schema.org). The JSON is escaped like the boot payload, so
 * a product name containing `</script>` cannot end the element; the nonce satisfies the CSP.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const { nonce } = useDocumentFacts();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialized by serializeJson, which escapes <, > and & so the JSON cannot close the script
      dangerouslySetInnerHTML={{ __html: serializeJson({ '@context': 'https://schema.org', ...data }) }}
    />
  );
}
