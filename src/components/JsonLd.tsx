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
      dangerouslySetInnerHTML={{ __html: serializeJson({ '@context': 'https://schema.org', ...data }) }}
    />
  );
}
