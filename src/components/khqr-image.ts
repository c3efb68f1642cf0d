/** What the code's picture prints under the QR: the amount, who it pays and the deadline. */
export type KhqrPicture = {
  /** The QR code as an image URL (an SVG data URL). */
  qr: string;
  amount: string;
  payee: string;
  deadline: string;
};

const IMAGE = { width: 600, qr: 480, margin: 60 };

/**
 * The code as a PNG a banking app can read: from the gallery after saving, or handed to it by the share
 * sheet (bank apps take images, not SVG). Drawn on a canvas from the SVG data URL, white behind it.
 */
export async function khqrImage({ qr, amount, payee, deadline }: KhqrPicture): Promise<Blob> {
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
    [payee, `400 28px ${font}`],
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

/** Whether this browser can hand an image file to another app (the Web Share API with files: phones, mostly). */
export function canShareImages(): boolean {
  if (typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([''], 'khqr.png', { type: 'image/png' })] });
  } catch {
    return false;
  }
}
