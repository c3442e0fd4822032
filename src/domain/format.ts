/** Small display rules shared by the server's pages and the web's components. Pure. */

export interface AddressParts {
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

/** 'address, city, state, zip_code' joined with commas, empty parts left out. */
export function addressLine(business: AddressParts): string {
  return [business.address, business.city, business.state, business.zipCode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** '1 review', '1,204 reviews'. */
export function pluralize(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,234.50': an amount in US dollars, to the cent. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
