import { useI18n } from '../i18n/use-i18n';

/**
 * How much of a deal's starting stock is claimed, as a bar, with "12 left" (or sold out); before its window
 * opens (`live` false) only how many there are: nothing can be claimed yet.
 */
export function StockBar({ left, total, live }: { left: number; total: number; live: boolean }) {
  const { t } = useI18n();
  if (!live) return <p className="stock-bar-text">{t('catalogue.stock.available', { count: left })}</p>;
  const percent = total > 0 ? Math.round(((total - left) / total) * 100) : 100;
  return (
    <div className="stock-bar">
      <div className="stock-bar-track" aria-hidden="true">
        <div className="stock-bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="stock-bar-text">
        {left > 0 ? t('catalogue.stock.left', { count: left }) : t('catalogue.flash.soldOut')}
        <span className="stock-bar-claimed"> · {t('catalogue.stock.claimed', { percent })}</span>
      </p>
    </div>
  );
}
