/**
 * How a reviewer is named to other shoppers: the first word of their name and the initial of each
 * other word ("Chan Sokha" → "Chan S.", "ចាន់ សុខា" → "ចាន់ ស."), never the full name. Reviews keep
 * the name as given; this applies when they are read, so older reviews are shortened too.
 */
export function publicAuthor(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  if (first.startsWith('•')) return name.trim();
  return [first, ...rest.map((word) => `${Array.from(word)[0]}.`)].join(' ');
}
