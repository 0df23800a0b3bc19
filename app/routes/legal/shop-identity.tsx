import type { RootData } from '../../lib/root-data.ts';
import type { PlatformIdentity } from './legal.server.ts';

/** "Libreria Rossi S.r.l., P. IVA …, REA MI-1234567, con sede in Via Roma 1, Milano": what is filled in. */
export function sellerIdentity(shop: RootData['shop']): string {
  const name = shop.legalName || shop.name;
  const seat = [shop.address, shop.city && !shop.address.includes(shop.city) ? shop.city : '']
    .filter(Boolean)
    .join(', ');
  return [
    name,
    shop.vatNumber ? `P. IVA ${shop.vatNumber}` : '',
    shop.rea ? `REA ${shop.rea}` : '',
    seat ? `con sede in ${seat}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The seller's contacts, each only when given. */
export function ShopContacts({ shop }: { shop: RootData['shop'] }) {
  return (
    <>
      {shop.email ? (
        <>
          e-mail <a href={`mailto:${shop.email}`}>{shop.email}</a>
        </>
      ) : null}
      {shop.email && shop.phone ? ', ' : null}
      {shop.phone ? <>telefono {shop.phone}</> : null}
    </>
  );
}

export function platformIdentity(p: PlatformIdentity): string {
  return [p.legalName, p.vatNumber ? `P. IVA ${p.vatNumber}` : '', p.address ? `con sede in ${p.address}` : '']
    .filter(Boolean)
    .join(', ');
}
