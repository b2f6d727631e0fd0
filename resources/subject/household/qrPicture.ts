import QRCode from 'qrcode';

/**
 * The picture of a QR code's content, as a PNG data URL (the `qrcode` package, drawn in the browser;
 * the page's CSP allows data: images). Error correction M: a printed code still reads when smudged.
 */
export function qrPicture(content: string, width = 240): Promise<string> {
  return QRCode.toDataURL(content, { errorCorrectionLevel: 'M', margin: 2, width });
}
