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
      location: '',
    });
  });

  it("opens on the pin of a stored row's coordinates, or the pin given as text", () => {
    const row = { ...listing, latitude: 30.6629, longitude: -96.3561 };
    expect(profileFormOf(row).location).toBe('30.6629, -96.3561');
    expect(profileFormOf({ ...listing, location: '30.1, -96.2' }).location).toBe('30.1, -96.2');
    expect(profileFormOf({ ...listing, latitude: 30.6629, longitude: null }).location).toBe('');
  });

  it('leaves the category empty when the old one is no longer offered', () => {
    expect(profileFormOf({ ...listing, category: 'Video Rental' }).category).toBe('');
    expect(profileFormOf({ ...listing, category: null }).category).toBe('');
  });
});
