import { useState } from 'react';
import { useI18n } from '../i18n/use-i18n';

/** The product's photos: the first large and eager (it is the page's largest image), thumbnails to switch. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useI18n();
  const [shown, setShown] = useState(0);
  return (
    <section className="gallery" aria-label={t('catalogue.product.photos')}>
      <img className="gallery-main" src={images[shown]} alt={name} width={560} height={560} fetchPriority="high" />
      {images.length > 1 && (
        <ul className="gallery-thumbs">
          {images.map((image, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one photo may be listed twice; the list never reorders
            <li key={image + index}>
              <button
                type="button"
                aria-pressed={index === shown}
                aria-label={t('catalogue.product.showPhoto', { n: index + 1 })}
                onClick={() => setShown(index)}
              >
                <img src={image} alt="" width={64} height={64} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
