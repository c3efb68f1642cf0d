import type { OpsPromotion } from '../../commerce/contract/console/content';
import type { Lang } from '../../lib/lang';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import { OpsDocument } from './OpsDocument';
import { OpsListTable } from './OpsListTable';
import { useOperatorPage } from './ops-request';
import { OpsPromotionForm } from './OpsPromotionForm';
import type { VoucherTyped } from './OpsVoucherForm';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { OpsNotice, type Notice } from './OpsNotice';
import { OpsSectionNav } from './OpsSectionNav';

/** "21 Nov 2026 12:00 – 30 Nov 2026 23:59" in Phnom Penh time. */
export const promotionDates = (promotion: { starts_at: number; ends_at: number }, lang: Lang) =>
  `${formatDate(promotion.starts_at, lang)} ${formatTime(promotion.starts_at)} – ${formatDate(promotion.ends_at, lang)} ${formatTime(promotion.ends_at)}`;

/** Every promotion, on now, coming and ended, each with its edit link; and the form that adds one. */
export function OpsPromotionsPage({
  promotions,
  now,
  notice,
  typed,
}: {
  promotions: OpsPromotion[];
  now: number;
  notice: Notice | null;
  typed: VoucherTyped;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].promotions;
  const groups = [
    ['current', promotions.filter((p) => p.starts_at <= now && p.ends_at > now)],
    ['upcoming', promotions.filter((p) => p.starts_at > now)],
    ['ended', promotions.filter((p) => p.ends_at <= now)],
  ] as const;
  return (
    <OpsDocument title={m.heading} path="/promotions" withScript>
      <OpsSectionNav lang={lang} group="deals" current="promotions" />
      <OpsNotice notice={notice} />
      <p className="ops-muted">{m.showsAt}</p>
      {groups.map(([group, list]) => (
        <section key={group} aria-labelledby={`ops-promotions-${group}`}>
          <h2 id={`ops-promotions-${group}`}>{m[group]}</h2>
          <OpsListTable
            rows={list}
            rowKey={(promotion) => promotion.id}
            empty={<p>{m.none}</p>}
            columns={[
              {
                label: m.title,
                cell: (promotion) => (
                  <>
                    <a href={opsPath(lang, `/promotions/${promotion.id}`)}>{promotion.title_en}</a>
                    <br />
                    <span lang="km">{promotion.title_km}</span>
                    <br />
                    <span className="ops-muted">{promotion.slug}</span>
                  </>
                ),
              },
              { label: m.dates, cell: (promotion) => promotionDates(promotion, lang) },
              { label: m.products, cell: (promotion) => promotion.items },
            ]}
          />
        </section>
      ))}
      <section aria-labelledby="ops-add-promotion">
        <h2 id="ops-add-promotion">{m.add}</h2>
        <OpsPromotionForm
          lang={lang}
          action={opsPath(lang, '/promotions')}
          typed={typed}
          slug={null}
          banner={null}
          submit={m.create}
        />
      </section>
    </OpsDocument>
  );
}
