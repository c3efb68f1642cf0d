import { useI18n } from '../i18n/use-i18n';

/** How much of a deal's starting stock is claimed, as a bar, with "12 left" (or sold out). */
export function StockBar({ left, total }: { left: number; total: number }) {
  const { t } = useI18n();
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
