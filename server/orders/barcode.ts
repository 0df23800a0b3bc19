import bwipjs from 'bwip-js/node';
import { AppError } from '../shared/errors.ts';

/**
 * The order number as a Code 128 barcode (SVG, drawn by bwip-js) for the printable order
 * slip: a handheld scanner types it into the back office's search box, which opens the order.
 */
export function orderBarcodeSvg(orderNumber: string): string {
  if (!/^[\x20-\x7e]{1,40}$/.test(orderNumber)) throw new AppError('BAD_REQUEST', 'Numero d’ordine non valido');
  return bwipjs.toSVG({
    bcid: 'code128',
    text: orderNumber,
    scale: 2,
    height: 12,
    includetext: true,
    textxalign: 'center',
    paddingwidth: 10,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
}
