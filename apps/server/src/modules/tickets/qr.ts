import QRCode from 'qrcode';

const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** The ticket's QR code as an SVG document (My Payments shows it as an image). */
export function qrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { ...OPTIONS, type: 'svg' });
}

/** The ticket's QR code as a PNG (the receipt PDF draws it). */
export function qrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { ...OPTIONS, type: 'png', width: 360 });
}
