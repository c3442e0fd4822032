import type { PortalBusiness, PortalOverview } from '#domain/portal.js';
import { builder } from './builder.js';
import { BAKERY } from './businesses.js';
import { anId } from './ids.js';

export const aPortalBusiness = builder<PortalBusiness>(() => ({
  id: anId(),
  ...BAKERY,
  address: '200 Main St',
  state: 'TX',
  zipCode: '77803',
  phone: '(979) 555-0199',
  description: 'Kolaches and coffee.',
  descriptionEs: null,
  speaksSpanish: false,
  plan: 'silver',
  website: null,
  email: null,
  hours: null,
  location: null,
}));

export const aPortalOverview = builder<PortalOverview>(() => ({
  owner: { fullName: 'Olivia Owner', email: 'owner@example.com', phone: null },
  business: aPortalBusiness(),
  pendingChange: null,
}));
