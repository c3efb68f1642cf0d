import type { Lang } from '../../lib/lang';

/** A console path in a language: `/ops/audit` in English, `/kh/ops/audit` in Khmer (`path` '' is the console's home). */
export const opsPath = (lang: Lang, path = '') => `${lang === 'km' ? '/kh' : ''}/ops${path}`;
