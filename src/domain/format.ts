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

// Made on first use: building a currency formatter costs a phone tens of milliseconds,
// and most pages that load this module (the profile, the city page) never show a price.
let usd: Intl.NumberFormat | undefined;

/** '$1,234.50': an amount in US dollars, to the cent. */
export function formatUsd(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(amount);
}
