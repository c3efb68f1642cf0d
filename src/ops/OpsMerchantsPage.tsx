import type { Choice, MerchantRecord } from '../../commerce/contract/console/catalogue';
import { formatDate } from '../../lib/phnom-penh-time';
import { OpsSectionNav } from './OpsSectionNav';
import { OpsCatalogueForm } from './OpsCatalogueForm';
import { OpsDocument } from './OpsDocument';
import { OpsListTable } from './OpsListTable';
import { useOperatorPage } from './ops-request';
import type { MerchantForm } from './catalogue-fields';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { type Notice, OpsNotice } from './OpsNotice';
import { OpsConfirmBox } from './OpsConfirmBox';

/** The merchants, with both names, city, phone, how many products each has, and which are closed. */
export function OpsMerchantsPage({ merchants, notice }: { merchants: MerchantRecord[]; notice: Notice | null }) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].catalogue;
  return (
    <OpsDocument title={m.merchants} path="/merchants">
      <OpsSectionNav lang={lang} group="catalogue" current="merchants" />
      <OpsNotice notice={notice} />
      <p>
        <a href={opsPath(lang, '/merchants/new')}>{m.addMerchant}</a>
      </p>
      <OpsListTable
        rows={merchants}
        rowKey={(merchant) => merchant.id}
        columns={[
          {
            label: m.english,
            lang: 'en',
            cell: (merchant) => (
              <>
                {merchant.name_en}
                {merchant.closed_at !== null && <span className="ops-muted" lang={lang}>{` · ${m.closedMark}`}</span>}
              </>
            ),
          },
          { label: m.khmer, lang: 'km', cell: (merchant) => merchant.name_km },
          { label: m.city, cell: (merchant) => (lang === 'km' ? merchant.city_km : merchant.city_en) },
          { label: m.phone, cell: (merchant) => merchant.phone },
          { label: m.products, cell: (merchant) => merchant.products },
          {
            head: <span className="visually-hidden">{m.edit}</span>,
            cell: (merchant) => <a href={opsPath(lang, `/merchants/${merchant.id}`)}>{m.edit}</a>,
          },
        ]}
      />
    </OpsDocument>
  );
}

/**
 * One merchant's form: its kind of shop, and everything its page shows, in both languages; for a stored one,
 * closing it (it left the programme) or reopening it.
 */
export function OpsMerchantPage({
  id,
  name,
  values,
  kinds,
  products,
  closedAt,
  notice,
}: {
  /** Null for a new merchant. */
  id: number | null;
  /** The stored name in the page's language (null for a new merchant). */
  name: string | null;
  values: MerchantForm;
  kinds: Choice[];
  /** How many products it has (hidden ones too). */
  products: number;
  /** Since when it is closed (Unix seconds), or null. */
  closedAt: number | null;
  notice: Notice | null;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].catalogue;
  const f = m.fields;
  const path = id === null ? '/merchants/new' : `/merchants/${id}`;
  return (
    <OpsDocument title={name ?? m.newMerchant} path={path}>
      <OpsSectionNav lang={lang} group="catalogue" current="merchants" />
      <OpsNotice notice={notice} />
      <OpsCatalogueForm
        action={opsPath(lang, path)}
        save={m.save}
        fields={[
          {
            name: 'business_category_id',
            label: f.business_category_id,
            value: values.business_category_id,
            options: { choices: kinds },
          },
          { name: 'name_en', label: f.name_en, value: values.name_en },
          { name: 'name_km', label: f.name_km, value: values.name_km },
          { name: 'about_en', label: f.about_en, value: values.about_en, kind: 'long' },
          { name: 'about_km', label: f.about_km, value: values.about_km, kind: 'long' },
          { name: 'city_en', label: f.city_en, value: values.city_en },
          { name: 'city_km', label: f.city_km, value: values.city_km },
          { name: 'phone', label: f.phone, value: values.phone },
          { name: 'logo', label: f.logo, value: values.logo },
        ]}
      />
      {id !== null && (
        <section aria-labelledby="ops-closing">
          <h2 id="ops-closing">{closedAt === null ? m.close : m.closedSince(formatDate(closedAt, lang))}</h2>
          <p>{closedAt === null ? m.closeNote(products) : m.reopenNote}</p>
          <form method="post" action={opsPath(lang, `${path}/${closedAt === null ? 'close' : 'reopen'}`)}>
            {closedAt === null && <OpsConfirmBox text={m.closeConfirm(products)} wide={false} />}
            <button type="submit" className={closedAt === null ? 'ops-danger' : undefined}>
              {closedAt === null ? m.close : m.reopen}
            </button>
          </form>
        </section>
      )}
    </OpsDocument>
  );
}
