import { describe, expect, it } from 'vitest';
import { favouriteAnnouncement, favouriteToggleLabel } from './favourite-toggle.ts';

describe('the favourite toggle', () => {
  it('proves each state is announced with the product and the way it went', () => {
    expect(favouriteAnnouncement('toggling', 'Milk', true)).toBe('Adding Milk to favourites');
    expect(favouriteAnnouncement('toggling', 'Milk', false)).toBe('Removing Milk from favourites');
    expect(favouriteAnnouncement('toggled', 'Milk', true)).toBe('Milk added to favourites');
    expect(favouriteAnnouncement('toggled', 'Milk', false)).toBe('Milk removed from favourites');
    expect(favouriteAnnouncement('failed', 'Milk', true)).toMatch(/Milk could not be added/);
    expect(favouriteAnnouncement('failed', 'Milk', false)).toMatch(/Milk could not be removed/);
  });

  it('proves the heart is named by its product alone, its state being the pressed state', () => {
    expect(favouriteToggleLabel('Milk')).toBe('Favourite Milk');
  });
});
