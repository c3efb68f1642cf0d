import type { OutletRecord } from '../../commerce/contract/console/outlets';
import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import { OPS_MESSAGES } from './ops-messages';
import { type OutletField, OUTLET_FIELDS } from './outlet-fields';
import { opsPath } from './ops-path';
import { OpsSectionNav } from './OpsSectionNav';

/** The pick-up stores, each with its edit link, and the way to add one. */
export function OpsOutletsPage({ outlets, saved }: { outlets: OutletRecord[]; saved: boolean }) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].outlets;
  return (
    <OpsDocument title={m.heading} path="/outlets">
      <OpsSectionNav lang={lang} group="content" current="outlets" />
      {saved && (
        <p className="ops-done" role="status">
          {m.saved}
        </p>
      )}
      <ul className="ops-list">
        {outlets.map((outlet) => (
          <li key={outlet.id}>
            <span>{`${lang === 'km' ? outlet.name_km : outlet.name_en} · ${outlet.hours}`}</span>
            <a href={opsPath(lang, `/outlets/${outlet.id}`)}>{m.edit}</a>
          </li>
        ))}
      </ul>
      <p>
        <a href={opsPath(lang, '/outlets/new')}>{m.add}</a>
      </p>
    </OpsDocument>
  );
}

/** One store's form, both languages of each field; a refusal in words above it, what was typed kept. */
export function OpsOutletPage({
  id,
  values,
  error,
}: {
  /** Null for a new store. */
  id: number | null;
  values: Record<OutletField, string>;
  error: string | null;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].outlets;
  const path = id === null ? '/outlets/new' : `/outlets/${id}`;
  return (
    <OpsDocument title={id === null ? m.newHeading : values.name_en} path={path}>
      <OpsSectionNav lang={lang} group="content" current="outlets" />
      {error && (
        <p className="ops-error" role="alert">
          {error}
        </p>
      )}
      <form className="ops-form" method="post" action={opsPath(lang, path)}>
        {OUTLET_FIELDS.map((field) => (
          <label key={field}>
            {m.fields[field]}
            <input
              name={field}
              lang={field.endsWith('_km') ? 'km' : field.endsWith('_en') ? 'en' : undefined}
              required
              defaultValue={values[field]}
              maxLength={200}
            />
          </label>
        ))}
        <button type="submit">{m.save}</button>
      </form>
    </OpsDocument>
  );
}
