import type { Lang } from '../lib/lang';
import type { VoucherTyped } from './OpsVoucherForm';
import { OPS_MESSAGES } from './ops-messages';

/**
 * The fields of a promotion, for adding one and editing one. `slug`: the stored one when editing, shown
 * but not a field (it is the promotion's address in the shop), or null to ask for one.
 */
export function OpsPromotionForm({
  lang,
  action,
  typed,
  slug,
  submit,
}: {
  lang: Lang;
  action: string;
  typed: VoucherTyped;
  slug: string | null;
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
    <form className="ops-form" method="post" action={action}>
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
      {field('banner', { maxLength: 200 })}
      {field('starts_at', { type: 'datetime-local' })}
      {field('ends_at', { type: 'datetime-local' })}
      <button type="submit">{submit}</button>
    </form>
  );
}
