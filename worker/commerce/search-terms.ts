/**
 * Search terms from a shopper's query: words split on spaces and, for Khmer (written without spaces),
 * by the runtime's dictionary word segmenter. Terms of 3+ characters go to the trigram index (`fts`,
 * as an OR of quoted phrases); shorter ones are matched with LIKE (`short`).
 */
export function searchTerms(query: string): { fts: string | null; short: string[] } {
  const words = new Set<string>();
  const segmenter = new Intl.Segmenter('km', { granularity: 'word' });
  for (const chunk of query.toLowerCase().split(/\s+/).filter(Boolean)) {
    words.add(chunk);
    if (/[\u1780-\u17FF]/.test(chunk))
      for (const part of segmenter.segment(chunk)) if (part.isWordLike) words.add(part.segment);
  }
  const long = [...words].filter((word) => [...word].length >= 3);
  const short = [...words].filter((word) => [...word].length < 3 && !long.some((other) => other.includes(word)));
  return { fts: long.length ? long.map((word) => `"${word.replace(/"/g, '""')}"`).join(' OR ') : null, short };
}
