import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A map of homes (the listings page's results, a property page's neighbours): the section with its
 * heading, and inside it the Leaflet map, drawn once the section scrolls into view.
 */
export class HomesMap {
  readonly section: Locator;
  readonly frame: Locator;
  readonly map: Locator;
  /** Single homes: buttons named "{name} in {place}, ₦…". */
  readonly pins: Locator;
  /** Groups of close homes: buttons named "{n} homes close together: zoom in". */
  readonly clusters: Locator;
  /** The home whose page this is (property page): an image, not a button. */
  readonly currentHome: Locator;
  readonly card: Locator;
  readonly tiles: Locator;
  readonly credit: Locator;

  constructor(readonly page: Page, title: 'Map of these results' | 'On the map') {
    this.section = page.getByRole('region', { name: title });
    this.frame = this.section.getByTestId('places-map-frame');
    this.map = this.frame.getByRole('group', { name: title });
    this.pins = this.map.getByRole('button', { name: /, ₦/ });
    this.clusters = this.map.getByRole('button', { name: /homes close together/ });
    this.currentHome = this.map.getByRole('img', { name: /^This home: / });
    this.card = this.map.locator('.leaflet-popup');
    this.tiles = this.map.locator('img.leaflet-tile');
    this.credit = this.map.locator('.leaflet-control-attribution');
  }

  /** Scrolls the map into view and waits until Leaflet has drawn it. */
  async open() {
    await this.frame.scrollIntoViewIfNeeded();
    await expect(this.map).toBeVisible();
  }

  /** How many homes the map holds: single pins plus the homes in each cluster. */
  async homeCount(): Promise<number> {
    // Each cluster shows its count (hidden from assistive technology, whose name for it is a sentence).
    const clustered = (await this.clusters.locator('[aria-hidden="true"]').allTextContents()).map(Number);
    return (await this.pins.count()) + clustered.reduce((sum, count) => sum + count, 0);
  }
}
