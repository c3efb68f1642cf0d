import { type ReactNode, useEffect, useState } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { showToast } from '../store/actions';
import { useStore } from '../store/use-store';
import { canShareImages, type KhqrPicture, khqrImage } from './khqr-image';

type Props = KhqrPicture & {
  orderId: number;
  /** The amount as a banking app takes it ("7.25", "29700"). */
  amountDigits: string;
  /** A link that opens the shopper's bank app on this code (Bakong's), or null. */
  deeplink: string | null;
  /** The code itself, to scan from another phone: between the one tap and the other ways on a phone. */
  children: ReactNode;
};

/**
 * Paying from the phone that shows the code, in one tap where it can be: Bakong's link that opens the
 * bank app on this payment; without one, the code handed to the bank app through the share sheet as a
 * PNG (where the browser shares files), else saved as an image for the bank app's gallery scan. The
 * amount can be copied. The one tap comes before the code on a phone and after it on a desktop, by CSS
 * (pointer: fine), so the server's render is the browser's and nothing moves when the page hydrates;
 * the share sheet, known only in the browser, takes over the save button's place and size.
 */
export function KhqrActions({ children, ...props }: Props) {
  const { t } = useI18n();
  const store = useStore();
  const [canShare, setCanShare] = useState(false);
  // The image is made once, ahead of a tap: Safari shares only within the tap's own moment.
  const [image, setImage] = useState<Promise<Blob> | null>(null);
  const { qr, amount, payee, deadline, deeplink } = props;
  useEffect(() => {
    setCanShare(canShareImages());
    const made = khqrImage({ qr, amount, payee, deadline });
    made.catch(() => undefined);
    setImage(made);
  }, [qr, amount, payee, deadline]);
  const fileName = `khqr-order-${props.orderId}.png`;
  const picture = () => image ?? khqrImage({ qr, amount, payee, deadline });
  const failed = () =>
    showToast(store, { kind: 'error', text: t('checkout.pay.imageFailed'), position: 'center' }, 3000);

  async function save() {
    try {
      const url = URL.createObjectURL(await picture());
      const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      failed();
    }
  }

  async function share() {
    try {
      const file = new File([await picture()], fileName, { type: 'image/png' });
      if (!navigator.canShare({ files: [file] })) return void (await save());
      await navigator.share({ files: [file], title: t('checkout.pay.shareTitle', { id: props.orderId }) });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) failed();
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(props.amountDigits);
      showToast(
        store,
        { kind: 'success', text: t('checkout.pay.copied', { amount: props.amount }), position: 'center' },
        2000,
      );
    } catch {
      failed();
    }
  }

  const saveButton = (primary: boolean) => (
    <button
      type="button"
      className={`button ${primary ? 'button-primary' : 'button-secondary'}`}
      onClick={canShare && primary ? share : save}
    >
      {canShare && primary ? t('checkout.pay.shareApp') : t('checkout.pay.save')}
    </button>
  );
  return (
    <div className="khqr-pay">
      <div className="khqr-one-tap">
        {deeplink ? (
          <a className="button button-primary" href={deeplink} data-testid="khqr-open">
            {t('checkout.pay.openApp')}
          </a>
        ) : (
          saveButton(true)
        )}
        <p className="muted">{deeplink ? t('checkout.pay.openHint') : t('checkout.pay.samePhone')}</p>
      </div>
      {children}
      <div className="khqr-buttons">
        {deeplink && saveButton(false)}
        <button type="button" className="button button-secondary" onClick={copy}>
          {t('checkout.pay.copy')}
        </button>
      </div>
    </div>
  );
}
