import type { Lang } from '../../lib/lang';
import { promotionBannerImage } from '../../lib/promotion-banner';
import type { VoucherTyped } from './OpsVoucherForm';
import { OPS_MESSAGES } from './ops-messages';

/**
 * The fields of a promotion, for adding one and editing one. `slug`: the stored one when editing, shown
 * but not a field (it is the promotion's address in the shop), or null to ask for one. The banner is a
 * picture picked from the operator's device: required when adding; when editing, `banner` (the stored
 * one) is shown and stays unless another is picked. The console's script makes a large or WebP/HEIC
 * picture a JPEG before sending (data-photo-upload).
 */
export function OpsPromotionForm({
  lang,
  action,
  typed,
  slug,
  banner,
  submit,
}: {
  lang: Lang;
  action: string;
  typed: VoucherTyped;
  slug: string | null;
  banner: string | null;
  submit: string;
}) {
  const m = OPS_MESSAGES[lang].promotions;
  const f = m.fields;
  const field = (name: keyof typeof f, props: Record<string, unknown> = {}) => (
    <label>
      {f[name]}
      <input
        name={name}
        defaultValue={typed[name] ?? ''}
        lang={name.endsWith('_km') ? 'km' : name.endsWith('_en') ? 'en' : undefined}
        required
        {...props}
      />
    </label>
  );
  return (
    <form className="ops-form" method="post" action={action} encType="multipart/form-data" data-photo-upload="">
      {slug === null ? (
        field('slug', { maxLength: 60, pattern: '[a-z0-9]+([.\\-][a-z0-9]+)*' })
      ) : (
        <p>{m.slugFixed(slug)}</p>
      )}
      {field('title_en', { maxLength: 80 })}
      {field('title_km', { maxLength: 80 })}
      {(['description_en', 'description_km'] as const).map((name) => (
        <label key={name} className="ops-wide">
          {f[name]}
          <textarea
            name={name}
            lang={name.slice(-2)}
            required
            rows={3}
            maxLength={1000}
            defaultValue={typed[name] ?? ''}
          />
        </label>
      ))}
      {banner !== null && (
        <figure className="ops-wide ops-banner">
          <img {...promotionBannerImage(banner)} alt="" width={1200} height={400} />
          <figcaption>{m.currentBanner}</figcaption>
        </figure>
      )}
      <label className="ops-wide">
        {banner === null ? f.banner : m.newBanner}
        <input
          type="file"
          name="banner_file"
          accept="image/jpeg,image/png,image/webp,image/heic"
          required={banner === null}
        />
      </label>
      {field('starts_at', { type: 'datetime-local' })}
      {field('ends_at', { type: 'datetime-local' })}
      <button type="submit">{submit}</button>
    </form>
  );
}
