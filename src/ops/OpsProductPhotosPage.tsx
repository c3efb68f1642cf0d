import type { PhotoProduct, ProductPhotoRow } from '../../commerce/contract/console/products';
import { productImage, productPhotoPath } from '../../lib/product-image';
import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { OpsNotice, type Notice } from './OpsNotice';

/**
 * A product's photos: each with its alt text in both languages, its place in the gallery (earlier,
 * later, main) and removal; below, the upload of new ones. Plain forms: with JavaScript on, the
 * console's script (src/ops/entry-ops.ts) makes large, WebP or HEIC photos into JPEGs before sending.
 */
export function OpsProductPhotosPage({
  product,
  photos,
  notice,
}: {
  product: PhotoProduct;
  photos: ProductPhotoRow[];
  notice: Notice | null;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].photos;
  const base = `/products/${product.id}/photos`;
  const move = (key: string, to: 'first' | 'up' | 'down', label: string) => (
    <form method="post" action={opsPath(lang, `${base}/${key}/move`)}>
      <input type="hidden" name="to" value={to} />
      <button type="submit">{label}</button>
    </form>
  );
  return (
    <OpsDocument title={m.heading(product.name)} path={base} withScript>
      <p>
        <a href={opsPath(lang, `/products/${product.id}`)}>{m.back}</a>
      </p>
      <OpsNotice notice={notice} />
      <p className="ops-muted">{m.intro}</p>
      {photos.length === 0 ? (
        <p>
          <img className="ops-photo" src={product.image} alt="" width={160} height={160} />
          {m.none}
        </p>
      ) : (
        <ol className="ops-photos">
          {photos.map((photo, index) => (
            <li key={photo.key}>
              <img
                className="ops-photo"
                {...productImage(productPhotoPath(photo.key))}
                alt={lang === 'km' ? photo.alt_km : photo.alt_en}
                width={160}
                height={160}
              />
              {index === 0 && <strong>{m.main}</strong>}
              <form className="ops-form" method="post" action={opsPath(lang, `${base}/${photo.key}/alt`)}>
                <label>
                  {m.alt_en}
                  <input name="alt_en" lang="en" maxLength={200} defaultValue={photo.alt_en} />
                </label>
                <label>
                  {m.alt_km}
                  <input name="alt_km" lang="km" maxLength={200} defaultValue={photo.alt_km} />
                </label>
                <button type="submit">{m.saveAlt}</button>
              </form>
              <div className="ops-actions">
                {index > 0 && move(photo.key, 'first', m.first)}
                {index > 0 && move(photo.key, 'up', m.up)}
                {index < photos.length - 1 && move(photo.key, 'down', m.down)}
                {photos.length > 1 && (
                  <form method="post" action={opsPath(lang, `${base}/${photo.key}/remove`)}>
                    <button type="submit">{m.remove}</button>
                  </form>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <h2>{m.add}</h2>
      <form
        className="ops-form"
        method="post"
        action={opsPath(lang, base)}
        encType="multipart/form-data"
        data-photo-upload=""
      >
        <label className="ops-wide">
          {m.files}
          <input type="file" name="photo" accept="image/jpeg,image/png,image/webp,image/heic" multiple required />
        </label>
        <label>
          {m.alt_en}
          <input name="alt_en" lang="en" maxLength={200} />
        </label>
        <label>
          {m.alt_km}
          <input name="alt_km" lang="km" maxLength={200} />
        </label>
        <button type="submit">{m.upload}</button>
      </form>
    </OpsDocument>
  );
}
