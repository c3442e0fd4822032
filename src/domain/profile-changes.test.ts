import { describe, expect, it } from 'vitest';
import { profileFormOf } from './profile-changes.js';

const listing = {
  name: 'Brazos Brewhouse',
  category: 'Restaurants',
  address: '100 Main St',
  phone: null,
  website: 'https://brewhouse.example',
  email: null,
  description: null,
  descriptionEs: null,
  hours: 'Mon-Fri: 9AM-5PM',
};

describe('profileFormOf', () => {
  it("opens on the listing's values, '' where it has none", () => {
    expect(profileFormOf(listing)).toEqual({
      name: 'Brazos Brewhouse',
      category: 'Restaurants',
      address: '100 Main St',
      phone: '',
      website: 'https://brewhouse.example',
      email: '',
      description: '',
      descriptionEs: '',
      hours: 'Mon-Fri: 9AM-5PM',
    });
  });

  it('leaves the category empty when the old one is no longer offered', () => {
    expect(profileFormOf({ ...listing, category: 'Video Rental' }).category).toBe('');
    expect(profileFormOf({ ...listing, category: null }).category).toBe('');
  });
});
