import type { Locator, Page } from '@playwright/test';

/** `/prices/{state}/{town}`: a town's medians, a section per transaction, a chart and a table per property type. */
export class TownPricesPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly charts: Locator;
  readonly tooFew: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.charts = this.main.getByRole('img', { name: /^Bar chart/ });
    this.tooFew = this.main.getByTestId('too-few');
  }

  async goto(path: string) {
    return this.page.goto(path);
  }

  /** 'Rents' or 'Sale prices'. */
  section(name: 'Rents' | 'Sale prices'): Locator {
    return this.main.getByRole('region', { name });
  }

  /** A property type's table, by its caption ('Residential: median annual rent'). */
  table(section: 'Rents' | 'Sale prices', caption: string): Locator {
    return this.section(section).getByRole('table', { name: caption });
  }

  /** The chart beside a property type's table. */
  chart(section: 'Rents' | 'Sale prices', propertyType: string): Locator {
    return this.section(section).getByRole('img', { name: new RegExp(`of ${propertyType.toLowerCase()} listings`) });
  }

  /** A table's row for a bedroom count ('3 bedrooms', 'All'); its header also says how many listings. */
  row(table: Locator, bedrooms: string): Locator {
    return table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: new RegExp(`^${bedrooms}\\s*\\d+ listings?$`) }) });
  }
}
