import { useState } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { productImage } from '../../lib/product-image';

/** The main picture's width: the product page's column on a desktop, the whole screen on a phone. */
const MAIN_SIZES = '(min-width: 992px) 560px, 100vw';

/**
 * The product's pictures: the first large and eager (it is the page's largest image), thumbnails to
 * switch. A picture without its own alt text is named by the product.
 */
export function Gallery({ pictures, name }: { pictures: { src: string; alt: string }[]; name: string }) {
  const { t } = useI18n();
  const [shown, setShown] = useState(0);
  const main = pictures[shown]!;
  return (
    <section className="gallery" aria-label={t('catalogue.product.photos')}>
      <img
        className="gallery-main"
        {...productImage(main.src, MAIN_SIZES)}
        alt={main.alt || name}
        width={560}
        height={560}
        fetchPriority="high"
      />
      {pictures.length > 1 && (
        <ul className="gallery-thumbs">
          {pictures.map((picture, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one picture may be listed twice; the list never reorders
            <li key={picture.src + index}>
              <button
                type="button"
                aria-pressed={index === shown}
                aria-label={t('catalogue.product.showPhoto', { n: index + 1 })}
                onClick={() => setShown(index)}
              >
                <img {...productImage(picture.src)} alt="" width={64} height={64} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
