import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { showToast } from '../store/actions';
import { useStore } from '../store/use-store';

type Props = {
  orderId: number;
  /** The QR code as an image URL (an SVG data URL). */
  qr: string;
  /** The amount as shown ("$7.25", "29,700៛") and as a banking app takes it ("7.25", "29700"). */
  amount: string;
  amountDigits: string;
  /** "Pay before 18:48, 24 Nov 2026", printed under the code. */
  deadline: string;
};

const IMAGE = { width: 600, qr: 480, margin: 60 };

/** The code as a PNG a banking app can read from the gallery: the QR, then the amount, the shop and the deadline under it. */
async function khqrImage({ qr, amount, deadline }: Props, shop: string): Promise<Blob> {
  const picture = new Image();
  picture.src = qr;
  await picture.decode();
  const canvas = document.createElement('canvas');
  canvas.width = IMAGE.width;
  canvas.height = IMAGE.margin + IMAGE.qr + 200;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(picture, IMAGE.margin, IMAGE.margin, IMAGE.qr, IMAGE.qr);
  const font = getComputedStyle(document.body).fontFamily;
  context.fillStyle = '#1d2433';
  context.textAlign = 'center';
  const lines: [string, string][] = [
    [amount, `700 44px ${font}`],
    [shop, `400 28px ${font}`],
    [deadline, `400 24px ${font}`],
  ];
  lines.forEach(([text, style], index) => {
    context.font = style;
    context.fillText(text, canvas.width / 2, IMAGE.margin + IMAGE.qr + 60 + index * 50, canvas.width - 40);
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/png'),
  );
}

/**
 * Paying from the phone that shows the code: save it as an image (a banking app's scan screen opens
 * images from the gallery), share it where the browser can, and copy the amount.
 */
export function KhqrActions(props: Props) {
  const { t } = useI18n();
  const store = useStore();
  const [canShare, setCanShare] = useState(false);
  // The image is made once, ahead of a tap: Safari shares only within the tap's own moment.
  const [image, setImage] = useState<Promise<Blob> | null>(null);
  const shop = t('site.name');
  const { qr, amount, deadline } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the image changes with what it prints, not with the props object
  useEffect(() => {
    setCanShare(typeof navigator.canShare === 'function');
    const made = khqrImage(props, shop);
    made.catch(() => undefined);
    setImage(made);
  }, [qr, amount, deadline, shop]); // what the image prints, not the props object
  const fileName = `khqr-order-${props.orderId}.png`;
  const failed = () =>
    showToast(store, { kind: 'error', text: t('checkout.pay.imageFailed'), position: 'center' }, 3000);

  async function save() {
    try {
      const url = URL.createObjectURL(await (image ?? khqrImage(props, shop)));
      const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      failed();
    }
  }

  async function share() {
    try {
      const file = new File([await (image ?? khqrImage(props, shop))], fileName, { type: 'image/png' });
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

  return (
    <div className="khqr-actions">
      <p className="muted">{t('checkout.pay.samePhone')}</p>
      <div className="khqr-buttons">
        <button type="button" className="button button-primary" onClick={save}>
          {t('checkout.pay.save')}
        </button>
        {canShare && (
          <button type="button" className="button button-secondary" onClick={share}>
            {t('checkout.pay.share')}
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={copy}>
          {t('checkout.pay.copy')}
        </button>
      </div>
    </div>
  );
}
