import { encode } from 'uqr';

/**
 * A QR code drawn as one SVG path from the encoded modules (rendered on the server with the page; no
 * HTML string is injected). `label` is its accessible name.
 */
export function QrCode({ text, label, size = 160 }: { text: string; label: string; size?: number }) {
  const { data } = encode(text, { border: 2 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${data.length} ${data.length}`}
      shapeRendering="crispEdges"
    >
      <rect width="100%" height="100%" fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
