// A QR code drawn on the server as one SVG path (uqr encodes it; nothing of it reaches the browser's bundle): dark
// modules as horizontal runs, a quiet zone of four modules, and crisp edges at any size.
import { encode } from 'uqr';

/** The SVG path of the dark modules, one rectangle per horizontal run, in module units. */
export function qrPath(data: boolean[][]): string {
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      let end = x;
      while (end < row.length && row[end]) end += 1;
      path += `M${x} ${y}h${end - x}v1h${x - end}z`;
      x = end;
    }
  });
  return path;
}

export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const qr = encode(text, { ecc: 'M', border: 4 });
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      className="block bg-white"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qrPath(qr.data)} fill="#000" />
    </svg>
  );
}
