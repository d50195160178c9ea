import { expect, type Locator, type Page } from '@playwright/test';

/** The listing form, create (`/dashboard/listing`) and edit (`/dashboard/listing/{id}`). */
export class ListingFormPage {
  readonly form: Locator;
  /** The location picker's frame; the map inside it (Leaflet) is drawn once it scrolls into view. */
  readonly map: Locator;
  /** The drawn map: focused, its arrow keys move the marker. */
  readonly mapArea: Locator;
  /** The marker (hidden from assistive technology: the map and `position` say where it is). */
  readonly marker: Locator;
  /** The live text under the map: "Marker at latitude …, longitude …." */
  readonly position: Locator;
  readonly banner: Locator;
  readonly draftNotice: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.form = main.getByRole('form');
    this.map = main.getByTestId('location-map');
    this.mapArea = this.map.getByRole('application', { name: 'Property location' });
    this.marker = this.map.locator('.leaflet-marker-icon');
    this.position = this.form.locator('#location-position');
    this.banner = this.form.getByRole('alert');
    this.draftNotice = this.form.getByRole('status').filter({ hasText: 'We restored the text you typed' });
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  /** Scrolls the picker into view and waits until its map is drawn. */
  async openMap() {
    await this.map.scrollIntoViewIfNeeded();
    await expect(this.mapArea).toBeVisible();
  }

  /** Places the marker with a click on the map, `position` from its top-left corner. */
  async clickMap(position: { x: number; y: number }) {
    await this.openMap();
    await this.mapArea.click({ position });
  }

  submit(name: 'List property' | 'Save changes'): Locator {
    return this.form.getByRole('button', { name });
  }

  /** Chooses the first real option of a select once its list has arrived (dependent lists load late). */
  async chooseFirst(label: string) {
    const select = this.field(label);
    await expect(select.locator('option')).not.toHaveCount(1);
    const value = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(value ?? '');
  }

  /** Answers the "Living here" questions, each by its option's label. */
  async answerLivingFacts(answers: Record<string, string>) {
    for (const [label, option] of Object.entries(answers)) await this.field(label).selectOption({ label: option });
  }

  async choose(group: 'Sale or rent' | 'Sale by', option: string) {
    await this.form.getByRole('group', { name: group }).getByLabel(option, { exact: true }).check();
  }

  /** The message under a field (tied to it by aria-describedby). */
  async errorOf(label: string): Promise<string> {
    const ids = (await this.field(label).getAttribute('aria-describedby')) ?? '';
    const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
    return errorId ? ((await this.page.locator(`[id="${errorId}"]`).textContent()) ?? '') : '';
  }

  /** The location fieldset's message. */
  locationError(): Locator {
    return this.form.getByRole('group', { name: 'Location on the map' }).locator('#location-error');
  }
}
